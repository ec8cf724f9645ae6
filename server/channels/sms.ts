// A Twilio-style SMS API: `POST {apiUrl}/2010-04-01/Accounts/{SID}/Messages.json` with HTTP Basic SID:TOKEN and a
// form (To, From, Body, StatusCallback); a 201 answer's `sid` is the provider id.
import type { Config } from '../config';
import { ChannelRefusal, isRecord, jsonOf, PROVIDER_TIMEOUT_MS, unreachable, type Channel, type ChannelMessage } from './channel';

export type SmsSettings = NonNullable<Config['sms']>;

/** Refusals a retry cannot cure (any other 4xx is treated the same): an invalid or landline number, an unsubscribed one, a region not allowed. */
const PERMANENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614, 21617, 21635]);

/** Where the provider posts delivery statuses (the webhook route checks its signature). */
export const smsStatusCallback = (publicUrl: string) => `${publicUrl}/api/webhooks/sms`;

export function smsRefusal(status: number, answer: unknown): ChannelRefusal {
  const code = isRecord(answer) && typeof answer.code === 'number' ? answer.code : null;
  const said = isRecord(answer) && typeof answer.message === 'string' ? answer.message : 'no reason given';
  const coded = code === null ? `HTTP ${status}` : `HTTP ${status}, code ${code}`;
  if (status === 401 || status === 403) return new ChannelRefusal(false, `The SMS provider refused the credentials (${coded}): check SMS_ACCOUNT_SID and SMS_AUTH_TOKEN. ${said}`);
  if (status === 429 || status >= 500) return new ChannelRefusal(false, `The SMS provider could not take it now (${coded}): ${said}`);
  if ((code !== null && PERMANENT_CODES.has(code)) || (status >= 400 && status < 500)) return new ChannelRefusal(true, `The SMS provider refused it (${coded}): ${said}`);
  return new ChannelRefusal(false, `The SMS provider answered unexpectedly (${coded}).`);
}

export function smsChannel(settings: SmsSettings, publicUrl: string, fetcher: typeof fetch = fetch, timeoutMs = PROVIDER_TIMEOUT_MS): Channel {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'sms',
    async send(message: ChannelMessage): Promise<string> {
      const form = new URLSearchParams({ To: message.to, From: settings.from, Body: message.text, StatusCallback: smsStatusCallback(publicUrl) });
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unreachable('The SMS provider', error);
      }
      const answer = await jsonOf(response);
      if (!response.ok) throw smsRefusal(response.status, answer);
      if (isRecord(answer) && typeof answer.sid === 'string' && answer.sid !== '') return answer.sid;
      throw new ChannelRefusal(false, `The SMS provider answered ${response.status} without a message sid.`);
    },
  };
}
