// Card, UPI and wallet payments through the sandbox gateway, idempotency, verify and methods, on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, Car } from '../../src/domain/types';
import { createApp, type App } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import type { DatabaseHandle } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed';
import { invoices, payments } from '../../server/db/schema';
import { ABANDONED_ATTEMPT_MS, type PaymentFailureBody, type PaymentSuccessBody } from '../../server/services/payments';
import type { Logger, LogFields } from '../../server/http/logger';
import { prepareBackends, type TestBackend } from './helpers/backends';
import { call, removeTempDirs, signedInCustomer, testConfig, type SignedInCustomer } from './helpers/app';
import { serverMessages } from '../../server/messages';

const backends = await prepareBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeTempDirs();
});

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const TODAY = '2026-11-22';
const CLOCK = new Date('2026-11-22T05:30:00Z');

const APPROVED_VISA = '4242 4242 4242 4242';
const APPROVED_MASTERCARD = '5555 5555 5555 4444';
const DECLINED_CARD = '4000 0000 0000 0002';
const TRANSACTION_ID = /^txn_[\w-]{24}$/;

// The answers as the payment service writes them.
type Success = PaymentSuccessBody;
type Failure = PaymentFailureBody;
type PaymentAnswer = Success | Failure;

interface Ctx {
  handle: DatabaseHandle;
  app: App;
  logLines: string[];
}

/** A fresh database and an app whose log lines the tests can read. */
function useApp(backend: TestBackend, env: Record<string, string> = {}) {
  const ctx = { logLines: [] } as unknown as Ctx;
  beforeAll(async () => {
    ctx.handle = await backend.open();
    await seedCatalogue(ctx.handle.db);
    const config = testConfig(env);
    config.now = () => CLOCK;
    const record = (level: string) => (msg: string, fields: LogFields = {}) => {
      ctx.logLines.push(JSON.stringify({ level, msg, ...fields }));
    };
    const logger: Logger = { info: record('info'), error: record('error') };
    ctx.app = createApp(createAppDeps({ db: ctx.handle.db, config, logger }));
  });
  afterAll(async () => {
    await ctx.handle?.close();
  });
  return ctx;
}

let bookingCounter = 0;
/** A signed-in customer with a fresh pending booking (each on its own day, so days never fill up). */
async function customerWithBooking(app: App, customer?: SignedInCustomer): Promise<{ customer: SignedInCustomer; booking: BookingDetail }> {
  const who = customer ?? (await signedInCustomer(app));
  bookingCounter += 1;
  const car = await call<{ data: Car }>(app, 'POST', '/api/cars/add-car/', {
    cookie: who.cookie,
    body: { make: 'Toyota', model: 'Corolla', year: 2021, license_plate: `PAY-${bookingCounter}` },
  });
  if (car.status !== 201) throw new Error(`add car failed ${car.status}: ${car.text}`);
  const created = await call<{ data: BookingDetail }>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.cookie,
    body: { service: 'express-exterior-wash', car: car.body.data.id, booking_date: addDays(TODAY, 1 + (bookingCounter % 50)), customer_notes: '' },
  });
  if (created.status !== 201) throw new Error(`booking failed ${created.status}: ${created.text}`);
  return { customer: who, booking: created.body.data };
}

const cardBody = (bookingId: string, overrides: Record<string, unknown> = {}) => ({
  cardNumber: APPROVED_VISA,
  cardHolder: 'Ayesha Khan',
  expiryDate: '12/28',
  cvv: '123',
  billingAddress: { street: '12 Clifton Road', city: 'Karachi', state: 'Sindh', pincode: '75600' },
  bookingId,
  ...overrides,
});

type Method = 'card' | 'upi' | 'wallet';
const pay = (app: App, customer: SignedInCustomer | null, method: Method, body: unknown, headers: Record<string, string> = {}) =>
  call<PaymentAnswer>(app, 'POST', `/api/payments/${method}`, { cookie: customer?.cookie ?? null, body, headers });

const expectFailure = (answer: { status: number; body: PaymentAnswer }, status: number, message: string) => {
  expect({ status: answer.status, success: answer.body.success, message: answer.body.message }).toEqual({ status, success: false, message });
  const body = answer.body as Failure;
  expect(body.detail).toBe(message);
  expect(body.error).toBe(message);
  return body;
};

/** What a client can see of the booking: its status and its invoice's payment status. */
async function bookingSeenBy(app: App, customer: SignedInCustomer, bookingId: string) {
  const answer = await call<{ data: BookingDetail }>(app, 'GET', `/api/bookings/${bookingId}/`, { cookie: customer.cookie });
  return { status: answer.body.data.status, payment_status: answer.body.data.payment_status };
}

