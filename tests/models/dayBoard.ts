// The console's day board as staff and the server live it (no I/O), and how each of their moves is made on the REAL
// dayBoard machine, whose server calls are scripted and whose refresh timer runs on the path's simulated clock. Four
// flow models, one per part of the page: the board and its refresh, the day shown (buttons, picker, address), the
// grid/list toggle, and the search box.
import { assign, createActor, setup, type SimulatedClock } from 'xstate';
import type { BoardAnswer } from '../../src/api/board';
import { ApiError } from '../../src/api/client';
import { boardContent, boardSearchContent } from '../../src/domain/console/boardContent';
import { messages } from '../../src/domain/messages';
import { SEARCH_MAX } from '../../src/domain/staffSchemas';
import type { Board, BoardBooking } from '../../src/domain/staff';
import type { BayBlockInput } from '../../src/machines/bayBlock';
import { BOARD_REFRESH_MS, dayBoardMachine, type CheckedBoard, type DayBoardEvent } from '../../src/machines/dayBoard';
import type { DeskBookingInput } from '../../src/machines/deskBooking';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type ModelSnapshot, pathPerTransitionKeyedBy, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

export const TODAY = '2026-12-01';
/** The days the model moves between, by how it names them. */
export const DAYS = { yesterday: '2026-11-30', today: TODAY, tomorrow: '2026-12-02', picked: '2026-12-15', address: '2026-12-20' } as const;
export type Day = keyof typeof DAYS;

export const BOOKING: BoardBooking = {
  id: '3f1c2a9e-0000-4000-8000-00000000a001',
  short_id: '3F1C2A9E',
  date: TODAY,
  start_time: '10:00',
  end_time: '12:00',
  bay: 1,
  status: 'pending',
  source: 'web',
  customer: { id: 'c-1', name: 'Ayesha Khan', phone: '03001234567', email: 'ayesha@example.pk' },
  vehicle: { make: 'Toyota', model: 'Corolla', year: 2021, plate: 'KHI-4521', color: 'White' },
  service: { id: 'svc-full-detail', name: 'Full Detail', duration_minutes: 120 },
  items: [{ service: 'svc-full-detail', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 }],
  duration: 120,
  notes: 'Pet hair on the back seat',
  cancellation_reason: null,
  invoice: { id: 'inv-1', total: 12500, payment_status: 'pending', payment_method: null },
  deposit: null,
  allowed_actions: ['confirm', 'cancel', 'reschedule', 'no_show', 'mark_paid'],
  money_back: null,
  refund_request: null,
};

const SLOTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
export const boardOf = (date: string, version: string, bookings: BoardBooking[] = [BOOKING]): Board => ({
  date,
  bays: 3,
  slot_minutes: 60,
  slots: SLOTS,
  closed: false,
  closed_note: '',
  version,
  bookings: bookings.map((booking) => ({ ...booking, date })),
  blocks: [],
});

/** The versions the server answers: the first load, then a change on a refresh. */
export const FIRST = 'v1';
export const NEWER = 'v2';
/** The workshop's clock at the first load and at every refresh. */
export const FIRST_CHECK = '10:00';
export const LATER_CHECK = '10:03';
export const SERVER_TEXT = 'The board is not available right now.';

export type CallName = 'board' | 'search' | 'deskBooking' | 'bayBlock';

/** The real machine with a scripted server, the path's clock and the addresses it asked for. */
export class DayBoardRun {
  readonly server = new ScriptedCalls<CallName>();
  navigations: string[] = [];
  toasts: Notice[] = [];
  readonly clock: SimulatedClock | undefined;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}, date: string | null = null) {
    const { server } = this;
    this.clock = options.clock;
    this.actor = createActor(
      dayBoardMachine.provide({
        actors: {
          loadBoard: server.actor<CheckedBoard, { date: string; tag: string | null }>('board'),
          searchBookings: server.actor<BoardBooking[], { query: string }>('search'),
          // the desk's dialogs are charts of their own, tested apart: here each is a call that ends as a dialog does
          deskBooking: server.actor<DialogOutput, DeskBookingInput>('deskBooking') as never,
          bayBlock: server.actor<DialogOutput, BayBlockInput>('bayBlock') as never,
        },
        actions: { navigate: (_, { to }) => void this.navigations.push(to), notify: (_, notice) => void this.toasts.push(notice) },
      }),
      { input: { date, today: TODAY }, ...options },
    ).start();
  }

  send = (event: DayBoardEvent) => this.actor.send(event);

  /** The server's board answer for the day shown. */
  answerBoard(version: string | null, checkedAt: string) {
    const { date } = this.actor.getSnapshot().context;
    const answer: BoardAnswer = version ? { kind: 'changed', board: boardOf(date, version), tag: `"${version}"` } : { kind: 'unchanged' };
    this.server.answer('board', { answer, checkedAt } satisfies CheckedBoard);
  }

  beginStep() {
    this.server.beginStep();
    this.navigations = [];
    this.toasts = [];
  }
}

