// One signed JSON call to JazzCash: the request hashed, a timeout on the whole exchange, and the answer trusted only
// once its own pp_SecureHash checks. A network failure, a timeout or an unreadable answer leaves the outcome unknown
// (GatewayUnreachable); a wrong or missing answer hash is logged without its contents and refused (SuspiciousAnswer).
import { GatewayUnreachable, SuspiciousAnswer } from '../provider';
import { jazzcashHashValid, jazzcashSecureHash } from './secure-hash';
import { DEFAULT_TIMEOUT_MS, type JazzCashSettings } from './settings';

export type JazzCashAnswer = Readonly<Record<string, string>>;

/** The answer's fields as text: JazzCash writes some as numbers or null; null and nested values are left out. */
function fieldsOf(json: Record<string, unknown>): JazzCashAnswer {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(json)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function unreachable(error: unknown): GatewayUnreachable {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new GatewayUnreachable(timedOut ? 'JazzCash did not answer in time.' : `JazzCash could not be reached (${error instanceof Error ? error.name : 'network error'}).`);
}

export async function postSigned(settings: JazzCashSettings, path: string, fields: Record<string, string>, operation: string): Promise<JazzCashAnswer> {
  const fetcher = settings.fetchImpl ?? fetch;
  const body = { ...fields, pp_SecureHash: jazzcashSecureHash(fields, settings.integritySalt) };
  let text: string;
  let status: number;
  try {
    const response = await fetcher(`${settings.apiUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    throw unreachable(error);
  }
  if (status < 200 || status >= 300) throw new GatewayUnreachable(`JazzCash answered HTTP ${status} to the ${operation}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GatewayUnreachable(`JazzCash answered the ${operation} without JSON.`);
  }
  if (!isRecord(json)) throw new GatewayUnreachable(`JazzCash answered the ${operation} without a JSON object.`);
  const answer = fieldsOf(json);
  if (!jazzcashHashValid(answer, settings.integritySalt)) {
    settings.log.warn(
      { gateway: 'jazzcash', operation, reference: fields.pp_TxnRefNo ?? null, responseCode: answer.pp_ResponseCode ?? null },
      'JazzCash answer with a wrong or missing pp_SecureHash: nothing of it was used',
    );
    throw new SuspiciousAnswer(`JazzCash's answer to the ${operation} failed its hash check.`);
  }
  return answer;
}
