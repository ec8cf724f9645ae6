// Validation rules of spec §5 as valibot schemas: the forms and the server use the same ones.
import * as v from 'valibot';
import { cardExpired, EXPIRY_PATTERN } from './card';
import { EMAIL_ADDRESS_PATTERN, EMAIL_MAX_LENGTH } from './email';
import { ADDONS_MAX, CARD_MIN_DIGITS, VEHICLE_FIELD_MAX, NOTES_MAX, POSTAL_CODE_LENGTH, PASSWORD_MIN_LENGTH, RATING_MAX, RATING_MIN, ROLES, VEHICLE_YEAR_MIN } from './constants';
import { LANGUAGES } from './i18n';
import { channelMessages } from './messageAreas/channels';
import { messages } from './messages';
import { normalisePhone, PHONE_PATTERN } from './phone';
import { plateKey } from './plate';

const trimmed = v.pipe(v.string(), v.trim());

/** A message read when a check fails, so it is in the language in force then (never the one loaded in). */
type LazyText = () => string;

// ---- Accounts ----

export const LoginPayload = v.object({
  email: v.pipe(v.string(() => messages.register.emailRequired), v.trim(), v.nonEmpty(() => messages.register.emailRequired), v.maxLength(EMAIL_MAX_LENGTH), v.toLowerCase()),
  password: v.pipe(v.string(() => messages.register.passwordRequired), v.minLength(PASSWORD_MIN_LENGTH, () => messages.auth.passwordTooShortLogin), v.maxLength(200)),
  remember: v.optional(v.boolean(() => messages.validation.flagInvalid('remember')), false),
});
export type LoginPayload = v.InferInput<typeof LoginPayload>;

// A missing field reads as "required", not as a type error.
const fullName = v.pipe(v.string(() => messages.register.fullNameRequired), v.trim(), v.nonEmpty(() => messages.register.fullNameRequired), v.maxLength(120));
/** An e-mail address typed into any form or sent to any route (src/domain/email.ts holds the rule). */
export const EmailAddress = v.pipe(
  v.string(() => messages.register.emailRequired),
  v.trim(),
  v.nonEmpty(() => messages.register.emailRequired),
  v.regex(EMAIL_ADDRESS_PATTERN, () => messages.register.emailInvalid),
  v.maxLength(EMAIL_MAX_LENGTH, () => messages.register.emailInvalid),
);
const email = EmailAddress;
const phone = v.pipe(
  v.string(() => messages.register.phoneRequired),
  v.trim(),
  v.nonEmpty(() => messages.register.phoneRequired),
  v.check((value) => normalisePhone(value) !== null, () => messages.register.phoneInvalid),
);
const password = v.pipe(
  v.string(() => messages.register.passwordRequired),
  v.nonEmpty(() => messages.register.passwordRequired),
  v.minLength(PASSWORD_MIN_LENGTH, () => messages.register.passwordTooShort),
  v.maxLength(200),
);

/** The password typed again: left empty it asks for it; it must match once both are valid. */
const confirmPassword = v.pipe(v.string(), v.nonEmpty(() => messages.register.confirmPasswordRequired));

/** The Create Account form (fullName, email, phone, password, confirmPassword). */
export const RegisterForm = v.pipe(
  v.object({ fullName, email, phone, password, confirmPassword }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      () => messages.register.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);
export type RegisterForm = v.InferInput<typeof RegisterForm>;

/** The forgot-password form and request: one email address. */
export const ForgotPasswordForm = v.object({ email });
export const ForgotPasswordPayload = ForgotPasswordForm;

/** The reset-password form: a new password typed twice. */
export const ResetPasswordForm = v.pipe(
  v.object({ password, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, () => messages.register.passwordsDoNotMatch),
    ['confirmPassword'],
  ),
);

/** The reset request: the token from the mailed link and the new password. */
export const ResetPasswordPayload = v.object({
  token: v.pipe(v.string(() => messages.account.resetLinkInvalid), v.nonEmpty(() => messages.account.resetLinkInvalid), v.maxLength(200)),
  password,
});

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** The registration request the API takes (spec §3). */
export const RegisterPayload = v.object({
  full_name: fullName,
  email: v.pipe(email, v.toLowerCase()),
  phone_number: phone,
  password,
  city: optionalText(80),
  state: optionalText(80),
  address: optionalText(200),
});
export type RegisterPayload = v.InferInput<typeof RegisterPayload>;

export const ProfileUpdate = v.object({
  name: v.optional(fullName),
  email: v.optional(v.pipe(email, v.toLowerCase())),
  phone: v.optional(phone),
  address: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  state: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80))),
  zipCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10))),
  /** The language of the account's mails and receipts. */
  language: v.optional(v.picklist(LANGUAGES)),
  /** Only "none" switches booking messages off; switching on needs the code (POST /api/auth/phone/verify/). */
  phone_channel: v.optional(v.literal('none', () => channelMessages.channels.noCodeSent)),
  /** Needed only to change the email address (see profileUpdateFor). */
  current_password: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ProfileUpdate = v.InferInput<typeof ProfileUpdate>;

