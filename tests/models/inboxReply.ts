// An answer to a WhatsApp message as the front desk and the server live it (no I/O), and how each move is made on the
// REAL answer machine, whose one call is scripted. The context is what the desk should notice: the toast of the last
// step, the sentence under the field, the sentence of a failed send, and whether the inbox was handed the answer.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ReplyAnswer } from '../../src/api/workshop';
import { REPLY_TEXT_MAX } from '../../src/domain/channels';
import { replyContent } from '../../src/domain/console/channelContent';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import type { InboxMessage } from '../../src/domain/staff';
import type { InboxReply } from '../../src/domain/workshopSchemas';
import { inboxReplyMachine } from '../../src/machines/inboxReply';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const WHATSAPP_MESSAGE: InboxMessage = {
  id: 'wa-1',
  channel: 'whatsapp',
  name: 'Ayesha Malik',
  email: null,
  phone: '+923001234567',
  customer_id: 'c-1',
  customer_unverified: false,
  service: '',
  message: 'Can I come at 11 instead?',
  created_at: '2026-12-01T05:00:00.000Z',
  read_at: null,
  replies: [],
};
export const ANSWER = 'Yes, 11:00 is free. See you then.';
const ANSWERED: InboxMessage = {
  ...WHATSAPP_MESSAGE,
  read_at: '2026-12-01T05:10:00.000Z',
  replies: [{ id: 9, channel: 'whatsapp', text: ANSWER, status: 'queued', created_at: '2026-12-01T05:10:00.000Z' }],
};
const TEMPLATED: InboxMessage = {
  ...ANSWERED,
  replies: [{ id: 10, channel: 'whatsapp', text: 'please_reply', status: 'queued', created_at: '2026-12-02T08:00:00.000Z' }],
};
const SENT_SENTENCE = 'Answer sent on WhatsApp.';
const SERVER_DOWN = 'The database is not reachable.';
const SERVER_FIELD_SENTENCE = 'The answer has a character WhatsApp refuses.';

export type ReplyCall = 'sendReply';

interface Expected {
  toast: Notice | null;
  /** The message the inbox was handed in the last step, if any. */
  replied: InboxMessage | null;
  fieldError: string | null;
  error: string | null;
  /** What the send in flight (or the last one) asks: the text, or the template. */
  asked: InboxReply | null;
}

type FlowEvent = {
  type:
    | 'user.opens'
    | 'user.sendsEmpty'
    | 'user.sendsTooLong'
    | 'user.sends'
    | 'user.cancels'
    | 'user.sendsTemplate'
    | 'user.retries'
    | 'user.edits'
    | 'server.accepts'
    | 'server.acceptsQuietly'
    | 'server.windowClosed'
    | 'server.refusesText'
    | 'server.channelOff'
    | 'server.refuses'
    | 'network.fails';
};

const quiet = { toast: null, replied: null };
const go = (target: string, changes: (context: Expected) => Partial<Expected> = () => ({})) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, ...quiet, ...changes(context) })),
});
const success = (message: string, replied: InboxMessage) => () => ({ toast: { kind: 'success' as const, message }, replied, fieldError: null, error: null });
const closedForm = () => ({ fieldError: null, error: null, asked: null });
const askText = () => ({ asked: { text: ANSWER }, error: null, fieldError: null });
const askTemplate = () => ({ asked: { template: 'please_reply' as const } });

