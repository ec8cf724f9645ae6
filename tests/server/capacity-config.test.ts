// The capacity variables: BAYS, SLOT_MINUTES, BUFFER_MINUTES, CLOSED_DATES.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { problemsOf } from './helpers/config-problems';

describe('capacity configuration', () => {
  it('defaults to three bays, starts every two hours, no cleanup buffer, no closed dates, and the real clock', () => {
    const config = loadConfig({}, '/srv/shineworks');
    expect(config.capacity).toEqual({ bays: 3, slotMinutes: 120, bufferMinutes: 0, closedDates: [] });
    expect(Math.abs(config.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads the variables', () => {
    const config = loadConfig({ BAYS: '5', SLOT_MINUTES: '90', BUFFER_MINUTES: '15', CLOSED_DATES: ' 2026-12-25 ,2027-01-01,' }, '/srv/shineworks');
    expect(config.capacity).toEqual({ bays: 5, slotMinutes: 90, bufferMinutes: 15, closedDates: ['2026-12-25', '2027-01-01'] });
  });

  it('refuses bad values with one sentence each', () => {
    expect(problemsOf({ BAYS: '0', SLOT_MINUTES: '5', CLOSED_DATES: '2026-02-30' })).toEqual([
      'BAYS must be a whole number between 1 and 50.',
      'SLOT_MINUTES must be a whole number between 15 and 720.',
      'CLOSED_DATES must be a comma-separated list of dates written YYYY-MM-DD.',
    ]);
    expect(problemsOf({ SLOT_MINUTES: '17', BUFFER_MINUTES: '61' })).toEqual(['SLOT_MINUTES must be a multiple of 5.', 'BUFFER_MINUTES must be a whole number between 0 and 60.']);
    expect(problemsOf({ BUFFER_MINUTES: '7' })).toEqual(['BUFFER_MINUTES must be a multiple of 5.']);
    expect(problemsOf({ CLOSED_DATES: '25/12/2026' })).toEqual(['CLOSED_DATES must be a comma-separated list of dates written YYYY-MM-DD.']);
  });
});
