// The front desk's requests as valibot schemas (desk.ts holds their types): a desk booking, a bay block, a change to
// a customer's file. The console's forms and the server validate with the same ones.
import * as v from 'valibot';
import { DESK_BOOKING_SOURCES } from './constants';
import { messages } from './messages';
import { deskMessages } from './messageAreas/desk';
import { normalisePakistaniPhone } from './phone';
import { AddonIds, BookingCreatePayload, CarPayload, ClockTime, EmailAddress, IsoDate, RegisterPayload } from './schemas';
import { BAYS_RANGE } from './workshopSchemas';

export const BLOCK_REASON_MAX = 200;
export const STAFF_NOTES_MAX = 2000;
export const CUSTOMER_SEARCH_MAX = 100;

/** A Pakistani mobile or landline number in any usual spelling, given back in its stored form (+92…). */
export const PakistaniPhone = v.pipe(
  v.string(deskMessages.phoneRequired),
  v.trim(),
  v.nonEmpty(deskMessages.phoneRequired),
  v.check((value) => value === '' || normalisePakistaniPhone(value) !== null, deskMessages.phoneInvalid),
  v.transform((value) => normalisePakistaniPhone(value) ?? value),
);

/** An e-mail address the desk may leave out: empty or null is none, anything else must be an address (lower-cased). */
const EmailOrNone = v.pipe(
  v.nullable(v.string(messages.register.emailInvalid)),
  v.transform((value) => (value ?? '').trim().toLowerCase()),
  v.check((value) => value === '' || v.is(EmailAddress, value), messages.register.emailInvalid),
  v.transform((value) => (value === '' ? null : value)),
);

/** A new customer the desk adds: no password (they set one through "Forgot password?" when they have an address). */
export const NewCustomer = v.object({
  full_name: RegisterPayload.entries.full_name,
  phone: PakistaniPhone,
  email: v.optional(EmailOrNone, null),
});

const chosenId = (required: string) => v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(100, required));

/** Exactly one of two fields: an existing record's id or a new one. */
const oneOf =
  <TKey extends string>(existing: TKey, added: TKey) =>
  (input: Partial<Record<TKey, unknown>>) =>
    (input[existing] === undefined) !== (input[added] === undefined);

/**
 * `POST /api/ops/bookings`: an existing customer or a new one, an existing car of theirs or a new one, the service,
 * the day and (optionally) the time — any minute for the desk — and where the booking came from.
 */
export const DeskBookingPayload = v.pipe(
  v.object({
    customer: v.optional(chosenId(deskMessages.customerRequired)),
    new_customer: v.optional(NewCustomer),
    car: v.optional(chosenId(deskMessages.carRequired)),
    new_car: v.optional(CarPayload),
    service: BookingCreatePayload.entries.service,
    addons: AddonIds,
    booking_date: IsoDate,
    time: BookingCreatePayload.entries.time,
    source: v.picklist(DESK_BOOKING_SOURCES, deskMessages.sourceInvalid),
    customer_notes: BookingCreatePayload.entries.customer_notes,
    /** Queue the confirmation mail (when the customer has an e-mail address). */
    notify: v.optional(v.boolean(messages.validation.flagInvalid('notify')), false),
    /** Add the new customer even though another customer has this phone (a family's shared phone). */
    allow_duplicate_phone: v.optional(v.boolean(messages.validation.flagInvalid('allow_duplicate_phone')), false),
  }),
  v.forward(v.partialCheck([['customer'], ['new_customer']], oneOf('customer', 'new_customer'), deskMessages.customerRequired), ['customer']),
  v.forward(v.partialCheck([['car'], ['new_car']], oneOf('car', 'new_car'), deskMessages.carRequired), ['car']),
);
export type DeskBookingPayload = v.InferInput<typeof DeskBookingPayload>;

/** `POST /api/ops/bookings/{id}/addons`: the add-on to add to the visit. */
export const AddonPayload = v.object({ addon: BookingCreatePayload.entries.service });

const bayInvalid = deskMessages.bayInvalid(BAYS_RANGE.max);

/** `POST /api/ops/blocks`: a bay out of service from `start` to `end` on a day, and why. */
export const BayBlockPayload = v.object({
  bay: v.pipe(v.number(bayInvalid), v.integer(bayInvalid), v.minValue(BAYS_RANGE.min, bayInvalid), v.maxValue(BAYS_RANGE.max, bayInvalid)),
  booking_date: IsoDate,
  start: ClockTime,
  end: ClockTime,
  reason: v.pipe(
    v.string(deskMessages.reasonRequired),
    v.trim(),
    v.nonEmpty(deskMessages.reasonRequired),
    v.maxLength(BLOCK_REASON_MAX, deskMessages.reasonTooLong(BLOCK_REASON_MAX)),
  ),
});
export type BayBlockPayload = v.InferInput<typeof BayBlockPayload>;

/** `PUT /api/ops/customers/{id}`: any of name, phone, e-mail (null or '' removes it) and the staff's notes. */
export const CustomerUpdatePayload = v.object({
  full_name: v.optional(RegisterPayload.entries.full_name),
  phone: v.optional(PakistaniPhone),
  email: v.optional(EmailOrNone),
  notes: v.optional(v.pipe(v.string(deskMessages.notesTooLong(STAFF_NOTES_MAX)), v.trim(), v.maxLength(STAFF_NOTES_MAX, deskMessages.notesTooLong(STAFF_NOTES_MAX)))),
});
export type CustomerUpdatePayload = v.InferInput<typeof CustomerUpdatePayload>;

/** `GET /api/ops/customers?q=`: a name, e-mail, plate or phone in any spelling; empty lists every customer. */
export const CustomerSearch = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CUSTOMER_SEARCH_MAX, deskMessages.searchTooLong(CUSTOMER_SEARCH_MAX))), ''),
});
