import { describe, expect, it } from 'vitest';
import { figureChange } from '../../src/domain/console/reportFigures';
import { formatRange } from '../../src/domain/console/consoleFormat';
import { reportsContent } from '../../src/domain/console/reportsContent';
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { daysIn, fixedPeriodRange, previousRange, ReportRangeSchema, reportQueryOfSearch, reportsPath } from '../../src/domain/reportPeriod';
import { validate } from '../../src/domain/schemas';

const text = reportMessages.reports;

describe('report periods', () => {
  it('covers today, the week from Monday to Sunday, and the calendar month', () => {
    // Friday 27 November 2026
    expect(fixedPeriodRange('today', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(fixedPeriodRange('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(fixedPeriodRange('week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(fixedPeriodRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(fixedPeriodRange('month', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(fixedPeriodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('compares with as many days ending the day before the period starts', () => {
    expect(previousRange({ from: '2026-11-27', to: '2026-11-27' })).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(previousRange({ from: '2026-11-23', to: '2026-11-29' })).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    // November has 30 days: the 30 before it end on 31 October
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousRange({ from: '2027-01-01', to: '2027-01-10' })).toEqual({ from: '2026-12-22', to: '2026-12-31' });
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });

  it('checks a custom range: real dates, in order, at most three years', () => {
    expect(validate(ReportRangeSchema, { from: '2026-11-01', to: '2026-11-15' }).ok).toBe(true);
    const invalid = validate(ReportRangeSchema, { from: '2026-02-30', to: 'soon' });
    expect(invalid.ok ? null : invalid.errors).toEqual({ from: [text.dateInvalid('from')], to: [text.dateInvalid('to')] });
    const reversed = validate(ReportRangeSchema, { from: '2026-11-15', to: '2026-11-01' });
    expect(reversed.ok ? null : reversed.errors).toEqual({ from: [text.fromAfterTo] });
    const long = validate(ReportRangeSchema, { from: '2020-01-01', to: '2026-11-01' });
    expect(long.ok ? null : long.errors).toEqual({ to: [text.rangeTooLong] });
  });

  it('reads the period from the address and writes it back', () => {
    expect(reportQueryOfSearch('', '2026-11-27')).toEqual({ period: 'month', from: '2026-11-01', to: '2026-11-30' });
    expect(reportQueryOfSearch('?period=week', '2026-11-27')).toEqual({ period: 'week', from: '2026-11-23', to: '2026-11-29' });
    expect(reportQueryOfSearch('?period=year', '2026-11-27').period).toBe('month');
    expect(reportQueryOfSearch('?from=2026-11-01&to=2026-11-15', '2026-11-27')).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-15' });
    expect(reportQueryOfSearch('?from=2026-11-01', '2026-11-27')).toEqual({ period: 'custom', from: '2026-11-01', to: '' });
    expect(reportsPath('/staff/reports', { period: 'today', from: '2026-11-27', to: '2026-11-27' })).toBe('/staff/reports?period=today');
    expect(reportsPath('/staff/reports', { period: 'custom', from: '2026-11-01', to: '2026-11-15' })).toBe('/staff/reports?from=2026-11-01&to=2026-11-15');
  });
});

describe('report figures against the previous period', () => {
  it('tells a change in percent for amounts and in percentage points for rates, as better or worse', () => {
    expect(figureChange('money', 2_240_000, 2_000_000)).toEqual({ change: '+12% on the previous period', trend: 'better' });
    expect(figureChange('money', 45_000, 50_000, true)).toEqual({ change: '−10% on the previous period', trend: 'better' });
    expect(figureChange('count', 0, 0)).toEqual({ change: reportsContent.change.same, trend: 'same' });
    expect(figureChange('count', 4, 0)).toEqual({ change: reportsContent.change.noneBefore, trend: 'better' });
    expect(figureChange('rate', 0.065, 0.04, true)).toEqual({ change: '+2.5 percentage points on the previous period', trend: 'worse' });
    expect(figureChange('rate', 0.5, 0.5)).toEqual({ change: reportsContent.change.same, trend: 'same' });
  });
});

describe('report dates as the page writes them', () => {
  it('names the year once, or both years when the range crosses one', () => {
    expect(formatRange('2026-11-01', '2026-11-30')).toBe('1 Nov – 30 Nov 2026');
    expect(formatRange('2026-12-22', '2027-01-04')).toBe('22 Dec 2026 – 4 Jan 2027');
    expect(formatRange('2026-11-27', '2026-11-27')).toBe('27 Nov 2026');
  });
});
