// @vitest-environment happy-dom
// The booking confirmation with its api module stubbed: redirect without a booking, loading, loaded, not found.
import '../setup/dom';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ApiError } from '../../src/api/client';
import { addDays, formatMoney, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { toCheckoutBooking } from '../../src/domain/checkoutBooking';
import { commonLabels, CONTACT_DETAILS } from '../../src/domain/content';
import { calendarLinkContent, confirmationContent as content, depositContent, myBookingsContent } from '../../src/domain/myBookingsContent';
import type { BookingDetail } from '../../src/domain/types';
import BookingConfirmationPage from '../../src/views/confirmation/BookingConfirmationPage';
import { SAMPLE_DEPOSIT_DUE, SAMPLE_DEPOSIT_PAID, sampleBookingDetail } from '../fixtures/booking';
import { renderSignedIn } from '../setup/renderWithSession';

const api = vi.hoisted(() => ({ getBooking: vi.fn() }));
vi.mock('../../src/api/myBookings', () => ({
  getBooking: api.getBooking,
  listMyBookings: vi.fn(),
  cancelMyBooking: vi.fn(),
  rescheduleMyBooking: vi.fn(),
  rateMyBooking: vi.fn(),
  rescheduleDates: vi.fn(),
}));
// Pay now asks which payment methods the server offers: here it offers them all.
vi.mock('../../src/api/payments', async () => ({
  listPaymentMethods: vi.fn(async () => [...(await import('../../src/domain/paymentMethods')).OFFERED_PAYMENT_METHODS]),
}));

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.com' };
const detail = sampleBookingDetail({ end_time: '13:00', bay: 2, payment_status: 'paid' });

function renderPage(path: string) {
  return renderSignedIn(<BookingConfirmationPage />, customer, path);
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.restoreAllMocks());

/** Inside its route, as in the app: leaving for /checkout unmounts the page. */
const renderInItsRoute = () =>
  renderSignedIn(
    <Route path="/booking-confirmation">
      <BookingConfirmationPage />
    </Route>,
    customer,
    `/booking-confirmation?booking=${detail.id}`,
  );

describe('BookingConfirmationPage', () => {
  it('shows the loading text, then the booking, customer, vehicle, notes, payment and links', async () => {
    const user = userEvent.setup();
    let answer: (value: BookingDetail) => void = () => undefined;
    api.getBooking.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage(`/booking-confirmation?booking=${detail.id}&payment=txn_4242`);
    expect(await screen.findByText(messages.confirmation.loading)).toBeTruthy();
    expect(screen.getByText('Loading booking details...')).toBeTruthy();
    expect(api.getBooking).toHaveBeenCalledWith(detail.id, expect.anything());

    answer(detail);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeTruthy();
    expect(screen.getByText('Full Detail')).toBeTruthy();
    expect(screen.getByText('Inside and out, by hand')).toBeTruthy();
    expect(screen.getByText(formatMoney(12500))).toBeTruthy();
    expect(screen.getByText('PKR 12,500')).toBeTruthy();
    expect(screen.getByText('55CC33EE')).toBeTruthy();
    expect(screen.getByText('Saturday, 5 December 2026')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 1:00 PM')).toBeTruthy();
    expect(screen.getByText(customer.name)).toBeTruthy();
    expect(screen.getByText(customer.email)).toBeTruthy();
    expect(screen.getByText('2021 Honda Civic')).toBeTruthy();
    expect(screen.getByText('KHI-7788').parentElement?.textContent).toBe(`${content.licensePlate}: KHI-7788`);
    expect(screen.getByText(`${content.color}: Grey`)).toBeTruthy();
    expect(screen.getByText('Please clean the child seat too')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('txn_4242')).toBeTruthy();
    expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
    expect(screen.getByRole('link', { name: 'View My Bookings' }).getAttribute('href')).toBe('/my-bookings');
    expect(screen.getByRole('link', { name: 'Book Another Service' }).getAttribute('href')).toBe('/book');

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Download Confirmation' }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows a cancelled booking as cancelled, with its reason and refund, and no "we will see you"', async () => {
    const reason = 'The workshop is closed for a power cut; sorry.';
    api.getBooking.mockResolvedValue({ ...detail, status: 'cancelled', cancellation_reason: reason, payment_status: 'refunded' });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: content.cancelledTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: content.title })).toBeNull();
    expect(screen.queryByText(content.lead)).toBeNull();
    expect(screen.getByText(content.cancelledLead)).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.getByText(content.refunded)).toBeTruthy();
    expect(screen.queryByRole('group', { name: calendarLinkContent.groupLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
  });

  it('lists every service of a visit with add-ons, main first, each with its price', async () => {
    const items: BookingDetail['items'] = [
      { service: 's-1', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 },
      { service: 'a-1', name: 'Engine Bay Cleaning', kind: 'addon', price: 1500, original_price: null, duration: 45 },
    ];
    api.getBooking.mockResolvedValue({ ...detail, items, duration: 165, total_amount: 14000 });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    const list = await screen.findByRole('list', { name: commonLabels.visitItems });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([`Full Detail${formatMoney(12500)}`, `+ Engine Bay Cleaning${formatMoney(1500)}`]);
    expect(screen.getByText(formatMoney(14000))).toBeTruthy();
  });

  it('says nothing of a refund for a cancelled booking that was never paid', async () => {
    api.getBooking.mockResolvedValue({ ...detail, status: 'cancelled', cancellation_reason: null, payment_status: 'void' });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: content.cancelledTitle })).toBeTruthy();
    expect(screen.queryByText(content.refunded)).toBeNull();
    expect(screen.queryByText(content.cancellationReason, { exact: false })).toBeNull();
  });

  it('leaves out special instructions and the transaction id when there are none', async () => {
    api.getBooking.mockResolvedValue({ ...detail, customer_notes: '', payment_status: 'pending' });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    await screen.findByRole('heading', { level: 1, name: content.title });
    expect(screen.queryByText(content.notesTitle)).toBeNull();
    expect(screen.queryByText(content.transactionId, { exact: false })).toBeNull();
  });

  it('offers Pay now for an unpaid booking and opens the checkout with it, without another call', async () => {
    const user = userEvent.setup();
    const unpaid: BookingDetail = { ...detail, payment_status: 'pending' };
    api.getBooking.mockResolvedValue(unpaid);
    const { location } = renderInItsRoute();
    await user.click(await screen.findByRole('button', { name: myBookingsContent.payNow }));
    expect(location.history?.at(-1)).toBe('/checkout');
    expect(location.state).toEqual(toCheckoutBooking(unpaid));
    expect(api.getBooking).toHaveBeenCalledTimes(1);
  });

  it('offers "Pay deposit" with the time it is due by, in the status’s place, and opens the checkout for the deposit', async () => {
    const user = userEvent.setup();
    const depositDue: BookingDetail = { ...detail, payment_status: 'pending', deposit: SAMPLE_DEPOSIT_DUE };
    api.getBooking.mockResolvedValue(depositDue);
    const { location } = renderInItsRoute();
    const payment = await screen.findByRole('region', { name: content.paymentTitle });
    expect(within(payment).getByText(depositContent.due('PKR 3,125', '11:00 AM, Tuesday, 1 December 2026'))).toBeTruthy();
    expect(within(payment).queryByText(content.paymentStatus, { exact: false })).toBeNull();
    expect(within(payment).queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
    await user.click(await within(payment).findByRole('button', { name: depositContent.payDeposit }));
    expect(location.history?.at(-1)).toBe('/checkout');
    expect(location.state).toEqual(toCheckoutBooking(depositDue));
    expect(location.state).toMatchObject({ deposit: { amount: 3125 } });
  });

  it('says a paid deposit leaves the balance for the workshop, without a Pay button', async () => {
    api.getBooking.mockResolvedValue({ ...detail, status: 'confirmed', payment_status: 'pending', deposit: SAMPLE_DEPOSIT_PAID });
    renderPage(`/booking-confirmation?booking=${detail.id}&payment=txn_4242`);
    expect(await screen.findByText('Deposit paid · PKR 9,375 at the workshop')).toBeTruthy();
    expect(screen.queryByRole('button', { name: depositContent.payDeposit })).toBeNull();
    expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
  });

  it('reads "Cancelled — nothing to pay" for a cancelled booking’s void invoice, without Pay now', async () => {
    api.getBooking.mockResolvedValue({ ...detail, status: 'cancelled', payment_status: 'void' });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    expect(await screen.findByText('Cancelled — nothing to pay')).toBeTruthy();
    expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
  });

  it('offers Add to calendar (the .ics download) and Google Calendar (a new tab) for an upcoming booking', async () => {
    const user = userEvent.setup();
    const date = addDays(todayInKarachi(), 3);
    api.getBooking.mockResolvedValue({ ...detail, booking_date: date, start_time: '10:00', end_time: '13:00' });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    const schedule = await screen.findByRole('region', { name: content.scheduleTitle });

    const file = within(schedule).getByRole('link', { name: calendarLinkContent.addToCalendar });
    expect(file.textContent).toBe(calendarLinkContent.addToCalendar);
    expect(file.getAttribute('href')).toBe(`/api/bookings/${detail.id}/calendar.ics`);
    expect(file.hasAttribute('download')).toBe(true);
    expect(file.getAttribute('target')).toBeNull();

    const google = within(schedule).getByRole('link', { name: calendarLinkContent.googleCalendar });
    expect(google.textContent).toBe(calendarLinkContent.googleCalendar);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
    expect(google.getAttribute('aria-describedby')).toBeTruthy();
    const href = google.getAttribute('href') ?? '';
    expect(href.startsWith('https://calendar.google.com/calendar/render?action=TEMPLATE&')).toBe(true);
    const query = new URL(href).searchParams;
    // 10:00 to 13:00 in Karachi (UTC+5) is 05:00 to 08:00 UTC
    const day = date.replaceAll('-', '');
    expect(query.get('dates')).toBe(`${day}T050000Z/${day}T080000Z`);
    expect(query.get('text')).toBe('Full Detail — ShineWorks');
    expect(query.get('location')).toBe(CONTACT_DETAILS.address);
    expect(query.get('details')).toContain('#55CC33EE');

    // both reachable from the keyboard, in reading order
    file.focus();
    await user.tab();
    expect(document.activeElement).toBe(google);
  });

  it('offers no calendar links for a cancelled booking or one whose start has passed', async () => {
    api.getBooking.mockResolvedValueOnce({ ...detail, status: 'cancelled', booking_date: addDays(todayInKarachi(), 3) });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    await screen.findByRole('heading', { level: 1, name: content.cancelledTitle });
    expect(screen.queryByRole('link', { name: calendarLinkContent.addToCalendar })).toBeNull();
    expect(screen.queryByRole('link', { name: calendarLinkContent.googleCalendar })).toBeNull();
    cleanup();

    api.getBooking.mockResolvedValueOnce({ ...detail, status: 'confirmed', booking_date: addDays(todayInKarachi(), -1) });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    await screen.findByRole('heading', { level: 1, name: content.title });
    expect(screen.queryByRole('link', { name: calendarLinkContent.addToCalendar })).toBeNull();
    expect(screen.queryByRole('link', { name: calendarLinkContent.googleCalendar })).toBeNull();
  });

  it('reads "Refunded" for a cancelled booking that was paid online, without Pay now', async () => {
    api.getBooking.mockResolvedValue({ ...detail, status: 'cancelled', payment_status: 'refunded' });
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: myBookingsContent.payNow })).toBeNull();
  });

  it('redirects to /book (replacing history) without a booking parameter', async () => {
    const { location } = renderPage('/booking-confirmation');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/book'));
    expect(location.history).not.toContain('/booking-confirmation');
    expect(api.getBooking).not.toHaveBeenCalled();
  });

  it('reads "Booking not found" for a 404, and the generic sentence otherwise, with a link to My Bookings', async () => {
    api.getBooking.mockRejectedValueOnce(new ApiError(messages.booking.notFound, 404));
    renderPage('/booking-confirmation?booking=nope');
    expect(await screen.findByText(messages.confirmation.notFound)).toBeTruthy();
    // Trying again cannot find it: no Retry.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: content.viewMyBookings }).getAttribute('href')).toBe('/my-bookings');
  });

  it('reads "Failed to load booking details" for other failures and retries', async () => {
    const user = userEvent.setup();
    api.getBooking.mockRejectedValueOnce(new ApiError('HTTP 500: Internal Server Error', 500)).mockResolvedValueOnce(detail);
    renderPage(`/booking-confirmation?booking=${detail.id}`);
    expect(await screen.findByText(messages.confirmation.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeTruthy();
  });
});