/** True when `email` (as typed) is another address than the saved one. */
export const emailChanges = (email: string | undefined, savedEmail: string) =>
  email !== undefined && email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();

/** ProfileUpdate for an account whose saved address is `savedEmail`: a new address needs the current password. */
export const profileUpdateFor = (savedEmail: string) =>
  v.pipe(
    ProfileUpdate,
    v.forward(
      v.partialCheck(
        [['email'], ['current_password']],
        (input) => !emailChanges(input.email, savedEmail) || (input.current_password ?? '') !== '',
        () => messages.profile.currentPasswordRequired,
      ),
      ['current_password'],
    ),
  );

export const Role = v.picklist(ROLES);

// ---- Vehicles ----

export const vehicleYearMax = (now: Date = new Date()) => now.getFullYear() + 1;

// A missing field reads as "Please fill in all required fields", not as a type error.
const carText = v.pipe(v.string(() => messages.cars.requiredFields), v.trim());

export const CarPayload = v.object({
  make: v.pipe(carText, v.nonEmpty(() => messages.cars.requiredFields), v.maxLength(VEHICLE_FIELD_MAX.make)),
  model: v.pipe(carText, v.nonEmpty(() => messages.cars.requiredFields), v.maxLength(VEHICLE_FIELD_MAX.model)),
  year: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{4}$/, () => messages.cars.requiredFields), v.transform(Number))], () => messages.cars.requiredFields),
    v.integer(() => messages.cars.requiredFields),
    v.check((year) => year >= VEHICLE_YEAR_MIN && year <= vehicleYearMax(), () => messages.cars.yearOutOfRange(VEHICLE_YEAR_MIN, vehicleYearMax())),
  ),
  license_plate: v.pipe(
    carText,
    v.nonEmpty(() => messages.cars.requiredFields),
    v.maxLength(VEHICLE_FIELD_MAX.license_plate),
    v.toUpperCase(),
    // The plate's identity (src/domain/plate.ts) is its letters and digits: a plate of separators only names no car.
    v.check((plate) => plateKey(plate) !== '', () => messages.cars.plateNeedsLettersOrDigits),
  ),
  color: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(VEHICLE_FIELD_MAX.color)), ''),
});
export type CarPayload = v.InferInput<typeof CarPayload>;

/** A change to a saved vehicle: any of its fields, and `is_default: true` to make it the default. */
export const CarUpdatePayload = v.object({
  ...v.partial(v.object({ ...CarPayload.entries, color: v.pipe(v.string(), v.trim(), v.maxLength(VEHICLE_FIELD_MAX.color)) })).entries,
  is_default: v.optional(v.boolean(() => messages.validation.flagInvalid('is_default'))),
});
export type CarUpdatePayload = v.InferInput<typeof CarUpdatePayload>;

// ---- Bookings ----

