// The inbox as the front desk and the server live it (no I/O), and how each move is made on the REAL inbox machine,
// whose two calls are scripted. The context is what the desk should notice: the toast of the last step, a new
// address, the filter and page shown, the unread count.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { InboxPage, MarkAnswer } from '../../src/api/workshop';
import { inboxContent, type InboxFilter } from '../../src/domain/console/workshopContent';
import type { InboxMessage } from '../../src/domain/staff';
import { inboxMachine, inboxPath, type InboxChannelFilter, type InboxPlace, type MarkRequest } from '../../src/machines/inbox';
import type { NavigateParams, Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const UNREAD_MESSAGE: InboxMessage = {
  id: 'm-1',
  channel: 'web',
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  phone: '03001234567',
  customer_id: null,
  customer_unverified: false,
  service: 'Full Detail',
  message: 'Ceramic coating for an SUV?',
  created_at: '2026-12-01T05:00:00.000Z',
  read_at: null,
  replies: [],
};
export const READ_MESSAGE: InboxMessage = { ...UNREAD_MESSAGE, id: 'm-2', name: 'Sana Khan', read_at: '2026-12-01T06:00:00.000Z' };
const PAGE: InboxPage = { count: 41, next: '?page=2', previous: null, results: [UNREAD_MESSAGE, READ_MESSAGE], unread: 3 };
const EMPTY: InboxPage = { count: 0, next: null, previous: null, results: [], unread: 0 };
export const SERVER_SENTENCE = 'The database is not reachable.';
const MARKED_SENTENCE = 'Message marked as read.';

export type InboxCall = 'loadMessages' | 'markMessage';

interface Expected {
  toast: Notice | null;
  navigated: string | null;
  filter: InboxFilter;
  channel: InboxChannelFilter;
  page: number;
  /** Since the last load: the unread message was marked read, the read one unread. */
  firstMarkedRead: boolean;
  secondMarkedUnread: boolean;
  /** Since the last load: an answer was sent to the unread message, which the server then marked read. */
  firstAnswered: boolean;
  error: string | null;
}

/** The unread count the page shows: the server's, changed by the marks made since. */
export const unreadOf = ({ firstMarkedRead, secondMarkedUnread, firstAnswered }: Expected, loaded = PAGE.unread) =>
  loaded - Number(firstMarkedRead || firstAnswered) + Number(secondMarkedUnread);
const FRESH = { firstMarkedRead: false, secondMarkedUnread: false, firstAnswered: false };
/** The unread message once answered: the answer among its replies, read. */
export const ANSWERED_MESSAGE: InboxMessage = {
  ...UNREAD_MESSAGE,
  read_at: '2026-12-01T07:00:00.000Z',
  replies: [{ id: 7, channel: 'email', text: 'Yes, from PKR 45,000.', status: 'queued', created_at: '2026-12-01T07:00:00.000Z' }],
};

const other = (filter: InboxFilter): InboxFilter => (filter === 'all' ? 'unread' : 'all');
const otherChannel = (channel: InboxChannelFilter): InboxChannelFilter => (channel === 'all' ? 'whatsapp' : 'all');
/** Where "back" leads: the read messages, or all of them when already there. */
const backTo = (filter: InboxFilter): InboxFilter => (filter === 'read' ? 'all' : 'read');
const quiet = { toast: null, navigated: null };
type FlowEvent = {
  type:
      | 'server.answersPage'
      | 'server.answersEmpty'
      | 'server.fails'
      | 'network.fails'
      | 'user.retries'
      | 'user.filters'
      | 'user.filtersChannel'
      | 'user.answered'
      | 'user.turnsPage'
      | 'user.goesBack'
      | 'user.marksRead'
      | 'user.marksUnread'
      | 'server.accepts'
      | 'server.acceptsQuietly'
      | 'server.refuses'
      | 'network.failsToMark';
};

const go = (target: string, changes: (context: Expected) => Partial<Expected> = () => ({})) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, ...quiet, ...changes(context) })),
});
const toast = (kind: Notice['kind'], message: string) => () => ({ toast: { kind, message } });

/** The filter and the address can change whatever the list shows. */
const moves = {
  'user.filters': go('loading', (context) => ({
    ...FRESH,
    filter: other(context.filter),
    page: 1,
    navigated: inboxPath({ filter: other(context.filter), channel: context.channel, page: 1 }),
  })),
  'user.filtersChannel': go('loading', (context) => ({
    ...FRESH,
    channel: otherChannel(context.channel),
    page: 1,
    navigated: inboxPath({ filter: context.filter, channel: otherChannel(context.channel), page: 1 }),
  })),
  'user.goesBack': go('loading', (context) => ({ ...FRESH, filter: backTo(context.filter), page: 1 })),
};

