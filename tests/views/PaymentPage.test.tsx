// @vitest-environment happy-dom
// The payment page with its verify call stubbed: what the customer reads while the gateway has not decided, when it
// declined, and when they came back from the card page by its Cancel.
import '../setup/dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { formatMoney } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { ROUTE_PATHS } from '../../src/domain/routePaths';
import type { PaymentDetails } from '../../src/domain/types';
import PaymentPage from '../../src/views/checkout/PaymentPage';
import { ANSWERS, TRANSACTION_ID } from '../models/paymentStatus';
import { renderAt } from '../setup/renderAt';

const api = vi.hoisted(() => ({ verifyPayment: vi.fn<(transactionId: string, signal?: AbortSignal) => Promise<PaymentDetails>>() }));
vi.mock('../../src/api/payments', () => api);

const openPage = (search = '') =>
  renderAt(
    `/payment/${TRANSACTION_ID}${search}`,
    <Route path={ROUTE_PATHS.payment}>
      <PaymentPage />
    </Route>,
  );

beforeEach(() => api.verifyPayment.mockReset());

describe('PaymentPage', () => {
  it('while the gateway has not decided, says so with the amount and the way back to My Bookings', async () => {
    api.verifyPayment.mockResolvedValue(ANSWERS.pending);
    openPage();
    expect(await screen.findByText(formatMoney(ANSWERS.pending.amount))).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.paymentStatus.waiting })).toBeTruthy();
    expect(screen.getByText(messages.paymentStatus.waitingHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.paymentStatus.backToBookings }).getAttribute('href')).toBe('/my-bookings');
    expect(api.verifyPayment).toHaveBeenCalledWith(TRANSACTION_ID, expect.any(AbortSignal));
  });

  it('for a JazzCash voucher, says to pay it at a JazzCash shop instead of approving on the phone', async () => {
    api.verifyPayment.mockResolvedValue({ ...ANSWERS.pending, method: 'wallet', walletType: 'jazzcash_voucher' });
    openPage();
    expect(await screen.findByText(messages.paymentStatus.voucherHint)).toBeTruthy();
    expect(screen.queryByText(messages.paymentStatus.waitingHint)).toBeNull();
  });

  it('a declined payment says it was not completed, and why', async () => {
    api.verifyPayment.mockResolvedValue(ANSWERS.declined);
    openPage();
    expect(await screen.findByRole('heading', { name: messages.paymentStatus.failed })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.payments.declinedInsufficient);
    expect(screen.getByRole('link', { name: messages.paymentStatus.backToBookings })).toBeTruthy();
  });

  it('back from the card page by Cancel, says nothing was charged and can ask again', async () => {
    const user = userEvent.setup();
    api.verifyPayment.mockResolvedValue(ANSWERS.pending);
    openPage('?cancelled=1');
    expect(await screen.findByText(messages.paymentStatus.cancelled)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.paymentStatus.backToBookings })).toBeTruthy();

    // Paid in another tab after all: asking again shows it.
    api.verifyPayment.mockResolvedValue(ANSWERS.succeeded);
    await user.click(screen.getByRole('button', { name: messages.paymentStatus.checkAgain }));
    expect(await screen.findByRole('heading', { name: messages.paymentStatus.paid })).toBeTruthy();
    expect(api.verifyPayment).toHaveBeenCalledTimes(2);
  });
});
