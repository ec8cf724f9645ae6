// @vitest-environment happy-dom
// The checkout with its payment calls stubbed: no booking data, the methods the server lists, card validation, a
// declined card, a success; online payment switched off (the checkout says to pay at the workshop, Pay now gives way
// to a note), and the methods list asked for once however many Pay now buttons a page shows.
import '../setup/dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { checkoutContent as text } from '../../src/domain/checkoutContent';
import { PAYMENT_REDIRECT_MS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { myBookingsContent } from '../../src/domain/myBookingsContent';
import { CARD_BRAND_NAMES, OFFERED_PAYMENT_METHODS, type PaymentMethodOption } from '../../src/domain/paymentMethods';
import type { CheckoutBooking } from '../../src/domain/types';
import { sharedLoader } from '../../src/machines/paymentMethods';
import CheckoutPage from '../../src/views/checkout/CheckoutPage';
import { PayNowButton } from '../../src/views/checkout/PayNowButton';
import { serverMessages } from '../../server/messages';
import { depositContent } from '../../src/domain/myBookingsContent';
import { SAMPLE_CHECKOUT_BOOKING, SAMPLE_DEPOSIT_DUE, sampleBookingDetail } from '../fixtures/booking';
import { renderSignedIn } from '../setup/renderWithSession';

const api = vi.hoisted(() => ({
  pay: vi.fn(),
  newIdempotencyKey: vi.fn(() => crypto.randomUUID()),
  listPaymentMethods: vi.fn<(signal?: AbortSignal) => Promise<PaymentMethodOption[]>>(),
}));
vi.mock('../../src/api/payments', () => api);
// The list is shared for the life of a page; here each test is a page of its own, with a fresh shared list.
const page = vi.hoisted(() => ({ methods: null as ((signal: AbortSignal) => Promise<PaymentMethodOption[]>) | null }));
vi.mock('../../src/machines/paymentMethods', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/machines/paymentMethods')>()),
  loadPaymentMethods: (signal: AbortSignal) => page.methods!(signal),
}));

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.com' };
const booking = SAMPLE_CHECKOUT_BOOKING;

function openCheckout(state: CheckoutBooking | null = booking) {
  // "Pay now" leaves the booking in the history entry's state; a direct visit has none
  history.replaceState(state, '', '/checkout');
  return renderSignedIn(<CheckoutPage />, customer, '/checkout');
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean);

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4000000000000002') {
  await user.type(field(text.card.number), number);
  await user.type(field(text.card.holder), 'Bilal Ahmed');
  await user.type(field(text.card.expiry), '1230');
  await user.type(field(text.card.cvv), '123');
  await user.type(field(text.card.city), 'Karachi');
  await user.type(field(text.card.pincode), '7560012');
}