const userFlow = setup({
  types: {
    context: {} as Expected,
    events: {} as FlowEvent,
  },
}).createMachine({
  id: 'inboxFlow',
  context: { ...quiet, filter: 'all', channel: 'all', page: 1, ...FRESH, error: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        ...moves,
        'server.answersPage': go('loaded', () => ({ ...FRESH, error: null })),
        'server.answersEmpty': go('empty', () => ({ ...FRESH, error: null })),
        'server.fails': go('error', () => ({ error: SERVER_SENTENCE })),
        'network.fails': go('error', () => ({ error: inboxContent.loadFailed })),
      },
    },
    empty: { on: moves },
    error: { on: { ...moves, 'user.retries': go('loading') } },
    loaded: {
      on: {
        ...moves,
        'user.turnsPage': go('loading', (context) => ({
          ...FRESH,
          page: 3 - context.page,
          navigated: inboxPath({ filter: context.filter, channel: context.channel, page: 3 - context.page }),
        })),
        'user.answered': go('loaded', () => ({ firstAnswered: true })),
        'user.marksRead': go('markingRead'),
        'user.marksUnread': go('markingUnread'),
      },
    },
    markingRead: {
      on: {
        'server.accepts': go('loaded', () => ({ ...toast('success', MARKED_SENTENCE)(), firstMarkedRead: true })),
        'server.acceptsQuietly': go('loaded', () => ({ ...toast('success', inboxContent.markedRead)(), firstMarkedRead: true })),
        'server.refuses': go('loaded', toast('error', SERVER_SENTENCE)),
        'network.failsToMark': go('loaded', toast('error', inboxContent.markFailed)),
      },
    },
    markingUnread: {
      on: { 'server.acceptsQuietly': go('loaded', () => ({ ...toast('success', inboxContent.markedUnread)(), secondMarkedUnread: true })) },
    },
  },
});

/** The real machine with a scripted server, recorded toasts and addresses. */
export class InboxRun extends ScriptedRun<InboxCall> {
  navigations: string[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = inboxMachine.provide({
      actors: { loadMessages: this.server.actor<InboxPage, InboxPlace>('loadMessages'), markMessage: this.server.actor<MarkAnswer, MarkRequest>('markMessage') },
      actions: {
        notify: (_, notice: Notice) => void this.toasts.push(notice),
        navigate: (_, { to }: NavigateParams) => void this.navigations.push(to),
      },
    });
    this.actor = createActor(logic, { input: {}, ...options }).start();
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
  }
}

function perform(run: InboxRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  const { filter, channel, page } = run.actor.getSnapshot().context;
  switch (event.type) {
    case 'server.answersPage':
      return server.answer('loadMessages', PAGE);
    case 'server.answersEmpty':
      return server.answer('loadMessages', EMPTY);
    case 'server.fails':
      return server.fail('loadMessages', new ApiError(SERVER_SENTENCE, 503));
    case 'network.fails':
      return server.fail('loadMessages', new TypeError('Failed to fetch'));
    case 'user.retries':
      return send({ type: 'inbox.retry' });
    case 'user.filters':
      return send({ type: 'inbox.filter', filter: other(filter) });
    case 'user.filtersChannel':
      return send({ type: 'inbox.channel', channel: otherChannel(channel) });
    case 'user.answered':
      return send({ type: 'inbox.replied', message: ANSWERED_MESSAGE });
    case 'user.goesBack':
      return send({ type: 'inbox.followUrl', filter: backTo(filter), channel, page: 1 });
    case 'user.turnsPage':
      return send({ type: 'inbox.page', page: 3 - page });
    case 'user.marksRead':
      return send({ type: 'inbox.mark', messageId: UNREAD_MESSAGE.id, read: true });
    case 'user.marksUnread':
      return send({ type: 'inbox.mark', messageId: READ_MESSAGE.id, read: false });
    case 'server.accepts':
      return server.answer('markMessage', { message: MARKED_SENTENCE, data: { ...UNREAD_MESSAGE, read_at: '2026-12-01T07:00:00.000Z' } });
    case 'server.acceptsQuietly':
      return server.answer('markMessage', { message: '', data: null });
    case 'server.refuses':
      return server.fail('markMessage', new ApiError(SERVER_SENTENCE, 503));
    case 'network.failsToMark':
      return server.fail('markMessage', new TypeError('Failed to fetch'));
  }
}

export const inboxFlow = defineFlowModel({
  name: 'inbox',
  model: userFlow,
  covers: [inboxMachine],
  start: (options) => new InboxRun(options),
  perform,
});
