// The console's request bodies as valibot schemas (staff.ts holds their wire types): the console's forms and the
// server validate with the same ones.
import * as v from 'valibot';
import { messages } from './messages';
import { IsoDate, ResetPasswordPayload } from './schemas';

/** The longest cancellation reason the console stores. */
export const CANCEL_REASON_MAX = 500;
/** The longest search the board's search box sends. */
export const SEARCH_MAX = 100;
/** At most this many bookings answer one search. */
export const SEARCH_RESULTS_MAX = 20;

/** `POST /api/auth/staff/password/`: the new password follows the registration rules. */
export const StaffPasswordPayload = v.object({
  current_password: v.pipe(v.string(messages.staff.currentPasswordRequired), v.nonEmpty(messages.staff.currentPasswordRequired), v.maxLength(200)),
  new_password: ResetPasswordPayload.entries.password,
});
export type StaffPasswordPayload = v.InferInput<typeof StaffPasswordPayload>;

/** A reason staff must give, kept with what it explains: required (`required` when missing), at most CANCEL_REASON_MAX. */
const requiredReason = (required: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(CANCEL_REASON_MAX, messages.staff.cancelReasonTooLong(CANCEL_REASON_MAX)));

/** `POST /api/ops/bookings/{id}/cancel`: the reason is required and kept on the booking. */
export const StaffCancelPayload = v.object({ reason: requiredReason(messages.staff.cancelReasonRequired) });
export type StaffCancelPayload = v.InferInput<typeof StaffCancelPayload>;

/** `POST /api/ops/refund-requests/{id}/decline`: the reason is required and kept on the request. */
export const RefundDeclinePayload = v.object({ reason: requiredReason(messages.staff.declineReasonRequired) });
export type RefundDeclinePayload = v.InferInput<typeof RefundDeclinePayload>;

const StartTime = v.pipe(
  v.string(messages.staff.timeRequired),
  v.trim(),
  v.nonEmpty(messages.staff.timeRequired),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.booking.timeInvalid),
);

/** `POST /api/ops/bookings/{id}/reschedule`: a date and a start time, both required. */
export const StaffReschedulePayload = v.object({ date: IsoDate, time: StartTime });
export type StaffReschedulePayload = v.InferInput<typeof StaffReschedulePayload>;

/** `GET /api/ops/bookings/search?q=`: a booking id or number, a phone number, a plate or a name. */
export const SearchQuery = v.pipe(
  v.string(messages.staff.searchRequired),
  v.trim(),
  v.nonEmpty(messages.staff.searchRequired),
  v.maxLength(SEARCH_MAX, messages.staff.searchTooLong(SEARCH_MAX)),
);
