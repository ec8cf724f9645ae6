// The capacity form's rules for the week of opening hours: where "Add break" cuts its break, what a reopened weekday
// opens with, what Monday's copy does, which weekday a server's error names, and which booking a refusal's line links to.
import { describe, expect, it } from 'vitest';
import { consoleBookingPathOfLine } from '../../src/domain/console/consolePaths';
import type { WeekdayOpening } from '../../src/domain/staff';
import { minuteChoices } from '../../src/machines/capacityForm';
import { canAddBreak, editedWeek, weekdayErrorsOf, weekdayErrorsOfFields } from '../../src/machines/openingWeek';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const day = (weekday: number, ...periods: Array<[string, string]>): WeekdayOpening => ({ weekday, periods: periods.map(([opens, closes]) => ({ opens, closes })) });
const week = (friday: WeekdayOpening = day(5, ['08:00', '20:00'])) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => (weekday === 5 ? friday : day(weekday, ['08:00', '20:00'])));
const fridayOf = (edited: WeekdayOpening[]) => edited[4];

describe('opening week', () => {
  it('cuts an hour’s break out of the middle of the day’s last period, shorter for a short period', () => {
    expect(fridayOf(editedWeek(week(), { type: 'hours.addBreak', weekday: 5 }, week()))).toEqual(day(5, ['08:00', '13:30'], ['14:30', '20:00']));
    const short = day(5, ['09:00', '09:30']);
    expect(fridayOf(editedWeek(week(short), { type: 'hours.addBreak', weekday: 5 }, week()))).toEqual(day(5, ['09:00', '09:10'], ['09:20', '09:30']));
  });

  it('offers no break on a period too short or half typed, nor past four periods', () => {
    expect(canAddBreak(day(5, ['09:00', '09:10']))).toBe(false);
    expect(canAddBreak(day(5, ['09:00', '']))).toBe(false);
    expect(canAddBreak(day(5, ['06:00', '07:00'], ['08:00', '09:00'], ['10:00', '11:00'], ['12:00', '20:00']))).toBe(false);
    expect(canAddBreak(day(5, ['08:00', '20:00']))).toBe(true);
  });

  it('reopens a closed weekday with the hours it was loaded with, else the workshop’s default day', () => {
    const stored = week(day(5, ['10:00', '18:00']));
    const closed = editedWeek(stored, { type: 'hours.setClosed', weekday: 5, closed: true }, stored);
    expect(fridayOf(closed)).toEqual(day(5));
    expect(fridayOf(editedWeek(closed, { type: 'hours.setClosed', weekday: 5, closed: false }, stored))).toEqual(day(5, ['10:00', '18:00']));
    expect(fridayOf(editedWeek(closed, { type: 'hours.setClosed', weekday: 5, closed: false }, week(day(5))))).toEqual(day(5, ['08:00', '20:00']));
  });

  it('removes a period only while the day keeps another, and copies Monday to every weekday', () => {
    const split = week(day(5, ['08:00', '13:00'], ['14:30', '20:00']));
    expect(fridayOf(editedWeek(split, { type: 'hours.removePeriod', weekday: 5, period: 0 }, split))).toEqual(day(5, ['14:30', '20:00']));
    expect(fridayOf(editedWeek(week(), { type: 'hours.removePeriod', weekday: 5, period: 0 }, week()))).toEqual(day(5, ['08:00', '20:00']));
    const mondayShort = [day(1, ['09:00', '17:00']), ...split.slice(1)];
    expect(editedWeek(mondayShort, { type: 'hours.copyMonday' }, split).map(({ periods }) => periods)).toEqual(Array(7).fill([{ opens: '09:00', closes: '17:00' }]));
  });

  it('names each refused weekday with the shared schema’s sentence, from the form or from the server', () => {
    const overlapping = week(day(5, ['08:00', '14:00'], ['13:00', '20:00']));
    expect(weekdayErrorsOf(overlapping)).toEqual({ 5: workshopMessages.workshop.hoursInvalid });
    expect(weekdayErrorsOf(week())).toEqual({});
    expect(weekdayErrorsOfFields({ 'hours.4.periods': ['Friday is wrong'], 'hours.6.periods.0.opens': ['Sunday is wrong'], bays: ['x'] })).toEqual({ 5: 'Friday is wrong', 7: 'Sunday is wrong' });
  });

  it('offers the standard minutes, and a stored value outside them in its place', () => {
    expect(minuteChoices([15, 30, 60], '45')).toEqual([15, 30, 45, 60]);
    expect(minuteChoices([15, 30, 60], '30')).toEqual([15, 30, 60]);
  });

  it('links a refusal’s line to the booking its number names', () => {
    expect(consoleBookingPathOfLine('A1B2C3D4 · 2026-12-11 13:30 · Bilal Ahmed · Full Detail')).toBe('/staff/bookings/A1B2C3D4');
    expect(consoleBookingPathOfLine('#e5f6a7b8 14:00 Sana Khan (Premium Wash)')).toBe('/staff/bookings/E5F6A7B8');
    expect(consoleBookingPathOfLine('Two bookings could not be read')).toBeNull();
  });
});
