// The audit log page as the staff member, the server and the address live it (no I/O), and how each of their moves is
// made on the REAL auditLog machine, whose one server call is scripted. The context is what the page should show after
// each step: the page and booking asked for, the entries, the count, whether there is a next page, the error, the new
// address, and the call made.
import { assign, createActor, setup } from 'xstate';
import type { AuditQuery } from '../../src/api/auditLog';
import { ApiError } from '../../src/api/client';
import { auditLogContent } from '../../src/domain/console/shellContent';
import type { AuditEntry } from '../../src/domain/staff';
import type { Paged } from '../../src/domain/types';
import { auditLogMachine } from '../../src/machines/auditLog';
import type { NavigateParams } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

export const BOOKING_ID = '3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b';

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2026-11-2${id}T09:30:00.000Z`,
  actor: { id: 'u-7', name: 'Sana Qureshi', role: 'staff' },
  action: 'booking.status',
  target_kind: 'booking',
  target_id: BOOKING_ID,
  target_name: null,
  booking_id: BOOKING_ID,
  summary: 'Status: Pending → Confirmed',
  before: { status: 'pending' },
  after: { status: 'confirmed' },
  ...changes,
});

export const FIRST_PAGE: Paged<AuditEntry> = {
  count: 3,
  next: 'http://localhost/api/ops/audit?page=2',
  previous: null,
  results: [entry(3), entry(2, { actor: { id: null, name: 'ops token', role: 'ops_token' }, action: 'service.save', target_kind: 'service', target_id: 's-1', booking_id: null, summary: 'Price: PKR 2,000 → PKR 2,500' })],
};
export const LAST_PAGE: Paged<AuditEntry> = { count: 3, next: null, previous: 'http://localhost/api/ops/audit', results: [entry(1)] };
export const BOOKING_PAGE: Paged<AuditEntry> = { count: 1, next: null, previous: null, results: [entry(1)] };
const NOTHING: Paged<AuditEntry> = { count: 0, next: null, previous: null, results: [] };
export const SERVER_FAILURE = 'The database is not reachable.';

/** What the page should show after each step. */
interface Expected {
  query: AuditQuery;
  entries: AuditEntry[];
  count: number;
  hasNext: boolean;
  error: string | null;
  navigation: string | null;
  /** The query this step loaded, or null when it loaded nothing. */
  loaded: AuditQuery | null;
}

type AuditModelEvent = {
  type:
    | 'server.answersFirstPage'
    | 'server.answersLastPage'
    | 'server.answersBookingPage'
    | 'server.answersNothing'
    | 'server.failsWithMessage'
    | 'network.fails'
    | 'user.next'
    | 'user.previous'
    | 'user.retries'
    | 'url.opensBookingLog'
    | 'url.opensWholeLog'
    | 'url.staysTheSame';
};

const FIRST: AuditQuery = { page: 1, booking: null };
const SECOND: AuditQuery = { page: 2, booking: null };
const OF_BOOKING: AuditQuery = { page: 1, booking: BOOKING_ID };

const start: Expected = { query: FIRST, entries: [], count: 0, hasNext: false, error: null, navigation: null, loaded: FIRST };
const step = (changes: Partial<Expected>) =>
  assign<Expected, AuditModelEvent, undefined, AuditModelEvent, never>(({ context }) => ({ ...context, navigation: null, loaded: null, ...changes }));
const shows = (page: Paged<AuditEntry>) => step({ entries: page.results, count: page.count, hasNext: page.next !== null, error: null });
const fails = (error: string) => step({ entries: [], count: 0, hasNext: false, error });
/** The page asks for another query: through its own button (a new address), or because the address changed. */
const loads = (query: AuditQuery, navigation: string | null) => step({ query, loaded: query, navigation });

const auditFlow = setup({ types: { context: {} as Expected, events: {} as AuditModelEvent } }).createMachine({
  id: 'auditLogFlow',
  context: start,
  initial: 'loadingFirst',
  states: {
    loadingFirst: {
      on: {
        'server.answersFirstPage': { target: 'firstPage', actions: shows(FIRST_PAGE) },
        'server.answersNothing': { target: 'nothingRecorded', actions: shows(NOTHING) },
        'server.failsWithMessage': { target: 'failed', actions: fails(SERVER_FAILURE) },
        'network.fails': { target: 'failed', actions: fails(auditLogContent.loadFailed) },
        // A link to one booking's entries while the first page still loads.
        'url.opensBookingLog': { target: 'loadingBooking', actions: loads(OF_BOOKING, null) },
      },
    },
    firstPage: {
      on: {
        'user.next': { target: 'loadingSecond', actions: loads(SECOND, '/staff/log?page=2') },
        // Already the first page.
        'user.previous': { actions: step({}) },
        'url.staysTheSame': { actions: step({}) },
        'url.opensBookingLog': { target: 'loadingBooking', actions: loads(OF_BOOKING, null) },
      },
    },
    loadingSecond: {
      on: {
        'server.answersLastPage': { target: 'lastPage', actions: shows(LAST_PAGE) },
        // An old address, past the end of a log that has shrunk meanwhile.
        'server.answersNothing': { target: 'pastTheEnd', actions: shows(NOTHING) },
      },
    },
    lastPage: {
      on: {
        'user.previous': { target: 'loadingFirst', actions: loads(FIRST, '/staff/log') },
        // Nothing after the last page.
        'user.next': { actions: step({}) },
      },
    },
    pastTheEnd: {
      on: { 'user.previous': { target: 'loadingFirst', actions: loads(FIRST, '/staff/log') } },
    },
    nothingRecorded: {
      on: { 'user.previous': { actions: step({}) } },
    },
    failed: {
      on: { 'user.retries': { target: 'loadingFirst', actions: step({ loaded: FIRST }) } },
    },
    loadingBooking: {
      on: { 'server.answersBookingPage': { target: 'bookingEntries', actions: shows(BOOKING_PAGE) } },
    },
    bookingEntries: {
      on: { 'url.opensWholeLog': { target: 'loadingFirst', actions: loads(FIRST, null) } },
    },
  },
});

/** The real machine with a scripted server; the addresses it asks for recorded. */
export class AuditLogRun {
  readonly server = new ScriptedCalls<'loadEntries'>();
  navigations: NavigateParams[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const logic = auditLogMachine.provide({
      actors: { loadEntries: this.server.actor<Paged<AuditEntry>, AuditQuery>('loadEntries') },
      actions: { navigate: (_, navigation) => void this.navigations.push(navigation) },
    });
    this.actor = createActor(logic, { ...options, input: FIRST }).start();
  }

  beginStep() {
    this.server.beginStep();
    this.navigations = [];
  }
}

function perform(run: AuditLogRun, event: ModelEvent<typeof auditFlow>) {
  const { server, actor } = run;
  switch (event.type) {
    case 'server.answersFirstPage':
      return server.answer('loadEntries', FIRST_PAGE);
    case 'server.answersLastPage':
      return server.answer('loadEntries', LAST_PAGE);
    case 'server.answersBookingPage':
      return server.answer('loadEntries', BOOKING_PAGE);
    case 'server.answersNothing':
      return server.answer('loadEntries', NOTHING);
    case 'server.failsWithMessage':
      return server.fail('loadEntries', new ApiError(SERVER_FAILURE, 503));
    case 'network.fails':
      return server.fail('loadEntries', new TypeError('Failed to fetch'));
    case 'user.next':
      return actor.send({ type: 'auditLog.next' });
    case 'user.previous':
      return actor.send({ type: 'auditLog.previous' });
    case 'user.retries':
      return actor.send({ type: 'auditLog.retry' });
    case 'url.opensBookingLog':
      return actor.send({ type: 'auditLog.followUrl', ...OF_BOOKING });
    case 'url.opensWholeLog':
      return actor.send({ type: 'auditLog.followUrl', ...FIRST });
    case 'url.staysTheSame': {
      const { page, booking } = actor.getSnapshot().context;
      return actor.send({ type: 'auditLog.followUrl', page, booking });
    }
  }
}

export const auditLogFlow = defineFlowModel({
  name: 'audit log',
  model: auditFlow,
  covers: [auditLogMachine],
  start: (options) => new AuditLogRun(options),
  perform,
});
