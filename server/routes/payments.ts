// Online payments (spec §7 "Payments"): card, UPI and wallet through the gateway, verify, and the methods list.
// Every failure answers the error envelope plus `error` and, once an attempt exists, its `transactionId`.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cardDigits, cardNumberValid } from '../../src/domain/card';
import { messages } from '../../src/domain/messages';
import { cardPaymentPayloadAt, HostedCardPaymentPayload, PLACEHOLDER_BOOKING_ID, UpiPaymentPayload, WalletPaymentPayload } from '../../src/domain/schemas';
import { requireCustomer } from '../auth/session-cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { busyRefusal, HttpError, readJson, validOrThrow } from '../http/errors';
import { DomainError, type DomainErrorKind } from '../services/errors';
import { serverMessages } from '../messages';
import type { PaymentInstrument } from '../services/payment-gateway';
import type { PaymentRow } from '../db/schema';
import { findPayment, payBooking, paymentFailureBody } from '../services/payments';
import { refreshedAttempt } from '../services/payment-settling';
import { requestFingerprint } from '../services/request-fingerprint';
import { idempotencyKeyOf } from './idempotency-key';

const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 };

function bookingIdOf(payload: { bookingId: string }): string {
  if (payload.bookingId === PLACEHOLDER_BOOKING_ID) {
    throw new HttpError(400, messages.payments.placeholderBooking, { bookingId: [messages.payments.placeholderBooking] });
  }
  return payload.bookingId;
}

/** What the route acts on, and the validated request it came from (what an Idempotency-Key's digest covers). */
type PaymentInput = { bookingId: string; instrument: PaymentInstrument; request: unknown };

/** The card reader checks the expiry against the server's clock. */
const cardReader =
  (now: () => Date) =>
  (body: unknown): PaymentInput => {
    const payload = validOrThrow(cardPaymentPayloadAt(now), body);
    const digits = cardDigits(payload.cardNumber);
    if (!cardNumberValid(digits)) throw new HttpError(400, messages.card.numberInvalid, { cardNumber: [messages.card.numberInvalid] });
    return {
      bookingId: bookingIdOf(payload),
      instrument: { method: 'card', digits, holder: payload.cardHolder, expiryDate: payload.expiryDate, cvv: payload.cvv },
      // The number as digits: "4242 4242 …" and "4242424242…" are one card.
      request: { ...payload, cardNumber: digits },
    };
  };

/** Card fields a live server must never receive: refused before anything of them is read. */
const CARD_FIELDS = ['cardNumber', 'cvv', 'expiryDate', 'cardHolder'];

/** A live server's card: paid on the gateway's hosted page, so the request names the booking alone. */
const readHostedCard = (body: unknown): PaymentInput => {
  if (body !== null && typeof body === 'object' && CARD_FIELDS.some((field) => field in body)) {
    throw new HttpError(400, messages.payments.cardOnHostedPage, { cardNumber: [messages.payments.cardOnHostedPage] });
  }
  const payload = validOrThrow(HostedCardPaymentPayload, body);
  return { bookingId: bookingIdOf(payload), instrument: { method: 'hosted_card' }, request: payload };
};

const readUpi = (body: unknown): PaymentInput => {
  const payload = validOrThrow(UpiPaymentPayload, body);
  return { bookingId: bookingIdOf(payload), instrument: { method: 'upi', vpa: payload.vpa }, request: payload };
};

const readWallet = (body: unknown): PaymentInput => {
  const payload = validOrThrow(WalletPaymentPayload, body);
  return { bookingId: bookingIdOf(payload), instrument: { method: 'wallet', walletType: payload.walletType, phone: payload.phone }, request: payload };
};

/** Both spellings of a path: exactly as written, and with a trailing slash. */
const withAndWithoutSlash = (path: string) => [path, `${path}/`];

/**
 * `gateway` null (PAYMENT_GATEWAY=off): the three payment routes answer 503 and the methods list is empty, which
 * tells the app that payment is taken at the workshop. Verify still reads the attempts already stored.
 */
export function paymentRoutes({ db, config, fastReads, gateway, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer({ db, config, fastReads });

  // Errors of these routes (including 401 from the session check) carry `error` as well; the rest go to the app.
  routes.onError((given, c) => {
    const error = busyRefusal(given) ?? given;
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(paymentFailureBody(error.message, undefined, error.errors), error.status);
    }
    if (error instanceof DomainError) return c.json(paymentFailureBody(error.message), DOMAIN_STATUS[error.kind]);
    throw error;
  });

  const pay = (read: (body: unknown) => PaymentInput) => async (c: Context<AppEnv>) => {
    if (gateway === null) throw new HttpError(503, serverMessages.onlinePaymentOff);
    const idempotencyKey = idempotencyKeyOf(c);
    const { bookingId, instrument, request } = read(await readJson(c));
    const fingerprint = idempotencyKey === null ? null : requestFingerprint(config.sessionSecret, `payments/${instrument.method}`, request);
    const now = config.now();
    const settleWaiting = (row: PaymentRow) => refreshedAttempt(db, gateway, mail, row, now, 0);
    const answer = await payBooking(db, gateway, mail, { customerId: c.var.user.id, publicUrl: config.publicUrl, bookingId, idempotencyKey, fingerprint, instrument, settleWaiting }, now);
    return c.json(answer.body, answer.status);
  };

  const cardIsHosted = gateway?.methods().some((method) => method.id === 'card' && method.hosted) ?? false;
  for (const path of withAndWithoutSlash('/payments/card')) routes.post(path, customer, pay(cardIsHosted ? readHostedCard : cardReader(config.now)));
  for (const path of withAndWithoutSlash('/payments/upi')) routes.post(path, customer, pay(readUpi));
  for (const path of withAndWithoutSlash('/payments/wallet')) routes.post(path, customer, pay(readWallet));

  for (const path of withAndWithoutSlash('/payments/verify/:transactionId')) {
    routes.get(path, customer, async (c) => {
      const data = await findPayment(db, c.var.user.id, c.req.param('transactionId') ?? '', (row) => refreshedAttempt(db, gateway, mail, row, config.now()));
      return c.json({ success: true, transactionId: data.transactionId, data });
    });
  }

  for (const path of withAndWithoutSlash('/payments/methods')) {
    routes.get(path, (c) => c.json({ success: true, data: gateway === null ? [] : gateway.methods() }));
  }

  return routes;
}