// ---- The board and its refresh ----

export interface BoardExpected {
  /** The version of the board shown. */
  version: string | null;
  checkedAt: string | null;
  stale: boolean;
  error: string | null;
}

type RefreshModelEvent = {
  type:
    | 'server.answersBoard'
    | 'server.refusesWithSentence'
    | 'network.fails'
    | 'call.aborted'
    | 'server.answersUnchanged'
    | 'server.answersChanged'
    | 'user.retries'
    | 'user.reloads'
    | 'clock.ticks'
    | 'page.hidden'
    | 'page.shown';
};

const goBoard = (target: string, changes: Partial<BoardExpected> = {}) => ({
  target,
  actions: assign<BoardExpected, RefreshModelEvent, undefined, RefreshModelEvent, never>(({ context }) => ({ ...context, ...changes })),
});

const refreshFlow = setup({ types: { context: {} as BoardExpected, events: {} as RefreshModelEvent } }).createMachine({
  id: 'dayBoardRefreshFlow',
  context: { version: null, checkedAt: null, stale: false, error: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.answersBoard': goBoard('waiting', { version: FIRST, checkedAt: FIRST_CHECK, error: null }),
        'server.refusesWithSentence': goBoard('error', { error: SERVER_TEXT }),
        'network.fails': goBoard('error', { error: boardContent.loadFailed }),
        // asked again before the answer: the first call is dropped
        'user.reloads': goBoard('loading'),
        // a call dropped under the page (React's development double mount) is asked again, not shown as an error
        'call.aborted': goBoard('loading'),
      },
    },
    error: { on: { 'user.retries': goBoard('loading'), 'user.reloads': goBoard('loading') } },
    waiting: {
      on: { 'clock.ticks': goBoard('refreshing'), 'user.reloads': goBoard('refreshing'), 'page.hidden': goBoard('paused') },
    },
    refreshing: {
      on: {
        // 304: what is shown stays, confirmed now
        'server.answersUnchanged': goBoard('waiting', { checkedAt: LATER_CHECK, stale: false }),
        'server.answersChanged': goBoard('waiting', { version: NEWER, checkedAt: LATER_CHECK, stale: false }),
        // the board shown stays, told as possibly behind
        'server.refusesWithSentence': goBoard('waiting', { stale: true }),
        'network.fails': goBoard('waiting', { stale: true }),
        'user.reloads': goBoard('refreshing'),
        'page.hidden': goBoard('paused'),
      },
    },
    paused: {
      on: { 'page.shown': goBoard('refreshing'), 'page.hidden': goBoard('paused'), 'user.reloads': goBoard('refreshing') },
    },
  },
});

function performRefresh(run: DayBoardRun, event: ModelEvent<typeof refreshFlow>) {
  const { server, send } = run;
  switch (event.type) {
    case 'server.answersBoard':
      return run.answerBoard(FIRST, FIRST_CHECK);
    case 'server.answersUnchanged':
      return run.answerBoard(null, LATER_CHECK);
    case 'server.answersChanged':
      return run.answerBoard(NEWER, LATER_CHECK);
    case 'server.refusesWithSentence':
      return server.fail('board', new ApiError(SERVER_TEXT, 503));
    case 'network.fails':
      return server.fail('board', new TypeError('Failed to fetch'));
    case 'call.aborted':
      return server.fail('board', new DOMException('signal is aborted without reason', 'AbortError'));
    case 'user.retries':
      return send({ type: 'dayBoard.retry' });
    case 'user.reloads':
      return send({ type: 'dayBoard.reload' });
    case 'clock.ticks':
      return run.clock?.increment(BOARD_REFRESH_MS);
    case 'page.hidden':
      return send({ type: 'dayBoard.pageHidden' });
    case 'page.shown':
      return send({ type: 'dayBoard.pageShown' });
  }
}

export const dayBoardFlow = defineFlowModel({
  name: 'dayBoard',
  model: refreshFlow,
  covers: [],
  start: (options) => new DayBoardRun(options),
  perform: performRefresh,
});

