// The providers' webhooks for /api/openapi.json (server/routes/webhooks.ts): no session, no same-origin rule; each
// checked by its provider's signature before anything else.
import type { Operation } from './operations';

const SIGNATURE_WRONG = 'The signature header is missing or does not match the body: nothing changed';

export const WEBHOOK_OPERATIONS: readonly Operation[] = [
  {
    method: 'get', path: '/api/webhooks/whatsapp', tag: 'webhooks', summary: "Meta's subscription check: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN", access: 'public',
    query: ['hub.mode', 'hub.verify_token', 'hub.challenge'],
    success: { status: 200, description: 'hub.challenge, as sent', mediaType: 'text/plain' },
    refusals: { 403: 'hub.mode is not subscribe, or the verify token does not match', 404: 'WhatsApp is not set up on this server' },
  },
  {
    method: 'post', path: '/api/webhooks/whatsapp', tag: 'webhooks',
    summary: "The WhatsApp Cloud API's webhook (JSON, X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET>): statuses move our messages forward, customers' messages land in the inbox, quick replies are answered",
    access: 'public',
    success: { status: 200, description: 'Taken (parts the workshop does not use are ignored)', mediaType: 'text/plain' },
    refusals: { 401: SIGNATURE_WRONG, 404: 'WhatsApp is not set up on this server', 413: 'Body larger than 256 KiB' },
  },
  {
    method: 'post', path: '/api/webhooks/sms', tag: 'webhooks',
    summary: "The SMS API's webhook (Twilio-style form; X-Twilio-Signature over PUBLIC_URL/api/webhooks/sms or the address as called, and the sorted fields, with SMS_AUTH_TOKEN): status callbacks and inbound messages",
    access: 'public',
    success: { status: 200, description: 'Taken: an empty TwiML <Response/>', mediaType: 'text/xml' },
    refusals: { 401: SIGNATURE_WRONG, 404: 'SMS is not set up on this server', 413: 'Body larger than 256 KiB' },
  },
];
