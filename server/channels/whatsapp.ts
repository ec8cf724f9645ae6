// The WhatsApp Cloud API: `POST {apiUrl}/{phoneNumberId}/messages` with the bearer token, a template (the only
// thing WhatsApp takes outside the customer's 24-hour window) or free text; the answer's messages[0].id is the wamid.
import { WHATSAPP_TEMPLATES } from '../../src/domain/channels';
import type { Config } from '../config';
import type { ChannelPayload } from '../db/schema';
import { ChannelRefusal, isRecord, jsonOf, PROVIDER_TIMEOUT_MS, unreachable, type Channel, type ChannelMessage } from './channel';

export type WhatsAppSettings = NonNullable<Config['whatsapp']>;

/** Error codes that will never succeed on a retry: the message is marked failed with WhatsApp's reason. */
const PERMANENT_CODES = new Set([100, 131008, 131009, 131021, 131026, 131047, 131051, 132000, 132001, 132005, 132007, 132012, 132015, 132016, 133010, 470]);
/** Error codes of a passing fault on WhatsApp's side or of throughput limits: tried again later. */
const PASSING_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
/** The token is missing, expired or lacks a permission: a configuration fault the workshop must fix; retried meanwhile. */
const TOKEN_CODES = new Set([0, 3, 10, 190, 200]);

/** The Cloud API request body of an outbox row. */
export function whatsappBody(to: string, payload: ChannelPayload): Record<string, unknown> {
  const head = { messaging_product: 'whatsapp', recipient_type: 'individual', to };
  if (payload.type === 'text') return { ...head, type: 'text', text: { preview_url: false, body: payload.text } };
  const components: Record<string, unknown>[] = [];
  if (payload.parameters.length > 0) components.push({ type: 'body', parameters: payload.parameters.map((text) => ({ type: 'text', text })) });
  const buttons: readonly string[] = WHATSAPP_TEMPLATES[payload.name].buttons;
  // The verification template's copy-code button carries the code as its URL parameter.
  if (buttons.includes('copy_code')) components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: payload.parameters[0] ?? '' }] });
  payload.buttons.forEach((quickReply, index) =>
    components.push({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload: quickReply }] }),
  );
  return { ...head, type: 'template', template: { name: payload.name, language: { code: payload.language }, components } };
}

interface CloudError {
  message: string;
  code: number | null;
  details: string | null;
}

function cloudErrorOf(answer: unknown): CloudError {
  const error = isRecord(answer) && isRecord(answer.error) ? answer.error : {};
  const data = isRecord(error.error_data) ? error.error_data : {};
  return {
    message: typeof error.message === 'string' ? error.message : 'no reason given',
    code: typeof error.code === 'number' ? error.code : null,
    details: typeof data.details === 'string' ? data.details : null,
  };
}

/** Sorts a refusal: permanent ones fail the message, the rest leave it queued with their reason. */
export function whatsappRefusal(status: number, answer: unknown): ChannelRefusal {
  const error = cloudErrorOf(answer);
  const said = `${error.message}${error.details && error.details !== error.message ? ` (${error.details})` : ''}`;
  const coded = error.code === null ? `HTTP ${status}` : `HTTP ${status}, code ${error.code}`;
  if (status === 401 || (error.code !== null && TOKEN_CODES.has(error.code))) {
    return new ChannelRefusal(false, `WhatsApp refused the access token (${coded}): check WHATSAPP_TOKEN and its permissions. ${said}`);
  }
  if (error.code !== null && PERMANENT_CODES.has(error.code)) return new ChannelRefusal(true, `WhatsApp refused it (${coded}): ${said}`);
  if (status === 429 || status >= 500 || (error.code !== null && PASSING_CODES.has(error.code))) return new ChannelRefusal(false, `WhatsApp could not take it now (${coded}): ${said}`);
  if (status >= 400 && status < 500) return new ChannelRefusal(true, `WhatsApp refused it (${coded}): ${said}`);
  return new ChannelRefusal(false, `WhatsApp answered unexpectedly (${coded}).`);
}

export function whatsappChannel(settings: WhatsAppSettings, fetcher: typeof fetch = fetch, timeoutMs = PROVIDER_TIMEOUT_MS): Channel {
  const url = `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    name: 'whatsapp',
    async send(message: ChannelMessage): Promise<string> {
      let response: Response;
      try {
        response = await fetcher(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(whatsappBody(message.to, message.payload)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unreachable('WhatsApp', error);
      }
      const answer = await jsonOf(response);
      if (!response.ok) throw whatsappRefusal(response.status, answer);
      const first = isRecord(answer) && Array.isArray(answer.messages) ? (answer.messages[0] as unknown) : null;
      if (isRecord(first) && typeof first.id === 'string' && first.id !== '') return first.id;
      throw new ChannelRefusal(false, `WhatsApp answered ${response.status} without a message id.`);
    },
  };
}
