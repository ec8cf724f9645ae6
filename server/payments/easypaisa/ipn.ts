// Easypaisa's IPN is unsigned: it calls our listener with `?url=…`, a link on Easypaisa's own host that describes the
// payment. We follow that link only on Easypaisa's hosts (or the configured API's own origin), take from it nothing
// but the order id, and the caller then asks the inquiry API what became of that order.
import { GatewayUnreachable } from '../provider';
import { readJson, unreachable } from './http';
import { DEFAULT_TIMEOUT_MS, EASYPAISA_ORIGINS, type EasypaisaSettings } from './settings';

export type IpnSettings = Pick<EasypaisaSettings, 'apiUrl' | 'timeoutMs' | 'fetchImpl' | 'log'>;

const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The IPN link when it points at Easypaisa (https, their hosts) or at the configured API's origin; else null. */
export function allowedIpnUrl(settings: Pick<EasypaisaSettings, 'apiUrl'>, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  const origins: string[] = [...EASYPAISA_ORIGINS, new URL(settings.apiUrl).origin];
  return origins.includes(url.origin) ? url : null;
}

/**
 * The order an IPN link names, or null when the link is refused (foreign host, plain http, a redirect) or names no
 * order. Throws GatewayUnreachable when Easypaisa's host does not answer, so the listener can ask to be called again.
 */
export async function easypaisaIpnOrderId(settings: IpnSettings, raw: string): Promise<string | null> {
  const url = allowedIpnUrl(settings, raw);
  if (url === null) {
    settings.log.warn({ gateway: 'easypaisa', operation: 'ipn', host: hostOf(raw) }, 'An Easypaisa IPN pointed outside Easypaisa: not followed.');
    return null;
  }
  const fetcher = settings.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetcher(url, { method: 'GET', headers: { accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(settings.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
  } catch (error) {
    throw unreachable('IPN link', error);
  }
  if (response.status >= 500) throw new GatewayUnreachable(`Easypaisa answered HTTP ${response.status} to the IPN link.`);
  const answer = await readJson(response);
  const orderId = typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? ((answer as Record<string, unknown>).order_id ?? (answer as Record<string, unknown>).orderId) : undefined;
  if (response.status !== 200 || typeof orderId !== 'string' || !ORDER_ID.test(orderId)) {
    settings.log.warn({ gateway: 'easypaisa', operation: 'ipn', status: response.status }, 'An Easypaisa IPN link named no order: ignored.');
    return null;
  }
  return orderId;
}

function hostOf(raw: string): string {
  try {
    return new URL(raw).host;
  } catch {
    return 'unreadable';
  }
}
