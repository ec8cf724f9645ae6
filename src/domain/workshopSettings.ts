// The workshop's Settings (the console's Settings page, `GET/PUT /api/ops/settings`) and the public facts the home
// page shows (`GET /api/workshop/`): the request schema the form and the server share, and the wire shapes.
import * as v from 'valibot';
import { messages } from './messages';
import { isWorkshopPhone } from './phone';
import { RegisterPayload } from './schemas';
import { workshopMessages } from './messageAreas/workshop';
import { DEPOSIT_HOLD_MINUTES_RANGE, DEPOSIT_PERCENT_RANGE, DEPOSIT_THRESHOLD_RANGE } from './deposit';

export const WORKSHOP_NAME_MAX = 120;
export const WORKSHOP_ADDRESS_MAX = 300;
export const HOME_FIGURE_RANGE = { min: 0, max: 1_000_000 } as const;
export const REMINDER_HOURS_RANGE = { min: 1, max: 336 } as const;

/** The home page's four figures, in the order it shows them. */
export const HOME_FIGURES = ['customers', 'years', 'technicians', 'cars'] as const;
export type HomeFigure = (typeof HOME_FIGURES)[number];
export type HomeFigures = Record<HomeFigure, number>;

/** The figures of a new database (the spec's marketing claims). */
export const DEFAULT_HOME_FIGURES: HomeFigures = { customers: 500, years: 15, technicians: 50, cars: 5000 };

/** "500+": how the home page writes a figure. */
export const homeFigureText = (value: number) => `${value}+`;

/** NTN: 7 digits and an optional check digit (1234567-8); STRN: 13 digits, grouped as the workshop writes them. */
const NTN_PATTERN = /^\d{7}(-?\d)?$/;
const isStrn = (value: string) => /^[\d -]+$/.test(value) && value.replace(/\D/g, '').length === 13;

const requiredText = (max: number, message: () => string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
const optionalCode = (valid: (value: string) => boolean, message: () => string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.check((value) => value === '' || valid(value), message)), '');

const wholeIn = (range: { min: number; max: number }, message: () => string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(range.min, message), v.maxValue(range.max, message));
const figure = wholeIn(HOME_FIGURE_RANGE, () => workshopMessages.workshop.figureInvalid);

/**
 * `PUT /api/ops/settings` body: every setting, as the form sends them all. The deposit settings came later: a body
 * without them keeps the stored ones (a `deposit_threshold` of null turns deposits off).
 */
export const WorkshopSettingsPayload = v.object({
  name: requiredText(WORKSHOP_NAME_MAX, () => workshopMessages.workshop.nameInvalid),
  address: requiredText(WORKSHOP_ADDRESS_MAX, () => workshopMessages.workshop.addressInvalid),
  phone: v.pipe(
    v.string(() => workshopMessages.workshop.phoneInvalid),
    v.trim(),
    v.check(isWorkshopPhone, () => workshopMessages.workshop.phoneInvalid),
  ),
  email: RegisterPayload.entries.email,
  ntn: optionalCode((value) => NTN_PATTERN.test(value), () => workshopMessages.workshop.ntnInvalid),
  strn: optionalCode(isStrn, () => workshopMessages.workshop.strnInvalid),
  home_customers: figure,
  home_years: figure,
  home_technicians: figure,
  home_cars: figure,
  confirm_web_bookings: v.boolean(() => messages.validation.flagInvalid('confirm_web_bookings')),
  // A missing value is a mistake, not "no reminders": null says that.
  reminder_hours: v.nullable(wholeIn(REMINDER_HOURS_RANGE, () => workshopMessages.workshop.reminderHoursInvalid)),
  deposit_threshold: v.optional(v.nullable(wholeIn(DEPOSIT_THRESHOLD_RANGE, () => workshopMessages.workshop.depositThresholdInvalid))),
  deposit_percent: v.optional(wholeIn(DEPOSIT_PERCENT_RANGE, () => workshopMessages.workshop.depositPercentInvalid)),
  deposit_hold_minutes: v.optional(wholeIn(DEPOSIT_HOLD_MINUTES_RANGE, () => workshopMessages.workshop.depositHoldInvalid)),
});
export type WorkshopSettingsPayload = v.InferOutput<typeof WorkshopSettingsPayload>;

/** The settings as `GET/PUT /api/ops/settings` answer them. */
export const WorkshopSettingsData = v.strictObject({
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  ntn: v.string(),
  strn: v.string(),
  home_customers: v.number(),
  home_years: v.number(),
  home_technicians: v.number(),
  home_cars: v.number(),
  confirm_web_bookings: v.boolean(),
  reminder_hours: v.nullable(v.number()),
  /** Web bookings of this total or more ask for a deposit; null: none do. */
  deposit_threshold: v.nullable(v.number()),
  deposit_percent: v.number(),
  deposit_hold_minutes: v.number(),
});
export type WorkshopSettingsData = v.InferOutput<typeof WorkshopSettingsData>;

/** `GET /api/workshop/`: what the public pages show about the workshop, read at runtime (never baked into a page). */
export const WorkshopFacts = v.strictObject({
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  figures: v.strictObject({ customers: v.number(), years: v.number(), technicians: v.number(), cars: v.number() }),
});
export type WorkshopFacts = v.InferOutput<typeof WorkshopFacts>;
