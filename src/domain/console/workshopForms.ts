// The console's workshop forms checked before sending: capacity, a closed date, a new staff account, and the service
// editor (the shared ServiceInput plus the editor's one rule about a discount).
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';
import { normalisePhone } from '../phone';
import { ServiceInput } from '../serviceInput';
import { STAFF_ROLES } from '../staff';
import { catalogueContent } from './workshopContent';

export const workshopFormMessages = {
  baysRange: 'Bays is a whole number from 1 to 50.',
  slotRange: 'Slot length is a whole number of minutes from 15 to 720.',
  dateInvalid: 'Pick a date.',
  noteTooLong: 'The note can be at most 200 characters.',
  roleInvalid: 'Pick a role: staff or admin.',
} as const;

const wholeNumberIn = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** `PUT /api/ops/capacity` body. */
export const CapacityForm = v.object({
  bays: wholeNumberIn(1, 50, workshopFormMessages.baysRange),
  slot_minutes: wholeNumberIn(15, 720, workshopFormMessages.slotRange),
});
export type CapacityForm = v.InferOutput<typeof CapacityForm>;

/** `POST /api/ops/closed-dates` body. */
export const ClosedDateForm = v.object({
  date: v.pipe(v.string(workshopFormMessages.dateInvalid), v.regex(/^\d{4}-\d{2}-\d{2}$/, workshopFormMessages.dateInvalid)),
  note: v.pipe(v.string(), v.trim(), v.maxLength(200, workshopFormMessages.noteTooLong)),
});
export type ClosedDateForm = v.InferOutput<typeof ClosedDateForm>;

/** `POST /api/ops/staff` body. */
export const NewStaffForm = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.register.fullNameRequired), v.maxLength(120)),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.register.emailRequired),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.register.emailInvalid),
    v.maxLength(254),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || normalisePhone(value) !== null, messages.register.phoneInvalid),
  ),
  role: v.picklist(STAFF_ROLES, workshopFormMessages.roleInvalid),
  password: v.pipe(
    v.string(),
    v.nonEmpty(messages.register.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, messages.register.passwordTooShort),
    v.maxLength(200),
  ),
});
export type NewStaffForm = v.InferOutput<typeof NewStaffForm>;

/** The service editor: the one catalogue schema, and an original price only where it shows a discount. */
export const ServiceEditorForm = v.pipe(
  ServiceInput,
  v.forward(
    v.check((input) => input.originalPrice === null || input.originalPrice > input.price, catalogueContent.originalPriceNotAbove),
    ['originalPrice'],
  ),
);
