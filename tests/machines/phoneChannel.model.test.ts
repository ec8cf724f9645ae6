// Model-based test of booking messages on WhatsApp or by SMS: the flow model's paths (tests/models/phoneChannel.ts)
// drive the REAL phoneChannel machine with a scripted server and a simulated clock; after every step its state, the
// chosen and offered channels, the code and its error, the countdown, the sentence in place, the toasts and the calls
// must match the model. Every sentence the opt-in can show must have been shown by some path.
import { afterAll, describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../src/api/phoneChannel';
import { channelMessages } from '../../src/domain/messageAreas/channels';
import { messages } from '../../src/domain/messages';
import { maskedPhone } from '../../src/domain/phoneMask';
import { typedCode } from '../../src/machines/phoneChannel';
import { settle } from '../setup/flowModel';
import { modelTest } from '../setup/modelCoverage';
import { PhoneChannelRun, phoneChannelFlow, profileWith } from '../models/phoneChannel';

const sentencesSeen = new Set<string>();
const BUSY = ['loading', 'sending', 'switchingOff'];

modelTest('booking messages on WhatsApp or by SMS (model-based)', phoneChannelFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  // The model tells "nothing offered" apart; the machine is off with no channel to offer.
  expect(snapshot.value, 'state').toEqual(state.value === 'emailOnly' ? 'off' : state.value);
  const verifying = snapshot.matches({ codeSent: { code: 'verifying' } });
  expect(snapshot.hasTag('busy'), 'busy').toBe(BUSY.includes(String(state.value)) || verifying);
  const { phone: _phone, ...context } = snapshot.context;
  expect(context, 'what the section shows').toEqual({
    chosen: expected.chosen,
    offered: expected.offered,
    channel: expected.channel,
    code: expected.code,
    codeError: expected.codeError,
    resendIn: expected.resendIn,
    codesSent: expected.codesSent,
    error: expected.error,
  });
  expect(run.toasts, 'toasts').toEqual(expected.toasts);
  expect(run.server.calls, 'calls').toEqual(expected.calls);
  for (const text of [expected.error, expected.codeError, ...expected.toasts.map((toast) => toast.message)]) if (text) sentencesSeen.add(text);
});

afterAll(() => {
  const { channels } = channelMessages;
  const every = [
    channels.codeFormat,
    channels.codeWrong,
    channels.codeExpired,
    channels.codeTriesUsed,
    channels.noCodeSent,
    channels.sendLimit,
    channels.resendWait(30),
    channels.phoneNeeded,
    channels.notOffered('whatsapp'),
    channels.notOffered('sms'),
    channels.switchedOn('whatsapp'),
    channels.switchedOn('sms'),
    channels.switchedOff,
    channels.sendFailed,
    channels.verifyFailed,
    channels.switchOffFailed,
    messages.profile.loadFailed,
  ];
  expect(every.filter((sentence) => !sentencesSeen.has(sentence)), 'sentences no path showed').toEqual([]);
});

describe('booking messages on WhatsApp or by SMS (details)', () => {
  it('keeps the digits of a pasted code, at most six', () => {
    expect(typedCode('482 91-3')).toBe('482913');
    expect(typedCode('48291375')).toBe('482913');
    expect(typedCode('code: ')).toBe('');
  });

  it('shows the number the code went to with its middle hidden', () => {
    expect(maskedPhone('03001234567')).toBe('+92 300 •••4567');
    expect(maskedPhone('+92 321 7654321')).toBe('+92 321 •••4321');
  });

  it("reads the server's wait from Retry-After, in seconds or as a date", () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 0)).toBe(61);
  });

  it('ignores a choice the workshop does not offer', async () => {
    const run = new PhoneChannelRun();
    run.server.answer('load', profileWith('none', ['sms']));
    await settle();
    run.send({ type: 'phoneChannel.choose', channel: 'whatsapp' });
    expect(run.actor.getSnapshot().value).toBe('off');
    expect(run.server.calls.filter(({ name }) => name === 'send')).toEqual([]);
  });

  it('cancelling while the code is checked aborts the check', async () => {
    const run = new PhoneChannelRun();
    run.server.answer('load', profileWith('none'));
    await settle();
    run.send({ type: 'phoneChannel.choose', channel: 'sms' });
    run.server.answer('send', { success: true });
    await settle();
    run.send({ type: 'phoneChannel.changeCode', code: '123456' });
    run.send({ type: 'phoneChannel.submitCode' });
    const signal = run.server.signals.at(-1);
    run.send({ type: 'phoneChannel.cancel' });
    expect(signal?.aborted).toBe(true);
    expect(run.actor.getSnapshot().value).toBe('off');
  });
});
