// Online payments (spec §7 "Payments"): card, UPI and wallet through the gateway, verify, and the methods list.
// Every failure answers the error envelope plus `error` and, once an attempt exists, its `transactionId`.
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cardDigits, cardNumberValid } from '../../src/domain/card';
import { messages } from '../../src/domain/messages';
import { OFFERED_PAYMENT_METHODS } from '../../src/domain/paymentMethods';
import { CardPaymentPayload, PLACEHOLDER_BOOKING_ID, UpiPaymentPayload, WalletPaymentPayload } from '../../src/domain/schemas';
import { requireCustomer } from '../auth/session-cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { DomainError, type DomainErrorKind } from '../services/errors';
import { sandboxGateway, type PaymentGateway, type PaymentInstrument } from '../services/payment-gateway';
import { findPayment, payBooking, paymentFailureBody } from '../services/payments';

const IDEMPOTENCY_KEY_MAX = 200;
const DOMAIN_STATUS: Record<DomainErrorKind, ContentfulStatusCode> = { invalid: 400, not_found: 404, conflict: 409, forbidden: 403 };

/** The Idempotency-Key header: absent is null (no dedupe); present must be 1–200 characters. */
function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) throw new HttpError(400, messages.payments.idempotencyKeyInvalid);
  return key;
}

function bookingIdOf(payload: { bookingId: string }): string {
  if (payload.bookingId === PLACEHOLDER_BOOKING_ID) {
    throw new HttpError(400, messages.payments.placeholderBooking, { bookingId: [messages.payments.placeholderBooking] });
  }
  return payload.bookingId;
}

type PaymentInput = { bookingId: string; instrument: PaymentInstrument };

const readCard = (body: unknown): PaymentInput => {
  const payload = validOrThrow(CardPaymentPayload, body);
  const digits = cardDigits(payload.cardNumber);
  if (!cardNumberValid(digits)) throw new HttpError(400, messages.card.numberInvalid, { cardNumber: [messages.card.numberInvalid] });
  return {
    bookingId: bookingIdOf(payload),
    instrument: { method: 'card', digits, holder: payload.cardHolder, expiryDate: payload.expiryDate, cvv: payload.cvv },
  };
};

const readUpi = (body: unknown): PaymentInput => {
  const payload = validOrThrow(UpiPaymentPayload, body);
  return { bookingId: bookingIdOf(payload), instrument: { method: 'upi', vpa: payload.vpa } };
};

const readWallet = (body: unknown): PaymentInput => {
  const payload = validOrThrow(WalletPaymentPayload, body);
  return { bookingId: bookingIdOf(payload), instrument: { method: 'wallet', walletType: payload.walletType, phone: payload.phone } };
};

/** Both spellings of a path: exactly as written, and with a trailing slash. */
const withAndWithoutSlash = (path: string) => [path, `${path}/`];

export function paymentRoutes({ db, config }: AppDeps, gateway: PaymentGateway = sandboxGateway()): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer(db, config);

  // Errors of these routes (including 401 from the session check) carry `error` as well; the rest go to the app.
  routes.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(paymentFailureBody(error.message, undefined, error.errors), error.status);
    }
    if (error instanceof DomainError) return c.json(paymentFailureBody(error.message), DOMAIN_STATUS[error.kind]);
    throw error;
  });

  const pay = (read: (body: unknown) => PaymentInput) => async (c: Context<AppEnv>) => {
    const idempotencyKey = idempotencyKeyOf(c);
    const { bookingId, instrument } = read(await readJson(c));
    const answer = await payBooking(db, gateway, { customerId: c.var.user.id, bookingId, idempotencyKey, instrument }, config.now());
    return c.json(answer.body, answer.status);
  };

  for (const path of withAndWithoutSlash('/payments/card')) routes.post(path, customer, pay(readCard));
  for (const path of withAndWithoutSlash('/payments/upi')) routes.post(path, customer, pay(readUpi));
  for (const path of withAndWithoutSlash('/payments/wallet')) routes.post(path, customer, pay(readWallet));

  for (const path of withAndWithoutSlash('/payments/verify/:transactionId')) {
    routes.get(path, customer, async (c) => {
      const data = await findPayment(db, c.var.user.id, c.req.param('transactionId') ?? '');
      return c.json({ success: true, transactionId: data.transactionId, data });
    });
  }

  for (const path of withAndWithoutSlash('/payments/methods')) {
    routes.get(path, (c) => c.json({ success: true, data: OFFERED_PAYMENT_METHODS }));
  }

  return routes;
}
