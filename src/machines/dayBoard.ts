// The console's day board (/staff?date=YYYY-MM-DD): one day's bays and bookings, loaded, then refreshed every few
// seconds while shown (a 304 keeps what is shown; a failed refresh keeps it too, told quietly as "reconnecting"); the
// day follows the previous/next buttons, the date picker and the address; the bays grid or the list; and the search
// box beside it; and the front desk's dialogs over it (New booking, Walk in now, Block a bay, removing a block), each a
// chart of its own whose sentence is toasted and whose change reloads the board at once. The page provides the
// address changes and the toasts with `useFlowEffects`.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { fetchBoard, searchBookings, type BoardAnswer } from '../api/board';
import { serverMessageOf } from '../api/client';
import { boardContent, boardSearchContent } from '../domain/console/boardContent';
import { addDays, karachiTimeOfDay, todayInKarachi } from '../domain/format';
import { isIsoDate, validate } from '../domain/schemas';
import type { BayBlock, Board, BoardBooking } from '../domain/staff';
import { SearchQuery } from '../domain/staffSchemas';
import { bayBlockMachine, blockValuesFor, type BayBlockInput } from './bayBlock';
import { boardPath } from './boardAddress';
import { deskBookingMachine, type DeskBookingInput } from './deskBooking';
import type { DeskMode } from './deskBookingForm';
import type { NavigateParams, Notice } from './notice';

/** A board answer and the workshop's time ('HH:MM') it came at. */
export interface CheckedBoard {
  answer: BoardAnswer;
  checkedAt: string;
}

export interface DayBoardInput {
  /** The day the address names; today (in Karachi) when it names none. */
  date: string | null;
  /** Today in Karachi; tests fix it. */
  today?: string;
}

export interface DayBoardContext {
  today: string;
  date: string;
  board: Board | null;
  /** The ETag of the board shown, sent back as If-None-Match. */
  tag: string | null;
  error: string | null;
  /** When the board shown was last confirmed by the server ('HH:MM'). */
  checkedAt: string | null;
  /** The last refresh failed: the board shown may be behind. */
  stale: boolean;
  query: string;
  queryError: string | null;
  /** The query the results answer. */
  searchedFor: string;
  results: BoardBooking[];
  searchError: string | null;
}

export type DayBoardEvent =
  | { type: 'dayBoard.retry' }
  | { type: 'dayBoard.reload' }
  | { type: 'dayBoard.previousDay' }
  | { type: 'dayBoard.nextDay' }
  | { type: 'dayBoard.today' }
  | { type: 'dayBoard.pickDate'; date: string }
  /** The address changed (back, forward, a link): the board follows it without a new history entry. */
  | { type: 'dayBoard.followAddress'; date: string | null }
  | { type: 'dayBoard.pageHidden' }
  | { type: 'dayBoard.pageShown' }
  | { type: 'dayBoard.showGrid' }
  | { type: 'dayBoard.showList' }
  | { type: 'search.change'; query: string }
  | { type: 'search.submit' }
  | { type: 'search.clear' }
  /** New booking (at a free cell's time) or Walk in now. */
  | { type: 'desk.openBooking'; mode: DeskMode; time?: string | null }
  | { type: 'desk.openBlock'; bay?: number; start?: string }
  | { type: 'desk.removeBlock'; block: BayBlock };

/** What a desk dialog ends with: the server's sentence, or null when it was dismissed. */
interface DialogOutput {
  message: string | null;
}

/** How often the board asks whether anything changed (the issue asks for a new booking within 5 s). */
export const BOARD_REFRESH_MS = 3000;

const NO_SEARCH = { query: '', queryError: null, searchedFor: '', results: [], searchError: null } satisfies Partial<DayBoardContext>;
const answerOf = ({ event }: { event: { output: CheckedBoard } }) => event.output;
const dateIsOther = (context: DayBoardContext, date: string | null) => date !== null && isIsoDate(date) && date !== context.date;

/** A dialog closed: a change it made is toasted and the board reloaded; a dismissal does nothing. */
const dialogDone = [
  {
    guard: { type: 'hasChanged' as const, params: ({ event }: { event: { output: DialogOutput } }) => event.output },
    target: 'closed',
    actions: [{ type: 'notify' as const, params: ({ event }: { event: { output: DialogOutput } }) => ({ kind: 'success' as const, message: event.output.message ?? '' }) }, 'reloadBoard' as const],
  },
  { target: 'closed' },
];

const blockValuesInput = (context: DayBoardContext, { bay, start }: { bay?: number; start?: string }): BayBlockInput => ({
  mode: 'create',
  values: blockValuesFor(context.date, context.board?.slot_minutes ?? 60, start ?? context.board?.slots[0] ?? '08:00', bay),
});