beforeEach(() => {
  vi.clearAllMocks();
  api.listPaymentMethods.mockResolvedValue([...OFFERED_PAYMENT_METHODS]);
  page.methods = sharedLoader(() => api.listPaymentMethods());
});
afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('CheckoutPage', () => {
  it('toasts "No booking data found" and replaces /checkout with /book without navigation state', async () => {
    const { location } = openCheckout(null);
    expect(await screen.findByText(messages.checkout.noBookingData)).toBeTruthy();
    expect(location.history).toEqual(['/book']);
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });

  it('shows the title, the method picker with the card first, and the order summary', async () => {
    openCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('Complete your payment to confirm your booking')).toBeTruthy();
    const methods = within(await screen.findByRole('radiogroup', { name: text.methodLegend })).getAllByRole('radio');
    expect(methods.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Credit/Debit Card', 'UPI Payment', 'Digital Wallet']);
    expect((methods[0] as HTMLInputElement).checked).toBe(true);

    const summary = screen.getByRole('complementary', { name: text.summary.heading });
    for (const shown of ['Full Detail', '10:00 AM', '2021 Honda Civic', 'KHI-7788', 'Grey', 'Please clean the child seat too', 'PKR 15,000', 'Discount (17%)', '−PKR 2,500', 'PKR 12,500']) {
      expect(within(summary).getByText(shown)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Pay PKR 12,500' })).toBeTruthy();
  });

  it('shows the card messages under their fields, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Pay PKR 12,500' }));
    expect(errorOf(field(text.card.number))).toEqual([messages.card.numberRequired]);
    expect(errorOf(field(text.card.holder))).toEqual([messages.card.holderRequired]);
    expect(errorOf(field(text.card.expiry))).toEqual([messages.card.expiryRequired]);
    expect(errorOf(field(text.card.cvv))).toContain(messages.card.cvvRequired);
    expect(field(text.card.number).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(text.card.number));

    await user.type(field(text.card.number), '4242 42');
    await user.type(field(text.card.holder), 'Bilal Ahmed');
    await user.type(field(text.card.expiry), '13');
    await user.type(field(text.card.cvv), '12');
    await user.click(screen.getByRole('button', { name: 'Pay PKR 12,500' }));
    expect(errorOf(field(text.card.number))).toEqual([messages.card.numberInvalid, text.card.brand(CARD_BRAND_NAMES.visa)]);
    expect(errorOf(field(text.card.holder))).toEqual([]);
    expect(errorOf(field(text.card.expiry))).toEqual([messages.card.expiryInvalid]);
    expect(errorOf(field(text.card.cvv))).toContain(messages.card.cvvInvalid);
    expect(api.pay).not.toHaveBeenCalled();
  });

  it('shows Payment Failed with the decline, and Try Again returns to the form keeping all but the CVV', async () => {
    const user = userEvent.setup();
    api.pay.mockRejectedValue(new ApiError(messages.payments.cardDeclined, 402));
    openCheckout();
    await screen.findByRole('button', { name: 'Pay PKR 12,500' });
    await typeCard(user);
    expect(field(text.card.number).value).toBe('4000 0000 0000 0002');
    expect(field(text.card.expiry).value).toBe('12/30');
    expect(field(text.card.pincode).value).toBe('75600');
    await user.click(screen.getByRole('button', { name: 'Pay PKR 12,500' }));

    const failed = await screen.findByRole('heading', { name: text.screens.failedTitle });
    expect(document.activeElement).toBe(failed);
    expect(screen.getByRole('alert').textContent).toContain(messages.payments.cardDeclined);
    expect(await screen.findAllByText(messages.payments.cardDeclined)).toHaveLength(2); // the screen and the toast
    expect(api.pay).toHaveBeenCalledWith(
      {
        request: {
          method: 'card',
          payload: {
            cardNumber: '4000000000000002',
            cardHolder: 'Bilal Ahmed',
            expiryDate: '12/30',
            cvv: '123',
            billingAddress: { street: '', city: 'Karachi', state: '', pincode: '75600' },
            bookingId: booking.bookingId,
          },
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      expect.any(AbortSignal),
    );

    await user.click(screen.getByRole('button', { name: text.screens.tryAgain }));
    expect(document.activeElement).toBe(field(text.card.number));
    expect(field(text.card.number).value).toBe('4000 0000 0000 0002');
    expect(field(text.card.holder).value).toBe('Bilal Ahmed');
    expect(field(text.card.expiry).value).toBe('12/30');
    expect(field(text.card.city).value).toBe('Karachi');
    expect(field(text.card.cvv).value).toBe('');
  });

  it('shows "There was an error processing your payment" and toasts "UPI payment failed" when the network fails', async () => {
    const user = userEvent.setup();
    api.pay.mockRejectedValue(new TypeError('Failed to fetch'));
    openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'UPI Payment' }));
    await user.type(field(text.upi.vpa), 'bilal@ybl');
    await user.click(screen.getByRole('button', { name: 'Google Pay @oksbi' }));
    expect(field(text.upi.vpa).value).toBe('bilal@oksbi');
    await user.click(screen.getByRole('button', { name: text.upi.pay }));
    expect(await screen.findByText(messages.checkout.genericError)).toBeTruthy();
    expect(await screen.findByText(messages.checkout.upiFailed)).toBeTruthy();
  });

  it('hides the mobile number for Amazon Pay and names the wallet on the button', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Digital Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay with Wallet' }));
    expect(await screen.findByText(messages.wallet.selectWallet)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    await user.type(field(text.wallet.mobile), '98a765432109');
    expect(field(text.wallet.mobile).value).toBe('9876543210');
    await user.click(screen.getByRole('radio', { name: 'Amazon Pay' }));
    expect(screen.queryByLabelText(text.wallet.mobile)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay with Amazon Pay' })).toBeTruthy();
  });

  it('lists JazzCash and Easypaisa first and asks for a Pakistani mobile, 03XX XXXXXXX, keeping the spec messages', async () => {
    const user = userEvent.setup();
    openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Digital Wallet' }));
    const wallets = within(screen.getByRole('radiogroup', { name: text.wallet.heading })).getAllByRole('radio');
    expect(wallets.map((radio) => radio.parentElement?.textContent)).toEqual(['JazzCash', 'Easypaisa', 'Paytm', 'PhonePe', 'Google Pay', 'Amazon Pay']);
    expect(screen.getByRole('radio', { name: 'Digital Wallet' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('JazzCash, Easypaisa, Paytm, PhonePe, Google Pay, Amazon Pay')).toBeTruthy();
    // Before a wallet is chosen and for JazzCash and Easypaisa: a Pakistani mobile.
    expect(field(text.wallet.mobile).placeholder).toBe('03XX XXXXXXX');
    await user.click(screen.getByRole('radio', { name: 'JazzCash' }));
    expect(field(text.wallet.mobile).placeholder).toBe('03XX XXXXXXX');
    await user.type(field(text.wallet.mobile), '0300 1234567');
    expect(field(text.wallet.mobile).value).toBe('03001234567');
    await user.click(screen.getByRole('radio', { name: 'Easypaisa' }));
    expect(field(text.wallet.mobile).placeholder).toBe('03XX XXXXXXX');
    // The spec's wallets keep the spec's 10-digit rule, and its message.
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    expect(field(text.wallet.mobile).placeholder).toBe('10-digit mobile number');
    await user.click(screen.getByRole('button', { name: 'Pay with Paytm' }));
    expect(errorOf(field(text.wallet.mobile))).toContain(messages.wallet.invalidMobile);
    expect(messages.wallet.invalidMobile).toBe('Please enter a valid 10-digit mobile number');
  });

  it('shows Payment Successful! with the card that paid, and goes to the confirmation after 2 seconds', async () => {
    const user = userEvent.setup();
    api.pay.mockResolvedValue({ transactionId: 'txn_4242', message: 'Payment successful', instrument: { method: 'card', brand: 'visa', last4: '4242', walletType: null } });
    const { location } = openCheckout();
    await screen.findByRole('button', { name: 'Pay PKR 12,500' });
    await typeCard(user, '4242424242424242');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Pay PKR 12,500' }));
    await act(async () => {});
    expect(screen.getByRole('heading', { name: text.screens.successTitle })).toBeTruthy();
    // The receipt names the card by its brand and last 4.
    expect(screen.getByText('Paid with Visa ending 4242')).toBeTruthy();
    expect(screen.getByText(messages.checkout.paymentSuccess)).toBeTruthy();

    act(() => vi.advanceTimersByTime(PAYMENT_REDIRECT_MS - 1));
    expect(location.history?.at(-1)).toBe('/checkout');
    act(() => vi.advanceTimersByTime(1));
    expect(location.history?.at(-1)).toBe(`/booking-confirmation?booking=${booking.bookingId}&payment=txn_4242`);
  });

  it('offers the methods the server lists, in its order, and says which are on offer', async () => {
    api.listPaymentMethods.mockResolvedValue(OFFERED_PAYMENT_METHODS.filter((method) => method.id !== 'card').reverse());
    openCheckout();
    const picker = await screen.findByRole('radiogroup', { name: text.methodLegend });
    const methods = within(picker).getAllByRole('radio') as HTMLInputElement[];
    expect(methods.map((radio) => [radio.getAttribute('aria-label'), radio.checked])).toEqual([
      ['Digital Wallet', true],
      ['UPI Payment', false],
    ]);
    expect(screen.getByRole('button', { name: 'Pay with Wallet' })).toBeTruthy();
    expect(api.listPaymentMethods).toHaveBeenCalledTimes(1);
  });

  it('says the methods could not be loaded, and Try Again asks again and shows the form', async () => {
    const user = userEvent.setup();
    api.listPaymentMethods.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    openCheckout();
    expect((await screen.findByRole('alert')).textContent).toBe(text.methods.failed);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('complementary', { name: text.summary.heading })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text.screens.tryAgain }));
    expect(await screen.findByRole('button', { name: 'Pay PKR 12,500' })).toBeTruthy();
    expect(document.activeElement).toBe(field(text.card.number));
    expect(api.listPaymentMethods).toHaveBeenCalledTimes(2);
  });
});