// ---- The day shown ----

export interface DaysExpected {
  day: Day;
  /** The address this step put in history, if any. */
  navigated: boolean;
}

const NEXT_DAY: Partial<Record<Day, Day>> = { yesterday: 'today', today: 'tomorrow' };
const PREVIOUS_DAY: Partial<Record<Day, Day>> = { tomorrow: 'today', today: 'yesterday' };
type DaysModelEvent = {
  type:
    | 'server.answersBoard'
    | 'user.previousDay'
    | 'user.nextDay'
    | 'user.goesToToday'
    | 'user.picksDate'
    | 'user.picksTheSameDay'
    | 'user.followsAddress'
    | 'user.followsBareAddress';
};
const toDay = (day: Day, navigated: boolean) => ({ target: 'loading', actions: assign<DaysExpected, DaysModelEvent, undefined, DaysModelEvent, never>({ day, navigated }) });

const daysFlow = setup({
  types: { context: {} as DaysExpected, events: {} as DaysModelEvent },
  guards: {
    hasPrevious: ({ context }) => context.day in PREVIOUS_DAY,
    hasNext: ({ context }) => context.day in NEXT_DAY,
    isNotToday: ({ context }) => context.day !== 'today',
    isNotPicked: ({ context }) => context.day !== 'picked',
    isNotAddress: ({ context }) => context.day !== 'address',
  },
}).createMachine({
  id: 'dayBoardDaysFlow',
  context: { day: 'today', navigated: false },
  initial: 'loading',
  states: {
    loading: { on: { 'server.answersBoard': { target: 'shown', actions: assign({ navigated: false }) } } },
    shown: {
      on: {
        'user.previousDay': { guard: 'hasPrevious', ...toDayFrom(PREVIOUS_DAY) },
        'user.nextDay': { guard: 'hasNext', ...toDayFrom(NEXT_DAY) },
        'user.goesToToday': { guard: 'isNotToday', ...toDay('today', true) },
        'user.picksDate': { guard: 'isNotPicked', ...toDay('picked', true) },
        // the day shown again: nothing happens
        'user.picksTheSameDay': { actions: assign({ navigated: false }) },
        // back or forward: the board follows with no new address
        'user.followsAddress': { guard: 'isNotAddress', ...toDay('address', false) },
        'user.followsBareAddress': { guard: 'isNotToday', ...toDay('today', false) },
      },
    },
  },
});

function toDayFrom(table: Partial<Record<Day, Day>>) {
  return {
    target: 'loading',
    actions: assign<DaysExpected, DaysModelEvent, undefined, DaysModelEvent, never>(({ context }) => ({ day: table[context.day] ?? context.day, navigated: true })),
  };
}

function performDays(run: DayBoardRun, event: ModelEvent<typeof daysFlow>) {
  const { send } = run;
  switch (event.type) {
    case 'server.answersBoard':
      return run.answerBoard(FIRST, FIRST_CHECK);
    case 'user.previousDay':
      return send({ type: 'dayBoard.previousDay' });
    case 'user.nextDay':
      return send({ type: 'dayBoard.nextDay' });
    case 'user.goesToToday':
      return send({ type: 'dayBoard.today' });
    case 'user.picksDate':
      return send({ type: 'dayBoard.pickDate', date: DAYS.picked });
    case 'user.picksTheSameDay':
      return send({ type: 'dayBoard.pickDate', date: run.actor.getSnapshot().context.date });
    case 'user.followsAddress':
      return send({ type: 'dayBoard.followAddress', date: DAYS.address });
    case 'user.followsBareAddress':
      return send({ type: 'dayBoard.followAddress', date: null });
  }
}

export const dayBoardDaysFlow = defineFlowModel({
  name: 'dayBoard days',
  model: daysFlow,
  covers: [],
  paths: pathPerTransitionKeyedBy<typeof daysFlow>((state) => state.context.day),
  start: (options) => new DayBoardRun(options),
  perform: performDays,
});

// ---- Bays grid or list ----

const viewFlow = setup({ types: { events: {} as { type: 'user.showsList' | 'user.showsGrid' } } }).createMachine({
  id: 'dayBoardViewFlow',
  initial: 'grid',
  states: { grid: { on: { 'user.showsList': 'list' } }, list: { on: { 'user.showsGrid': 'grid' } } },
});

export const dayBoardViewFlow = defineFlowModel({
  name: 'dayBoard view',
  model: viewFlow,
  covers: [],
  start: (options) => new DayBoardRun(options),
  perform: (run: DayBoardRun, event: ModelEvent<typeof viewFlow>) => run.send({ type: event.type === 'user.showsList' ? 'dayBoard.showList' : 'dayBoard.showGrid' }),
});

