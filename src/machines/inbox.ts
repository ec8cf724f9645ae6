// The console's inbox (issue "The workshop's console", Inbox; issue 29): the contact form's, WhatsApp's and SMS's
// messages, newest first, a page at a time, filtered All / Unread / Read and by channel (filters and page kept in the
// address), with the unread count; beside the list, marking one message read or unread, and taking in a message an
// answer was just sent to (each answer's own chart is inboxReply.ts).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { listMessages, markMessage, type InboxPage, type MarkAnswer } from '../api/workshop';
import { serverMessageOf } from '../api/client';
import { INBOX_FILTERS, inboxContent as content, type InboxFilter } from '../domain/console/workshopContent';
import { INBOX_CHANNELS, type InboxChannel } from '../domain/channels';
import type { InboxMessage } from '../domain/staff';
import { notifyFailure, type NavigateParams, type Notice } from './notice';

export const INBOX_PATH = '/staff/inbox';
export const INBOX_PAGE_SIZE = 20;

/** Every channel, or one. */
export type InboxChannelFilter = InboxChannel | 'all';
export const INBOX_CHANNEL_FILTERS: readonly InboxChannelFilter[] = ['all', ...INBOX_CHANNELS];

/** Where the inbox is: its filters and page. */
export interface InboxPlace {
  filter: InboxFilter;
  channel: InboxChannelFilter;
  page: number;
}

