// A WhatsApp Cloud API that speaks the real HTTP: `POST /{phoneNumberId}/messages` with `Authorization: Bearer`,
// the request shape checked as Meta checks it, answers and errors in Meta's shapes, and webhooks posted back signed
// with X-Hub-Signature-256 (statuses and inbound messages). It records what it accepted, so a test reads the code
// it "delivered". The control routes under /__fake/ drive it from a browser test (tests/fakes/serve.ts).
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, FailQueue, listen, pause, postWebhook, readBody, type FailPlan } from './http';

export interface WhatsAppFakeOptions {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  /** Where statuses and inbound messages are posted (the app's /api/webhooks/whatsapp). */
  webhookUrl?: string;
  /** The registered template names; a template outside it is refused (code 132001). Any name when left out. */
  templates?: readonly string[];
  now?: () => Date;
  port?: number;
}

export interface AcceptedWhatsApp {
  id: string;
  to: string;
  type: 'template' | 'text';
  template: { name: string; language: string; parameters: string[]; quickReplies: string[]; urlButton: string | null } | null;
  text: string | null;
  at: Date;
}

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

const DAY_MS = 24 * 60 * 60 * 1000;
const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

const cloudError = (status: number, code: number, message: string, details = message) => ({
  status,
  body: { error: { message, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: randomBytes(8).toString('hex') } },
});

