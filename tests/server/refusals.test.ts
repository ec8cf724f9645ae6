// Refusals that no feature suite reaches on its own: query checks, wrongly typed notes, over-long reasons,
// staff-only routes for a customer, and a payment gateway that is down.
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { NOTES_MAX } from '../../src/domain/constants';
import { sandboxGateway, type PaymentGateway } from '../../server/services/payment-gateway';
import { payBooking } from '../../server/services/payments';
import { call, testConfig } from './helpers/app';
import { mailContextOf } from '../../server/mail/types';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { usePgliteApp } from './helpers/suite';
import { serverMessages } from '../../server/messages';

const NOW = new Date('2026-11-22T05:30:00Z');

const refusal = (answer: { status: number; body: unknown }) => ({ status: answer.status, message: (answer.body as { message: string }).message });

describe('refusals', () => {
  const ctx = usePgliteApp({}, { now: () => NOW });
  let who: CustomerWithCar;

  beforeAll(async () => {
    who = await customerWithCar(ctx.app);
  });

  it('checks the catalogue query', async () => {
    expect(refusal(await call(ctx.app, 'GET', '/api/services/list/?page=0'))).toEqual({ status: 400, message: serverMessages.pageInvalid });
    expect(refusal(await call(ctx.app, 'GET', '/api/services/list/?is_active=maybe'))).toEqual({ status: 400, message: serverMessages.isActiveInvalid });
    expect(refusal(await call(ctx.app, 'GET', '/api/services/list/?category=boats'))).toEqual({ status: 400, message: serverMessages.categoryInvalid });
  });

  it('refuses a cancellation reason that is not text or is too long', async () => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 3));
    const notText = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 42 } });
    expect(refusal(notText)).toEqual({ status: 400, message: messages.booking.textExpected });
    const cancel = await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: who.customer.cookie, body: { reason: 'x'.repeat(NOTES_MAX + 1) } });
    expect(refusal(cancel)).toEqual({ status: 400, message: messages.booking.reasonTooLong(NOTES_MAX) });
  });

  it('keeps the workshop’s routes from customers', async () => {
    expect(refusal(await call(ctx.app, 'GET', '/api/ops/bookings', { cookie: who.customer.cookie }))).toEqual({ status: 403, message: serverMessages.forbidden });
  });

  it('answers 502 and keeps the invoice unpaid when the gateway is down', async () => {
    const booking = await bookFor(ctx.app, who, addDays('2026-11-22', 4));
    const down: PaymentGateway = {
      ...sandboxGateway(),
      charge: () => Promise.reject(new Error('connection refused')),
      voidCharge: () => Promise.resolve(),
      refund: () => Promise.reject(new Error('connection refused')),
    };
    const answer = await payBooking(
      ctx.handle.db,
      down,
      mailContextOf(testConfig()),
      { customerId: who.customer.user.id, bookingId: booking.id, idempotencyKey: null, fingerprint: null, instrument: { method: 'upi', vpa: 'ayesha@okhdfc' } },
      NOW,
    );
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ success: false, error: messages.payments.gatewayUnavailable });
    const invoice = await call<{ data: { payment_status: string } }>(ctx.app, 'GET', `/api/invoices/${booking.invoice_id}/`, { cookie: who.customer.cookie });
    expect(invoice.body.data.payment_status).toBe('pending');
  });
});