export const dayBoardMachine = setup({
  types: {
    context: {} as DayBoardContext,
    events: {} as DayBoardEvent,
    input: {} as DayBoardInput,
    tags: {} as 'loading' | 'refreshing' | 'searching',
    children: {} as { deskBooking: 'deskBooking'; bayBlock: 'bayBlock' },
  },
  actors: {
    loadBoard: fromPromise<CheckedBoard, { date: string; tag: string | null }>(async ({ input, signal }) => ({
      answer: await fetchBoard(input.date, input.tag, signal),
      checkedAt: karachiTimeOfDay(new Date()),
    })),
    searchBookings: fromPromise<BoardBooking[], { query: string }>(({ input, signal }) => searchBookings(input.query, signal)),
    deskBooking: deskBookingMachine,
    bayBlock: bayBlockMachine,
  },
  delays: { refreshInterval: BOARD_REFRESH_MS },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects` (and by tests).
    navigate: (_, _params: NavigateParams) => {},
    notify: (_, _params: Notice) => {},
    // a desk dialog changed the day: the board is asked again at once, not at the next refresh
    reloadBoard: raise({ type: 'dayBoard.reload' }),
    showDay: assign((_, { date }: { date: string }) => ({ date, board: null, tag: null, error: null, checkedAt: null, stale: false })),
    assignBoard: assign(({ context }, { answer, checkedAt }: CheckedBoard) =>
      answer.kind === 'changed' ? { board: answer.board, tag: answer.tag, error: null, checkedAt, stale: false } : { board: context.board, checkedAt, stale: false },
    ),
    showLoadError: assign({ error: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? boardContent.loadFailed }),
    markStale: assign({ stale: true }),
    assignQuery: assign({ query: (_, { query }: { query: string }) => query, queryError: null }),
    startSearch: assign(({ context }) => ({ searchedFor: context.query.trim(), queryError: null, searchError: null, results: [] })),
    showQueryError: assign(({ context }) => {
      const checked = validate(SearchQuery, context.query);
      return { queryError: checked.ok ? null : checked.first, results: [], searchError: null, searchedFor: '' };
    }),
    assignResults: assign({ results: (_, { results }: { results: BoardBooking[] }) => results }),
    showSearchError: assign({ searchError: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? boardSearchContent.failed }),
    clearSearch: assign(NO_SEARCH),
  },
  guards: {
    isAborted: (_, { error }: { error: unknown }) => error instanceof Error && error.name === 'AbortError',
    isOtherDay: ({ context }, { date }: { date: string | null }) => dateIsOther(context, date),
    isQueryValid: ({ context }) => validate(SearchQuery, context.query).ok,
    isEmptyResult: (_, { results }: { results: BoardBooking[] }) => results.length === 0,
    hasChanged: (_, { message }: DialogOutput) => message !== null,
  },
}).createMachine({
  id: 'dayBoard',
  type: 'parallel',
  context: ({ input }) => {
    const today = input.today ?? todayInKarachi();
    const date = input.date && isIsoDate(input.date) ? input.date : today;
    return { today, date, board: null, tag: null, error: null, checkedAt: null, stale: false, ...NO_SEARCH };
  },
  states: {
    board: {
      initial: 'loading',
      on: {
        'dayBoard.previousDay': {
          target: '.loading',
          reenter: true,
          actions: [{ type: 'showDay', params: ({ context }) => ({ date: addDays(context.date, -1) }) }, { type: 'navigate', params: ({ context }) => ({ to: boardPath(context.date) }) }],
        },
        'dayBoard.nextDay': {
          target: '.loading',
          reenter: true,
          actions: [{ type: 'showDay', params: ({ context }) => ({ date: addDays(context.date, 1) }) }, { type: 'navigate', params: ({ context }) => ({ to: boardPath(context.date) }) }],
        },
        'dayBoard.today': {
          guard: { type: 'isOtherDay', params: ({ context }) => ({ date: context.today }) },
          target: '.loading',
          reenter: true,
          actions: [{ type: 'showDay', params: ({ context }) => ({ date: context.today }) }, { type: 'navigate', params: ({ context }) => ({ to: boardPath(context.date) }) }],
        },
        'dayBoard.pickDate': {
          guard: { type: 'isOtherDay', params: ({ event }) => event },
          target: '.loading',
          reenter: true,
          actions: [{ type: 'showDay', params: ({ event }) => event }, { type: 'navigate', params: ({ context }) => ({ to: boardPath(context.date) }) }],
        },
        // an address without a day is today's board
        'dayBoard.followAddress': {
          guard: { type: 'isOtherDay', params: ({ context, event }) => ({ date: event.date ?? context.today }) },
          target: '.loading',
          reenter: true,
          actions: { type: 'showDay', params: ({ context, event }) => ({ date: event.date ?? context.today }) },
        },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadBoard',
            input: ({ context }) => ({ date: context.date, tag: null }),
            onDone: { target: 'loaded', actions: { type: 'assignBoard', params: answerOf } },
            onError: [
              // a call the page itself dropped (React's development double mount): asked again, not an error
              { guard: { type: 'isAborted', params: ({ event }) => event }, target: 'loading', reenter: true },
              { target: 'error', actions: { type: 'showLoadError', params: ({ event }) => event } },
            ],
          },
          on: { 'dayBoard.reload': { target: 'loading', reenter: true } },
        },
        error: { on: { 'dayBoard.retry': 'loading', 'dayBoard.reload': 'loading' } },
        loaded: {
          initial: 'waiting',
          on: { 'dayBoard.reload': '.refreshing', 'dayBoard.pageHidden': '.paused' },
          states: {
            waiting: { after: { refreshInterval: 'refreshing' } },
            refreshing: {
              tags: 'refreshing',
              invoke: {
                src: 'loadBoard',
                input: ({ context }) => ({ date: context.date, tag: context.tag }),
                onDone: { target: 'waiting', actions: { type: 'assignBoard', params: answerOf } },
                // the board shown stays; the notice says it may be behind
                onError: { target: 'waiting', actions: 'markStale' },
              },
            },
            // the tab is hidden: nobody reads the board, so nothing is asked until it shows again
            paused: { on: { 'dayBoard.pageShown': 'refreshing' } },
          },
        },
      },
    },
    view: {
      initial: 'grid',
      states: {
        grid: { on: { 'dayBoard.showList': 'list' } },
        list: { on: { 'dayBoard.showGrid': 'grid' } },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'desk.openBooking': 'booking',
            'desk.openBlock': 'blocking',
            'desk.removeBlock': 'blocking',
          },
        },
        booking: {
          invoke: {
            id: 'deskBooking',
            src: 'deskBooking',
            input: ({ context, event }): DeskBookingInput =>
              event.type === 'desk.openBooking' ? { mode: event.mode, date: context.date, time: event.time ?? null } : { mode: 'booking', date: context.date },
            onDone: dialogDone,
            onError: 'closed',
          },
        },
        blocking: {
          invoke: {
            id: 'bayBlock',
            src: 'bayBlock',
            input: ({ context, event }): BayBlockInput =>
              event.type === 'desk.removeBlock'
                ? { mode: 'remove', block: event.block }
                : blockValuesInput(context, event.type === 'desk.openBlock' ? event : {}),
            onDone: dialogDone,
            onError: 'closed',
          },
        },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.change': { actions: { type: 'assignQuery', params: ({ event }) => event } },
        'search.submit': [
          { guard: 'isQueryValid', target: '.searching', reenter: true, actions: 'startSearch' },
          { target: '.idle', actions: 'showQueryError' },
        ],
        'search.clear': { target: '.idle', actions: 'clearSearch' },
      },
      states: {
        idle: {},
        searching: {
          tags: 'searching',
          invoke: {
            src: 'searchBookings',
            input: ({ context }) => ({ query: context.searchedFor }),
            onDone: [
              { guard: { type: 'isEmptyResult', params: ({ event }) => ({ results: event.output }) }, target: 'noResults' },
              { target: 'results', actions: { type: 'assignResults', params: ({ event }) => ({ results: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'showSearchError', params: ({ event }) => event } },
          },
        },
        results: {},
        noResults: {},
        failed: {},
      },
    },
  },
});

export type DayBoardSnapshot = SnapshotFrom<typeof dayBoardMachine>;

export type BoardStatus = 'loading' | 'loaded' | 'error';
export const selectBoardStatus = (snapshot: DayBoardSnapshot): BoardStatus =>
  snapshot.matches({ board: 'loaded' }) ? 'loaded' : snapshot.matches({ board: 'error' }) ? 'error' : 'loading';
export type BoardView = 'grid' | 'list';
export const selectBoardView = (snapshot: DayBoardSnapshot): BoardView => (snapshot.matches({ view: 'list' }) ? 'list' : 'grid');
export type SearchStatus = 'idle' | 'searching' | 'results' | 'noResults' | 'failed';
export const selectSearchStatus = (snapshot: DayBoardSnapshot): SearchStatus => snapshot.value.search as SearchStatus;
