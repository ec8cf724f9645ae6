// The week of opening hours as the capacity form edits it: each change is a pure function from one week to the next
// (times as typed, possibly empty), and each weekday's error comes from the schema the server checks the week with.
import { WORKSHOP_CLOSES_MINUTES, WORKSHOP_OPENS_MINUTES } from '../domain/constants';
import { clockTimeOf, minutesOfDay } from '../domain/clockTime';
import { validate } from '../domain/schemas';
import type { OpeningPeriod, WeekdayOpening } from '../domain/staff';
import { MINUTE_STEP, WeekdayHours } from '../domain/workshopSchemas';

/** Monday. */
export const FIRST_WEEKDAY = 1;
/** A weekday holds at most this many periods (the schema's limit): three breaks. */
export const MAX_PERIODS = 4;
/** The break "Add break" cuts out of a day's last period, shorter when the period is short. */
const BREAK_MINUTES = 60;
const CLOCK_TIME = /^\d{2}:\d{2}$/;

/** The hours a weekday opens with when it stops being closed: the workshop's default day. */
export const DEFAULT_PERIODS: readonly OpeningPeriod[] = [{ opens: clockTimeOf(WORKSHOP_OPENS_MINUTES), closes: clockTimeOf(WORKSHOP_CLOSES_MINUTES) }];

export type HoursEdit =
  | { type: 'hours.setTime'; weekday: number; period: number; edge: keyof OpeningPeriod; value: string }
  | { type: 'hours.addBreak'; weekday: number }
  | { type: 'hours.removePeriod'; weekday: number; period: number }
  | { type: 'hours.setClosed'; weekday: number; closed: boolean }
  | { type: 'hours.copyMonday' };

const withDay = (week: readonly WeekdayOpening[], weekday: number, periodsOf: (periods: OpeningPeriod[]) => OpeningPeriod[]) =>
  week.map((day) => (day.weekday === weekday ? { weekday, periods: periodsOf(day.periods) } : day));

const floorToStep = (minutes: number) => Math.floor(minutes / MINUTE_STEP) * MINUTE_STEP;

/** The last period of the day split around a break in its middle; null when it is too short or not yet a time range. */
function splitOf(period: OpeningPeriod | undefined): [OpeningPeriod, OpeningPeriod] | null {
  if (!period || !CLOCK_TIME.test(period.opens) || !CLOCK_TIME.test(period.closes)) return null;
  const [opens, closes] = [minutesOfDay(period.opens), minutesOfDay(period.closes)];
  const breakLength = Math.min(BREAK_MINUTES, floorToStep((closes - opens) / 3));
  if (breakLength < MINUTE_STEP) return null;
  const breakStarts = opens + floorToStep((closes - opens - breakLength) / 2);
  return [
    { opens: period.opens, closes: clockTimeOf(breakStarts) },
    { opens: clockTimeOf(breakStarts + breakLength), closes: period.closes },
  ];
}

/** Whether "Add break" can cut a break out of the weekday's last period. */
export const canAddBreak = (day: WeekdayOpening) => day.periods.length < MAX_PERIODS && splitOf(day.periods.at(-1)) !== null;

/** The week after one edit; `stored` gives a reopened weekday back the hours it was loaded with. */
export function editedWeek(week: readonly WeekdayOpening[], edit: HoursEdit, stored: readonly WeekdayOpening[]): WeekdayOpening[] {
  switch (edit.type) {
    case 'hours.setTime':
      return withDay(week, edit.weekday, (periods) => periods.map((period, index) => (index === edit.period ? { ...period, [edit.edge]: edit.value } : period)));
    case 'hours.addBreak':
      return withDay(week, edit.weekday, (periods) => {
        const split = periods.length < MAX_PERIODS ? splitOf(periods.at(-1)) : null;
        return split ? [...periods.slice(0, -1), ...split] : periods;
      });
    case 'hours.removePeriod':
      return withDay(week, edit.weekday, (periods) => (periods.length > 1 ? periods.filter((_, index) => index !== edit.period) : periods));
    case 'hours.setClosed':
      return withDay(week, edit.weekday, (periods) => {
        if (edit.closed) return [];
        if (periods.length > 0) return periods;
        const before = stored.find((day) => day.weekday === edit.weekday)?.periods ?? [];
        return before.length > 0 ? before : [...DEFAULT_PERIODS];
      });
    case 'hours.copyMonday': {
      const monday = week.find((day) => day.weekday === FIRST_WEEKDAY)?.periods ?? [];
      return week.map((day) => ({ weekday: day.weekday, periods: monday.map((period) => ({ ...period })) }));
    }
  }
}

/** Weekday → the sentence under its row, for each weekday the shared schema refuses. */
export type WeekdayErrors = Partial<Record<number, string>>;

export function weekdayErrorsOf(week: readonly WeekdayOpening[]): WeekdayErrors {
  const errors: WeekdayErrors = {};
  for (const day of week) {
    const result = validate(WeekdayHours, day);
    if (!result.ok) errors[day.weekday] = result.first;
  }
  return errors;
}

/** The weekdays a server's 400 names (`hours.4.periods…` is Friday), each with its first sentence. */
export function weekdayErrorsOfFields(fieldErrors: Record<string, string[]>): WeekdayErrors {
  const errors: WeekdayErrors = {};
  for (const [path, texts] of Object.entries(fieldErrors)) {
    const index = /^hours\.(\d+)(?:\.|$)/.exec(path)?.[1];
    if (index !== undefined && texts[0]) errors[Number(index) + FIRST_WEEKDAY] ??= texts[0];
  }
  return errors;
}
