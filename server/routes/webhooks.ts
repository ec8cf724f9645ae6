// The providers' webhooks (called by Meta and Twilio, not browsers: no session, no same-origin or JSON rule; app.ts
// keeps those guards away from /api/webhooks/). Each body is read raw, size-limited, and its signature checked before
// anything of it is parsed; a refusal changes nothing. Bodies are never logged.
import { Hono, type Context } from 'hono';
import type { PhoneChannel } from '../../src/domain/channels';
import { channelAnswers } from '../channels/answer-texts';
import { readRawBody } from '../channels/webhooks/raw-body';
import { receiveEvents } from '../channels/webhooks/receive';
import { twilioSignatureValid, whatsappSignatureValid } from '../channels/webhooks/signatures';
import { smsEvents } from '../channels/webhooks/sms-form';
import { whatsappEvents } from '../channels/webhooks/whatsapp-payload';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';

export const WEBHOOKS_PREFIX = '/api/webhooks/';

/** TwiML that sends nothing back to the customer. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const notSetUp = (channel: PhoneChannel) => new HttpError(404, channelAnswers.webhook.notSetUp(channel));

async function signedBody(c: Context<AppEnv>, isSigned: (raw: Uint8Array) => boolean): Promise<Uint8Array> {
  const raw = await readRawBody(c.req.raw);
  if (raw === null) throw new HttpError(413, serverMessages.payloadTooLarge);
  if (!isSigned(raw)) throw new HttpError(401, channelAnswers.webhook.signatureWrong);
  return raw;
}

/** The address as this request arrived: the Host header's, with its path and query. */
function arrivedUrl(c: Context<AppEnv>, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const forwarded = (name: string) => (trustProxy ? c.req.header(name)?.split(',')[0]?.trim() : undefined);
  const scheme = forwarded('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  const host = forwarded('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return `${scheme}://${host}${url.pathname}${url.search}`;
}

export function webhookRoutes({ db, config, mail, gateway }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const receiving = { db, mail, gateway };

  routes.get('/webhooks/whatsapp', (c) => {
    const whatsapp = config.whatsapp;
    if (!whatsapp) throw notSetUp('whatsapp');
    const token = c.req.query('hub.verify_token');
    const challenge = c.req.query('hub.challenge');
    if (c.req.query('hub.mode') !== 'subscribe' || !whatsapp.verifyToken || token !== whatsapp.verifyToken || challenge === undefined) {
      throw new HttpError(403, channelAnswers.webhook.verifyTokenWrong);
    }
    return c.text(challenge, 200);
  });

  routes.post('/webhooks/whatsapp', async (c) => {
    const whatsapp = config.whatsapp;
    if (!whatsapp) throw notSetUp('whatsapp');
    const raw = await signedBody(c, (bytes) => whatsappSignatureValid(whatsapp.appSecret, bytes, c.req.header('x-hub-signature-256')));
    let body: unknown = null;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      // Well signed but not JSON: nothing to use, and nothing Meta should send again.
    }
    await receiveEvents(receiving, 'whatsapp', whatsappEvents(body), config.now());
    return c.text('OK', 200);
  });

  routes.post('/webhooks/sms', async (c) => {
    const sms = config.sms;
    if (!sms) throw notSetUp('sms');
    const signature = c.req.header('x-twilio-signature');
    const urls = [`${config.publicUrl}/api/webhooks/sms`, arrivedUrl(c, config.trustProxy)];
    let form = new URLSearchParams();
    await signedBody(c, (bytes) => {
      form = new URLSearchParams(new TextDecoder().decode(bytes));
      return twilioSignatureValid(sms.authToken, urls, [...form.entries()], signature);
    });
    await receiveEvents(receiving, 'sms', smsEvents(form), config.now());
    return c.body(EMPTY_TWIML, 200, { 'Content-Type': 'text/xml; charset=utf-8' });
  });

  return routes;
}