describe.each(backends)('payments on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('paying a booking', () => {
    const ctx = useApp(backend);
    const invoiceOf = async (bookingId: string) => (await ctx.handle.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)))[0];
    const attemptsOf = (bookingId: string) => ctx.handle.db.select().from(payments).where(eq(payments.bookingId, bookingId));

    it('approves a Luhn-valid card: 200, the invoice is paid by card and the booking confirmed', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const answer = await pay(ctx.app, customer, 'card', cardBody(booking.id));
      expect(answer.status).toBe(200);
      const body = answer.body as Success;
      expect(body).toEqual({
        success: true,
        transactionId: expect.stringMatching(TRANSACTION_ID),
        message: messages.checkout.paymentSuccess,
        data: {
          transactionId: body.transactionId,
          bookingId: booking.id,
          invoiceId: booking.invoice_id,
          amount: booking.total_amount,
          method: 'card',
          status: 'succeeded',
          brand: 'visa',
          last4: '4242',
          created_at: expect.any(String),
        },
      });
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'confirmed', payment_status: 'paid' });
      const invoice = await invoiceOf(booking.id);
      expect({ method: invoice?.paymentMethod, paidAt: invoice?.paidAt?.toISOString() }).toEqual({ method: 'card', paidAt: CLOCK.toISOString() });
    });

    it('accepts the paths with a trailing slash and a bearer token, and names a Mastercard', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const answer = await call<Success>(ctx.app, 'POST', '/api/payments/card/', {
        headers: { Authorization: `Bearer ${customer.token}` },
        body: cardBody(booking.id, { cardNumber: APPROVED_MASTERCARD, billingAddress: undefined }),
      });
      expect(answer.status).toBe(200);
      expect({ brand: answer.body.data.brand, last4: answer.body.data.last4 }).toEqual({ brand: 'mastercard', last4: '4444' });
    });

    it('declines 4000 0000 0000 0002 with 402 and the attempt id; the invoice stays pending and a good card then pays', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const declined = await pay(ctx.app, customer, 'card', cardBody(booking.id, { cardNumber: DECLINED_CARD }));
      const failure = expectFailure(declined, 402, messages.payments.cardDeclined);
      expect(failure.transactionId).toMatch(TRANSACTION_ID);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });

      const retried = await pay(ctx.app, customer, 'card', cardBody(booking.id));
      expect(retried.status).toBe(200);
      expect(retried.body.transactionId).not.toBe(failure.transactionId);
      expect((await attemptsOf(booking.id)).map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
    });

    it('refuses a number that fails the Luhn check with 400 on cardNumber and records nothing', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const answer = await pay(ctx.app, customer, 'card', cardBody(booking.id, { cardNumber: '4242 4242 4242 4241' }));
      const failure = expectFailure(answer, 400, messages.card.numberInvalid);
      expect(failure.errors).toEqual({ cardNumber: [messages.card.numberInvalid] });
      expect(failure.transactionId).toBeUndefined();
      expect(await attemptsOf(booking.id)).toEqual([]);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('refuses an all-zero number (Luhn-valid, never a card) with 400 on cardNumber and records nothing', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const answer = await pay(ctx.app, customer, 'card', cardBody(booking.id, { cardNumber: '0000 0000 0000 0000' }));
      expect(expectFailure(answer, 400, messages.card.numberInvalid).errors).toEqual({ cardNumber: [messages.card.numberInvalid] });
      expect(await attemptsOf(booking.id)).toEqual([]);
    });

    it('checks the expiry against the Karachi month: this month pays, last month and month 13 are refused', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      for (const [expiryDate, text] of [
        ['10/26', messages.card.expired],
        ['12/25', messages.card.expired],
        ['13/30', messages.card.expiryInvalid],
        ['00/30', messages.card.expiryInvalid],
      ]) {
        const refused = await pay(ctx.app, customer, 'card', cardBody(booking.id, { expiryDate }));
        expect(expectFailure(refused, 400, text ?? '').errors).toEqual({ expiryDate: [text] });
      }
      expect(await attemptsOf(booking.id)).toEqual([]);
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id, { expiryDate: '11/26' }))).status).toBe(200);
    });

    const mustBeText = (field: string) => messages.validation.fieldMustBe(field, 'text');
    it.each([
      ['card', 'cardNumber', 4242424242424242, mustBeText('cardNumber')],
      ['card', 'cardNumber', ['4242424242424242'], mustBeText('cardNumber')],
      ['card', 'cardNumber', { number: '4242424242424242' }, mustBeText('cardNumber')],
      ['card', 'cardHolder', 73917391, mustBeText('cardHolder')],
      ['card', 'expiryDate', 1231, mustBeText('expiryDate')],
      ['card', 'cvv', 7391, mustBeText('cvv')],
      ['card', 'billingAddress', 75600, messages.validation.fieldMustBe('billingAddress', 'an object')],
      ['upi', 'vpa', 55512345, mustBeText('vpa')],
      ['wallet', 'phone', 9876543210, mustBeText('phone')],
      // The spec's own sentence for this field.
      ['wallet', 'walletType', 98765, messages.wallet.selectWallet],
    ] as const)('a %s payment with %s of the wrong type answers 400 at the field, without echoing it (%j)', async (method, field, value, text) => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const bodies = {
        card: cardBody(booking.id),
        upi: { vpa: 'ayesha@oksbi', bookingId: booking.id },
        wallet: { walletType: 'paytm', phone: '9876543210', bookingId: booking.id },
      };
      const answer = await pay(ctx.app, customer, method, { ...bodies[method], [field]: value });
      expect(answer.status).toBe(400);
      expect((answer.body as Failure).errors).toEqual({ [field]: [text] });
      const digits = JSON.stringify(value).replace(/\D/g, '');
      expect(answer.text).not.toContain(digits);
      expect(await attemptsOf(booking.id)).toEqual([]);
    });

    it.each([
      [{ cvv: '' }, 'cvv', messages.card.cvvRequired],
      [{ expiryDate: '1228' }, 'expiryDate', messages.card.expiryInvalid],
      [{ cardHolder: '  ' }, 'cardHolder', messages.card.holderRequired],
      [{ cardNumber: '4242' }, 'cardNumber', messages.card.numberInvalid],
      [{ bookingId: undefined }, 'bookingId', messages.payments.bookingRequired],
    ])('answers 400 for the card body %j', async (change, field, text) => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const answer = await pay(ctx.app, customer, 'card', cardBody(booking.id, change));
      expect(answer.status).toBe(400);
      expect((answer.body as Failure).errors?.[field]).toContain(text);
      expect((answer.body as Failure).error).toBe(answer.body.message);
    });

    it('refuses the placeholder booking id with 400', async () => {
      const customer = await signedInCustomer(ctx.app);
      expectFailure(await pay(ctx.app, customer, 'card', cardBody('temp-booking-id')), 400, messages.payments.placeholderBooking);
      expectFailure(await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', bookingId: 'temp-booking-id' }), 400, messages.payments.placeholderBooking);
    });

    it('pays by UPI (charging the invoice total whatever amount is sent) and declines an id ending in @fail', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const failed = await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@fail', amount: booking.total_amount, bookingId: booking.id });
      expect(expectFailure(failed, 402, messages.payments.upiDeclined).transactionId).toMatch(TRANSACTION_ID);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });

      const paid = await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', amount: 1, bookingId: booking.id });
      expect(paid.status).toBe(200);
      const body = paid.body as Success;
      expect(body.message).toBe(messages.checkout.upiSuccess);
      expect(body.data).toMatchObject({ method: 'upi', status: 'succeeded', amount: booking.total_amount });
      expect((await invoiceOf(booking.id))?.paymentMethod).toBe('digital');
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'confirmed', payment_status: 'paid' });
    });

    it('refuses a malformed UPI id with 400', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const answer = await pay(ctx.app, customer, 'upi', { vpa: 'not-an-id', bookingId: booking.id });
      expect(expectFailure(answer, 400, messages.upi.invalid).errors).toEqual({ vpa: [messages.upi.invalid] });
    });

    it('pays by wallet, declines mobile 9999999999, and needs no mobile for Amazon Pay only', async () => {
      const first = await customerWithBooking(ctx.app);
      const declined = await pay(ctx.app, first.customer, 'wallet', { walletType: 'phonepe', phone: '9999999999', bookingId: first.booking.id });
      expect(expectFailure(declined, 402, messages.payments.walletDeclined).transactionId).toMatch(TRANSACTION_ID);
      const paid = await pay(ctx.app, first.customer, 'wallet', { walletType: 'paytm', phone: '9876543210', bookingId: first.booking.id });
      expect(paid.status).toBe(200);
      expect(paid.body.message).toBe(messages.checkout.walletSuccess);
      expect((paid.body as Success).data).toMatchObject({ method: 'wallet', walletType: 'paytm', status: 'succeeded' });
      expect((await invoiceOf(first.booking.id))?.paymentMethod).toBe('digital');

      const second = await customerWithBooking(ctx.app);
      const noPhone = await pay(ctx.app, second.customer, 'wallet', { walletType: 'paytm', bookingId: second.booking.id });
      expect(expectFailure(noPhone, 400, messages.wallet.invalidMobile).errors).toEqual({ phone: [messages.wallet.invalidMobile] });
      const noWallet = await pay(ctx.app, second.customer, 'wallet', { walletType: 'cash', phone: '9876543210', bookingId: second.booking.id });
      expect(expectFailure(noWallet, 400, messages.wallet.selectWallet).errors).toEqual({ walletType: [messages.wallet.selectWallet] });
      const amazon = await pay(ctx.app, second.customer, 'wallet', { walletType: 'amazonpay', bookingId: second.booking.id });
      expect(amazon.status).toBe(200);
      expect((amazon.body as Success).data.walletType).toBe('amazonpay');
    });

    it('pays with JazzCash and Easypaisa from a Pakistani mobile and declines 03009999999 with the gateway sentence', async () => {
      const first = await customerWithBooking(ctx.app);
      const declined = await pay(ctx.app, first.customer, 'wallet', { walletType: 'jazzcash', phone: '03009999999', bookingId: first.booking.id });
      expect(expectFailure(declined, 402, messages.payments.walletDeclined).transactionId).toMatch(TRANSACTION_ID);
      expect(await bookingSeenBy(ctx.app, first.customer, first.booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
      const jazzcash = await pay(ctx.app, first.customer, 'wallet', { walletType: 'jazzcash', phone: '03001234567', bookingId: first.booking.id });
      expect(jazzcash.status).toBe(200);
      expect((jazzcash.body as Success).data).toMatchObject({ method: 'wallet', walletType: 'jazzcash', status: 'succeeded' });

      const second = await customerWithBooking(ctx.app);
      const easypaisa = await pay(ctx.app, second.customer, 'wallet', { walletType: 'easypaisa', phone: '03451234567', bookingId: second.booking.id });
      expect(easypaisa.status).toBe(200);
      expect((easypaisa.body as Success).data.walletType).toBe('easypaisa');
    });

    it('refuses the JazzCash voucher, which needs JazzCash’s own page (a live server), and never lists it', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const voucher = await pay(ctx.app, customer, 'wallet', { walletType: 'jazzcash_voucher', bookingId: booking.id });
      expectFailure(voucher, 400, messages.payments.methodNotOffered);
      const methods = await call<{ data: Array<{ wallets?: Array<{ id: string }> }> }>(ctx.app, 'GET', '/api/payments/methods');
      expect(methods.body.data.flatMap((method) => method.wallets ?? []).map((wallet) => wallet.id)).not.toContain('jazzcash_voucher');
    });

    it('refuses a JazzCash or Easypaisa mobile that is not a Pakistani mobile with 400 on phone, and a Pakistani one for Paytm', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      for (const [walletType, phone] of [['jazzcash', '9876543210'], ['easypaisa', '0300123456'], ['jazzcash', '']]) {
        const refused = await pay(ctx.app, customer, 'wallet', { walletType, phone, bookingId: booking.id });
        expect(expectFailure(refused, 400, messages.wallet.invalidPakistaniMobile).errors).toEqual({ phone: [messages.wallet.invalidPakistaniMobile] });
      }
      const paytm = await pay(ctx.app, customer, 'wallet', { walletType: 'paytm', phone: '03001234567', bookingId: booking.id });
      expect(expectFailure(paytm, 400, messages.wallet.invalidMobile).errors).toEqual({ phone: [messages.wallet.invalidMobile] });
      expect(await attemptsOf(booking.id)).toHaveLength(0);
    });

    it('takes a billing postal code of exactly 5 digits when one is given', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      for (const pincode of ['7560', '756001', 'KHI12']) {
        const refused = await pay(ctx.app, customer, 'card', cardBody(booking.id, { billingAddress: { city: 'Karachi', pincode } }));
        expect(expectFailure(refused, 400, messages.card.postalCodeInvalid).errors).toEqual({ 'billingAddress.pincode': [messages.card.postalCodeInvalid] });
      }
      const withoutCode = await pay(ctx.app, customer, 'card', cardBody(booking.id, { billingAddress: { city: 'Karachi' } }));
      expect(withoutCode.status).toBe(200);
    });

    it('answers 409 for a paid booking and for a cancelled one', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id))).status).toBe(200);
      expectFailure(await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', bookingId: booking.id }), 409, messages.payments.alreadyPaid);
      expect(await attemptsOf(booking.id)).toHaveLength(1);

      const other = await customerWithBooking(ctx.app, customer);
      const cancelled = await call(ctx.app, 'POST', `/api/bookings/${other.booking.id}/cancel/`, { cookie: customer.cookie, body: { reason: 'Travelling' } });
      expect(cancelled.status).toBe(200);
      expectFailure(await pay(ctx.app, customer, 'card', cardBody(other.booking.id)), 409, messages.payments.notPayable);
      expect(await bookingSeenBy(ctx.app, customer, other.booking.id)).toEqual({ status: 'cancelled', payment_status: 'void' });
      expect(await attemptsOf(other.booking.id)).toEqual([]);
    });

    it("answers 404 for another customer's booking or an unknown one, and changes nothing", async () => {
      const { customer: owner, booking } = await customerWithBooking(ctx.app);
      const stranger = await signedInCustomer(ctx.app);
      expectFailure(await pay(ctx.app, stranger, 'card', cardBody(booking.id)), 404, messages.payments.bookingNotFound);
      expectFailure(await pay(ctx.app, stranger, 'wallet', { walletType: 'amazonpay', bookingId: booking.id }), 404, messages.payments.bookingNotFound);
      expectFailure(await pay(ctx.app, stranger, 'upi', { vpa: 'x@oksbi', bookingId: 'no-such-booking' }), 404, messages.payments.bookingNotFound);
      expect(await attemptsOf(booking.id)).toEqual([]);
      expect(await bookingSeenBy(ctx.app, owner, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('needs a signed-in customer for every payment call but the methods list', async () => {
      const { booking } = await customerWithBooking(ctx.app);
      expectFailure(await pay(ctx.app, null, 'card', cardBody(booking.id)), 401, messages.auth.notAuthenticated);
      expectFailure(await pay(ctx.app, null, 'upi', { vpa: 'a@oksbi', bookingId: booking.id }), 401, messages.auth.notAuthenticated);
      expectFailure(await pay(ctx.app, null, 'wallet', { walletType: 'amazonpay', bookingId: booking.id }), 401, messages.auth.notAuthenticated);
      expect((await call(ctx.app, 'GET', '/api/payments/verify/txn_abc')).status).toBe(401);
      expect((await call(ctx.app, 'GET', '/api/payments/methods')).status).toBe(200);
    });
  });

  describe.skipIf(backend.skipReason !== null)('Idempotency-Key', () => {
    const ctx = useApp(backend);
    /** A card attempt claimed with `key` that its server has not settled (yet, or ever). */
    const claimAttempt = (customerId: string, booking: BookingDetail, key: string, transactionId: string, createdAt?: Date) =>
      ctx.handle.db.insert(payments).values({
        transactionId,
        customerId,
        bookingId: booking.id,
        invoiceId: booking.invoice_id ?? '',
        method: 'card',
        amount: booking.total_amount,
        idempotencyKey: key,
        ...(createdAt ? { createdAt } : {}),
      });
    const attemptsOf = (bookingId: string) => ctx.handle.db.select().from(payments).where(eq(payments.bookingId, bookingId));
    let keyCounter = 0;
    const freshKey = () => `checkout-${process.pid}-${++keyCounter}`;

    it('replays the first answer for a repeated key without charging again', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const key = { 'Idempotency-Key': freshKey() };
      const first = await pay(ctx.app, customer, 'card', cardBody(booking.id), key);
      const again = await pay(ctx.app, customer, 'card', cardBody(booking.id), key);
      expect(first.status).toBe(200);
      expect({ status: again.status, body: again.body }).toEqual({ status: first.status, body: first.body });
      expect(await attemptsOf(booking.id)).toHaveLength(1);
    });

    it('replays a decline too, and a new key may then pay', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const key = { 'Idempotency-Key': freshKey() };
      const first = await pay(ctx.app, customer, 'card', cardBody(booking.id, { cardNumber: DECLINED_CARD }), key);
      expect(first.status).toBe(402);
      // The same card typed without spaces is the same request: the key's answer is the decline.
      const again = await pay(ctx.app, customer, 'card', cardBody(booking.id, { cardNumber: DECLINED_CARD.replace(/ /g, '') }), key);
      expect({ status: again.status, body: again.body }).toEqual({ status: 402, body: first.body });
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': freshKey() })).status).toBe(200);
      expect(await attemptsOf(booking.id)).toHaveLength(2);
    });

    it.each([
      ['another card', 'card', { cardNumber: APPROVED_MASTERCARD }],
      ['another CVV', 'card', { cvv: '999' }],
      ['another card holder', 'card', { cardHolder: 'Someone Else' }],
      ['another billing address', 'card', { billingAddress: undefined }],
    ] as const)('refuses a key reused with %s (409), neither replaying nor charging', async (_change, method, change) => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const key = { 'Idempotency-Key': freshKey() };
      expect((await pay(ctx.app, customer, method, cardBody(booking.id, { cardNumber: DECLINED_CARD }), key)).status).toBe(402);
      const reused = await pay(ctx.app, customer, method, cardBody(booking.id, { cardNumber: DECLINED_CARD, ...change }), key);
      expect(expectFailure(reused, 409, messages.payments.idempotencyReused).transactionId).toBeUndefined();
      expect(await attemptsOf(booking.id)).toHaveLength(1);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('refuses a key reused with another UPI id or wallet mobile (409)', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const upiKey = { 'Idempotency-Key': freshKey() };
      expect((await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@fail', bookingId: booking.id }, upiKey)).status).toBe(402);
      expectFailure(await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', bookingId: booking.id }, upiKey), 409, messages.payments.idempotencyReused);
      const walletKey = { 'Idempotency-Key': freshKey() };
      expect((await pay(ctx.app, customer, 'wallet', { walletType: 'paytm', phone: '9999999999', bookingId: booking.id }, walletKey)).status).toBe(402);
      expectFailure(await pay(ctx.app, customer, 'wallet', { walletType: 'paytm', phone: '9876543210', bookingId: booking.id }, walletKey), 409, messages.payments.idempotencyReused);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('stores a keyed digest of the request, not the request', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': freshKey() })).status).toBe(200);
      const [attempt] = await attemptsOf(booking.id);
      expect(attempt?.requestFingerprint).toMatch(/^[0-9a-f]{64}$/);
      // A plain SHA-256 of the number would let anyone holding the table try every card number against it.
      const { createHash } = await import('node:crypto');
      expect(attempt?.requestFingerprint).not.toBe(createHash('sha256').update('4242424242424242').digest('hex'));
    });

    it('refuses a key reused for another booking or another method with 409', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const other = await customerWithBooking(ctx.app, customer);
      const key = { 'Idempotency-Key': freshKey() };
      expect((await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', bookingId: booking.id }, key)).status).toBe(200);
      expectFailure(await pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', bookingId: other.booking.id }, key), 409, messages.payments.idempotencyReused);
      expectFailure(await pay(ctx.app, customer, 'wallet', { walletType: 'amazonpay', bookingId: booking.id }, key), 409, messages.payments.idempotencyReused);
      expect(await bookingSeenBy(ctx.app, customer, other.booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('scopes keys to the customer', async () => {
      const key = { 'Idempotency-Key': freshKey() };
      const first = await customerWithBooking(ctx.app);
      const second = await customerWithBooking(ctx.app);
      const answers = [
        await pay(ctx.app, first.customer, 'card', cardBody(first.booking.id), key),
        await pay(ctx.app, second.customer, 'card', cardBody(second.booking.id), key),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[0]?.body.transactionId).not.toBe(answers[1]?.body.transactionId);
    });

    it('answers 409 while the first request with the key is still being processed', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const key = freshKey();
      // The state a concurrent first request leaves while it waits for the gateway.
      await claimAttempt(customer.user.id, booking, key, 'txn_inflight000000000000000000');
      expectFailure(await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': key }), 409, messages.payments.inProgress);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('gives up on an attempt its server never finished, so the same key answers and a new attempt can pay', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const key = freshKey();
      // What a server killed between claiming the attempt and settling it leaves behind.
      await claimAttempt(customer.user.id, booking, key, 'txn_abandoned0000000000000000', new Date(CLOCK.getTime() - ABANDONED_ATTEMPT_MS - 1000));
      const resent = await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': key });
      expectFailure(resent, 502, messages.payments.gatewayUnavailable);
      expect(resent.body.transactionId).toBe('txn_abandoned0000000000000000');
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': key })).body).toEqual(resent.body);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': freshKey() })).status).toBe(200);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'confirmed', payment_status: 'paid' });
    });

    it('refuses an empty, over-long or control-character key with 400', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const invalid = serverMessages.idempotencyKeyInvalid(255);
      expectFailure(await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': 'k'.repeat(256) }), 400, invalid);
      expectFailure(await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': '' }), 400, invalid);
      expectFailure(await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': 'key\u0001one' }), 400, invalid);
      expect(await attemptsOf(booking.id)).toEqual([]);
      expect((await pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': 'k'.repeat(255) })).status).toBe(200);
    });
  });

  describe.skipIf(backend.skipReason !== null)('verify and methods', () => {
    const ctx = useApp(backend);

    it("shows the customer's own attempts, paid or failed, and 404 for anyone else's", async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const failed = await pay(ctx.app, customer, 'wallet', { walletType: 'googlepay', phone: '9999999999', bookingId: booking.id });
      const paid = (await pay(ctx.app, customer, 'card', cardBody(booking.id))).body as Success;

      const verified = await call<Success>(ctx.app, 'GET', `/api/payments/verify/${paid.transactionId}`, { cookie: customer.cookie });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ success: true, transactionId: paid.transactionId, data: paid.data });
      const failedId = failed.body.transactionId ?? '';
      const verifiedFailure = await call<Success>(ctx.app, 'GET', `/api/payments/verify/${failedId}/`, { cookie: customer.cookie });
      expect(verifiedFailure.body.data).toMatchObject({ transactionId: failedId, method: 'wallet', walletType: 'googlepay', status: 'failed' });

      const stranger = await signedInCustomer(ctx.app);
      const foreign = await call<Failure>(ctx.app, 'GET', `/api/payments/verify/${paid.transactionId}`, { cookie: stranger.cookie });
      expectFailure(foreign, 404, messages.payments.transactionNotFound);
      expectFailure(await call<Failure>(ctx.app, 'GET', '/api/payments/verify/txn_unknown', { cookie: customer.cookie }), 404, messages.payments.transactionNotFound);
    });

    it('lists the methods and wallets without a session, with or without the trailing slash', async () => {
      const expected = {
        success: true,
        data: [
          { id: 'card', name: 'Credit/Debit Card' },
          { id: 'upi', name: 'UPI Payment' },
          {
            id: 'wallet',
            name: 'Digital Wallet',
            // Pakistan's wallets first, then the spec's in its order.
            wallets: [
              { id: 'jazzcash', name: 'JazzCash', needsPhone: true },
              { id: 'easypaisa', name: 'Easypaisa', needsPhone: true },
              { id: 'paytm', name: 'Paytm', needsPhone: true },
              { id: 'phonepe', name: 'PhonePe', needsPhone: true },
              { id: 'googlepay', name: 'Google Pay', needsPhone: true },
              { id: 'amazonpay', name: 'Amazon Pay', needsPhone: false },
            ],
          },
        ],
      };
      for (const path of ['/api/payments/methods', '/api/payments/methods/']) {
        const answer = await call(ctx.app, 'GET', path);
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: expected });
      }
    });
  });

  describe.skipIf(backend.skipReason !== null)('PAYMENT_GATEWAY=off', () => {
    const ctx = useApp(backend, { PAYMENT_GATEWAY: 'off' });

    it('answers 503 with the workshop sentence on each payment route and charges nothing', async () => {
      const { customer, booking } = await customerWithBooking(ctx.app);
      const bodies: Record<Method, unknown> = {
        card: cardBody(booking.id),
        upi: { vpa: 'ayesha@oksbi', bookingId: booking.id },
        wallet: { walletType: 'jazzcash', phone: '03001234567', bookingId: booking.id },
      };
      for (const method of ['card', 'upi', 'wallet'] as const) {
        expectFailure(await pay(ctx.app, customer, method, bodies[method]), 503, serverMessages.onlinePaymentOff);
      }
      expect(await ctx.handle.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(0);
      expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    });

    it('lists no payment methods, which tells the app that payment is taken at the workshop', async () => {
      const answer = await call(ctx.app, 'GET', '/api/payments/methods');
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { success: true, data: [] } });
    });
  });

  describe.skipIf(backend.skipReason !== null)('what is stored and logged', () => {
    const ctx = useApp(backend);

    it('keeps no card number, CVV, expiry, holder, address, UPI id or wallet mobile in any row or log line', async () => {
      const secrets = {
        cardNumber: '4111 1111 1111 1111',
        declinedCard: DECLINED_CARD,
        holder: 'Zainab Secret-Holder',
        street: '77 Hidden Lane',
        vpa: 'zainab.private@okhdfc',
        failingVpa: 'zainab.private@fail',
        phone: '8765432109',
      };
      const { customer, booking } = await customerWithBooking(ctx.app);
      const card = cardBody(booking.id, {
        cardNumber: secrets.cardNumber,
        cardHolder: secrets.holder,
        expiryDate: '07/31',
        cvv: '7391',
        billingAddress: { street: secrets.street, city: 'Karachi', state: 'Sindh', pincode: '75500' },
      });
      expect((await pay(ctx.app, customer, 'card', { ...card, cardNumber: secrets.declinedCard })).status).toBe(402);
      expect((await pay(ctx.app, customer, 'card', { ...card, cardNumber: '4111 1111 1111 1112' })).status).toBe(400);
      expect((await pay(ctx.app, customer, 'card', card, { 'Idempotency-Key': 'stored-check-card' })).status).toBe(200);
      const upi = await customerWithBooking(ctx.app, customer);
      expect((await pay(ctx.app, customer, 'upi', { vpa: secrets.failingVpa, bookingId: upi.booking.id })).status).toBe(402);
      expect((await pay(ctx.app, customer, 'upi', { vpa: secrets.vpa, bookingId: upi.booking.id })).status).toBe(200);
      const wallet = await customerWithBooking(ctx.app, customer);
      expect((await pay(ctx.app, customer, 'wallet', { walletType: 'phonepe', phone: secrets.phone, bookingId: wallet.booking.id })).status).toBe(200);

      const stored = JSON.stringify({
        payments: await ctx.handle.db.select().from(payments),
        invoices: await ctx.handle.db.select().from(invoices),
      });
      expect(stored).toContain(booking.id);
      expect(stored).toContain('"last4":"1111"');
      const forbidden = [
        ...Object.values(secrets),
        secrets.cardNumber.replace(/ /g, ''),
        secrets.declinedCard.replace(/ /g, ''),
        '4111111111111112',
        '07/31',
        '"7391"',
        '"cvv"',
        '"cardHolder"',
        JSON.stringify(card),
      ];
      for (const text of forbidden) expect(stored, `stored data contains ${text}`).not.toContain(text);

      const logged = ctx.logLines.join('\n');
      expect(logged).toContain('/api/payments/card');
      for (const text of forbidden) expect(logged, `the log contains ${text}`).not.toContain(text);
    });
  });

  describe.skipIf(backend.name !== 'postgres' || backend.skipReason !== null)('race: concurrent payments of one booking', () => {
    const ctx = useApp(backend);

    it('two payments with different keys at once: exactly one 200 and one 409, the invoice paid once', async () => {
      for (let round = 0; round < 8; round += 1) {
        const { customer, booking } = await customerWithBooking(ctx.app);
        const answers = await Promise.all([
          pay(ctx.app, customer, 'card', cardBody(booking.id), { 'Idempotency-Key': `race-${round}-a` }),
          pay(ctx.app, customer, 'upi', { vpa: 'ayesha@oksbi', bookingId: booking.id }, { 'Idempotency-Key': `race-${round}-b` }),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const refused = answers.find((answer) => answer.status === 409);
        // Refused as paid, or, while the other is still at the gateway, as one payment already waiting.
        expect([messages.payments.alreadyPaid, messages.payments.alreadyWaiting]).toContain(refused?.body.message);
        const attempts = await ctx.handle.db.select().from(payments).where(eq(payments.bookingId, booking.id));
        expect(attempts.filter((row) => row.status === 'succeeded')).toHaveLength(1);
        expect(attempts.every((row) => row.status === 'succeeded' || row.status === 'voided')).toBe(true);
        expect(await bookingSeenBy(ctx.app, customer, booking.id)).toEqual({ status: 'confirmed', payment_status: 'paid' });
      }
    });

    it('the same key twice at once charges once: the other answer is the replay or 409 in progress', async () => {
      for (let round = 0; round < 5; round += 1) {
        const { customer, booking } = await customerWithBooking(ctx.app);
        const key = { 'Idempotency-Key': `same-key-race-${round}` };
        const answers = await Promise.all([pay(ctx.app, customer, 'card', cardBody(booking.id), key), pay(ctx.app, customer, 'card', cardBody(booking.id), key)]);
        const statuses = answers.map((answer) => answer.status).sort();
        expect([
          [200, 200],
          [200, 409],
        ]).toContainEqual(statuses);
        if (statuses[1] === 200) expect(answers[0]?.body).toEqual(answers[1]?.body);
        else expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(messages.payments.inProgress);
        expect(await ctx.handle.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
      }
    });
  });
});
