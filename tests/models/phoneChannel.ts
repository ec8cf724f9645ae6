// Booking messages on WhatsApp or by SMS as the customer, the server and the clock live them (no I/O), and how each
// of their moves is made on the REAL phoneChannel machine, whose calls are scripted and whose clock is simulated. The
// context is what the customer should notice after each step: the chosen and offered channels, the code as typed, its
// error, the resend countdown, the sentence shown in place, the toasts and the calls the step made.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import { CodeWait } from '../../src/api/phoneChannel';
import { VERIFY_RESEND_SECONDS, type PhoneChannel, type PhoneChannelChoice } from '../../src/domain/channels';
import { channelMessages } from '../../src/domain/messageAreas/channels';
import { messages } from '../../src/domain/messages';
import type { Notice } from '../../src/machines/notice';
import { phoneChannelMachine, type PhoneChannelProfile } from '../../src/machines/phoneChannel';
import { defineFlowModel, pathPerTransitionKeyedBy, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const PHONE = '03001234567';
const NEW_PHONE = '03211234567';
const BOTH: PhoneChannel[] = ['whatsapp', 'sms'];
const CODE = '482913';
/** What a second 429 asks: the rest of the minute. */
const WAIT_SECONDS = 30;

export const profileWith = (phone_channel: PhoneChannelChoice, phone_channels: PhoneChannel[] = BOTH): PhoneChannelProfile => ({ phone: PHONE, phone_channel, phone_channels });

type CallName = 'load' | 'send' | 'verify' | 'switchOff';
interface Call {
  name: CallName;
  input: unknown;
}

/** What the customer should see after each step. */
export interface Expected {
  chosen: PhoneChannelChoice;
  offered: PhoneChannel[];
  channel: PhoneChannel | null;
  code: string;
  codeError: string | null;
  resendIn: number;
  codesSent: number;
  error: string | null;
  toasts: Notice[];
  /** The calls this step made. */
  calls: Call[];
}

type PhoneChannelModelEvent = {
  type:
    | 'server.loadsOff'
    | 'server.loadsOn'
    | 'server.loadsEmailOnly'
    | 'server.failsToLoad'
    | 'user.retries'
    | 'user.choosesWhatsApp'
    | 'user.choosesSms'
    | 'user.savesNewPhone'
    | 'user.savesSamePhone'
    | 'user.cancels'
    | 'server.sendsCode'
    | 'server.refusesPhone'
    | 'server.refusesNotOffered'
    | 'server.asksToWait'
    | 'server.refusesSendLimit'
    | 'network.failsSend'
    | 'user.typesCode'
    | 'user.submitsShortCode'
    | 'user.submitsCode'
    | 'server.verifies'
    | 'server.refusesWrongCode'
    | 'server.refusesExpiredCode'
    | 'server.refusesTriesUsed'
    | 'server.refusesNoCodeSent'
    | 'network.failsVerify'
    | 'clock.ticks'
    | 'clock.waitsOut'
    | 'user.resends'
    | 'user.switchesOff'
    | 'server.switchesOff'
    | 'network.failsSwitchOff';
};

const idle = { channel: null, code: '', codeError: null, resendIn: 0, codesSent: 0, error: null } as const;
const loadCall: Call = { name: 'load', input: undefined };
const start: Expected = { chosen: 'none', offered: [], ...idle, toasts: [], calls: [loadCall] };
const sendCall = (channel: PhoneChannel | null): Call => ({ name: 'send', input: { channel } });

const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, PhoneChannelModelEvent, undefined, PhoneChannelModelEvent, never>(({ context }) => ({ ...context, toasts: [], calls: [], ...changes(context) }));
const loads = (chosen: PhoneChannelChoice, offered: PhoneChannel[]) => step(() => ({ chosen, offered, ...idle }));
const reload = step(() => ({ calls: [loadCall] }));
const choose = (channel: PhoneChannel) => step(() => ({ channel, error: null, calls: [sendCall(channel)] }));
const sent = step((context) => ({ code: '', codeError: null, resendIn: VERIFY_RESEND_SECONDS, codesSent: context.codesSent + 1, error: null }));
const refusedSend = (error: (context: Expected) => string) => step((context) => ({ error: error(context) }));
const refusedCode = (codeError: string) => step(() => ({ codeError }));
const cancel = step(() => ({ ...idle }));
const channelOf = (context: Expected): PhoneChannel => context.channel ?? 'whatsapp';

const codeSentStates = {
  code: {
    initial: 'editing',
    states: {
      editing: {
        on: {
          // Typed with a space and a dash, as copied from the message: the digits are kept.
          'user.typesCode': { actions: step(() => ({ code: CODE, codeError: null })) },
          'user.submitsShortCode': { actions: step(() => ({ code: '4829', codeError: channelMessages.channels.codeFormat })) },
          'user.submitsCode': { target: 'verifying', actions: step((context) => ({ code: CODE, codeError: null, calls: [{ name: 'verify', input: { channel: channelOf(context), code: CODE } }] })) },
        },
      },
      verifying: {
        on: {
          'server.verifies': {
            target: '#phoneChannelFlow.on',
            actions: step((context) => ({ chosen: channelOf(context), ...idle, toasts: [{ kind: 'success', message: channelMessages.channels.switchedOn(channelOf(context)) }] })),
          },
          'server.refusesWrongCode': { target: 'editing', actions: refusedCode(channelMessages.channels.codeWrong) },
          'server.refusesExpiredCode': { target: 'editing', actions: refusedCode(channelMessages.channels.codeExpired) },
          'server.refusesTriesUsed': { target: 'editing', actions: refusedCode(channelMessages.channels.codeTriesUsed) },
          'server.refusesNoCodeSent': { target: 'editing', actions: refusedCode(channelMessages.channels.noCodeSent) },
          'network.failsVerify': { target: 'editing', actions: refusedCode(channelMessages.channels.verifyFailed) },
        },
      },
    },
  },
  resend: {
    initial: 'waiting',
    states: {
      waiting: {
        on: {
          // One second is enough to see the countdown move (and keeps the model's states few).
          'clock.ticks': { guard: ({ context }: { context: Expected }) => context.resendIn === VERIFY_RESEND_SECONDS || context.resendIn === WAIT_SECONDS, actions: step((context) => ({ resendIn: context.resendIn - 1 })) },
          'clock.waitsOut': { target: 'ready', actions: step(() => ({ resendIn: 0 })) },
        },
      },
      // A second code at most: the model's states stay few (the server allows 3 an hour).
      ready: { on: { 'user.resends': { guard: ({ context }: { context: Expected }) => context.codesSent < 2, target: 'resending', actions: step((context) => ({ calls: [sendCall(context.channel)] })) } } },
      resending: {
        on: {
          'server.sendsCode': { target: 'waiting', actions: sent },
          'server.asksToWait': { target: 'waiting', actions: step(() => ({ resendIn: WAIT_SECONDS, error: channelMessages.channels.resendWait(WAIT_SECONDS) })) },
          'network.failsSend': { target: 'ready', actions: refusedSend(() => channelMessages.channels.sendFailed) },
        },
      },
    },
  },
} as const;

const userFlow = setup({ types: { context: {} as Expected, events: {} as PhoneChannelModelEvent } }).createMachine({
  id: 'phoneChannelFlow',
  context: start,
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.loadsOff': { target: 'off', actions: loads('none', BOTH) },
        'server.loadsOn': { target: 'on', actions: loads('whatsapp', BOTH) },
        'server.loadsEmailOnly': { target: 'emailOnly', actions: loads('none', []) },
        'server.failsToLoad': { target: 'failed', actions: step(() => ({ error: messages.profile.loadFailed })) },
      },
    },
    failed: { on: { 'user.retries': { target: 'loading', actions: reload } } },
    // Nothing offered: the section says booking messages come by e-mail and offers nothing.
    emailOnly: { on: { 'user.savesNewPhone': { target: 'loading', actions: reload } } },
    off: {
      on: {
        'user.choosesWhatsApp': { target: 'sending', actions: choose('whatsapp') },
        'user.choosesSms': { target: 'sending', actions: choose('sms') },
        'user.savesNewPhone': { target: 'loading', actions: reload },
        // Only the name changed: nothing to re-read.
        'user.savesSamePhone': { actions: step(() => ({})) },
      },
    },
    sending: {
      on: {
        'server.sendsCode': { target: 'codeSent', actions: sent },
        'server.refusesPhone': { target: 'off', actions: refusedSend(() => channelMessages.channels.phoneNeeded) },
        'server.refusesNotOffered': { target: 'off', actions: refusedSend((context) => channelMessages.channels.notOffered(channelOf(context))) },
        'server.asksToWait': { target: 'off', actions: refusedSend(() => channelMessages.channels.resendWait(WAIT_SECONDS)) },
        'server.refusesSendLimit': { target: 'off', actions: refusedSend(() => channelMessages.channels.sendLimit) },
        'network.failsSend': { target: 'off', actions: refusedSend(() => channelMessages.channels.sendFailed) },
        'user.cancels': { target: 'off', actions: cancel },
      },
    },
    codeSent: {
      type: 'parallel',
      on: {
        'user.cancels': { target: 'off', actions: cancel },
        'user.savesNewPhone': { target: 'loading', actions: reload },
      },
      states: codeSentStates,
    },
    on: {
      on: {
        'user.switchesOff': { target: 'switchingOff', actions: step(() => ({ error: null, calls: [{ name: 'switchOff', input: undefined }] })) },
        'user.savesNewPhone': { target: 'loading', actions: reload },
      },
    },
    switchingOff: {
      on: {
        'server.switchesOff': { target: 'off', actions: step(() => ({ chosen: 'none', ...idle, toasts: [{ kind: 'success', message: channelMessages.channels.switchedOff }] })) },
        'network.failsSwitchOff': { target: 'on', actions: refusedSend(() => channelMessages.channels.switchOffFailed) },
      },
    },
  },
});

