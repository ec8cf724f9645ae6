// The front desk's wire types, inferred once from the schemas of deskWire.ts (what the desk's routes answer) and
// deskSchemas.ts (what the console sends); `import type` keeps valibot out of the console's bundle.
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type * as schemas from './deskSchemas';
import type * as wire from './deskWire';

type Answers = { [Name in keyof typeof wire]: InferOutput<(typeof wire)[Name]> };
type Requests = { [Name in keyof typeof schemas]: (typeof schemas)[Name] extends GenericSchema ? InferInput<(typeof schemas)[Name]> : never };

export type ExistingCustomer = Answers['ExistingCustomer'];
export type BookingInTheWay = Answers['BookingInTheWay'];
export type CustomerSummary = Answers['CustomerSummary'];
export type CustomerTotals = Answers['CustomerTotals'];
export type CustomerFile = Answers['CustomerFile'];

/** `POST /api/ops/bookings` body, as the console sends it. */
export type DeskBookingRequest = Requests['DeskBookingPayload'];
/** `POST /api/ops/blocks` body. */
export type BayBlockRequest = Requests['BayBlockPayload'];
/** `PUT /api/ops/customers/{id}` body. */
export type CustomerUpdateRequest = Requests['CustomerUpdatePayload'];

export type { BayBlock } from './staff';
