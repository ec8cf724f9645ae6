// Model-based test of the console's audit log: the flow model's paths (tests/models/auditLog.ts) drive the REAL
// auditLog machine with a scripted server; after every step the list's state, the page and booking asked for, the
// entries, the count, the next-page flag, the error, the new address and the call made must match the model.
import { describe, expect, it } from 'vitest';
import { auditLogPath, auditQueryOfSearch } from '../../src/machines/auditLog';
import { modelTest } from '../setup/modelCoverage';
import { auditLogFlow, AuditLogRun, BOOKING_ID } from '../models/auditLog';

const STATUS_IN: Record<string, string> = {
  loadingFirst: 'loading',
  loadingSecond: 'loading',
  loadingBooking: 'loading',
  firstPage: 'loaded',
  lastPage: 'loaded',
  bookingEntries: 'loaded',
  nothingRecorded: 'empty',
  pastTheEnd: 'empty',
  failed: 'error',
};

modelTest('audit log (model-based)', auditLogFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const status = STATUS_IN[String(state.value)];
  expect(snapshot.value, 'list').toBe(status);
  expect(snapshot.hasTag('loading'), 'loading').toBe(status === 'loading');
  expect({ page: snapshot.context.page, booking: snapshot.context.booking }, 'query').toEqual(expected.query);
  expect(snapshot.context.entries, 'entries').toEqual(expected.entries);
  expect(snapshot.context.count, 'count').toBe(expected.count);
  expect(snapshot.context.hasNext, 'next page').toBe(expected.hasNext);
  expect(snapshot.context.error, 'error').toBe(expected.error);
  expect(run.navigations.map((navigation) => navigation.to), 'address').toEqual(expected.navigation ? [expected.navigation] : []);
  expect(run.server.calls, 'calls').toEqual(expected.loaded ? [{ name: 'loadEntries', input: expected.loaded }] : []);
});

describe('audit log (details)', () => {
  it('reads and writes the page and booking of the address', () => {
    expect(auditQueryOfSearch('')).toEqual({ page: 1, booking: null });
    expect(auditQueryOfSearch('?page=3&booking=b-1')).toEqual({ page: 3, booking: 'b-1' });
    expect(auditQueryOfSearch('?page=-2')).toEqual({ page: 1, booking: null });
    expect(auditQueryOfSearch('?page=abc')).toEqual({ page: 1, booking: null });
    expect(auditLogPath({ page: 1, booking: null })).toBe('/staff/log');
    expect(auditLogPath({ page: 2, booking: BOOKING_ID })).toBe(`/staff/log?page=2&booking=${BOOKING_ID}`);
  });

  it('cancels the load when the page goes away', () => {
    const run = new AuditLogRun();
    run.actor.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });
});
