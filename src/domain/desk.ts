// The front desk's wire types, inferred from the schemas of deskWire.ts and deskSchemas.ts; `import type` keeps
// valibot out of the console's bundle.
import type { InferInput, InferOutput } from 'valibot';
import type * as schemas from './deskSchemas';
import type * as wire from './deskWire';

export type ExistingCustomer = InferOutput<typeof wire.ExistingCustomer>;
export type BookingInTheWay = InferOutput<typeof wire.BookingInTheWay>;
export type CustomerSummary = InferOutput<typeof wire.CustomerSummary>;
export type CustomerTotals = InferOutput<typeof wire.CustomerTotals>;
export type CustomerFile = InferOutput<typeof wire.CustomerFile>;

/** `POST /api/ops/bookings` body, as the console sends it. */
export type DeskBookingRequest = InferInput<typeof schemas.DeskBookingPayload>;
/** `POST /api/ops/blocks` body. */
export type BayBlockRequest = InferInput<typeof schemas.BayBlockPayload>;
/** `PUT /api/ops/customers/{id}` body. */
export type CustomerUpdateRequest = InferInput<typeof schemas.CustomerUpdatePayload>;

export type { BayBlock } from './staff';
