// What the console's sign-in, board, booking and audit routes answer, as valibot schemas for /api/openapi.json and
// the contract tests. The console reads the types of staff.ts; these schemas must describe exactly those.
import * as v from 'valibot';
import { BOOKING_SOURCES, BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './constants';
import { BookingItem, Deposit } from './wire';
import { AUDIT_ACTOR_ROLES, BOOKING_ACTIONS, REFUND_CHANNELS, REFUND_REQUEST_STATUSES, STAFF_ROLES, type RefundRequest as RefundRequestType, type AuditEntry as AuditEntryType, type BayBlock as BayBlockType, type Board as BoardType, type BookingDetail, type StaffSessionData as StaffSessionType } from './staff';

const clockTime = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));
const isoDate = v.pipe(v.string(), v.isoDate());
const wholeNumber = v.pipe(v.number(), v.integer());
const rupees = v.pipe(v.number(), v.integer(), v.minValue(0));
const jsonObject = v.nullable(v.record(v.string(), v.unknown()));
/** A union, not v.nullable: OpenAPI 3.0's `nullable` does not let null past an `enum`. */
const orNull = <TSchema extends v.GenericSchema>(schema: TSchema) => v.union([schema, v.null()]);

export const StaffSessionData = v.strictObject({
  role: v.picklist(STAFF_ROLES),
  user: v.strictObject({ id: v.string(), name: v.string(), email: v.string() }),
  must_change_password: v.boolean(),
});

export const MoneyBack = v.strictObject({
  amount: rupees,
  channel: v.picklist(REFUND_CHANNELS),
  method: orNull(v.picklist(PAYMENT_METHODS)),
  card_last4: v.nullable(v.string()),
});

export const BoardBooking = v.strictObject({
  id: v.string(),
  short_id: v.string(),
  date: isoDate,
  start_time: clockTime,
  end_time: clockTime,
  bay: wholeNumber,
  status: v.picklist(BOOKING_STATUSES),
  source: v.picklist(BOOKING_SOURCES),
  customer: v.strictObject({ id: v.string(), name: v.string(), phone: v.string(), email: v.string() }),
  vehicle: v.strictObject({ make: v.string(), model: v.string(), year: wholeNumber, plate: v.string(), color: v.string() }),
  service: v.strictObject({ id: v.string(), name: v.string(), duration_minutes: wholeNumber }),
  items: v.array(BookingItem),
  duration: wholeNumber,
  notes: v.string(),
  cancellation_reason: v.nullable(v.string()),
  invoice: v.nullable(
    v.strictObject({ id: v.string(), total: rupees, payment_status: v.picklist(PAYMENT_STATUSES), payment_method: orNull(v.picklist(PAYMENT_METHODS)) }),
  ),
  deposit: v.nullable(Deposit),
  allowed_actions: v.array(v.picklist(BOOKING_ACTIONS)),
  money_back: v.nullable(MoneyBack),
  refund_request: v.nullable(v.strictObject({ id: v.string(), status: v.picklist(REFUND_REQUEST_STATUSES), amount: rupees })),
});

/** A bay out of service for a time, with the reason (it holds every slot its time overlaps). */
export const BayBlock = v.strictObject({
  id: v.string(),
  bay: wholeNumber,
  date: isoDate,
  start: clockTime,
  end: clockTime,
  reason: v.string(),
  /** Who blocked it: the staff member's name, or "ops token". */
  created_by: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
});

export const Board = v.strictObject({
  date: isoDate,
  bays: wholeNumber,
  slot_minutes: wholeNumber,
  slots: v.array(clockTime),
  closed: v.boolean(),
  closed_note: v.string(),
  version: v.string(),
  bookings: v.array(BoardBooking),
  blocks: v.array(BayBlock),
});

export const AuditEntry = v.strictObject({
  id: wholeNumber,
  at: v.pipe(v.string(), v.isoTimestamp()),
  actor: v.strictObject({ id: v.nullable(v.string()), name: v.string(), role: v.picklist(AUDIT_ACTOR_ROLES) }),
  action: v.string(),
  target_kind: v.picklist(['booking', 'invoice', 'service', 'capacity', 'closed_date', 'message', 'user', 'mail', 'settings', 'block']),
  target_id: v.string(),
  target_name: v.nullable(v.string()),
  booking_id: v.nullable(v.string()),
  summary: v.string(),
  before: jsonObject,
  after: jsonObject,
});

export const RefundRequest = v.strictObject({
  id: v.string(),
  status: v.picklist(REFUND_REQUEST_STATUSES),
  booking: v.strictObject({ id: v.string(), short_id: v.string(), date: isoDate, start_time: clockTime, service: v.string(), status: v.picklist(BOOKING_STATUSES) }),
  customer: v.strictObject({ name: v.string(), phone: v.string() }),
  invoice_id: v.string(),
  money_back: MoneyBack,
  requested_by: v.strictObject({ name: v.string(), role: v.picklist(AUDIT_ACTOR_ROLES) }),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  decided_by: v.nullable(v.string()),
  decided_at: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  decline_reason: v.nullable(v.string()),
});

export const ConsoleBookingDetail = v.strictObject({ booking: BoardBooking, history: v.array(AuditEntry) });

// The schemas and the contract's types must not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const describesContract: [
  Same<v.InferOutput<typeof StaffSessionData>, StaffSessionType>,
  Same<v.InferOutput<typeof Board>, BoardType>,
  Same<v.InferOutput<typeof AuditEntry>, AuditEntryType>,
  Same<v.InferOutput<typeof ConsoleBookingDetail>, BookingDetail>,
  Same<v.InferOutput<typeof RefundRequest>, RefundRequestType>,
  Same<v.InferOutput<typeof BayBlock>, BayBlockType>,
] = [true, true, true, true, true, true];
void describesContract;