/** The real machine with a scripted server, a simulated clock and recorded toasts. */
export class PhoneChannelRun extends ScriptedRun<CallName> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = phoneChannelMachine.provide({
      actors: {
        loadPhoneChannel: this.server.actor<PhoneChannelProfile>('load'),
        sendCode: this.server.actor<unknown, { channel: PhoneChannel }>('send'),
        verifyCode: this.server.actor<PhoneChannelProfile, { channel: PhoneChannel; code: string }>('verify'),
        switchOff: this.server.actor<PhoneChannelProfile>('switchOff'),
      },
      actions: { notify: (_, toast) => void this.toasts.push(toast) },
    });
    this.actor = createActor(logic, options).start();
  }

  get clock() {
    if (!this.options.clock) throw new Error('a run without a simulated clock');
    return this.options.clock;
  }

  send(event: Parameters<typeof this.actor.send>[0]) {
    this.actor.send(event);
  }

  /** A second passes, `times` times: the countdown moves one second each. */
  tick(times = 1) {
    for (let second = 0; second < times; second += 1) this.clock.increment(1000);
  }
}

const fieldRefusal = (field: 'channel' | 'code', sentence: string) => new ApiError(sentence, 400, { [field]: [sentence] });

function perform(run: PhoneChannelRun, event: ModelEvent<typeof userFlow>, from: { context: Expected }) {
  const { server } = run;
  const channel = from.context.channel ?? 'whatsapp';
  switch (event.type) {
    case 'server.loadsOff':
      return server.answer('load', profileWith('none'));
    case 'server.loadsOn':
      return server.answer('load', profileWith('whatsapp'));
    case 'server.loadsEmailOnly':
      return server.answer('load', profileWith('none', []));
    case 'server.failsToLoad':
      return server.fail('load', new TypeError('Failed to fetch'));
    case 'user.retries':
      return run.send({ type: 'phoneChannel.retry' });
    case 'user.choosesWhatsApp':
      return run.send({ type: 'phoneChannel.choose', channel: 'whatsapp' });
    case 'user.choosesSms':
      return run.send({ type: 'phoneChannel.choose', channel: 'sms' });
    case 'user.savesNewPhone':
      return run.send({ type: 'phoneChannel.profileSaved', phone: NEW_PHONE });
    case 'user.savesSamePhone':
      return run.send({ type: 'phoneChannel.profileSaved', phone: PHONE });
    case 'user.cancels':
      return run.send({ type: 'phoneChannel.cancel' });
    case 'server.sendsCode':
      return server.answer('send', { success: true, message: channelMessages.channels.codeSent(channel) });
    case 'server.refusesPhone':
      return server.fail('send', fieldRefusal('channel', channelMessages.channels.phoneNeeded));
    case 'server.refusesNotOffered':
      return server.fail('send', fieldRefusal('channel', channelMessages.channels.notOffered(channel)));
    case 'server.asksToWait':
      return server.fail('send', new CodeWait(channelMessages.channels.resendWait(WAIT_SECONDS), WAIT_SECONDS));
    case 'server.refusesSendLimit':
      return server.fail('send', new CodeWait(channelMessages.channels.sendLimit, 3600));
    case 'network.failsSend':
      return server.fail('send', new ApiError('HTTP 502: Bad Gateway', 502));
    case 'user.typesCode':
      return run.send({ type: 'phoneChannel.changeCode', code: '482 91-3' });
    case 'user.submitsShortCode':
      run.send({ type: 'phoneChannel.changeCode', code: '4829' });
      return run.send({ type: 'phoneChannel.submitCode' });
    case 'user.submitsCode':
      run.send({ type: 'phoneChannel.changeCode', code: CODE });
      return run.send({ type: 'phoneChannel.submitCode' });
    case 'server.verifies':
      return server.answer('verify', profileWith(channel));
    case 'server.refusesWrongCode':
      return server.fail('verify', fieldRefusal('code', channelMessages.channels.codeWrong));
    case 'server.refusesExpiredCode':
      return server.fail('verify', fieldRefusal('code', channelMessages.channels.codeExpired));
    case 'server.refusesTriesUsed':
      return server.fail('verify', fieldRefusal('code', channelMessages.channels.codeTriesUsed));
    case 'server.refusesNoCodeSent':
      return server.fail('verify', fieldRefusal('code', channelMessages.channels.noCodeSent));
    case 'network.failsVerify':
      return server.fail('verify', new TypeError('Failed to fetch'));
    case 'clock.ticks':
      return run.tick();
    case 'clock.waitsOut':
      return run.tick(from.context.resendIn);
    case 'user.resends':
      return run.send({ type: 'phoneChannel.resend' });
    case 'user.switchesOff':
      return run.send({ type: 'phoneChannel.switchOff' });
    case 'server.switchesOff':
      return server.answer('switchOff', profileWith('none'));
    case 'network.failsSwitchOff':
      return server.fail('switchOff', new ApiError('HTTP 503: Service Unavailable', 503));
  }
}

export const phoneChannelFlow = defineFlowModel({
  name: 'phoneChannel',
  model: userFlow,
  covers: [phoneChannelMachine],
  // States told apart by the channel too, so every sentence is seen for WhatsApp and for SMS.
  paths: pathPerTransitionKeyedBy<typeof userFlow>((state) => state.context.channel),
  start: (options) => new PhoneChannelRun(options),
  perform,
});