describe('a booking that asks for a deposit', () => {
  const withDeposit: CheckoutBooking = { ...booking, deposit: { amount: 3125, balance: 9375, dueBy: SAMPLE_DEPOSIT_DUE.due_by } };

  it('shows the deposit to pay now, the balance at the workshop and the time it is due by, and the Pay button names the deposit', async () => {
    openCheckout(withDeposit);
    expect(await screen.findByRole('button', { name: 'Pay deposit PKR 3,125' })).toBeTruthy();
    expect(text.card.payDeposit(3125)).toBe('Pay deposit PKR 3,125');
    expect(screen.getByText(text.depositSubtitle)).toBeTruthy();
    const summary = within(screen.getByRole('complementary', { name: text.summary.heading }));
    const row = (label: string) => summary.getByText(label).parentElement?.textContent;
    expect(row(text.summary.total)).toBe('TotalPKR 12,500');
    expect(row(text.summary.depositNow)).toBe('Deposit to pay nowPKR 3,125');
    expect(row(text.summary.balance)).toBe('Balance at the workshopPKR 9,375');
    expect(summary.getByText(text.summary.payBy('11:00 AM, Tuesday, 1 December 2026'))).toBeTruthy();
  });

  it('says the deposit on the UPI and wallet buttons too, and sends UPI the deposit as the amount', async () => {
    const user = userEvent.setup();
    api.pay.mockRejectedValue(new ApiError(messages.payments.depositAlreadyPaid, 409));
    openCheckout(withDeposit);
    await user.click(await screen.findByRole('radio', { name: 'Digital Wallet' }));
    await user.click(screen.getByRole('radio', { name: 'JazzCash' }));
    expect(screen.getByRole('button', { name: text.wallet.payDeposit('JazzCash') })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'UPI Payment' }));
    await user.type(field(text.upi.vpa), 'bilal@ybl');
    await user.click(screen.getByRole('button', { name: text.upi.payDeposit }));
    expect(api.pay.mock.calls[0]?.[0]).toMatchObject({ request: { method: 'upi', payload: { amount: 3125, bookingId: booking.bookingId } } });
    // paid meanwhile (in another tab): the server says the rest is paid at the workshop
    expect(await screen.findAllByText(messages.payments.depositAlreadyPaid)).toHaveLength(2);
  });
});