const userFlow = setup({ types: { context: {} as Expected, events: {} as FlowEvent } }).createMachine({
  id: 'inboxReplyFlow',
  context: { ...quiet, fieldError: null, error: null, asked: null },
  initial: 'closed',
  states: {
    closed: { on: { 'user.opens': go('editing') } },
    editing: {
      on: {
        'user.sendsEmpty': go('editing', () => ({ fieldError: workshopMessages.workshop.replyText })),
        'user.sendsTooLong': go('editing', () => ({ fieldError: workshopMessages.workshop.replyTooLong(REPLY_TEXT_MAX) })),
        'user.sends': go('sending', askText),
        'user.cancels': go('closed', closedForm),
      },
    },
    sending: {
      on: {
        'server.accepts': go('sent', success(SENT_SENTENCE, ANSWERED)),
        'server.acceptsQuietly': go('sent', success(replyContent.sent('whatsapp'), ANSWERED)),
        'server.windowClosed': go('windowClosed', () => ({ error: workshopMessages.workshop.replyWindowClosed })),
        'server.refusesText': go('editing', () => ({ fieldError: SERVER_FIELD_SENTENCE })),
        'server.channelOff': go('error', () => ({ error: workshopMessages.workshop.replyChannelOff('whatsapp') })),
        'network.fails': go('error', () => ({ error: replyContent.failed })),
      },
    },
    windowClosed: {
      on: {
        'user.sendsTemplate': go('sendingTemplate', askTemplate),
        'user.cancels': go('closed', closedForm),
      },
    },
    sendingTemplate: {
      on: {
        'server.accepts': go('sent', success(workshopMessages.workshop.templateSent, TEMPLATED)),
        'server.acceptsQuietly': go('sent', success(replyContent.templateSent, TEMPLATED)),
        'server.refuses': go('templateError', () => ({ error: SERVER_DOWN })),
      },
    },
    sent: { on: { 'user.opens': go('editing', closedForm) } },
    error: {
      on: {
        'user.retries': go('sending', askText),
        'user.edits': go('editing', () => ({ error: null })),
        'user.cancels': go('closed', closedForm),
      },
    },
    templateError: {
      on: {
        'user.retries': go('sendingTemplate', askTemplate),
        'user.cancels': go('closed', closedForm),
      },
    },
  },
});

/** The real machine with a scripted server, recorded toasts and what the inbox was handed. */
export class InboxReplyRun extends ScriptedRun<ReplyCall> {
  replied: InboxMessage[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = inboxReplyMachine.provide({
      actors: { sendReply: this.server.actor<ReplyAnswer, { messageId: string; reply: InboxReply }>('sendReply') },
      actions: {
        notify: (_, notice: Notice) => void this.toasts.push(notice),
        replied: (_, { message }: { message: InboxMessage }) => void this.replied.push(message),
      },
    });
    this.actor = createActor(logic, { input: { messageId: WHATSAPP_MESSAGE.id, channel: WHATSAPP_MESSAGE.channel }, ...options }).start();
  }

  override beginStep() {
    super.beginStep();
    this.replied = [];
  }
}

/** What the step's send asked of the server (the text or the template), or null when it sent nothing. */
export const askedOf = (run: InboxReplyRun): { messageId: string; reply: InboxReply } | null => {
  const call = run.server.calls.find(({ name }) => name === 'sendReply');
  return call ? (call.input as { messageId: string; reply: InboxReply }) : null;
};

function perform(run: InboxReplyRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  const template = run.actor.getSnapshot().matches('sendingTemplate');
  switch (event.type) {
    case 'user.opens':
      return send({ type: 'reply.open' });
    case 'user.sendsEmpty':
      send({ type: 'reply.change', text: '   ' });
      return send({ type: 'reply.submit' });
    case 'user.sendsTooLong':
      send({ type: 'reply.change', text: 'x'.repeat(REPLY_TEXT_MAX + 1) });
      return send({ type: 'reply.submit' });
    case 'user.sends':
      send({ type: 'reply.change', text: `  ${ANSWER} ` });
      return send({ type: 'reply.submit' });
    case 'user.cancels':
      return send({ type: 'reply.cancel' });
    case 'user.sendsTemplate':
      return send({ type: 'reply.sendTemplate' });
    case 'user.retries':
      return send({ type: 'reply.retry' });
    case 'user.edits':
      return send({ type: 'reply.edit' });
    case 'server.accepts':
      return server.answer('sendReply', { message: template ? workshopMessages.workshop.templateSent : SENT_SENTENCE, data: template ? TEMPLATED : ANSWERED });
    case 'server.acceptsQuietly':
      return server.answer('sendReply', { message: '', data: template ? TEMPLATED : ANSWERED });
    case 'server.windowClosed':
      return server.fail('sendReply', new ApiError(workshopMessages.workshop.replyWindowClosed, 409, {}, null, { template: 'please_reply' }));
    case 'server.refusesText':
      return server.fail('sendReply', new ApiError(SERVER_FIELD_SENTENCE, 400, { text: [SERVER_FIELD_SENTENCE] }));
    case 'server.channelOff':
      return server.fail('sendReply', new ApiError(workshopMessages.workshop.replyChannelOff('whatsapp'), 409));
    case 'server.refuses':
      return server.fail('sendReply', new ApiError(SERVER_DOWN, 503));
    case 'network.fails':
      return server.fail('sendReply', new TypeError('Failed to fetch'));
  }
}

export const inboxReplyFlow = defineFlowModel({
  name: 'inbox answer',
  model: userFlow,
  covers: [inboxReplyMachine],
  start: (options) => new InboxReplyRun(options),
  perform,
});