/** A real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

export const IsoDate = v.pipe(v.string(() => messages.booking.dateInvalid), v.trim(), v.check(isIsoDate, () => messages.booking.dateInvalid));
/** A wall-clock time written HH:MM (00:00–23:59). */
export const ClockTime = v.pipe(v.string(() => messages.booking.timeInvalid), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, () => messages.booking.timeInvalid));
const presentNotes = (max: number, tooLong: LazyText, notText: LazyText = () => messages.booking.textExpected) => v.pipe(v.nullable(v.string(notText)), v.transform((value) => (value ?? '').trim()), v.maxLength(max, tooLong));
const notes = (max: number, tooLong: LazyText) => v.optional(presentNotes(max, tooLong), '');
const requiredId = v.pipe(v.string(() => messages.wizard.missingInformation), v.trim(), v.nonEmpty(() => messages.wizard.missingInformation), v.maxLength(100));

/** The add-ons of a visit: distinct ids, at most ADDONS_MAX; left out, the visit is the main service alone. */
export const AddonIds = v.optional(
  v.pipe(
    v.array(v.pipe(v.string(() => messages.booking.addonsInvalid), v.trim(), v.nonEmpty(() => messages.booking.addonsInvalid), v.maxLength(100)), () => messages.booking.addonsInvalid),
    v.maxLength(ADDONS_MAX, () => messages.booking.addonsTooMany(ADDONS_MAX)),
    v.check((ids) => new Set(ids).size === ids.length, () => messages.booking.addonsRepeated),
  ),
  [],
);

export const BookingCreatePayload = v.object({
  customer: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  service: requiredId,
  addons: AddonIds,
  car: requiredId,
  booking_date: IsoDate,
  customer_notes: notes(NOTES_MAX, () => messages.booking.notesTooLong(NOTES_MAX)),
  time: v.optional(v.nullable(ClockTime)),
});
export type BookingCreatePayload = v.InferInput<typeof BookingCreatePayload>;

/** The only change a customer may make to a booking: its notes (required, so a stray field cannot wipe them). */
export const BookingNotesPayload = v.object({ customer_notes: presentNotes(NOTES_MAX, () => messages.booking.notesTooLong(NOTES_MAX), () => messages.booking.notesRequired) });
export const CancelPayload = v.object({ reason: notes(NOTES_MAX, () => messages.booking.reasonTooLong(NOTES_MAX)) });
export const CustomerCancelPayload = v.object({ cancellation_reason: notes(NOTES_MAX, () => messages.booking.reasonTooLong(NOTES_MAX)) });
export const ReschedulePayload = v.object({ date: IsoDate, time: v.optional(v.nullable(ClockTime)) });
export const CustomerReschedulePayload = v.object({ new_date: IsoDate, new_time: v.optional(v.nullable(v.union([v.literal(''), ClockTime], () => messages.booking.timeInvalid))) });

export const RatingPayload = v.object({
  rating: v.pipe(
    v.number(() => messages.booking.ratingInvalid),
    v.integer(() => messages.booking.ratingInvalid),
    v.minValue(RATING_MIN, () => messages.booking.ratingInvalid),
    v.maxValue(RATING_MAX, () => messages.booking.ratingInvalid),
  ),
  review: notes(NOTES_MAX, () => messages.booking.reviewTooLong(NOTES_MAX)),
});
export type RatingPayload = v.InferInput<typeof RatingPayload>;

// ---- Contact ----

export const ContactPayload = v.object({
  name: v.pipe(v.string(() => messages.contact.nameRequired), v.trim(), v.nonEmpty(() => messages.contact.nameRequired), v.maxLength(120)),
  email,
  phone: optionalText(20),
  service: optionalText(120),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTES_MAX * 5)), ''),
});
export type ContactPayload = v.InferInput<typeof ContactPayload>;

// ---- Payments ----

const digitsOnly = (value: string) => value.replace(/\s/g, '');
export const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

