// Booking messages on WhatsApp or by SMS: send a code to the profile's phone, then the code switches the channel on.
// Customer session only (cookie or bearer); the code never reaches a log (the request line carries no body).
import { Hono } from 'hono';
import { VERIFY_RESEND_SECONDS, type PhoneChannel, type PhoneChannelChoice } from '../../src/domain/channels';
import { PhoneVerifySchema, PhoneVerifyStartSchema } from '../../src/domain/channelSchemas';
import { channelMessages } from '../../src/domain/messageAreas/channels';
import type { Profile, ProfileAnswer } from '../../src/domain/types';
import { requireCustomer } from '../auth/session-cookie';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { asAccount } from '../services/accounts';
import { confirmPhoneVerification, startPhoneVerification, type ConfirmOutcome } from '../services/phone-verification';
import { findUserById, toProfile } from '../services/users';

/** The profile with where its booking messages go; a channel this server no longer offers reads as none. */
export const profileAnswer = (profile: Profile, phoneChannel: PhoneChannelChoice, offered: readonly PhoneChannel[]): ProfileAnswer => ({
  ...profile,
  phone_channel: phoneChannel !== 'none' && offered.includes(phoneChannel) ? phoneChannel : 'none',
  phone_channels: [...offered],
});

const codeRefusal = (sentence: string) => new HttpError(400, sentence, { code: [sentence] });
const channelRefusal = (sentence: string) => new HttpError(400, sentence, { channel: [sentence] });
const wait = (sentence: string, seconds: number) => new HttpError(429, sentence, undefined, { 'Retry-After': String(seconds) });

function confirmRefusal(outcome: Exclude<ConfirmOutcome['outcome'], 'on'>, channel: PhoneChannel): HttpError {
  const sentences = channelMessages.channels;
  switch (outcome) {
    case 'not_offered':
      return channelRefusal(sentences.notOffered(channel));
    case 'no_code':
      return codeRefusal(sentences.noCodeSent);
    case 'expired':
      return codeRefusal(sentences.codeExpired);
    case 'tries_used':
      return codeRefusal(sentences.codeTriesUsed);
    case 'wrong':
      return codeRefusal(sentences.codeWrong);
  }
}

export function phoneVerificationRoutes({ db, config, fastReads, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const signedIn = requireCustomer({ db, config, fastReads });
  const offered = () => mail.phoneChannels ?? [];

  routes.post('/auth/phone/verify/start/', signedIn, async (c) => {
    const { channel } = validOrThrow(PhoneVerifyStartSchema, await readJson(c));
    const limits = { clientIp: clientIp(c, config.trustProxy), perNumber: config.rateLimits.verifyPerNumber, perIp: config.rateLimits.verifyPerIp };
    const result = await startPhoneVerification(db, c.get('user').id, channel, { sessionSecret: config.sessionSecret, mail, now: config.now(), limits });
    const sentences = channelMessages.channels;
    if (result.outcome === 'not_offered') throw channelRefusal(sentences.notOffered(channel));
    if (result.outcome === 'no_mobile') throw channelRefusal(sentences.phoneNeeded);
    if (result.outcome === 'wait') throw wait(sentences.resendWait(result.retryAfterSeconds), result.retryAfterSeconds);
    if (result.outcome === 'send_limit') throw wait(sentences.sendLimit, result.retryAfterSeconds);
    if (result.outcome === 'number_limit') throw wait(sentences.numberSendLimit(result.max), result.retryAfterSeconds);
    if (result.outcome === 'address_limit') throw wait(sentences.addressSendLimit(result.max), result.retryAfterSeconds);
    return c.json({ success: true, message: sentences.codeSent(channel), data: { channel, resend_after_seconds: VERIFY_RESEND_SECONDS } });
  });

  routes.post('/auth/phone/verify/', signedIn, async (c) => {
    const { channel, code } = validOrThrow(PhoneVerifySchema, await readJson(c));
    const userId = c.get('user').id;
    const result = await confirmPhoneVerification(db, userId, channel, code, { sessionSecret: config.sessionSecret, offered: offered(), now: config.now() });
    if (result.outcome !== 'on') throw confirmRefusal(result.outcome, channel);
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`Account ${userId} vanished.`);
    return c.json({ success: true, message: channelMessages.channels.switchedOn(channel), data: profileAnswer(toProfile(asAccount(user)), user.phoneChannel, offered()) });
  });

  return routes;
}
