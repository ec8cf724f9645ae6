// The console's workshop requests as valibot schemas: the server validates with these, and the console's forms can
// check the same rules before sending (capacity, a closed date, a read mark, a new staff account).
import * as v from 'valibot';
import { minutesOfDay } from './clockTime';
import { messages } from './messages';
import { normalisePhone } from './phone';
import { IsoDate, RegisterPayload } from './schemas';
import { STAFF_ROLES } from './staff';
import { workshopMessages } from './messageAreas/workshop';
import { REPLY_TEXT_MAX } from './channels';

/** Bays and slot length a workshop may set (the database's checks say the same). */
export const BAYS_RANGE = { min: 1, max: 50 } as const;
export const SLOT_MINUTES_RANGE = { min: 15, max: 720 } as const;
export const CLOSED_DATE_NOTE_MAX = 200;
/** The start grids and cleanup times the console offers as choices (a stored value outside them is offered too). */
export const START_GRID_CHOICES = [15, 20, 30, 60, 120] as const;
export const BUFFER_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60] as const;

const wholeNumberIn = (range: { min: number; max: number }, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(range.min, message), v.maxValue(range.max, message));

/** The cleanup time a booking holds its bay for after its last service. */
export const BUFFER_MINUTES_RANGE = { min: 0, max: 60 } as const;
/** The finest step of the day: lengths, starts, buffers and hours are counted in it. */
export const MINUTE_STEP = 5;

const onTheStep = (message: string) => v.check((minutes: number) => minutes % MINUTE_STEP === 0, message);
const PeriodTime = v.pipe(v.string(workshopMessages.workshop.hoursInvalid), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, workshopMessages.workshop.hoursInvalid));

/** One weekday's opening periods, earliest first, not touching (a break is the gap between two); none = closed. */
export const WeekdayHours = v.object({
  weekday: v.pipe(v.number(workshopMessages.workshop.hoursInvalid), v.integer(workshopMessages.workshop.hoursInvalid), v.minValue(1, workshopMessages.workshop.hoursInvalid), v.maxValue(7, workshopMessages.workshop.hoursInvalid)),
  periods: v.pipe(
    v.array(v.object({ opens: PeriodTime, closes: PeriodTime }), workshopMessages.workshop.hoursInvalid),
    v.maxLength(4, workshopMessages.workshop.hoursInvalid),
    v.check(
      (periods) =>
        periods.every(({ opens, closes }, index) => {
          const [start, end] = [minutesOfDay(opens), minutesOfDay(closes)];
          const previous = periods[index - 1];
          return start % MINUTE_STEP === 0 && end % MINUTE_STEP === 0 && start < end && (!previous || minutesOfDay(previous.closes) < start);
        }),
      workshopMessages.workshop.hoursInvalid,
    ),
  ),
});
export type WeekdayHours = v.InferOutput<typeof WeekdayHours>;

/** A week of hours: each weekday once, Monday (1) first. */
export const WeekHours = v.pipe(
  v.array(WeekdayHours, workshopMessages.workshop.hoursInvalid),
  v.check((week) => week.length === 7 && week.every((day, index) => day.weekday === index + 1), workshopMessages.workshop.hoursInvalid),
);

/**
 * `PUT /api/ops/capacity` body. `slot_minutes` is how often start times are offered; `buffer_minutes` and `hours`
 * may be left out (kept as they are), so an older console changes only what it knows.
 */
export const CapacityPayload = v.object({
  bays: wholeNumberIn(BAYS_RANGE, workshopMessages.workshop.baysInvalid),
  slot_minutes: v.pipe(wholeNumberIn(SLOT_MINUTES_RANGE, workshopMessages.workshop.slotMinutesInvalid), onTheStep(workshopMessages.workshop.slotMinutesInvalid)),
  buffer_minutes: v.optional(v.pipe(wholeNumberIn(BUFFER_MINUTES_RANGE, workshopMessages.workshop.bufferInvalid), onTheStep(workshopMessages.workshop.bufferInvalid))),
  hours: v.optional(WeekHours),
});
export type CapacityPayload = v.InferOutput<typeof CapacityPayload>;

/** `POST /api/ops/closed-dates` body. */
export const ClosedDatePayload = v.object({
  date: IsoDate,
  note: v.optional(v.pipe(v.string(workshopMessages.workshop.noteInvalid), v.trim(), v.maxLength(CLOSED_DATE_NOTE_MAX, workshopMessages.workshop.noteInvalid)), ''),
});
export type ClosedDatePayload = v.InferOutput<typeof ClosedDatePayload>;

/** `POST /api/ops/messages/{id}/read` body: true marks the message read, false unread. */
export const ReadMarkPayload = v.object({ read: v.boolean(workshopMessages.workshop.readInvalid) });
export type ReadMarkPayload = v.InferOutput<typeof ReadMarkPayload>;

/** `POST /api/ops/staff` body: the registration's rules for name, email and password; the phone may be left empty. */
export const NewStaffAccountPayload = v.object({
  name: RegisterPayload.entries.full_name,
  email: RegisterPayload.entries.email,
  phone: v.optional(
    v.pipe(v.string(messages.register.phoneInvalid), v.trim(), v.check((value) => value === '' || normalisePhone(value) !== null, messages.register.phoneInvalid)),
    '',
  ),
  role: v.picklist(STAFF_ROLES, workshopMessages.workshop.roleInvalid),
  password: RegisterPayload.entries.password,
});
export type NewStaffAccountPayload = v.InferOutput<typeof NewStaffAccountPayload>;

// ---- Inbox answers ----

const replyTextMessage = workshopMessages.workshop.replyText;
/**
 * `POST /api/ops/messages/{id}/reply`: `text` answers on the message's channel; `template: "please_reply"` sends the
 * WhatsApp template that asks the customer to write again (when the 24-hour window has closed).
 */
export const InboxReplySchema = v.union([
  v.strictObject({
    text: v.pipe(v.string(replyTextMessage), v.trim(), v.nonEmpty(replyTextMessage), v.maxLength(REPLY_TEXT_MAX, workshopMessages.workshop.replyTooLong(REPLY_TEXT_MAX))),
  }),
  v.strictObject({ template: v.literal('please_reply') }),
]);
export type InboxReply = v.InferOutput<typeof InboxReplySchema>;
