// Booking messages on WhatsApp or by SMS (issue 29; DESIGN.md "Third round"): load what the profile has chosen and
// what the workshop offers; off → choose a channel → sending the code → code sent (type the 6 digits and verify,
// while "Send the code again" counts down) → on → switching off → off. Refusals stay in place with the server's
// sentence. A new phone saved on the profile re-reads it: the server has switched the channel off.
import { assign, fromPromise, setup, type ActorRef, type Snapshot, type SnapshotFrom } from 'xstate';
import { unlessAborted } from './abortedCalls';
import { serverMessageOf } from '../api/client';
import { getProfile } from '../api/profile';
import { CodeWait, startPhoneVerification, switchPhoneChannelOff, verifyPhone } from '../api/phoneChannel';
import { VERIFY_CODE_LENGTH, VERIFY_RESEND_SECONDS, type PhoneChannel, type PhoneChannelChoice } from '../domain/channels';
import { PhoneVerifySchema } from '../domain/channelSchemas';
import { channelMessages } from '../domain/messageAreas/channels';
import { messages } from '../domain/messages';
import type { PhoneChannelState } from '../domain/types';
import { fieldErrorsOf, fieldErrorsOfFailure } from './formErrors';
import { notify, type Notice } from './notice';

/** What the section needs of the profile: the phone the code goes to, the chosen channel, the offered ones. */
export interface PhoneChannelProfile extends PhoneChannelState {
  phone: string;
}

export type PhoneChannelEvent =
  | { type: 'phoneChannel.retry' }
  | { type: 'phoneChannel.choose'; channel: PhoneChannel }
  | { type: 'phoneChannel.changeCode'; code: string }
  | { type: 'phoneChannel.submitCode' }
  | { type: 'phoneChannel.resend' }
  | { type: 'phoneChannel.cancel' }
  | { type: 'phoneChannel.switchOff' }
  /** The personal details were saved: a new phone number has switched the channel off on the server. */
  | { type: 'phoneChannel.profileSaved'; phone: string };

/** What the profile machine tells the section after a save. */
export type PhoneChannelEventTarget = ActorRef<Snapshot<unknown>, PhoneChannelEvent>;

export interface PhoneChannelContext {
  phone: string;
  /** What the server has stored. */
  chosen: PhoneChannelChoice;
  /** The channels the workshop offers; none: booking messages come by e-mail only. */
  offered: PhoneChannel[];
  /** The channel being switched on. */
  channel: PhoneChannel | null;
  code: string;
  codeError: string | null;
  /** Seconds until "Send the code again" is offered. */
  resendIn: number;
  /** How many codes were sent in this attempt: each one takes the keyboard to the code input. */
  codesSent: number;
  /** The server's sentence about a refused send, switch-off or load, shown in place. */
  error: string | null;
}

// A server without the channels (an older one) answers neither field: e-mail only, nothing offered.
const fromProfile = (profile: PhoneChannelProfile) => ({ phone: profile.phone, chosen: profile.phone_channel ?? 'none', offered: profile.phone_channels ?? [] });

/** Digits only, at most the code's length: what the code input keeps of what is typed or pasted. */
export const typedCode = (typed: string) => typed.replace(/\D/g, '').slice(0, VERIFY_CODE_LENGTH);

const codeErrorOf = (channel: PhoneChannel, code: string) => fieldErrorsOf(PhoneVerifySchema, { channel, code }, ['code'] as const).code ?? null;

const channelOf = (context: PhoneChannelContext): PhoneChannel => {
  if (!context.channel) throw new Error('verifying without a channel');
  return context.channel;
};

const idle = { channel: null, code: '', codeError: null, resendIn: 0, codesSent: 0, error: null } as const;

