// A Twilio-style SMS API that speaks the real HTTP: `POST /2010-04-01/Accounts/{SID}/Messages.json` with HTTP Basic
// SID:TOKEN and a form; a 201 with the message's `sid`, errors as `{code, message, more_info, status}`; status
// callbacks and inbound messages posted back signed with X-Twilio-Signature. Control routes under /__fake/.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, FailQueue, listen, pause, postWebhook, readBody, type FailPlan } from './http';

export interface SmsFakeOptions {
  accountSid: string;
  authToken: string;
  /** Where inbound messages are posted (the app's /api/webhooks/sms); statuses go to each message's StatusCallback. */
  webhookUrl?: string;
  now?: () => Date;
  port?: number;
}

export interface AcceptedSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  at: Date;
}

export type SmsStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/** base64(HMAC-SHA1(authToken, url + each parameter's name and value, sorted by name)). */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

const smsError = (status: number, code: number, message: string) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });

export async function startSmsFake(options: SmsFakeOptions) {
  const now = options.now ?? (() => new Date());
  const accepted: AcceptedSms[] = [];
  const failures = new FailQueue();
  let webhookUrl = options.webhookUrl ?? null;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  async function post(url: string, params: Record<string, string>): Promise<number> {
    const body = new URLSearchParams(params).toString();
    return postWebhook(url, body, { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(options.authToken, url, params) });
  }

  const fake = {
    accepted,
    get url() {
      return listening.url;
    },
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    fail(plan: FailPlan) {
      failures.add(plan);
    },
    /** A customer's SMS to the workshop's number. */
    async inbound(from: string, text: string, to = '+15005550006') {
      if (webhookUrl === null) throw new Error('The SMS fake has no webhook URL to post to.');
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const status = await post(webhookUrl, { AccountSid: options.accountSid, MessageSid: sid, SmsSid: sid, From: from, To: to, Body: text, NumMedia: '0', NumSegments: '1', SmsStatus: 'received' });
      return { sid, status };
    },
    /** The delivery status callback of an accepted message, to its StatusCallback (or the webhook URL). */
    async status(sid: string, status: SmsStatus, errorCode?: number) {
      const message = accepted.find((entry) => entry.sid === sid);
      const url = message?.statusCallback ?? webhookUrl;
      if (!url) throw new Error('The SMS fake has no status callback URL to post to.');
      return post(url, {
        AccountSid: options.accountSid,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        To: message?.to ?? '',
        From: message?.from ?? '',
        ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
      });
    },
    reset() {
      accepted.length = 0;
      failures.clear();
    },
    close: () => listening.close(),
  };

  async function control(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const given = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    if (request.method === 'GET' && path === '/__fake/messages') return answerJson(response, 200, accepted);
    if (request.method === 'POST' && path === '/__fake/fail') {
      fake.fail(given as FailPlan);
      return answerJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/__fake/inbound') return answerJson(response, 200, await fake.inbound(String(given.from ?? ''), String(given.text ?? '')));
    if (request.method === 'POST' && path === '/__fake/status') return answerJson(response, 200, { status: await fake.status(String(given.sid ?? given.id ?? ''), given.status as SmsStatus) });
    return answerJson(response, 404, { error: 'no such control route' });
  }

  const listening = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    if (path.startsWith('/__fake/')) return control(request, response, path, raw);
    if (request.headers.authorization !== basic) {
      const refusal = smsError(401, 20003, 'Authenticate');
      return answerJson(response, refusal.status, refusal.body);
    }
    if (request.method !== 'POST' || path !== `/2010-04-01/Accounts/${options.accountSid}/Messages.json`) {
      const refusal = smsError(404, 20404, `The requested resource ${path} was not found`);
      return answerJson(response, refusal.status, refusal.body);
    }
    const plan = failures.next();
    if (plan && 'hangMs' in plan) await pause(plan.hangMs);
    else if (plan) {
      const refusal = smsError(plan.status, plan.code ?? 20500, plan.message ?? 'Internal Server Error');
      return answerJson(response, refusal.status, refusal.body);
    }
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? '';
    const body = form.get('Body') ?? '';
    const refusal = !/^\+\d{8,15}$/.test(to)
      ? smsError(400, 21211, `The 'To' number ${to} is not a valid phone number.`)
      : from === ''
        ? smsError(400, 21603, "A 'From' phone number is required.")
        : body === ''
          ? smsError(400, 21602, 'Message body is required.')
          : null;
    if (refusal) return answerJson(response, refusal.status, refusal.body);
    const message: AcceptedSms = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body, statusCallback: form.get('StatusCallback'), at: now() };
    accepted.push(message);
    return answerJson(response, 201, {
      sid: message.sid,
      account_sid: options.accountSid,
      to,
      from,
      body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: message.at.toUTCString(),
      uri: `/2010-04-01/Accounts/${options.accountSid}/Messages/${message.sid}.json`,
    });
  }, options.port);

  return fake;
}

export type SmsFake = Awaited<ReturnType<typeof startSmsFake>>;
