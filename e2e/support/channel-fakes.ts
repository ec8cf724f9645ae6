// The WhatsApp Cloud API and SMS API fakes of this test's app server (tests/fakes/serve.ts, started by the
// Playwright config): what they accepted, as the customer's phone would show it, and the webhooks they post back
// (a customer writing in, a message read).
import type { AcceptedSms, SmsStatus } from '../../tests/fakes/sms-api';
import type { AcceptedWhatsApp, WhatsAppStatus } from '../../tests/fakes/whatsapp-cloud';
import { expect, test } from '../fixtures';

type FakeName = 'whatsapp' | 'sms';

/** The base URL of this project's fake (each app server has its own pair: they post to its PUBLIC_URL). */
function fakeUrl(fake: FakeName): string {
  const all = JSON.parse(process.env.E2E_CHANNEL_FAKES ?? '{}') as Record<string, Record<FakeName, string>>;
  const url = all[test.info().project.name]?.[fake];
  if (!url) throw new Error(`No ${fake} fake for the project ${test.info().project.name} (see playwright.config.ts).`);
  return url;
}

async function control<T>(fake: FakeName, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${fakeUrl(fake)}/__fake/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${fake} fake: ${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Waits for the first message the fake accepted that `matches`, the way the customer's phone would receive it. */
async function waitFor<T>(fake: FakeName, what: string, matches: (message: T) => boolean): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        found = (await control<T[]>(fake, 'GET', 'messages')).find(matches);
        return found !== undefined;
      },
      { message: `${fake} fake: ${what}`, timeout: 15_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`${fake} fake: no ${what}`);
  return found;
}

/** The digits WhatsApp addresses a Pakistani mobile by: "03001234567" → "923001234567". */
export const whatsappId = (phone: string) => `92${phone.replace(/\D/g, '').replace(/^(0092|92|0)/, '')}`;

export const whatsappFake = {
  /** The first WhatsApp template `name` sent to `phone` (as the customer typed it on their profile). */
  template: (phone: string, name: string) =>
    waitFor<AcceptedWhatsApp>('whatsapp', `template ${name} to ${phone}`, (message) => message.to === whatsappId(phone) && message.template?.name === name),
  /** The first free-text WhatsApp message to `phone` that reads `text`. */
  text: (phone: string, text: string) =>
    waitFor<AcceptedWhatsApp>('whatsapp', `text to ${phone}`, (message) => message.to === whatsappId(phone) && message.type === 'text' && message.text === text),
  /** The customer writes to the workshop from `phone`; resolves once the app has answered the signed webhook. */
  async inbound(phone: string, text: string, name: string) {
    const { status } = await control<{ id: string; status: number }>('whatsapp', 'POST', 'inbound', { from: whatsappId(phone), text, name });
    expect(status, 'the app took the inbound webhook').toBe(200);
  },
  /** Meta reports that an accepted message moved on; resolves once the app has answered the signed webhook. */
  async status(id: string, status: WhatsAppStatus) {
    const answer = await control<{ status: number }>('whatsapp', 'POST', 'status', { id, status });
    expect(answer.status, 'the app took the status webhook').toBe(200);
  },
};

/** The E.164 number an SMS goes to: "03001234567" → "+923001234567". */
const smsNumber = (phone: string) => `+${whatsappId(phone)}`;

export const smsFake = {
  /** The first SMS to `phone` that reads `text`. */
  message: (phone: string, text: string) => waitFor<AcceptedSms>('sms', `SMS to ${phone}`, (message) => message.to === smsNumber(phone) && message.body === text),
  /** The customer texts the workshop from `phone`; resolves once the app has answered the signed webhook. */
  async inbound(phone: string, text: string) {
    const { status } = await control<{ sid: string; status: number }>('sms', 'POST', 'inbound', { from: smsNumber(phone), text });
    expect(status, 'the app took the inbound webhook').toBe(200);
  },
  /** The carrier reports that an accepted SMS moved on, to the message's status callback. */
  async status(sid: string, status: SmsStatus) {
    const answer = await control<{ status: number }>('sms', 'POST', 'status', { sid, status });
    expect(answer.status, 'the app took the status callback').toBe(200);
  },
};
