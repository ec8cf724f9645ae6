// PUT /auth/profile/: the customer's personal information. A new email address needs the current password; a new
// phone switches booking messages off, and phone_channel "none" switches them off.
import type { Context } from 'hono';
import { channelMessages } from '../../src/domain/messageAreas/channels';
import { messages } from '../../src/domain/messages';
import { profileUpdateFor } from '../../src/domain/schemas';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { HttpError, readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { updateProfile } from '../services/users';
import { profileAnswer } from './phone-verification';

export const updateProfileHandler =
  ({ db, config, mail }: Pick<AppDeps, 'db' | 'config' | 'mail'>) =>
  async (c: Context<AppEnv>) => {
    const user = c.get('user');
    const changes = validOrThrow(profileUpdateFor(user.email), await readJson(c));
    const result = await updateProfile(db, user.id, changes, { limits: config.rateLimits, ip: clientIp(c, config.trustProxy), now: config.now() });
    if (result.outcome === 'too_many_attempts') throw tooManyRequests(result.retryAfterSeconds);
    if (result.outcome === 'wrong_password') {
      throw new HttpError(400, messages.profile.currentPasswordWrong, { current_password: [messages.profile.currentPasswordWrong] });
    }
    const switchedOff = changes.phone_channel === 'none';
    return c.json({
      success: true,
      message: switchedOff ? channelMessages.channels.switchedOff : messages.profile.updated,
      data: profileAnswer(result.profile, result.phoneChannel, mail.phoneChannels ?? []),
    });
  };
