// The audit log page: one page of entries at a time, newest first, optionally one booking's only; the page and the
// booking live in the address (?page=&booking=), so back and forward move through the pages.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { listAuditEntries, type AuditQuery } from '../api/auditLog';
import { serverMessageOf } from '../api/client';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { auditLogContent } from '../domain/console/shellContent';
import type { AuditEntry } from '../domain/staff';
import type { Paged } from '../domain/types';
import { unlessAborted } from './abortedCalls';
import type { NavigateParams } from './notice';

export interface AuditLogContext extends AuditQuery {
  entries: AuditEntry[];
  /** Entries in the whole log (or the booking's), over every page. */
  count: number;
  hasNext: boolean;
  error: string | null;
}

export type AuditLogEvent =
  | { type: 'auditLog.next' }
  | { type: 'auditLog.previous' }
  | { type: 'auditLog.retry' }
  /** The address changed (back, forward, a link): the list follows it without a new history entry. */
  | { type: 'auditLog.followUrl'; page: number; booking: string | null };

/** The page and booking an address asks for; a missing or invalid page is the first. */
export function auditQueryOfSearch(search: string): AuditQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 1 ? page : 1, booking: params.get('booking') || null };
}

/** `/staff/log`, `/staff/log?page=2`, `/staff/log?booking=…`. */
export function auditLogPath({ page, booking }: AuditQuery): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (booking) params.set('booking', booking);
  const search = params.toString();
  return search ? `${CONSOLE_PATHS.log}?${search}` : CONSOLE_PATHS.log;
}

export const auditLogFailureText = (error: unknown) => serverMessageOf(error) ?? auditLogContent.loadFailed;

const NOTHING_LOADED = { entries: [], count: 0, hasNext: false } satisfies Partial<AuditLogContext>;

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
    input: {} as Partial<AuditQuery>,
    tags: {} as 'loading',
  },
  actors: {
    loadEntries: fromPromise<Paged<AuditEntry>, AuditQuery>(({ input, signal }) => unlessAborted(signal, listAuditEntries(input, signal))),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    navigate: (_, _params: NavigateParams) => {},
    assignQuery: assign((_, params: AuditQuery) => ({ page: params.page, booking: params.booking })),
    assignPage: assign((_, params: { page: Paged<AuditEntry> }) => ({
      entries: params.page.results,
      count: params.page.count,
      hasNext: params.page.next !== null,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ ...NOTHING_LOADED, error: auditLogFailureText(params.error) })),
  },
  guards: {
    isOtherQuery: ({ context }, params: AuditQuery) => params.page !== context.page || params.booking !== context.booking,
    isEmptyPage: (_, params: { page: Paged<AuditEntry> }) => params.page.results.length === 0,
    hasNextPage: ({ context }) => context.hasNext,
    hasPreviousPage: ({ context }) => context.page > 1,
  },
}).createMachine({
  id: 'auditLog',
  context: ({ input }) => ({ page: input.page ?? 1, booking: input.booking ?? null, ...NOTHING_LOADED, error: null }),
  on: {
    'auditLog.followUrl': {
      guard: { type: 'isOtherQuery', params: ({ event }) => event },
      target: '.loading',
      reenter: true,
      actions: { type: 'assignQuery', params: ({ event }) => event },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadEntries',
        input: ({ context }) => ({ page: context.page, booking: context.booking }),
        onDone: [
          { guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) }, target: 'empty', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
          { target: 'loaded', actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      on: {
        'auditLog.next': {
          guard: 'hasNextPage',
          target: 'loading',
          actions: [
            { type: 'assignQuery', params: ({ context }) => ({ page: context.page + 1, booking: context.booking }) },
            { type: 'navigate', params: ({ context }) => ({ to: auditLogPath(context) }) },
          ],
        },
        'auditLog.previous': {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: [
            { type: 'assignQuery', params: ({ context }) => ({ page: context.page - 1, booking: context.booking }) },
            { type: 'navigate', params: ({ context }) => ({ to: auditLogPath(context) }) },
          ],
        },
      },
    },
    // Nothing recorded; or a page past the end (an old address), from which the first page is a step away.
    empty: {
      on: {
        'auditLog.previous': {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: [
            { type: 'assignQuery', params: ({ context }) => ({ page: 1, booking: context.booking }) },
            { type: 'navigate', params: ({ context }) => ({ to: auditLogPath(context) }) },
          ],
        },
      },
    },
    error: { on: { 'auditLog.retry': 'loading' } },
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
