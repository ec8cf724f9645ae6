// Cards through Safepay's hosted checkout: the card number is typed on Safepay's page, never ours.
// Safepay finds a payment only by its tracker (the session's token), so `charge` hands the tracker back as
// `providerReference` and the caller keeps it as the payment's reference; our own order id travels as `order_id`.
// Nothing the browser brings back is believed on its own: a return's `sig` is checked, then the state is asked from
// Safepay; a webhook is believed once its X-SFPY-SIGNATURE matches the raw body.
import { randomBytes } from 'node:crypto';
import { GatewayUnreachable, SuspiciousAnswer, type LiveProvider, type ProviderReport, type RefundOutcome } from '../provider';
import { call, checkoutBase, CURRENCY, environmentOf, isRecord, refusal, SafepayRefused, toPaisa, type SafepaySettings } from './api';
import { returnSignatureValid, webhookSignatureValid } from './signature';
import { outcomeOfState, PARTLY_REFUNDED, REFUNDED, trackerView, webhookEvent, type FinalOrPending, type TrackerView } from './states';

export type { SafepaySettings } from './api';

const TRACKER = /^track_[0-9a-z-]+$/i;
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function safepayProvider(settings: SafepaySettings): LiveProvider {
  const { log } = settings;
  // Our order id → tracker for this process's life: lets an inquiry by the order id work before the caller stored the tracker.
  const trackers = new Map<string, string>();
  const trackerFor = (reference: string) => (TRACKER.test(reference) ? reference : (trackers.get(reference) ?? null));

  function suspicious(reason: string, fields: object = {}): SuspiciousAnswer {
    log.warn({ provider: 'safepay', ...fields }, reason);
    return new SuspiciousAnswer(reason);
  }

  /** The tracker as Safepay's reporter sees it; null when Safepay does not know it. */
  async function lookUp(tracker: string): Promise<TrackerView | null> {
    const answer = await call(settings, 'a payment inquiry', `/reporter/api/v1/payments/${encodeURIComponent(tracker)}`, { method: 'GET', secret: true });
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw refusal('a payment inquiry', answer);
    const view = isRecord(answer.body) ? trackerView(answer.body.data) : null;
    if (!view) {
      log.warn({ provider: 'safepay', tracker }, 'Safepay answered an inquiry without a readable tracker');
      throw new GatewayUnreachable('Safepay answered the inquiry unreadably.');
    }
    if (view.tracker !== tracker) throw suspicious('Safepay answered an inquiry about another tracker', { tracker });
    return view;
  }

  /** What Safepay says of a tracker; `expectedPaisa` (when known) must be what it holds, or the answer is not believed. */
  async function confirm(tracker: string, expectedPaisa: number | null): Promise<FinalOrPending> {
    const view = await lookUp(tracker);
    if (!view) {
      log.warn({ provider: 'safepay', tracker }, 'Safepay does not know this tracker (yet); left pending');
      return { status: 'pending' };
    }
    const outcome = outcomeOfState(tracker, view.state);
    if (!outcome) {
      log.warn({ provider: 'safepay', tracker, state: view.state }, 'Safepay answered a tracker state this code does not know; left pending');
      return { status: 'pending' };
    }
    if (outcome.status === 'paid' && expectedPaisa !== null && (view.amount !== expectedPaisa || view.currency !== CURRENCY)) {
      throw suspicious('Safepay reports a paid amount that is not the invoice amount', { tracker, expected: expectedPaisa, reported: view.amount, currency: view.currency });
    }
    return outcome;
  }

  function fromReturn(input: { query: URLSearchParams; form: URLSearchParams | null }, name: string): string {
    return input.form?.get(name) ?? input.query.get(name) ?? '';
  }

  return {
    name: 'safepay',
    methods: ['card'],

    newReference(now: Date): string {
      // 'SP' + UTC yyMMddHHmmss + 6 random: 20 characters, sortable by time, unique per workshop.
      const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
      const random = [...randomBytes(6)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
      return `SP${stamp}${random}`;
    },

    async charge(charge) {
      if (charge.method !== 'card') throw new Error(`Safepay takes cards, not ${charge.method}.`);
      const environment = environmentOf(settings.apiUrl);
      const answer = await call(settings, 'a checkout session', '/order/v1/init', {
        method: 'POST',
        body: { client: settings.apiKey, amount: toPaisa(charge.amount), currency: CURRENCY, environment },
      });
      if (answer.status !== 200 && answer.status !== 201) throw refusal('the checkout session', answer);
      const tracker = isRecord(answer.body) && isRecord(answer.body.data) ? answer.body.data.token : undefined;
      if (typeof tracker !== 'string' || !TRACKER.test(tracker)) {
        log.warn({ provider: 'safepay', reference: charge.reference }, 'Safepay started a session without a readable tracker');
        throw new GatewayUnreachable('Safepay answered the checkout session unreadably.');
      }
      trackers.set(charge.reference, tracker);
      const query = new URLSearchParams({
        beacon: tracker,
        order_id: charge.reference,
        source: 'custom',
        redirect_url: charge.returnUrl,
        cancel_url: charge.cancelUrl,
        env: environment,
        webhooks: 'true',
      });
      return { status: 'redirect', redirect: { url: `${checkoutBase(settings.apiUrl)}?${query.toString()}`, method: 'GET', fields: {} }, providerReference: tracker };
    },

    async inquire(payment) {
      const tracker = trackerFor(payment.reference);
      if (!tracker) {
        // No session was ever started for it in this process (the init call failed or timed out): nobody was sent to pay.
        log.warn({ provider: 'safepay', reference: payment.reference }, 'No Safepay tracker is known for this reference; left pending');
        return { status: 'pending' };
      }
      return confirm(tracker, toPaisa(payment.amount));
    },

    async refund(refund): Promise<RefundOutcome> {
      const tracker = refund.providerTxnId ?? trackerFor(refund.reference);
      if (!tracker || !TRACKER.test(tracker)) throw new Error('A Safepay refund needs the payment’s tracker.');
      // Asked first, so a refund retried after a timeout does not ask Safepay to give the money back twice.
      const before = await lookUp(tracker);
      if (before?.state === REFUNDED) return { status: 'refunded' };
      if (before?.state === PARTLY_REFUNDED) {
        // Part of it went back outside this app (Safepay's dashboard): a full refund would be refused, the rest is the workshop's.
        log.warn({ provider: 'safepay', tracker }, 'Safepay holds a partly refunded payment; the rest is returned by hand');
        return { status: 'by_hand' };
      }
      if (before?.state !== 'TRACKER_ENDED') throw new SafepayRefused(409, `Safepay holds no paid payment to refund under this tracker (${before?.state ?? 'unknown tracker'}).`);
      const answer = await call(settings, 'a refund', `/order/payments/v3/${encodeURIComponent(tracker)}/refund`, {
        method: 'POST',
        secret: true,
        body: { payload: { amount: toPaisa(refund.amount), currency: CURRENCY } },
      });
      if (answer.status >= 400) {
        // Safepay will not take it back (a card older than its refund window, a refund already under way): the workshop must.
        log.warn({ provider: 'safepay', tracker, status: answer.status }, 'Safepay refused the refund; it is returned by hand');
        return { status: 'by_hand' };
      }
      const after = isRecord(answer.body) && isRecord(answer.body.data) ? trackerView(answer.body.data.tracker) : null;
      if (after?.tracker === tracker && after.state === REFUNDED) return { status: 'refunded' };
      throw new GatewayUnreachable('Safepay answered the refund without saying it was refunded in full.');
    },

    async readReturn(input): Promise<ProviderReport> {
      const tracker = fromReturn(input, 'tracker');
      if (!returnSignatureValid(settings.secretKey, tracker, fromReturn(input, 'sig'))) throw suspicious('A Safepay return came back with a wrong or missing signature');
      const orderId = fromReturn(input, 'order_id');
      const known = orderId === '' ? undefined : trackers.get(orderId);
      if (known !== undefined && known !== tracker) throw suspicious('A Safepay return names another order’s tracker', { tracker });
      return { reference: tracker, outcome: await confirm(tracker, null) };
    },

    async readWebhook(input): Promise<ProviderReport | null> {
      if (!webhookSignatureValid(settings.webhookSecret, input.rawBody, input.headers)) throw suspicious('A Safepay webhook came with a wrong or missing X-SFPY-SIGNATURE');
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(input.rawBody).toString('utf8')) as unknown;
      } catch {
        log.warn({ provider: 'safepay' }, 'A signed Safepay webhook is not JSON; ignored');
        return null;
      }
      const event = webhookEvent(body);
      return event ? { reference: event.tracker, outcome: event.outcome } : null;
    },
  };
}

export { SafepayRefused };
