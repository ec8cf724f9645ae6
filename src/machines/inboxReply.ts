// One answer to an inbox message (issue 29): closed → editing (the text, checked with the shared schema) → sending →
// sent | error. WhatsApp's 24-hour window closed (409 with `data.template`) shows why and offers the "please reply"
// template instead; the server's 400 puts its sentence under the field. The message as the server now has it (the
// answer among its replies) goes to the inbox's list through the `replied` action the page provides.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ApiError, serverMessageOf } from '../api/client';
import { sendReply, type ReplyAnswer } from '../api/workshop';
import type { InboxChannel } from '../domain/channels';
import { replyContent as content } from '../domain/console/channelContent';
import type { InboxMessage } from '../domain/staff';
import { InboxReplySchema, type InboxReply } from '../domain/workshopSchemas';
import { unlessAborted } from './abortedCalls';
import { fieldErrorsOf, fieldErrorsOfFailure } from './formErrors';
import type { Notice } from './notice';

export interface InboxReplyInput {
  messageId: string;
  channel: InboxChannel;
}

export interface InboxReplyContext extends InboxReplyInput {
  text: string;
  /** The sentence under the field (the schema's or the server's). */
  fieldError: string | null;
  /** Why the last send failed (the window closed, the channel is off, the server unreachable). */
  error: string | null;
  /** What the last send was: the text, or the template (what "Try again" sends again). */
  last: 'text' | 'template';
  /** Refused submits (the schema's or the server's): the form moves the keyboard to the field after each. */
  rejectedSubmits: number;
}

export type InboxReplyEvent =
  | { type: 'reply.open' }
  | { type: 'reply.change'; text: string }
  | { type: 'reply.submit' }
  | { type: 'reply.cancel' }
  | { type: 'reply.sendTemplate' }
  | { type: 'reply.retry' }
  | { type: 'reply.edit' };

const TEXT_FIELD = ['text'] as const;
const textErrorOf = (text: string) => fieldErrorsOf(InboxReplySchema, { text }, TEXT_FIELD).text ?? null;
/** WhatsApp's window closed: the server offers the template in the refusal's data. */
const isWindowClosed = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && typeof error.data === 'object' && error.data !== null && 'template' in error.data;
const failureText = (error: unknown) => serverMessageOf(error) ?? content.failed;

export const inboxReplyMachine = setup({
  types: {
    context: {} as InboxReplyContext,
    events: {} as InboxReplyEvent,
    input: {} as InboxReplyInput,
    tags: {} as 'busy',
  },
  actors: {
    sendReply: fromPromise<ReplyAnswer, { messageId: string; reply: InboxReply }>(({ input, signal }) =>
      unlessAborted(signal, sendReply(input.messageId, input.reply, signal)),
    ),
  },
  actions: {
    // Side effects: no-ops here; the page provides the toast (`useFlowEffects`) and hands `replied` to the inbox.
    notify: (_, _params: Notice) => {},
    replied: (_, _params: { message: InboxMessage }) => {},
    assignText: assign((_, { text }: { text: string }) => ({ text, fieldError: null })),
    assignFieldError: assign(({ context }) => ({ fieldError: textErrorOf(context.text), rejectedSubmits: context.rejectedSubmits + 1 })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({ error: failureText(error) })),
    forget: assign({ text: '', fieldError: null, error: null }),
  },
  guards: {
    isTextInvalid: ({ context }) => textErrorOf(context.text) !== null,
    isWindowClosed: (_, { error }: { error: unknown }) => isWindowClosed(error),
    namesTheText: (_, { error }: { error: unknown }) => fieldErrorsOfFailure(error, TEXT_FIELD).text !== undefined,
    lastWasTemplate: ({ context }) => context.last === 'template',
  },
}).createMachine({
  id: 'inboxReply',
  context: ({ input }) => ({ ...input, text: '', fieldError: null, error: null, last: 'text', rejectedSubmits: 0 }),
  initial: 'closed',
  states: {
    closed: { on: { 'reply.open': 'editing' } },
    editing: {
      on: {
        'reply.change': { actions: { type: 'assignText', params: ({ event }) => event } },
        'reply.submit': [{ guard: 'isTextInvalid', actions: 'assignFieldError' }, { target: 'sending' }],
        'reply.cancel': { target: 'closed', actions: 'forget' },
      },
    },
    sending: {
      tags: 'busy',
      entry: assign({ last: 'text', error: null }),
      invoke: {
        src: 'sendReply',
        input: ({ context }) => ({ messageId: context.messageId, reply: { text: context.text.trim() } }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'notify', params: ({ context, event }) => ({ kind: 'success', message: event.output.message || content.sent(context.channel) }) },
            { type: 'replied', params: ({ event }) => ({ message: event.output.data }) },
            'forget',
          ],
        },
        onError: [
          { guard: { type: 'isWindowClosed', params: ({ event }) => event }, target: 'windowClosed', actions: { type: 'assignFailure', params: ({ event }) => event } },
          {
            guard: { type: 'namesTheText', params: ({ event }) => event },
            target: 'editing',
            actions: assign({
              fieldError: ({ event }) => fieldErrorsOfFailure(event.error, TEXT_FIELD).text ?? null,
              rejectedSubmits: ({ context }) => context.rejectedSubmits + 1,
            }),
          },
          { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => event } },
        ],
      },
    },
    // WhatsApp takes only a registered template now: the sentence says why, the template asks the customer to write.
    windowClosed: {
      on: {
        'reply.sendTemplate': 'sendingTemplate',
        'reply.cancel': { target: 'closed', actions: 'forget' },
      },
    },
    sendingTemplate: {
      tags: 'busy',
      entry: assign({ last: 'template' }),
      invoke: {
        src: 'sendReply',
        input: ({ context }) => ({ messageId: context.messageId, reply: { template: 'please_reply' } }),
        onDone: {
          target: 'sent',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || content.templateSent }) },
            { type: 'replied', params: ({ event }) => ({ message: event.output.data }) },
            'forget',
          ],
        },
        onError: { target: 'error', actions: { type: 'assignFailure', params: ({ event }) => event } },
      },
    },
    sent: { on: { 'reply.open': 'editing' } },
    error: {
      on: {
        'reply.retry': [{ guard: 'lastWasTemplate', target: 'sendingTemplate' }, { target: 'sending' }],
        'reply.edit': { target: 'editing', actions: assign({ error: null }) },
        'reply.cancel': { target: 'closed', actions: 'forget' },
      },
    },
  },
});

export type InboxReplySnapshot = SnapshotFrom<typeof inboxReplyMachine>;
