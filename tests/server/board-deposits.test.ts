// The console's board and booking page carry a booking's deposit, so the desk takes only the balance: due (with
// when), then paid online (the invoice still unpaid, the balance left), then the balance taken at the counter; one never
// paid shows released, with the customer's reason.
import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate, formatMoney, formatTime, karachiInstant, karachiTimeOfDay, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { Board, BookingDetail } from '../../src/domain/staff';
import type { WorkshopSettingsData } from '../../src/domain/workshopSettings';
import { releaseUnpaidDeposits } from '../../server/services/deposits';
import { call } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const TODAY = todayInKarachi(new Date(Date.now() + 24 * 60 * 60 * 1000));
const NOW = karachiInstant(TODAY, '12:00');
const TOMORROW = addDays(TODAY, 1);
const HOLD_MINUTES = 90;

describe.each(backends)('deposits on the console on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('', () => {
    const ctx = useApp(backend, {}, { now: () => NOW });
    const asToken = <T>(method: string, url: string, body?: unknown) => call<{ data: T; message?: string }>(ctx.app, method, url, { headers: OPS_TOKEN_HEADERS, body });
    const onBoard = async (id: string) => (await asToken<Board>('GET', `/api/ops/board?date=${TOMORROW}`)).body.data.bookings.find((booking) => booking.id === id);
    const onPage = async (id: string) => (await asToken<BookingDetail>('GET', `/api/ops/bookings/${id}`)).body.data.booking;
    const depositsFrom = async (threshold: number) => {
      const stored = (await asToken<WorkshopSettingsData>('GET', '/api/ops/settings')).body.data;
      const rule = { deposit_threshold: threshold, deposit_percent: 30, deposit_hold_minutes: HOLD_MINUTES };
      expect((await asToken('PUT', '/api/ops/settings', { ...stored, ...rule })).status).toBe(200);
    };
    const payByCard = (who: Awaited<ReturnType<typeof customerWithCar>>, bookingId: string) =>
      call<{ message: string }>(ctx.app, 'POST', '/api/payments/card', {
        cookie: who.customer.cookie,
        body: { cardNumber: '4242424242424242', cardHolder: 'Ayesha Khan', expiryDate: '12/35', cvv: '123', bookingId },
      });

    it('shows the deposit due by the end of the hold, paid online with the balance left, and still once the balance is taken', async () => {
      await depositsFrom(1);
      const who = await customerWithCar(ctx.app);
      const booked = await bookFor(ctx.app, who, TOMORROW, { time: '10:00' });
      const amount = Math.round((booked.total_amount * 30) / 100);
      const due = { amount, balance: booked.total_amount - amount, due_by: new Date(NOW.getTime() + HOLD_MINUTES * 60_000).toISOString(), paid_at: null };

      const waiting = await onBoard(booked.id);
      expect(waiting).toMatchObject({ status: 'pending', deposit: due, invoice: { payment_status: 'pending' }, money_back: null });
      expect((await onPage(booked.id)).deposit).toEqual(due);

      expect((await payByCard(who, booked.id)).status).toBe(200);
      const held = await onBoard(booked.id);
      expect(held?.deposit).toEqual({ ...due, paid_at: NOW.toISOString() });
      expect(held?.invoice?.payment_status).toBe('pending');
      expect(held?.allowed_actions).toContain('mark_paid');
      expect((await onPage(booked.id)).deposit).toEqual(held?.deposit);
      const again = await payByCard(who, booked.id);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(messages.payments.depositAlreadyPaid);

      expect((await asToken('POST', `/api/ops/invoices/${booked.invoice_id}/paid`, { method: 'cash' })).status).toBe(200);
      const settled = await onBoard(booked.id);
      expect(settled?.invoice?.payment_status).toBe('paid');
      expect(settled?.deposit).toEqual(held?.deposit);
    });

    it('shows a booking whose deposit was not paid in time as released, with the reason the customer reads', async () => {
      await depositsFrom(1);
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW, { time: '16:00' });
      const dueBy = new Date(NOW.getTime() + HOLD_MINUTES * 60_000);
      expect(await releaseUnpaidDeposits(ctx.handle.db, ctx.deps.mail, new Date(dueBy.getTime() + 1000))).toBe(1);
      const released = await onBoard(booked.id);
      const when = `${formatTime(karachiTimeOfDay(dueBy))}, ${formatLongDate(todayInKarachi(dueBy))}`;
      expect(released).toMatchObject({ status: 'cancelled', cancellation_reason: messages.payments.depositReleased(formatMoney(released?.deposit?.amount ?? 0), when), invoice: { payment_status: 'void' } });
      expect(released?.deposit?.paid_at).toBeNull();
    });

    it('carries no deposit for a booking under the workshop’s amount', async () => {
      await depositsFrom(10_000_000);
      const booked = await bookFor(ctx.app, await customerWithCar(ctx.app), TOMORROW, { time: '14:00' });
      expect((await onBoard(booked.id))?.deposit).toBeNull();
    });
  });
});
