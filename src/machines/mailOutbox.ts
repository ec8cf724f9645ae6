// The mail outbox page: the list with its status and channel filters (kept in the address, ?status=, ?channel=) and
// how mail leaves this server (SMTP, or files that leave no machine), and "Send again" on a failed mail beside it: busy, then the server's sentence in a toast and the list loaded again. The page provides the toasts
// and navigation with `useFlowEffects`.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { listMail, MAIL_STATUSES, resendMail, type MailChannelFilter, type MailFilter, type MailList, type ResendAnswer } from '../api/mailOutbox';
import { NOTIFICATION_CHANNELS } from '../domain/channels';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { mailOutboxContent } from '../domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../domain/types';
import { unlessAborted } from './abortedCalls';
import { notifyFailure, type NavigateParams, type Notice } from './notice';

export type { MailChannelFilter, MailFilter };

/** The filter chips, in order: every mail, then each status. */
export const MAIL_FILTERS: readonly MailFilter[] = ['all', ...MAIL_STATUSES];
/** The channel chips: every channel, then e-mail, WhatsApp, SMS. */
export const MAIL_CHANNEL_FILTERS: readonly MailChannelFilter[] = ['all', ...NOTIFICATION_CHANNELS];

/** Which mails the list shows. */
export interface MailPlace {
  filter: MailFilter;
  channel: MailChannelFilter;
}

export interface MailOutboxContext extends MailPlace {
  mails: OpsMail[];
  /** How the last list said mail leaves; null until one has loaded. */
  delivery: MailDelivery | null;
  error: string | null;
  /** The mail being queued again. */
  resendingId: number | null;
}

export type MailOutboxEvent =
  | { type: 'mailOutbox.filter'; filter: MailFilter }
  /** The address changed (back, forward): the list follows its filter without a new history entry. */
  | { type: 'mailOutbox.followUrl'; filter: MailFilter; channel: MailChannelFilter }
  | { type: 'mailOutbox.channel'; channel: MailChannelFilter }
  | { type: 'mailOutbox.retry' }
  | { type: 'mailOutbox.reload' }
  | { type: 'mailOutbox.resend'; mailId: number };

/** The filter an address asks for; a missing or unknown `status` is all. */
export const mailFilterOfSearch = (search: string): MailFilter =>
  MAIL_STATUSES.find((status) => status === new URLSearchParams(search).get('status')) ?? 'all';

/** The channel an address asks for; a missing or unknown `channel` is all. */
export const mailChannelOfSearch = (search: string): MailChannelFilter =>
  NOTIFICATION_CHANNELS.find((channel) => channel === new URLSearchParams(search).get('channel')) ?? 'all';

/** `/staff/mail`, `/staff/mail?status=failed`, or `/staff/mail?status=read&channel=whatsapp`. */
export function mailFilterPath(filter: MailFilter, channel: MailChannelFilter = 'all'): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('status', filter);
  if (channel !== 'all') query.set('channel', channel);
  const search = query.toString();
  return search ? `${CONSOLE_PATHS.mail}?${search}` : CONSOLE_PATHS.mail;
}

export const mailListFailureText = (error: unknown) => serverMessageOf(error) ?? mailOutboxContent.loadFailed;

const filterOf = ({ context, event }: { context: MailOutboxContext; event: { filter: MailFilter } }): MailPlace => ({ filter: event.filter, channel: context.channel });
const channelOf = ({ context, event }: { context: MailOutboxContext; event: { channel: MailChannelFilter } }): MailPlace => ({ filter: context.filter, channel: event.channel });
const placeOf = ({ event }: { event: MailPlace }): MailPlace => ({ filter: event.filter, channel: event.channel });

export const mailOutboxMachine = setup({
  types: {
    context: {} as MailOutboxContext,
    events: {} as MailOutboxEvent,
    input: {} as Partial<MailPlace>,
    tags: {} as 'loading' | 'resending',
  },
  actors: {
    loadMail: fromPromise<MailList, MailPlace>(({ input, signal }) => unlessAborted(signal, listMail(input.filter, input.channel, signal))),
    resendMail: fromPromise<ResendAnswer, { mailId: number }>(({ input, signal }) => unlessAborted(signal, resendMail(input.mailId, signal))),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    assignPlace: assign((_, place: MailPlace) => place),
    requestReload: raise({ type: 'mailOutbox.reload' }),
    forgetResend: assign({ resendingId: null }),
  },
  guards: {
    isOtherPlace: ({ context }, place: MailPlace) => place.filter !== context.filter || place.channel !== context.channel,
    isEmptyList: (_, params: { list: MailList }) => params.list.mails.length === 0,
    isFailedMail: ({ context }, params: { mailId: number }) => context.mails.some((mail) => mail.id === params.mailId && mail.status === 'failed'),
  },
}).createMachine({
  id: 'mailOutbox',
  type: 'parallel',
  context: ({ input }) => ({ filter: input.filter ?? 'all', channel: input.channel ?? 'all', mails: [], delivery: null, error: null, resendingId: null }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'mailOutbox.filter': {
          guard: { type: 'isOtherPlace', params: filterOf },
          target: '.loading',
          reenter: true,
          actions: [{ type: 'assignPlace', params: filterOf }, { type: 'navigate', params: ({ context }) => ({ to: mailFilterPath(context.filter, context.channel) }) }],
        },
        'mailOutbox.channel': {
          guard: { type: 'isOtherPlace', params: channelOf },
          target: '.loading',
          reenter: true,
          actions: [{ type: 'assignPlace', params: channelOf }, { type: 'navigate', params: ({ context }) => ({ to: mailFilterPath(context.filter, context.channel) }) }],
        },
        'mailOutbox.followUrl': { guard: { type: 'isOtherPlace', params: placeOf }, target: '.loading', reenter: true, actions: { type: 'assignPlace', params: placeOf } },
        'mailOutbox.reload': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadMail',
            input: ({ context }) => ({ filter: context.filter, channel: context.channel }),
            onDone: [
              {
                guard: { type: 'isEmptyList', params: ({ event }) => ({ list: event.output }) },
                target: 'empty',
                actions: assign({ mails: [], delivery: ({ event }) => event.output.delivery, error: null }),
              },
              { target: 'loaded', actions: assign({ mails: ({ event }) => event.output.mails, delivery: ({ event }) => event.output.delivery, error: null }) },
            ],
            onError: { target: 'error', actions: assign({ mails: [], error: ({ event }) => mailListFailureText(event.error) }) },
          },
        },
        loaded: {},
        empty: {},
        error: { on: { 'mailOutbox.retry': 'loading' } },
      },
    },
    resend: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'mailOutbox.resend': {
              guard: { type: 'isFailedMail', params: ({ event }) => event },
              target: 'sending',
              actions: assign({ resendingId: ({ event }) => event.mailId }),
            },
          },
        },
        sending: {
          tags: 'resending',
          invoke: {
            src: 'resendMail',
            input: ({ context }) => ({ mailId: context.resendingId ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                'forgetResend',
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || mailOutboxContent.queuedAgain }) },
                'requestReload',
              ],
            },
            // Refused (it is no longer failed) or unreachable: the server's sentence, and the list as it is now.
            onError: { target: 'idle', actions: ['forgetResend', notifyFailure(() => mailOutboxContent.resendFailed), 'requestReload'] },
          },
        },
      },
    },
  },
});

export type MailOutboxSnapshot = SnapshotFrom<typeof mailOutboxMachine>;