/** The card form's fields, with expiry checked against `now` (the server passes its configured clock). */
const cardFormEntries = (now: () => Date) => ({
  cardNumber: v.pipe(
    v.string(),
    v.nonEmpty(() => messages.card.numberRequired),
    v.check((value) => /^\d+$/.test(digitsOnly(value)) && digitsOnly(value).length >= CARD_MIN_DIGITS, () => messages.card.numberInvalid),
  ),
  cardHolder: v.pipe(trimmed, v.nonEmpty(() => messages.card.holderRequired), v.maxLength(120)),
  expiryDate: v.pipe(
    v.string(),
    v.nonEmpty(() => messages.card.expiryRequired),
    v.regex(EXPIRY_PATTERN, () => messages.card.expiryInvalid),
    v.check((value) => !cardExpired(value, now()), () => messages.card.expired),
  ),
  cvv: v.pipe(v.string(), v.nonEmpty(() => messages.card.cvvRequired), v.regex(/^\d{3,4}$/, () => messages.card.cvvInvalid)),
  billingAddress: v.optional(
    v.object({
      street: optionalText(200),
      city: optionalText(80),
      state: optionalText(80),
      // Pakistani postal code: 5 digits when given (the spec's field name stays on the wire).
      pincode: v.optional(v.pipe(v.string(), v.trim(), v.check((value) => value === '' || POSTAL_CODE_PATTERN.test(value), () => messages.card.postalCodeInvalid)), ''),
    }),
  ),
});

const browserClock = () => new Date();

export const cardFormAt = (now: () => Date) => v.object(cardFormEntries(now));
export const CardForm = cardFormAt(browserClock);
export type CardForm = v.InferInput<typeof CardForm>;

export const UPI_PATTERN = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+$/;
export const UpiForm = v.object({ vpa: v.pipe(v.string(), v.trim(), v.regex(UPI_PATTERN, () => messages.upi.invalid)) });

export const WALLETS = ['paytm', 'phonepe', 'googlepay', 'amazonpay', 'jazzcash', 'easypaisa', 'jazzcash_voucher'] as const;
/**
 * Taken only by a real gateway (PAYMENT_GATEWAY=live): the JazzCash voucher, paid in cash at a JazzCash shop (or in
 * the app) after JazzCash's hosted page gives the customer its number. Never in the sandbox's list.
 */
export const LIVE_ONLY_WALLETS: ReadonlySet<string> = new Set(['jazzcash_voucher']);
/** The Pakistani wallets: their mobile is a Pakistani mobile (03XXXXXXXXX), the app's phone rule. */
export const PAKISTANI_WALLETS: ReadonlySet<string> = new Set(['jazzcash', 'easypaisa']);
export const isPakistaniWallet = (wallet: string) => PAKISTANI_WALLETS.has(wallet);
export const walletNeedsPhone = (wallet: string) => wallet !== 'amazonpay' && wallet !== 'jazzcash_voucher';
/** The spec's wallets: a 10-digit Indian mobile. */
export const WALLET_MOBILE_PATTERN = /^[6-9]\d{9}$/;
const walletPhoneValid = <T extends { walletType: string; phone: string }>(input: T) =>
  !walletNeedsPhone(input.walletType) || isPakistaniWallet(input.walletType) || WALLET_MOBILE_PATTERN.test(input.phone);
const pakistaniWalletPhoneValid = <T extends { walletType: string; phone: string }>(input: T) => !isPakistaniWallet(input.walletType) || PHONE_PATTERN.test(input.phone);
export const WalletForm = v.pipe(
  v.object({
    walletType: v.picklist(WALLETS, () => messages.wallet.selectWallet),
    phone: v.optional(v.string(), ''),
  }),
  v.forward(v.check(walletPhoneValid, () => messages.wallet.invalidMobile), ['phone']),
  v.forward(v.check(pakistaniWalletPhoneValid, () => messages.wallet.invalidPakistaniMobile), ['phone']),
);

// ---- Payment requests (the forms above plus the booking they pay for) ----

/** The placeholder the checkout sends when it has no booking id (spec §7); the server refuses it. */
export const PLACEHOLDER_BOOKING_ID = 'temp-booking-id';
const bookingRef = { bookingId: v.pipe(v.string(() => messages.payments.bookingRequired), v.trim(), v.nonEmpty(() => messages.payments.bookingRequired), v.maxLength(64)) };