describe('online payment switched off (an empty methods list)', () => {
  beforeEach(() => api.listPaymentMethods.mockResolvedValue([]));

  it('says the booking is paid at the workshop, for its amount, beside the order summary, with the way back', async () => {
    openCheckout();
    expect(await screen.findByRole('heading', { level: 2, name: text.atWorkshop.heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByText(text.atWorkshop.subtitle)).toBeTruthy();
    expect(screen.queryByText(text.subtitle)).toBeNull();
    expect(screen.getByText(text.atWorkshop.text(booking.price))).toBeTruthy();
    expect(text.atWorkshop.text(booking.price)).toContain('PKR 12,500');
    expect(screen.getByRole('link', { name: text.atWorkshop.backToBookings }).getAttribute('href')).toBe('/my-bookings');
    expect(within(screen.getByRole('complementary', { name: text.summary.heading })).getByText('PKR 12,500')).toBeTruthy();
    // Nothing to pay with here, and focus stays where the page put it.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('goes there instead of Payment Failed when a payment meets the switched-off server', async () => {
    const user = userEvent.setup();
    api.listPaymentMethods.mockResolvedValue([...OFFERED_PAYMENT_METHODS]);
    api.pay.mockRejectedValue(new ApiError(serverMessages.onlinePaymentOff, 503));
    openCheckout();
    await screen.findByRole('button', { name: 'Pay PKR 12,500' });
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay PKR 12,500' }));
    const heading = await screen.findByRole('heading', { name: text.atWorkshop.heading });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('heading', { name: text.screens.failedTitle })).toBeNull();
    expect(screen.queryByText(serverMessages.onlinePaymentOff)).toBeNull();
  });
});

describe('Pay now and the methods on offer', () => {
  const unpaid = (id: string) => sampleBookingDetail({ id, invoice_id: `inv-${id}` });
  const renderButtons = (ids: string[]) =>
    renderSignedIn(
      <>
        {ids.map((id) => (
          <PayNowButton key={id} bookingId={id} booking={unpaid(id)} />
        ))}
      </>,
      customer,
      '/my-bookings',
    );

  it('gives way to "Pay at the workshop" on every booking when online payment is off, asking once for the page', async () => {
    api.listPaymentMethods.mockResolvedValue([]);
    renderButtons(['b-1', 'b-2', 'b-3']);
    expect(await screen.findAllByText(text.atWorkshop.instead)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
    expect(api.listPaymentMethods).toHaveBeenCalledTimes(1);
  });

  it('shows nothing in its place where the page already says the booking is paid at the workshop', async () => {
    api.listPaymentMethods.mockResolvedValue([]);
    renderSignedIn(
      <section aria-label="Payment">
        <PayNowButton bookingId="b-1" booking={unpaid('b-1')} atWorkshopNote={false} />
      </section>,
      customer,
      '/booking-confirmation?booking=b-1',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull());
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toBe('');
  });

  it('stays Pay now while the list is on its way and when it cannot be had, and opens the checkout', async () => {
    const user = userEvent.setup();
    let answer: (methods: PaymentMethodOption[]) => void = () => {};
    api.listPaymentMethods.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { location } = renderButtons(['b-1', 'b-2']);
    expect(await screen.findAllByRole('button', { name: myBookingsContent.payNow })).toHaveLength(2);
    await act(async () => answer([...OFFERED_PAYMENT_METHODS]));
    expect(screen.getAllByRole('button', { name: myBookingsContent.payNow })).toHaveLength(2);
    expect(api.listPaymentMethods).toHaveBeenCalledTimes(1);
    await user.click(screen.getAllByRole('button', { name: myBookingsContent.payNow })[1]!);
    expect(location.history?.at(-1)).toBe('/checkout');
    expect((location.state as CheckoutBooking).bookingId).toBe('b-2');
  });

  it('says "Pay deposit" for a booking whose deposit is due, and opens the checkout with the deposit', async () => {
    const user = userEvent.setup();
    api.listPaymentMethods.mockResolvedValue([...OFFERED_PAYMENT_METHODS]);
    const { location } = renderSignedIn(<PayNowButton bookingId="b-1" booking={sampleBookingDetail({ id: 'b-1', deposit: SAMPLE_DEPOSIT_DUE })} paysDeposit />, customer, '/my-bookings');
    await user.click(await screen.findByRole('button', { name: depositContent.payDeposit }));
    expect((location.state as CheckoutBooking).deposit).toEqual({ amount: 3125, balance: 9375, dueBy: SAMPLE_DEPOSIT_DUE.due_by });
  });

  it('keeps Pay now when the methods cannot be asked for (the checkout asks again)', async () => {
    api.listPaymentMethods.mockRejectedValue(new TypeError('Failed to fetch'));
    renderButtons(['b-1']);
    await waitFor(() => expect(api.listPaymentMethods).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByRole('button', { name: myBookingsContent.payNow })).toBeTruthy();
    expect(screen.queryByText(text.atWorkshop.instead)).toBeNull();
  });
});
