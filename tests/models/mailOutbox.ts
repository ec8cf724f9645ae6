// The mail outbox page as the staff member, the server and the address live it (no I/O), and how each of their moves
// is made on the REAL mailOutbox machine, whose two server calls are scripted. The context is what the page should show
// after each step: the filter, the mails, the error, the mail being sent again, the toast, the new address and the
// calls made.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { MailChannelFilter, MailFilter, MailList, ResendAnswer } from '../../src/api/mailOutbox';
import { mailOutboxContent } from '../../src/domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../../src/domain/types';
import { mailOutboxMachine } from '../../src/machines/mailOutbox';
import type { NavigateParams, Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

const mail = (id: number, changes: Partial<OpsMail>): OpsMail => ({
  id,
  channel: 'email',
  to: 'ayesha@example.com',
  subject: 'Your booking is confirmed',
  kind: 'booking_confirmed',
  booking_id: 'b-1',
  status: 'sent',
  attempts: 1,
  last_error: null,
  next_attempt_at: null,
  sent_at: '2026-11-20T09:31:00.000Z',
  created_at: '2026-11-20T09:30:00.000Z',
  message_id: `<m-${id}@shineworks.pk>`,
  ...changes,
});

export const FAILED_MAIL = mail(7, { status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED 127.0.0.1:2525', sent_at: null, subject: 'Payment received' });
export const SENT_MAIL = mail(8, {});
export const MAILS: OpsMail[] = [FAILED_MAIL, SENT_MAIL];
export const QUEUED_AGAIN = 'queued again';
export const NOT_FAILED = 'Only a failed mail can be sent again.';
export const SERVER_FAILURE = 'The database is not reachable.';

type CallName = 'loadMail' | 'resendMail';

/** What the page should show after each step. */
interface Expected {
  filter: MailFilter;
  channel: MailChannelFilter;
  mails: OpsMail[];
  delivery: MailDelivery | null;
  error: string | null;
  resendingId: number | null;
  toast: Notice | null;
  navigation: string | null;
  calls: Array<{ name: CallName; input: unknown }>;
}

type MailModelEvent = {
  type:
    | 'server.listsMails'
    | 'server.listsNothing'
    | 'server.failsWithMessage'
    | 'server.queuesAgain'
    | 'server.refusesResend'
    | 'network.fails'
    | 'user.showsFailed'
    | 'user.showsWhatsApp'
    | 'user.showsSameFilter'
    | 'user.retries'
    | 'user.resendsFailedMail'
    | 'user.resendsSentMail'
    | 'url.showsSent';
};

const start: Expected = {
  filter: 'all',
  channel: 'all',
  mails: [],
  delivery: null,
  error: null,
  resendingId: null,
  toast: null,
  navigation: null,
  calls: [{ name: 'loadMail', input: { filter: 'all', channel: 'all' } }],
};
type Changes = Partial<Expected> | ((context: Expected) => Partial<Expected>);
const step = (changes: Changes) =>
  assign<Expected, MailModelEvent, undefined, MailModelEvent, never>(({ context }) => ({
    ...context,
    toast: null,
    navigation: null,
    calls: [],
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));
const loadOf = (filter: MailFilter, channel: MailChannelFilter) => ({ name: 'loadMail' as const, input: { filter, channel } });
const filtered = (filter: MailFilter, navigation: string | null) => step((context) => ({ filter, navigation, calls: [loadOf(filter, context.channel)] }));
/** WhatsApp's messages only, with the status chosen kept in the address. */
const onWhatsApp = step((context) => ({
  channel: 'whatsapp',
  navigation: context.filter === 'all' ? '/staff/mail?channel=whatsapp' : `/staff/mail?status=${context.filter}&channel=whatsapp`,
  calls: [loadOf(context.filter, 'whatsapp')],
}));
/** The resend is over: its toast, and the list loaded again as it is now. */
const resent = (toast: Notice) => step((context) => ({ resendingId: null, toast, calls: [loadOf(context.filter, context.channel)] }));

const mailFlow = setup({ types: { context: {} as Expected, events: {} as MailModelEvent } }).createMachine({
  id: 'mailOutboxFlow',
  context: start,
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.listsMails': { target: 'listed', actions: step({ mails: MAILS, delivery: 'file', error: null }) },
        'server.listsNothing': { target: 'empty', actions: step({ mails: [], delivery: 'smtp', error: null }) },
        'server.failsWithMessage': { target: 'failed', actions: step({ mails: [], error: SERVER_FAILURE }) },
        'network.fails': { target: 'failed', actions: step({ mails: [], error: mailOutboxContent.loadFailed }) },
      },
    },
    listed: {
      on: {
        'user.showsFailed': { target: 'loading', actions: filtered('failed', '/staff/mail?status=failed') },
        'user.showsWhatsApp': { target: 'loading', actions: onWhatsApp },
        // The chip of the list shown: nothing to load.
        'user.showsSameFilter': { actions: step({}) },
        // Back or forward to another filter's address.
        'url.showsSent': { target: 'loading', actions: filtered('sent', null) },
        'user.resendsFailedMail': { target: 'resending', actions: step({ resendingId: FAILED_MAIL.id, calls: [{ name: 'resendMail', input: { mailId: FAILED_MAIL.id } }] }) },
        // Only a failed mail is sent again.
        'user.resendsSentMail': { actions: step({}) },
      },
    },
    resending: {
      on: {
        'server.queuesAgain': { target: 'loading', actions: resent({ kind: 'success', message: QUEUED_AGAIN }) },
        'server.refusesResend': { target: 'loading', actions: resent({ kind: 'error', message: NOT_FAILED }) },
        'network.fails': { target: 'loading', actions: resent({ kind: 'error', message: mailOutboxContent.resendFailed }) },
        // One at a time.
        'user.resendsFailedMail': { actions: step({}) },
      },
    },
    empty: {
      on: { 'user.showsFailed': { target: 'loading', actions: filtered('failed', '/staff/mail?status=failed') }, 'user.showsWhatsApp': { target: 'loading', actions: onWhatsApp } },
    },
    failed: {
      on: { 'user.retries': { target: 'loading', actions: step((context) => ({ calls: [loadOf(context.filter, context.channel)] })) } },
    },
  },
});

/** The real machine with a scripted server; toasts and addresses recorded. */
export class MailOutboxRun extends ScriptedRun<CallName> {
  navigations: NavigateParams[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = mailOutboxMachine.provide({
      actors: {
        loadMail: this.server.actor<MailList, { filter: MailFilter; channel: MailChannelFilter }>('loadMail'),
        resendMail: this.server.actor<ResendAnswer, { mailId: number }>('resendMail'),
      },
      actions: {
        notify: (_, notice) => void this.toasts.push(notice),
        navigate: (_, navigation) => void this.navigations.push(navigation),
      },
    });
    this.actor = createActor(logic, { ...options, input: { filter: 'all' } }).start();
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
  }
}

function perform(run: MailOutboxRun, event: ModelEvent<typeof mailFlow>) {
  const { server, actor } = run;
  switch (event.type) {
    case 'server.listsMails':
      return server.answer('loadMail', { mails: MAILS, delivery: 'file' });
    case 'server.listsNothing':
      return server.answer('loadMail', { mails: [], delivery: 'smtp' });
    case 'server.failsWithMessage':
      return server.fail('loadMail', new ApiError(SERVER_FAILURE, 503));
    case 'server.queuesAgain':
      return server.answer('resendMail', { success: true, message: QUEUED_AGAIN });
    case 'server.refusesResend':
      return server.fail('resendMail', new ApiError(NOT_FAILED, 409));
    case 'network.fails':
      return server.fail(server.inFlight(['loadMail', 'resendMail']), new TypeError('Failed to fetch'));
    case 'user.showsFailed':
      return actor.send({ type: 'mailOutbox.filter', filter: 'failed' });
    case 'user.showsWhatsApp':
      return actor.send({ type: 'mailOutbox.channel', channel: 'whatsapp' });
    case 'user.showsSameFilter':
      return actor.send({ type: 'mailOutbox.filter', filter: actor.getSnapshot().context.filter });
    case 'user.retries':
      return actor.send({ type: 'mailOutbox.retry' });
    case 'user.resendsFailedMail':
      return actor.send({ type: 'mailOutbox.resend', mailId: FAILED_MAIL.id });
    case 'user.resendsSentMail':
      return actor.send({ type: 'mailOutbox.resend', mailId: SENT_MAIL.id });
    case 'url.showsSent':
      return actor.send({ type: 'mailOutbox.followUrl', filter: 'sent', channel: actor.getSnapshot().context.channel });
  }
}

export const mailOutboxFlow = defineFlowModel({
  name: 'mail outbox',
  model: mailFlow,
  covers: [mailOutboxMachine],
  start: (options) => new MailOutboxRun(options),
  perform,
});