type Refusal = ReturnType<typeof cloudError>;
type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export const whatsappSignature = (appSecret: string, rawBody: string) => `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

export async function startWhatsAppFake(options: WhatsAppFakeOptions) {
  const now = options.now ?? (() => new Date());
  const accepted: AcceptedWhatsApp[] = [];
  const lastInbound = new Map<string, Date>();
  const failures = new FailQueue();
  let webhookUrl = options.webhookUrl ?? null;

  function templateOf(body: Json): AcceptedWhatsApp['template'] | Refusal {
    const template = body.template;
    if (!isJson(template) || typeof template.name !== 'string') return cloudError(400, 100, '(#100) Invalid parameter', 'template.name is required');
    if (options.templates && !options.templates.includes(template.name)) return cloudError(404, 132001, 'Template name does not exist in the translation', `template name (${template.name}) does not exist`);
    const language = isJson(template.language) && typeof template.language.code === 'string' ? template.language.code : null;
    if (language === null) return cloudError(400, 100, '(#100) Invalid parameter', 'template.language.code is required');
    const components = Array.isArray(template.components) ? template.components.filter(isJson) : [];
    const parameters: string[] = [];
    const quickReplies: string[] = [];
    let urlButton: string | null = null;
    for (const component of components) {
      const values = Array.isArray(component.parameters) ? component.parameters.filter(isJson) : [];
      if (component.type === 'body') {
        for (const value of values) {
          if (value.type !== 'text' || typeof value.text !== 'string' || value.text === '' || /[\n\t]| {5,}/.test(value.text)) {
            return cloudError(400, 132018, 'There was an issue with the parameters in your template', 'body parameter text is empty or has new-line, tab or more than 4 spaces');
          }
          parameters.push(value.text);
        }
      } else if (component.type === 'button' && component.sub_type === 'quick_reply') {
        const payload = values[0]?.payload;
        if (typeof payload !== 'string') return cloudError(400, 100, '(#100) Invalid parameter', 'quick_reply button needs a payload');
        quickReplies.push(payload);
      } else if (component.type === 'button' && component.sub_type === 'url') {
        const text = values[0]?.text;
        if (typeof text !== 'string') return cloudError(400, 100, '(#100) Invalid parameter', 'url button needs a text parameter');
        urlButton = text;
      }
    }
    return { name: template.name, language, parameters, quickReplies, urlButton };
  }

  function acceptOrRefuse(body: unknown): AcceptedWhatsApp | Refusal {
    if (!isJson(body)) return cloudError(400, 100, '(#100) Invalid parameter', 'The request body is not JSON');
    if (body.messaging_product !== 'whatsapp') return cloudError(400, 100, '(#100) The parameter messaging_product is required.');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return cloudError(400, 131009, '(#131009) Parameter value is not valid', 'to must be the number in digits with its country code, no +');
    const at = now();
    if (body.type === 'text') {
      const text = isJson(body.text) && typeof body.text.body === 'string' ? body.text.body : null;
      if (text === null || text === '') return cloudError(400, 100, '(#100) Invalid parameter', 'text.body is required');
      const last = lastInbound.get(body.to);
      if (!last || at.getTime() - last.getTime() > DAY_MS) {
        return cloudError(400, 131047, 'Re-engagement message', 'Message failed to send because more than 24 hours have passed since the customer last replied to this number.');
      }
      return { id: wamid(), to: body.to, type: 'text', template: null, text, at };
    }
    if (body.type !== 'template') return cloudError(400, 100, '(#100) Invalid parameter', 'type must be template or text');
    const template = templateOf(body);
    if (template && 'status' in template) return template;
    return { id: wamid(), to: body.to, type: 'template', template, text: null, at };
  }

  async function sign(body: Json): Promise<number> {
    if (webhookUrl === null) throw new Error('The WhatsApp fake has no webhook URL to post to.');
    const raw = JSON.stringify(body);
    return postWebhook(webhookUrl, raw, { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(options.appSecret, raw) });
  }

  const envelope = (value: Json) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550000000', phone_number_id: options.phoneNumberId }, ...value } }] }],
  });

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
    /** The customer writes: `text`, or a quick-reply button with its payload. Answers the webhook's HTTP status. */
    async inbound(from: string, message: { text: string } | { button: { payload: string; text: string }; context?: string }, name = 'Customer', id = wamid()) {
      const at = now();
      lastInbound.set(from, at);
      const content = 'text' in message ? { type: 'text', text: { body: message.text } } : { type: 'button', button: message.button, ...(message.context ? { context: { from: '15550000000', id: message.context } } : {}) };
      const status = await sign(envelope({ contacts: [{ profile: { name }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(at.getTime() / 1000)), ...content }] }));
      return { id, status };
    },
    /** Moves an accepted message on (sent, delivered, read, or failed with an error). */
    async status(id: string, status: WhatsAppStatus, error?: { code: number; title: string }) {
      const message = accepted.find((entry) => entry.id === id);
      const recipient = message?.to ?? '0';
      const errors = status === 'failed' ? [{ code: error?.code ?? 131026, title: error?.title ?? 'Message undeliverable', error_data: { details: error?.title ?? 'Message undeliverable' } }] : undefined;
      return sign(envelope({ statuses: [{ id, status, timestamp: String(Math.floor(now().getTime() / 1000)), recipient_id: recipient, ...(errors ? { errors } : {}) }] }));
    },
    /** Records that the customer wrote at `at` (opens their 24-hour window) without posting a webhook. */
    customerWrote(from: string, at: Date) {
      lastInbound.set(from, at);
    },
    reset() {
      accepted.length = 0;
      lastInbound.clear();
      failures.clear();
    },
    close: () => listening.close(),
  };

  async function control(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    const body: unknown = raw ? JSON.parse(raw) : {};
    const given = isJson(body) ? body : {};
    if (request.method === 'GET' && path === '/__fake/messages') return answerJson(response, 200, accepted);
    if (request.method === 'POST' && path === '/__fake/fail') {
      fake.fail(given as FailPlan);
      return answerJson(response, 200, { ok: true });
    }
    if (request.method === 'POST' && path === '/__fake/inbound') {
      const from = String(given.from ?? '');
      const message = isJson(given.button) ? { button: { payload: String(given.button.payload), text: String(given.button.text ?? '') }, context: typeof given.context === 'string' ? given.context : undefined } : { text: String(given.text ?? '') };
      return answerJson(response, 200, await fake.inbound(from, message, typeof given.name === 'string' ? given.name : undefined));
    }
    if (request.method === 'POST' && path === '/__fake/status') {
      const status = await fake.status(String(given.id ?? ''), given.status as WhatsAppStatus);
      return answerJson(response, 200, { status });
    }
    return answerJson(response, 404, { error: 'no such control route' });
  }

  const listening = await listen(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    if (path.startsWith('/__fake/')) return control(request, response, path, raw);
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      const refusal = cloudError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      return answerJson(response, refusal.status, refusal.body);
    }
    const match = /^\/(?:v\d+\.\d+\/)?([^/]+)\/messages$/.exec(path);
    if (request.method !== 'POST' || !match) return answerJson(response, 400, cloudError(400, 100, 'Unsupported request').body);
    if (match[1] !== options.phoneNumberId) {
      const refusal = cloudError(400, 100, `Unsupported post request. Object with ID '${match[1]}' does not exist`);
      return answerJson(response, refusal.status, refusal.body);
    }
    const plan = failures.next();
    if (plan && 'hangMs' in plan) await pause(plan.hangMs);
    else if (plan) {
      const refusal = cloudError(plan.status, plan.code ?? 131000, plan.message ?? 'Something went wrong');
      return answerJson(response, refusal.status, refusal.body);
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      body = null;
    }
    const outcome = acceptOrRefuse(body);
    if ('status' in outcome) return answerJson(response, outcome.status, outcome.body);
    accepted.push(outcome);
    return answerJson(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: outcome.to, wa_id: outcome.to }], messages: [{ id: outcome.id }] });
  }, options.port);

  return fake;
}

export type WhatsAppFake = Awaited<ReturnType<typeof startWhatsAppFake>>;