// ---- The search box ----

export const QUERY = '  KHI-4521 ';
export const OVERLONG_QUERY = 'x'.repeat(SEARCH_MAX + 1);
export const SEARCH_REFUSAL = 'Search is not allowed for this account.';

export interface SearchExpected {
  query: string;
  queryError: string | null;
  searchedFor: string;
  results: number;
  searchError: string | null;
}

const NO_SEARCH: SearchExpected = { query: '', queryError: null, searchedFor: '', results: 0, searchError: null };
type SearchModelEvent = {
  type:
    | 'user.types'
    | 'user.searches'
    | 'user.searchesNothing'
    | 'user.searchesTooMuch'
    | 'user.clears'
    | 'server.finds'
    | 'server.findsNothing'
    | 'server.refusesWithSentence'
    | 'network.fails';
};
const searchStep = (changes: Partial<SearchExpected>) => assign<SearchExpected, SearchModelEvent, undefined, SearchModelEvent, never>(({ context }) => ({ ...context, ...changes }));
const submitted = { target: '.searching', actions: searchStep({ query: QUERY, queryError: null, searchedFor: QUERY.trim(), results: 0, searchError: null }) };
const refusedQuery = (query: string, queryError: string) => ({ target: '.idle', actions: searchStep({ query, queryError, searchedFor: '', results: 0, searchError: null }) });
/** What every state of the search box answers: typing, searching, a refused query, clearing. */
const searchBox = {
  'user.types': { actions: searchStep({ query: QUERY, queryError: null }) },
  'user.searches': submitted,
  'user.searchesNothing': refusedQuery('   ', messages.staff.searchRequired),
  'user.searchesTooMuch': refusedQuery(OVERLONG_QUERY, messages.staff.searchTooLong(SEARCH_MAX)),
  'user.clears': { target: '.idle', actions: assign<SearchExpected, SearchModelEvent, undefined, SearchModelEvent, never>(NO_SEARCH) },
};

const searchFlow = setup({ types: { context: {} as SearchExpected, events: {} as SearchModelEvent } }).createMachine({
  id: 'dayBoardSearchFlow',
  context: NO_SEARCH,
  initial: 'idle',
  on: searchBox,
  states: {
    idle: {},
    searching: {
      on: {
        'server.finds': { target: 'results', actions: searchStep({ results: 1 }) },
        'server.findsNothing': 'noResults',
        'server.refusesWithSentence': { target: 'failed', actions: searchStep({ searchError: SEARCH_REFUSAL }) },
        'network.fails': { target: 'failed', actions: searchStep({ searchError: boardSearchContent.failed }) },
      },
    },
    results: {},
    noResults: {},
    failed: {},
  },
});

function performSearch(run: DayBoardRun, event: ModelEvent<typeof searchFlow>, from: ModelSnapshot<typeof searchFlow>) {
  const { server, send } = run;
  switch (event.type) {
    case 'user.types':
      return send({ type: 'search.change', query: QUERY });
    case 'user.searches':
      // typed, unless it already is
      if (from.context.query !== QUERY) send({ type: 'search.change', query: QUERY });
      return send({ type: 'search.submit' });
    case 'user.searchesNothing':
      send({ type: 'search.change', query: '   ' });
      return send({ type: 'search.submit' });
    case 'user.searchesTooMuch':
      send({ type: 'search.change', query: OVERLONG_QUERY });
      return send({ type: 'search.submit' });
    case 'user.clears':
      return send({ type: 'search.clear' });
    case 'server.finds':
      return server.answer('search', [BOOKING]);
    case 'server.findsNothing':
      return server.answer('search', []);
    case 'server.refusesWithSentence':
      return server.fail('search', new ApiError(SEARCH_REFUSAL, 403));
    case 'network.fails':
      return server.fail('search', new TypeError('Failed to fetch'));
  }
}

export const dayBoardSearchFlow = defineFlowModel({
  name: 'dayBoard search',
  model: searchFlow,
  covers: [],
  start: (options) => new DayBoardRun(options),
  perform: performSearch,
});

// ---- The front desk's dialogs over the board ----

export const BOOKED = 'Booked for Tue 1 Dec, 14:00, bay 1.';
export const BLOCK_TO_REMOVE = { id: 'block-9', bay: 2, date: TODAY, start: '12:00', end: '13:00', reason: 'Technician away', created_by: 'Front Desk', created_at: '2026-12-01T04:00:00.000Z' };