export const phoneChannelMachine = setup({
  types: {
    context: {} as PhoneChannelContext,
    events: {} as PhoneChannelEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadPhoneChannel: fromPromise<PhoneChannelProfile>(({ signal }) => unlessAborted(signal, getProfile(signal))),
    sendCode: fromPromise<unknown, { channel: PhoneChannel }>(({ input, signal }) => startPhoneVerification(input.channel, signal)),
    verifyCode: fromPromise<PhoneChannelProfile, { channel: PhoneChannel; code: string }>(({ input, signal }) => verifyPhone(input.channel, input.code, signal)),
    switchOff: fromPromise<PhoneChannelProfile>(({ signal }) => switchPhoneChannelOff(signal)),
  },
  delays: { countdownTick: 1000 },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects` (and by tests).
    notify: (_, _params: Notice) => {},
    showProfile: assign((_, profile: PhoneChannelProfile) => ({ ...fromProfile(profile), ...idle })),
    forget: assign(() => idle),
    codeSent: assign(({ context }) => ({ code: '', codeError: null, resendIn: VERIFY_RESEND_SECONDS, codesSent: context.codesSent + 1, error: null })),
    showError: assign({ error: (_, params: { error: unknown; fallback: string }) => serverMessageOf(params.error) ?? params.fallback }),
  },
  guards: {
    isOn: (_, profile: PhoneChannelProfile) => profile.phone_channel !== 'none',
    isOffered: ({ context, event }) => event.type === 'phoneChannel.choose' && context.offered.includes(event.channel),
    isCodeValid: ({ context }) => codeErrorOf(channelOf(context), context.code) === null,
    isLastSecond: ({ context }) => context.resendIn <= 1,
    isWaitAsked: (_, params: { error: unknown }) => params.error instanceof CodeWait && params.error.seconds > 0,
    isNewPhone: ({ context, event }) => event.type === 'phoneChannel.profileSaved' && event.phone !== context.phone,
  },
}).createMachine({
  id: 'phoneChannel',
  context: { phone: '', chosen: 'none', offered: [], ...idle },
  initial: 'loading',
  on: { 'phoneChannel.profileSaved': { guard: 'isNewPhone', target: '.loading' } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadPhoneChannel',
        onDone: [
          { guard: { type: 'isOn', params: ({ event }) => event.output }, target: 'on', actions: { type: 'showProfile', params: ({ event }) => event.output } },
          { target: 'off', actions: { type: 'showProfile', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: messages.profile.loadFailed }) } },
      },
    },
    failed: { on: { 'phoneChannel.retry': 'loading' } },
    off: {
      on: { 'phoneChannel.choose': { guard: 'isOffered', target: 'sending', actions: assign({ channel: ({ event }) => event.channel, error: null }) } },
    },
    sending: {
      tags: 'busy',
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ channel: channelOf(context) }),
        onDone: { target: 'codeSent', actions: 'codeSent' },
        onError: { target: 'off', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: channelMessages.channels.sendFailed }) } },
      },
      on: { 'phoneChannel.cancel': { target: 'off', actions: 'forget' } },
    },
    codeSent: {
      type: 'parallel',
      on: { 'phoneChannel.cancel': { target: 'off', actions: 'forget' } },
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'phoneChannel.changeCode': { actions: assign({ code: ({ event }) => typedCode(event.code), codeError: null }) },
                'phoneChannel.submitCode': [
                  { guard: 'isCodeValid', target: 'verifying', actions: assign({ codeError: null }) },
                  { actions: assign({ codeError: ({ context }) => codeErrorOf(channelOf(context), context.code) }) },
                ],
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                src: 'verifyCode',
                input: ({ context }) => ({ channel: channelOf(context), code: context.code }),
                onDone: {
                  target: '#phoneChannel.on',
                  actions: [
                    { type: 'notify', params: ({ context }) => ({ kind: 'success', message: channelMessages.channels.switchedOn(channelOf(context)) }) },
                    { type: 'showProfile', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    codeError: ({ event }) => fieldErrorsOfFailure(event.error, ['code'] as const).code ?? serverMessageOf(event.error) ?? channelMessages.channels.verifyFailed,
                  }),
                },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                countdownTick: [
                  { guard: 'isLastSecond', target: 'ready', actions: assign({ resendIn: 0 }) },
                  { target: 'waiting', reenter: true, actions: assign({ resendIn: ({ context }) => context.resendIn - 1 }) },
                ],
              },
            },
            ready: { on: { 'phoneChannel.resend': 'resending' } },
            resending: {
              invoke: {
                src: 'sendCode',
                input: ({ context }) => ({ channel: channelOf(context) }),
                onDone: { target: 'waiting', actions: 'codeSent' },
                onError: [
                  {
                    guard: { type: 'isWaitAsked', params: ({ event }) => ({ error: event.error }) },
                    target: 'waiting',
                    actions: [
                      assign({ resendIn: ({ event }) => (event.error instanceof CodeWait ? event.error.seconds : 0) }),
                      { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: channelMessages.channels.sendFailed }) },
                    ],
                  },
                  { target: 'ready', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: channelMessages.channels.sendFailed }) } },
                ],
              },
            },
          },
        },
      },
    },
    on: {
      on: { 'phoneChannel.switchOff': { target: 'switchingOff', actions: assign({ error: null }) } },
    },
    switchingOff: {
      tags: 'busy',
      invoke: {
        src: 'switchOff',
        onDone: { target: 'off', actions: [{ type: 'showProfile', params: ({ event }) => event.output }, notify('success', () => channelMessages.channels.switchedOff)] },
        onError: { target: 'on', actions: { type: 'showError', params: ({ event }) => ({ error: event.error, fallback: channelMessages.channels.switchOffFailed }) } },
      },
    },
  },
});

export type PhoneChannelSnapshot = SnapshotFrom<typeof phoneChannelMachine>;
