// The mail outbox page: the list with its status filter (kept in the address, ?status=) and how mail leaves this
// server (SMTP, or files that leave no machine), and "Send again" on a failed mail beside it: busy, then the server's sentence in a toast and the list loaded again. The page provides the toasts
// and navigation with `useFlowEffects`.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { listMail, MAIL_STATUSES, resendMail, type MailFilter, type MailList, type ResendAnswer } from '../api/mailOutbox';
import { CONSOLE_PATHS } from '../domain/console/consolePaths';
import { mailOutboxContent } from '../domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../domain/types';
import { unlessAborted } from './abortedCalls';
import { notifyFailure, type NavigateParams, type Notice } from './notice';

export type { MailFilter };

/** The filter chips, in order: every mail, then each status. */
export const MAIL_FILTERS: readonly MailFilter[] = ['all', ...MAIL_STATUSES];

export interface MailOutboxContext {
  filter: MailFilter;
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
  | { type: 'mailOutbox.followUrl'; filter: MailFilter }
  | { type: 'mailOutbox.retry' }
  | { type: 'mailOutbox.reload' }
  | { type: 'mailOutbox.resend'; mailId: number };

/** The filter an address asks for; a missing or unknown `status` is all. */
export const mailFilterOfSearch = (search: string): MailFilter =>
  MAIL_STATUSES.find((status) => status === new URLSearchParams(search).get('status')) ?? 'all';

/** `/staff/mail`, or `/staff/mail?status=failed`. */
export const mailFilterPath = (filter: MailFilter) => (filter === 'all' ? CONSOLE_PATHS.mail : `${CONSOLE_PATHS.mail}?status=${filter}`);

export const mailListFailureText = (error: unknown) => serverMessageOf(error) ?? mailOutboxContent.loadFailed;

const filterOf = ({ event }: { event: { filter: MailFilter } }) => event;

export const mailOutboxMachine = setup({
  types: {
    context: {} as MailOutboxContext,
    events: {} as MailOutboxEvent,
    input: {} as { filter?: MailFilter },
    tags: {} as 'loading' | 'resending',
  },
  actors: {
    loadMail: fromPromise<MailList, { filter: MailFilter }>(({ input, signal }) => unlessAborted(signal, listMail(input.filter, signal))),
    resendMail: fromPromise<ResendAnswer, { mailId: number }>(({ input, signal }) => unlessAborted(signal, resendMail(input.mailId, signal))),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    assignFilter: assign({ filter: (_, params: { filter: MailFilter }) => params.filter }),
    requestReload: raise({ type: 'mailOutbox.reload' }),
    forgetResend: assign({ resendingId: null }),
  },
  guards: {
    isOtherFilter: ({ context }, params: { filter: MailFilter }) => params.filter !== context.filter,
    isEmptyList: (_, params: { list: MailList }) => params.list.mails.length === 0,
    isFailedMail: ({ context }, params: { mailId: number }) => context.mails.some((mail) => mail.id === params.mailId && mail.status === 'failed'),
  },
}).createMachine({
  id: 'mailOutbox',
  type: 'parallel',
  context: ({ input }) => ({ filter: input.filter ?? 'all', mails: [], delivery: null, error: null, resendingId: null }),
  states: {
    list: {
      initial: 'loading',
      on: {
        'mailOutbox.filter': {
          guard: { type: 'isOtherFilter', params: filterOf },
          target: '.loading',
          reenter: true,
          actions: [{ type: 'assignFilter', params: filterOf }, { type: 'navigate', params: ({ event }) => ({ to: mailFilterPath(event.filter) }) }],
        },
        'mailOutbox.followUrl': { guard: { type: 'isOtherFilter', params: filterOf }, target: '.loading', reenter: true, actions: { type: 'assignFilter', params: filterOf } },
        'mailOutbox.reload': { target: '.loading', reenter: true },
      },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadMail',
            input: ({ context }) => ({ filter: context.filter }),
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
