// The console's workshop requests as valibot schemas: the server validates with these, and the console's forms can
// check the same rules before sending (capacity, a closed date, a read mark, a new staff account).
import * as v from 'valibot';
import { messages } from './messages';
import { normalisePhone } from './phone';
import { IsoDate, RegisterPayload } from './schemas';
import { STAFF_ROLES } from './staff';

/** Bays and slot length a workshop may set (the database's checks say the same). */
export const BAYS_RANGE = { min: 1, max: 50 } as const;
export const SLOT_MINUTES_RANGE = { min: 15, max: 720 } as const;
export const CLOSED_DATE_NOTE_MAX = 200;

const wholeNumberIn = (range: { min: number; max: number }, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(range.min, message), v.maxValue(range.max, message));

/** `PUT /api/ops/capacity` body. */
export const CapacityPayload = v.object({
  bays: wholeNumberIn(BAYS_RANGE, messages.workshop.baysInvalid),
  slot_minutes: wholeNumberIn(SLOT_MINUTES_RANGE, messages.workshop.slotMinutesInvalid),
});
export type CapacityPayload = v.InferOutput<typeof CapacityPayload>;

/** `POST /api/ops/closed-dates` body. */
export const ClosedDatePayload = v.object({
  date: IsoDate,
  note: v.optional(v.pipe(v.string(messages.workshop.noteInvalid), v.trim(), v.maxLength(CLOSED_DATE_NOTE_MAX, messages.workshop.noteInvalid)), ''),
});
export type ClosedDatePayload = v.InferOutput<typeof ClosedDatePayload>;

/** `POST /api/ops/messages/{id}/read` body: true marks the message read, false unread. */
export const ReadMarkPayload = v.object({ read: v.boolean(messages.workshop.readInvalid) });
export type ReadMarkPayload = v.InferOutput<typeof ReadMarkPayload>;

/** `POST /api/ops/staff` body: the registration's rules for name, email and password; the phone may be left empty. */
export const NewStaffAccountPayload = v.object({
  name: RegisterPayload.entries.full_name,
  email: RegisterPayload.entries.email,
  phone: v.optional(
    v.pipe(v.string(messages.register.phoneInvalid), v.trim(), v.check((value) => value === '' || normalisePhone(value) !== null, messages.register.phoneInvalid)),
    '',
  ),
  role: v.picklist(STAFF_ROLES, messages.workshop.roleInvalid),
  password: RegisterPayload.entries.password,
});
export type NewStaffAccountPayload = v.InferOutput<typeof NewStaffAccountPayload>;
