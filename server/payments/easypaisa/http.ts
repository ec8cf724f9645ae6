// One call to the Easypay REST API: JSON in, JSON out. Whatever keeps us from reading an answer (a timeout, a refused
// connection, a 5xx, a proxy's HTML page) is GatewayUnreachable: the outcome is unknown, never a decline.
import { GatewayUnreachable } from '../provider';
import { credentialsHeader, DEFAULT_TIMEOUT_MS, type EasypaisaSettings } from './settings';

export type EasypayAnswer = Record<string, unknown> & { responseCode: string };

export const REST_PATH = '/easypay-service/rest/v4';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function unreachable(what: string, error: unknown): GatewayUnreachable {
  const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return new GatewayUnreachable(timedOut ? `Easypaisa did not answer the ${what} in time.` : `Easypaisa could not be reached for the ${what} (${error instanceof Error ? error.name : 'network error'}).`);
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/** POSTs `body` to `{apiUrl}/easypay-service/rest/v4/{operation}` with the store's Credentials header. */
export async function postEasypay(settings: EasypaisaSettings, operation: string, body: Record<string, string>): Promise<EasypayAnswer> {
  const fetcher = settings.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetcher(`${settings.apiUrl.replace(/\/+$/, '')}${REST_PATH}/${operation}`, {
      method: 'POST',
      headers: { credentials: credentialsHeader(settings), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw unreachable(operation, error);
  }
  const answer = await readJson(response);
  if (response.status >= 500) throw new GatewayUnreachable(`Easypaisa answered HTTP ${response.status} to the ${operation}.`);
  if (!isRecord(answer) || typeof answer.responseCode !== 'string') throw new GatewayUnreachable(`Easypaisa answered the ${operation} with HTTP ${response.status} and no response code.`);
  return answer as EasypayAnswer;
}