interface DialogOutput {
  message: string | null;
}

export interface DialogExpected {
  /** What the dialog was opened with. */
  opened: DeskBookingInput | BayBlockInput | null;
  toast: Notice | null;
  /** The board is asked again at once. */
  reloading: boolean;
}

type DialogModelEvent = {
  type:
    | 'server.answersBoard'
    | 'user.clicksFreeCell'
    | 'user.opensNewBooking'
    | 'user.opensWalkIn'
    | 'user.opensBlock'
    | 'user.removesBlock'
    | 'dialog.changesTheDay'
    | 'dialog.closes'
    | 'dialog.breaks';
};

const goDialog = (target: string, changes: Partial<DialogExpected> = {}) => ({
  target,
  actions: assign<DialogExpected, DialogModelEvent, undefined, DialogModelEvent, never>(({ context }) => ({ ...context, toast: null, reloading: false, ...changes })),
});
const BLOCK_FORM: BayBlockInput = { mode: 'create', values: { bay: '1', booking_date: TODAY, start: '08:00', end: '09:00', reason: '' } };

const dialogFlow = setup({ types: { context: {} as DialogExpected, events: {} as DialogModelEvent } }).createMachine({
  id: 'dayBoardDialogFlow',
  context: { opened: null, toast: null, reloading: false },
  initial: 'loading',
  states: {
    loading: { on: { 'server.answersBoard': goDialog('closed') } },
    closed: {
      on: {
        'user.clicksFreeCell': goDialog('booking', { opened: { mode: 'booking', date: TODAY, time: '14:00' } }),
        'user.opensNewBooking': goDialog('booking', { opened: { mode: 'booking', date: TODAY, time: null } }),
        'user.opensWalkIn': goDialog('booking', { opened: { mode: 'walkIn', date: TODAY, time: null } }),
        'user.opensBlock': goDialog('blocking', { opened: BLOCK_FORM }),
        'user.removesBlock': goDialog('blocking', { opened: { mode: 'remove', block: BLOCK_TO_REMOVE } }),
      },
    },
    booking: {
      on: {
        // booked: toasted, and the board asked again at once rather than at the next refresh
        'dialog.changesTheDay': goDialog('reloading', { opened: null, toast: { kind: 'success', message: BOOKED }, reloading: true }),
        'dialog.closes': goDialog('closed', { opened: null }),
        'dialog.breaks': goDialog('closed', { opened: null }),
      },
    },
    reloading: { on: { 'server.answersBoard': goDialog('closed') } },
    blocking: {
      on: {
        'dialog.changesTheDay': goDialog('reloading', { opened: null, toast: { kind: 'success', message: BOOKED }, reloading: true }),
        'dialog.closes': goDialog('closed', { opened: null }),
        'dialog.breaks': goDialog('closed', { opened: null }),
      },
    },
  },
});

function performDialog(run: DayBoardRun, event: ModelEvent<typeof dialogFlow>, from: ModelSnapshot<typeof dialogFlow>) {
  const { server, send } = run;
  const dialog = () => server.inFlight(['deskBooking', 'bayBlock']);
  switch (event.type) {
    case 'server.answersBoard':
      // the first load, or the reload a change asked for
      return run.answerBoard(from.value === 'loading' ? FIRST : NEWER, FIRST_CHECK);
    case 'user.clicksFreeCell':
      return send({ type: 'desk.openBooking', mode: 'booking', time: '14:00' });
    case 'user.opensNewBooking':
      return send({ type: 'desk.openBooking', mode: 'booking' });
    case 'user.opensWalkIn':
      return send({ type: 'desk.openBooking', mode: 'walkIn' });
    case 'user.opensBlock':
      return send({ type: 'desk.openBlock' });
    case 'user.removesBlock':
      return send({ type: 'desk.removeBlock', block: BLOCK_TO_REMOVE });
    case 'dialog.changesTheDay':
      return server.answer(dialog(), { message: BOOKED } satisfies DialogOutput);
    case 'dialog.closes':
      return server.answer(dialog(), { message: null } satisfies DialogOutput);
    case 'dialog.breaks':
      return server.fail(dialog(), new Error('The dialog stopped'));
  }
}

export const dayBoardDialogFlow = defineFlowModel({
  name: 'dayBoard dialogs',
  model: dialogFlow,
  covers: [],
  start: (options) => new DayBoardRun(options),
  perform: performDialog,
});