/** `/staff/inbox?status=unread&channel=whatsapp&page=2`; the first page of all messages is `/staff/inbox`. */
export function inboxPath({ filter, channel, page }: InboxPlace): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('status', filter);
  if (channel !== 'all') query.set('channel', channel);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${INBOX_PATH}?${search}` : INBOX_PATH;
}

/** The place a query string asks for; an unknown status or channel is all, an unknown page the first. */
export function inboxPlaceOf(search: string): InboxPlace {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const channel = query.get('channel');
  const page = Number(query.get('page'));
  return {
    filter: INBOX_FILTERS.find((filter) => filter === status) ?? 'all',
    channel: INBOX_CHANNEL_FILTERS.find((known) => known === channel) ?? 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export interface MarkRequest {
  messageId: string;
  read: boolean;
}

export interface InboxContext extends InboxPlace {
  messages: InboxMessage[];
  /** Messages in this filter, on every page. */
  count: number;
  hasNext: boolean;
  hasPrevious: boolean;
  unread: number;
  error: string | null;
  /** The message being marked, and how. */
  marking: MarkRequest | null;
}

export type InboxEvent =
  | { type: 'inbox.filter'; filter: InboxFilter }
  | { type: 'inbox.page'; page: number }
  /** The address changed (back, forward): the list follows it without a new history entry. */
  | { type: 'inbox.channel'; channel: InboxChannelFilter }
  | { type: 'inbox.followUrl'; filter: InboxFilter; channel: InboxChannelFilter; page: number }
  | { type: 'inbox.retry' }
  | { type: 'inbox.mark'; messageId: string; read: boolean }
  /** An answer was sent: the message as the server now has it (its replies, perhaps marked read). */
  | { type: 'inbox.replied'; message: InboxMessage };

const pageOf = (context: InboxContext, place: Partial<InboxPlace>): InboxPlace => ({
  filter: place.filter ?? context.filter,
  channel: place.channel ?? context.channel,
  page: place.page ?? 1,
});

/** The list with `after` in place of its older copy, and the unread count changed by what changed. */
function withMessage(context: InboxContext, after: InboxMessage): Pick<InboxContext, 'messages' | 'unread'> {
  const before = context.messages.find(({ id }) => id === after.id);
  if (!before) return { messages: context.messages, unread: context.unread };
  const change = Number(after.read_at === null) - Number(before.read_at === null);
  return { messages: context.messages.map((message) => (message.id === after.id ? after : message)), unread: Math.max(0, context.unread + change) };
}

/** The message as marked: the server's copy when it sends one. */
const markedMessage = (message: InboxMessage, { read }: MarkRequest, answer: MarkAnswer): InboxMessage =>
  answer.data ?? { ...message, read_at: read ? (message.read_at ?? new Date().toISOString()) : null };

export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
    input: {} as Partial<InboxPlace>,
    tags: {} as 'loading' | 'marking',
  },
  actors: {
    loadMessages: fromPromise<InboxPage, InboxPlace>(({ input, signal }) =>
      listMessages(
        { page: input.page, pageSize: INBOX_PAGE_SIZE, status: input.filter === 'all' ? null : input.filter, channel: input.channel === 'all' ? null : input.channel },
        signal,
      ),
    ),
    markMessage: fromPromise<MarkAnswer, MarkRequest>(({ input, signal }) => markMessage(input.messageId, input.read, signal)),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    assignPlace: assign((_, place: InboxPlace) => place),
    takePage: assign((_, { page }: { page: InboxPage }) => ({
      messages: page.results,
      count: page.count,
      hasNext: page.next !== null,
      hasPrevious: page.previous !== null,
      unread: page.unread,
      error: null,
    })),
    takeMarked: assign(({ context }, { answer }: { answer: MarkAnswer }) => {
      const request = context.marking;
      const before = context.messages.find(({ id }) => id === request?.messageId);
      if (!request || !before) return { marking: null };
      return { marking: null, ...withMessage(context, markedMessage(before, request, answer)) };
    }),
    takeReplied: assign(({ context }, { message }: { message: InboxMessage }) => withMessage(context, message)),
  },
  guards: {
    isOtherPlace: ({ context }, place: InboxPlace) => place.filter !== context.filter || place.channel !== context.channel || place.page !== context.page,
    isEmptyPage: (_, { page }: { page: InboxPage }) => page.results.length === 0,
  },
}).createMachine({
  id: 'inbox',
  type: 'parallel',
  context: ({ input }) => ({
    filter: input.filter ?? 'all',
    channel: input.channel ?? 'all',
    page: input.page ?? 1,
    messages: [],
    count: 0,
    hasNext: false,
    hasPrevious: false,
    unread: 0,
    error: null,
    marking: null,
  }),
  states: {
    list: {
      initial: 'loading',
      // no reenter: the list starts loading again while a mark in flight goes on
      on: {
        'inbox.filter': {
          guard: { type: 'isOtherPlace', params: ({ context, event }) => pageOf(context, { filter: event.filter }) },
          target: '.loading',
          actions: [
            { type: 'assignPlace', params: ({ context, event }) => pageOf(context, { filter: event.filter }) },
            { type: 'navigate', params: ({ context }) => ({ to: inboxPath(context) }) },
          ],
        },
        'inbox.channel': {
          guard: { type: 'isOtherPlace', params: ({ context, event }) => pageOf(context, { channel: event.channel }) },
          target: '.loading',
          actions: [
            { type: 'assignPlace', params: ({ context, event }) => pageOf(context, { channel: event.channel }) },
            { type: 'navigate', params: ({ context }) => ({ to: inboxPath(context) }) },
          ],
        },
        'inbox.page': {
          guard: { type: 'isOtherPlace', params: ({ context, event }) => pageOf(context, { page: event.page }) },
          target: '.loading',
          actions: [
            { type: 'assignPlace', params: ({ context, event }) => pageOf(context, { page: event.page }) },
            { type: 'navigate', params: ({ context }) => ({ to: inboxPath(context) }) },
          ],
        },
        'inbox.followUrl': {
          guard: { type: 'isOtherPlace', params: ({ event }) => event },
          target: '.loading',
          actions: { type: 'assignPlace', params: ({ event }) => ({ filter: event.filter, channel: event.channel, page: event.page }) },
        },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadMessages',
            input: ({ context }) => ({ filter: context.filter, channel: context.channel, page: context.page }),
            onDone: [
              {
                guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
                target: 'empty',
                actions: { type: 'takePage', params: ({ event }) => ({ page: event.output }) },
              },
              { target: 'loaded', actions: { type: 'takePage', params: ({ event }) => ({ page: event.output }) } },
            ],
            onError: { target: 'error', actions: assign({ messages: [], error: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
          },
        },
        loaded: { on: { 'inbox.replied': { actions: { type: 'takeReplied', params: ({ event }) => ({ message: event.message }) } } } },
        empty: {},
        error: { on: { 'inbox.retry': 'loading' } },
      },
    },
    marking: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'inbox.mark': { target: 'submitting', actions: assign({ marking: ({ event }) => ({ messageId: event.messageId, read: event.read }) }) } },
        },
        submitting: {
          tags: 'marking',
          invoke: {
            src: 'markMessage',
            input: ({ context }) => context.marking ?? { messageId: '', read: true },
            onDone: {
              target: 'idle',
              actions: [
                // the sentence first: it names how the message was marked, which takeMarked then forgets
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    kind: 'success',
                    message: event.output.message || (context.marking?.read === false ? content.markedUnread : content.markedRead),
                  }),
                },
                { type: 'takeMarked', params: ({ event }) => ({ answer: event.output }) },
              ],
            },
            onError: { target: 'idle', actions: [assign({ marking: null }), notifyFailure(() => content.markFailed)] },
          },
        },
      },
    },
  },
});

export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;