export const cardPaymentPayloadAt = (now: () => Date) => v.object({ ...cardFormEntries(now), ...bookingRef });
export const CardPaymentPayload = cardPaymentPayloadAt(browserClock);
export type CardPaymentPayload = v.InferInput<typeof CardPaymentPayload>;
/** A card paid on the gateway's hosted page (PAYMENT_GATEWAY=live): the booking only, never a card detail. */
export const HostedCardPaymentPayload = v.object({ ...bookingRef });
export type HostedCardPaymentPayload = v.InferInput<typeof HostedCardPaymentPayload>;
/** `amount` is accepted for compatibility and ignored: the server charges the booking's invoice total. */
export const UpiPaymentPayload = v.object({ ...UpiForm.entries, amount: v.optional(v.unknown()), ...bookingRef });
export type UpiPaymentPayload = v.InferInput<typeof UpiPaymentPayload>;
export const WalletPaymentPayload = v.pipe(
  v.object({ walletType: v.picklist(WALLETS, () => messages.wallet.selectWallet), phone: v.optional(v.string(), ''), ...bookingRef }),
  v.forward(v.check(walletPhoneValid, () => messages.wallet.invalidMobile), ['phone']),
  v.forward(v.check(pakistaniWalletPhoneValid, () => messages.wallet.invalidPakistaniMobile), ['phone']),
);
export type WalletPaymentPayload = v.InferInput<typeof WalletPaymentPayload>;

// ---- Helpers ----

export type FieldErrors = Record<string, string[]>;

/**
 * Stands in for valibot's own message wherever a schema wrote none: valibot's quotes the received value ("…but
 * received 4242424242424242"), which must never be sent back. validate() writes a sentence naming the field instead.
 */
const UNWRITTEN = '\u0000unwritten';
const PARSE_CONFIG = { message: () => UNWRITTEN };

const fieldOf = (issue: v.BaseIssue<unknown>) => issue.path?.map((item) => String(item.key)).join('.') || '_';
const fieldName = (field: string) => (field === '_' ? messages.validation.requestBody : field);

/** What a value of valibot's schema `type` must be, in the language in force; undefined for the other types. */
function expectedWord(type: string): string | undefined {
  const { expected } = messages.validation;
  const words: Partial<Record<string, string>> = {
    string: expected.string,
    number: expected.number,
    boolean: expected.boolean,
    object: expected.object,
    array: expected.array,
  };
  return words[type];
}

/** A sentence for an issue whose schema wrote no message: what the field must be, never what it was. */
function unwrittenMessage(field: string, issue: v.BaseIssue<unknown>): string {
  const name = fieldName(field);
  if (issue.kind === 'schema') {
    if (issue.input === undefined) return messages.validation.fieldRequired(name);
    const expected = expectedWord(issue.type);
    if (expected) return messages.validation.fieldMustBe(name, expected);
    if (issue.type === 'picklist' && issue.expected) return messages.validation.fieldMustBe(name, messages.validation.expected.oneOf(issue.expected));
  }
  if (issue.type === 'max_length' && typeof issue.requirement === 'number') return messages.validation.fieldTooLong(name, issue.requirement);
  return messages.validation.fieldInvalid(name);
}

/** The first written message a field's schema gives for `input`, or null. */
function writtenMessageFor(entry: v.GenericSchema, input: unknown): string | null {
  const retry = v.safeParse(entry, input, PARSE_CONFIG);
  return !retry.success && retry.issues[0].message !== UNWRITTEN ? retry.issues[0].message : null;
}

/**
 * A missing key reads as its field's own first message ("Full name is required", or for a field that only says
 * what an empty value is, "Card number is required"), not as a type error.
 */
function issueMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
  if (issue.kind === 'schema' && issue.input === undefined && typeof key === 'string' && 'entries' in schema) {
    const entry = (schema.entries as Record<string, v.GenericSchema | undefined>)[key];
    const written = entry ? (writtenMessageFor(entry, undefined) ?? writtenMessageFor(entry, '')) : null;
    if (written) return written;
  }
  return issue.message === UNWRITTEN ? unwrittenMessage(field, issue) : issue.message;
}

/** Validates input against a schema; returns the output or per-field error texts. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): { ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: FieldErrors; first: string } {
  const result = v.safeParse(schema, input, PARSE_CONFIG);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = fieldOf(issue);
    const message = issueMessage(schema, issue);
    const texts = (errors[field] ??= []);
    if (!texts.includes(message)) texts.push(message);
  }
  return { ok: false, errors, first: issueMessage(schema, result.issues[0]) };
}
