// Where real gateways report (PAYMENT_GATEWAY=live): the customer's return from a hosted page
// (`/api/payments/return/{gateway}`, GET or a cross-site form POST — JazzCash's pp_ReturnURL) and the gateways'
// server-to-server calls (`POST /api/webhooks/safepay`, Easypaisa's IPN at `/api/webhooks/easypaisa`). Nothing is
// trusted before the provider has checked its hash or signature (and, for a return, asked the gateway itself); a
// tampered call changes nothing, answers 400/401 and is logged as suspicious. Bodies are never logged.
import { Hono, type Context } from 'hono';
import { messages } from '../../src/domain/messages';
import { readRawBody } from '../channels/webhooks/raw-body';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';
import { easypaisaIpnOrderId } from '../payments/easypaisa/ipn';
import { providerLog } from '../payments/providers';
import { GatewayUnreachable, SuspiciousAnswer, type LiveProvider, type LiveProviderName, type ProviderReport } from '../payments/provider';
import { applyReport, inquireByReference } from '../services/payment-settling';

/** Browser guards (same origin, JSON bodies) stay away from these: gateways and their hosted pages call them. */
export const PAYMENT_RETURN_PREFIX = '/api/payments/return/';

const LIVE_PROVIDERS: readonly LiveProviderName[] = ['jazzcash', 'safepay', 'easypaisa'];
const isProviderName = (name: string): name is LiveProviderName => (LIVE_PROVIDERS as readonly string[]).includes(name);

export function paymentReturnRoutes({ db, config, gateway, mail, logger }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const providerNamed = (name: string): LiveProvider => {
    const provider = isProviderName(name) ? gateway?.provider(name) : null;
    if (!provider) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    return provider;
  };

  /** Reads a report; a tampered one is refused and written down. */
  const checked = async (provider: LiveProvider, what: string, read: () => Promise<ProviderReport | null>, refusal: 400 | 401): Promise<ProviderReport | null> => {
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof SuspiciousAnswer)) throw error;
      logger.error('payment report refused: its hash or signature does not check', { provider: provider.name, what, suspicious: true });
      throw new HttpError(refusal, messages.payments.unconfirmed);
    }
  };

  const customerReturn = async (c: Context<AppEnv>) => {
    if (!gateway) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    const provider = providerNamed(c.req.param('provider') ?? '');
    if (!provider.readReturn) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    const query = new URL(c.req.url).searchParams;
    let form: URLSearchParams | null = null;
    if (c.req.method === 'POST') {
      const raw = await readRawBody(c.req.raw);
      if (raw === null) throw new HttpError(413, serverMessages.payloadTooLarge);
      form = new URLSearchParams(new TextDecoder().decode(raw));
    }
    const report = await checked(provider, 'return', () => provider.readReturn!({ query, form }), 400);
    const row = report && (await applyReport(db, gateway, mail, provider.name, report, config.now()));
    if (!row) throw new HttpError(404, messages.payments.transactionNotFound);
    // The page shows the attempt as it now stands (paid, failed or still waiting) and follows it.
    return c.redirect(`/payment/${encodeURIComponent(row.transactionId)}`, 303);
  };
  routes.get('/payments/return/:provider', customerReturn);
  routes.post('/payments/return/:provider', customerReturn);

  routes.post('/webhooks/safepay', async (c) => {
    if (!gateway) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    const provider = providerNamed('safepay');
    if (!provider.readWebhook) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    const raw = await readRawBody(c.req.raw);
    if (raw === null) throw new HttpError(413, serverMessages.payloadTooLarge);
    const headers = Object.fromEntries([...c.req.raw.headers.entries()].map(([name, value]) => [name.toLowerCase(), value]));
    const report = await checked(provider, 'webhook', () => provider.readWebhook!({ rawBody: raw, headers }), 401);
    if (report) await applyReport(db, gateway, mail, provider.name, report, config.now());
    return c.json({ success: true }, 200);
  });

  // Easypaisa's IPN is unsigned: it only names a URL on Easypaisa's own hosts, which we read for the order id, and
  // then the gateway is asked about that order itself. Nothing in the call is trusted.
  const easypaisaIpn = async (c: Context<AppEnv>) => {
    if (!gateway) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    providerNamed('easypaisa');
    const settings = config.livePayments.easypaisa;
    if (!settings) throw new HttpError(404, serverMessages.gatewayNotSetUp);
    let url = c.req.query('url') ?? null;
    if (url === null && c.req.method === 'POST') {
      const raw = await readRawBody(c.req.raw);
      if (raw === null) throw new HttpError(413, serverMessages.payloadTooLarge);
      url = ipnUrlOfBody(new TextDecoder().decode(raw));
    }
    let orderId: string | null = null;
    try {
      orderId = url === null ? null : await easypaisaIpnOrderId({ apiUrl: settings.apiUrl, log: providerLog(logger) }, url);
    } catch (error) {
      // Easypaisa's page could not be read: it calls again.
      if (error instanceof GatewayUnreachable) throw new HttpError(503, messages.payments.gatewayUnavailable);
      throw error;
    }
    if (orderId === null) {
      logger.error('payment notification refused: not an Easypaisa address', { provider: 'easypaisa', what: 'ipn', suspicious: true });
      throw new HttpError(400, messages.payments.unconfirmed);
    }
    await inquireByReference(db, gateway, mail, 'easypaisa', orderId, config.now());
    return c.json({ success: true }, 200);
  };
  routes.get('/webhooks/easypaisa', easypaisaIpn);
  routes.post('/webhooks/easypaisa', easypaisaIpn);

  return routes;
}

/** The IPN's URL from a JSON `{url}` or a form `url=` body. */
function ipnUrlOfBody(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'url' in parsed && typeof parsed.url === 'string') return parsed.url;
  } catch {
    // not JSON: a form
  }
  return new URLSearchParams(text).get('url');
}
