// @vitest-environment happy-dom
// My Bookings with its api modules stubbed: cards in appointment order, filters (in the address) and their empty
// states, the error banner, the action dialogs; rescheduling picks a day, then a start time.
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { BOOKING_FILTERS } from '../../src/domain/constants';
import { dateGridContent } from '../../src/domain/dateGridContent';
import { addDays, formatBookingDate, formatMoney, todayInKarachi } from '../../src/domain/format';
import { commonLabels } from '../../src/domain/content';
import { messages } from '../../src/domain/messages';
import { BOOKING_FILTER_LABELS, EMPTY_BOOKINGS_TEXT, calendarLinkContent, depositContent, myBookingsContent as content } from '../../src/domain/myBookingsContent';
import { toCheckoutBooking } from '../../src/domain/checkoutBooking';
import type { AvailableDate, AvailableTime, BookingDetail, BookingListItem } from '../../src/domain/types';
import MyBookingsPage from '../../src/views/my-bookings/MyBookingsPage';
import { SAMPLE_DEPOSIT_DUE, SAMPLE_DEPOSIT_PAID, sampleBookingDetail, sampleBookingListItem } from '../fixtures/booking';
import { renderSignedIn } from '../setup/renderWithSession';

const api = vi.hoisted(() => ({
  listMyBookings: vi.fn(),
  cancelMyBooking: vi.fn(),
  rescheduleMyBooking: vi.fn(),
  rateMyBooking: vi.fn(),
  rescheduleDates: vi.fn(),
  getBooking: vi.fn(),
}));
const timesApi = vi.hoisted(() => ({ availableTimes: vi.fn() }));
vi.mock('../../src/api/myBookings', () => api);
vi.mock('../../src/api/bookings', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/api/bookings')>()), availableTimes: timesApi.availableTimes }));
// Pay now asks which payment methods the server offers: here it offers them all.
vi.mock('../../src/api/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/payments')>()),
  listPaymentMethods: vi.fn(async () => [...(await import('../../src/domain/paymentMethods')).OFFERED_PAYMENT_METHODS]),
}));

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.com' };
const today = todayInKarachi();
const booking = (overrides: Partial<BookingListItem> = {}) =>
  sampleBookingListItem({ scheduledDate: addDays(today, 1), scheduledTime: '14:00', scheduledEndTime: '16:00', invoiceId: 'inv-77', ...overrides });
const pending = booking();
const completedRated = booking({ id: 'b-completed-rated-0001', serviceName: 'Exterior Wash', totalAmount: 2500, status: 'completed', rating: 4, invoiceId: null, paymentStatus: 'paid' });
const completedUnrated = booking({ id: 'b-completed-new-00002', serviceName: 'Ceramic Coating', totalAmount: 85000, status: 'completed', invoiceId: null });
const mystery = booking({ id: 'b-mystery-status-0003', serviceName: 'Headlight Restore', status: 'archived' as BookingListItem['status'], invoiceId: null });

function renderPage(path = '/my-bookings') {
  return renderSignedIn(<MyBookingsPage />, customer, path);
}
/** A day's start times: 08:00 taken, 10:00, 14:00 and 16:00 free. */
const times = (taken: readonly string[] = []): AvailableTime[] =>
  ['08:00', '10:00', '14:00', '16:00'].map((time) => ({ time, available: time !== '08:00' && !taken.includes(time) }));

const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.clearAllMocks();
  api.listMyBookings.mockResolvedValue([pending, completedRated, completedUnrated, mystery]);
  timesApi.availableTimes.mockResolvedValue(times());
});

describe('MyBookingsPage', () => {
  it('shows 3 placeholder cards while loading, then one card per booking with its details', async () => {
    let answer: (bookings: BookingListItem[]) => void = () => undefined;
    api.listMyBookings.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: content.title });
    expect(screen.getByText(content.welcome(customer.name))).toBeTruthy();
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).toBeTruthy();
    expect(busy!.querySelectorAll('li')).toHaveLength(3);

    answer([pending, completedRated, completedUnrated, mystery]);
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(api.listMyBookings).toHaveBeenCalledWith('all', expect.anything());

    const card = cardOf(pending.serviceName);
    expect(within(card).getByText('#11BB22CC')).toBeTruthy();
    expect(within(card).getByText('PKR 12,500')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText('LEA-1234').parentElement?.textContent).toBe('Toyota Corolla · LEA-1234');
    expect(within(card).getByText('Tomorrow')).toBeTruthy();
    expect(within(card).getByText('2:00 PM')).toBeTruthy();
    expect(within(card).getByRole('button', { name: content.reschedule })).toBeTruthy();
    expect(within(card).getByRole('button', { name: content.cancel })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: content.rate })).toBeNull();
    expect(within(card).getByRole('link', { name: content.viewInvoice }).getAttribute('href')).toBe('/invoice/inv-77');
    expect(within(card).getByRole('button', { name: content.payNow })).toBeTruthy();

    const rated = cardOf(completedRated.serviceName);
    expect(within(rated).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(rated).queryByRole('button')).toBeNull();
    expect(within(cardOf(completedUnrated.serviceName)).getByRole('button', { name: content.rate })).toBeTruthy();
    expect(within(cardOf(completedUnrated.serviceName)).getByText('PKR 85,000')).toBeTruthy();
    // an unknown status takes the pending label and styling
    expect(within(cardOf(mystery.serviceName)).getByText('Pending')).toBeTruthy();

    expect(screen.getByRole('link', { name: content.bookAnother }).getAttribute('href')).toBe('/book');
    expect(screen.queryByRole('link', { name: content.bookNew })).toBeNull();
  });

  it('lists the add-ons of a visit on its card, after the main service', async () => {
    const withAddons = booking({
      id: 'b-with-addons-000004',
      items: [
        { service: 'full-detail', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 },
        { service: 'pet-hair', name: 'Pet Hair Removal', kind: 'addon', price: 2000, original_price: null, duration: 30 },
      ],
      duration: 150,
      totalAmount: 14500,
    });
    api.listMyBookings.mockResolvedValue([withAddons]);
    renderPage();
    const list = await screen.findByRole('list', { name: commonLabels.visitItems });
    expect(within(list).getByText('+ Pet Hair Removal')).toBeTruthy();
    expect(within(list).getByText(formatMoney(2000))).toBeTruthy();
  });

  it('shows each filter’s empty text, with Book New Service only on All Bookings', async () => {
    const user = userEvent.setup();
    api.listMyBookings.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(EMPTY_BOOKINGS_TEXT.all)).toBeTruthy();
    expect(screen.getByText("You don't have any bookings yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: content.bookNew }).getAttribute('href')).toBe('/book');
    expect(screen.queryByRole('link', { name: content.bookAnother })).toBeNull();

    const expected = {
      pending: 'No pending bookings found.',
      rescheduled: 'No rescheduled bookings found.',
      confirmed: 'No confirmed bookings found.',
      in_progress: 'No bookings in progress.',
      completed: 'No completed bookings found.',
      cancelled: 'No cancelled bookings found.',
    } as const;
    for (const filter of BOOKING_FILTERS.filter((value) => value !== 'all')) {
      const chip = screen.getByRole('button', { name: BOOKING_FILTER_LABELS[filter] });
      await user.click(chip);
      expect(await screen.findByText(expected[filter])).toBeTruthy();
      expect(chip.getAttribute('aria-pressed')).toBe('true');
      expect(screen.getByRole('button', { name: BOOKING_FILTER_LABELS.all }).getAttribute('aria-pressed')).toBe('false');
      expect(screen.queryByRole('link', { name: content.bookNew })).toBeNull();
      expect(api.listMyBookings).toHaveBeenLastCalledWith(filter, expect.anything());
    }
  });

  it('keeps the filter in the address: opens on it, a chip press changes it, the list follows it back; an unknown one is all', async () => {
    const user = userEvent.setup();
    const moved = booking({ id: 'b-rescheduled-000000011', serviceName: 'Engine Bay Clean', status: 'rescheduled' });
    api.listMyBookings.mockResolvedValue([moved]);
    const { location } = renderPage('/my-bookings?status=rescheduled');
    const card = await screen.findByRole('article', { name: moved.serviceName });
    expect(api.listMyBookings).toHaveBeenCalledWith('rescheduled', expect.anything());
    expect(screen.getByRole('button', { name: BOOKING_FILTER_LABELS.rescheduled }).getAttribute('aria-pressed')).toBe('true');
    // its badge says Rescheduled, in a colour of its own (not pending's)
    const badge = within(card).getByText('Rescheduled');
    api.listMyBookings.mockResolvedValue([pending]);
    await user.click(screen.getByRole('button', { name: BOOKING_FILTER_LABELS.pending }));
    expect(await screen.findByRole('article', { name: pending.serviceName })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/my-bookings?status=pending');
    expect(within(cardOf(pending.serviceName)).getByText('Pending').className).not.toBe(badge.className);

    // back: the address says rescheduled again, and the list follows it without a new entry
    api.listMyBookings.mockResolvedValue([moved]);
    location.navigate('/my-bookings?status=rescheduled', { replace: true });
    expect(await screen.findByRole('article', { name: moved.serviceName })).toBeTruthy();
    expect(api.listMyBookings).toHaveBeenLastCalledWith('rescheduled', expect.anything());
    expect(screen.getByRole('button', { name: BOOKING_FILTER_LABELS.rescheduled }).getAttribute('aria-pressed')).toBe('true');
    expect(location.history?.at(-1)).toBe('/my-bookings?status=rescheduled');

    location.navigate('/my-bookings?status=archived');
    await waitFor(() => expect(api.listMyBookings).toHaveBeenLastCalledWith('all', expect.anything()));
    expect(screen.getByRole('button', { name: BOOKING_FILTER_LABELS.all }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the bookings by appointment: upcoming soonest first, then past ones most recent first', async () => {
    const at = (id: string, serviceName: string, days: number, time: string) => booking({ id, serviceName, scheduledDate: addDays(today, days), scheduledTime: time });
    api.listMyBookings.mockResolvedValue([
      at('b-a', 'Long ago', -20, '10:00'),
      at('b-b', 'Next week', 7, '08:00'),
      at('b-c', 'Yesterday', -1, '16:00'),
      at('b-d', 'Tomorrow', 1, '10:00'),
    ]);
    renderPage();
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Tomorrow', 'Next week', 'Yesterday', 'Long ago']);
  });

  it('shows the error banner with the server text, the auth sentence, and retries', async () => {
    const user = userEvent.setup();
    api.listMyBookings.mockRejectedValueOnce(new ApiError('The database is not reachable.', 503));
    renderPage();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText(messages.booking.listErrorBanner)).toBeTruthy();
    expect(within(banner).getByText('The database is not reachable.')).toBeTruthy();

    api.listMyBookings.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(within(banner).getByRole('button', { name: content.retry }));
    expect(await screen.findByText(messages.booking.listLoadFailed)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: content.retry }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('cancels after the confirm dialog, toasts the server message and reloads; Escape keeps the booking', async () => {
    const user = userEvent.setup();
    api.cancelMyBooking.mockResolvedValue({ success: true, message: messages.booking.cancelled });
    renderPage();
    await screen.findAllByRole('article');
    const cancel = within(cardOf(pending.serviceName)).getByRole('button', { name: content.cancel });

    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: content.cancelTitle });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Are you sure you want to cancel this booking?')).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(cancel);
    expect(api.cancelMyBooking).not.toHaveBeenCalled();

    await user.click(cancel);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: content.keepBooking }));
    expect(api.cancelMyBooking).not.toHaveBeenCalled();

    await user.click(cancel);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: content.confirmCancel }));
    expect(await screen.findByText(messages.booking.cancelled)).toBeTruthy();
    expect(api.cancelMyBooking).toHaveBeenCalledWith(pending.id, '', expect.anything());
    await waitFor(() => expect(api.listMyBookings).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('toasts the spec fallback when a cancel fails without a server message', async () => {
    const user = userEvent.setup();
    api.cancelMyBooking.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage();
    await screen.findAllByRole('article');
    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.cancel }));
    await user.click(screen.getByRole('button', { name: content.confirmCancel }));
    expect(await screen.findByText(messages.booking.cancelFailed)).toBeTruthy();
    expect(api.listMyBookings).toHaveBeenCalledTimes(1);
  });

  it('offers a visit with add-ons the days and start times of its whole length when it is rescheduled', async () => {
    const user = userEvent.setup();
    const newDay = addDays(today, 3);
    api.rescheduleDates.mockResolvedValue([{ date: newDay, available: true, slots_available: 5, earliest_time: '10:00' }] satisfies AvailableDate[]);
    const withAddon = booking({
      items: [
        { service: 'full-detail', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 },
        { service: 'pet-hair', name: 'Pet Hair Removal', kind: 'addon', price: 2000, original_price: null, duration: 30 },
      ],
      duration: 150,
    });
    api.listMyBookings.mockResolvedValue([withAddon]);
    renderPage();
    await screen.findAllByRole('article');
    await user.click(within(cardOf(withAddon.serviceName)).getByRole('button', { name: content.reschedule }));
    const dialog = screen.getByRole('dialog', { name: content.rescheduleTitle });
    // the days and then their start times are counted for the whole visit
    await user.click(await within(dialog).findByRole('button', { name: /5 slots/ }));
    expect(api.rescheduleDates).toHaveBeenCalledWith(today, 14, 'full-detail', ['pet-hair'], expect.anything());
    await waitFor(() => expect(timesApi.availableTimes).toHaveBeenCalledWith({ date: newDay, serviceId: 'full-detail', addonIds: ['pet-hair'] }, expect.any(AbortSignal)));
  });

  it('reschedules to a picked day, then a picked start time, for the booking’s service', async () => {
    const user = userEvent.setup();
    const newDay = addDays(today, 3);
    const dates: AvailableDate[] = [
      { date: addDays(today, 2), available: false, slots_available: 0 },
      { date: newDay, available: true, slots_available: 5, earliest_time: '10:00' },
    ];
    api.rescheduleDates.mockResolvedValue(dates);
    api.rescheduleMyBooking.mockResolvedValue({ success: true, message: messages.booking.rescheduled });
    renderPage();
    await screen.findAllByRole('article');
    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.reschedule }));
    const dialog = screen.getByRole('dialog', { name: content.rescheduleTitle });
    // which booking it moves, and when it is now
    expect(within(dialog).getByText(content.movingLabel)).toBeTruthy();
    expect(within(dialog).getByText(pending.serviceName)).toBeTruthy();
    expect(within(dialog).getByText('LEA-1234').parentElement?.textContent).toBe('Toyota Corolla · LEA-1234');
    expect(within(dialog).getByText(content.bookedNow('Tomorrow', '2:00 PM'))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: content.confirm });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const full = await within(dialog).findByRole('button', { name: /Fully booked/ });
    expect((full as HTMLButtonElement).disabled).toBe(true);
    expect(api.rescheduleDates).toHaveBeenCalledWith(today, 14, 'full-detail', [], expect.anything());
    // the cells read as the wizard's: the long date and the free slots, no time in each
    const day = within(dialog).getByRole('button', { name: /5 slots/ });
    expect(day.textContent).not.toMatch(/AM|PM/);
    await user.click(day);

    // then the day's times: the earliest free one chosen; focus moved to the new part of the dialog
    const picked = (await within(dialog).findByText(content.newDayLabel)).parentElement!;
    expect(picked.textContent).toBe(`${content.newDayLabel} ${formatBookingDate(newDay)}`);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const group = within(dialog).getByRole('group', { name: content.newTimeLegend });
    expect(timesApi.availableTimes).toHaveBeenCalledWith({ date: newDay, serviceId: 'full-detail' }, expect.any(AbortSignal));
    expect(((await within(group).findByRole('radio', { name: '10:00 AM' })) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: `8:00 AM ${dateGridContent.timeTaken}` }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(group).getByRole('radio', { name: '4:00 PM' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);

    // Change day goes back to the days, the picked one still marked; picking it again keeps its time
    await user.click(within(dialog).getByRole('button', { name: content.changeDay }));
    expect(within(dialog).getByRole('button', { name: /5 slots/ }).getAttribute('aria-pressed')).toBe('true');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /5 slots/ }));
    expect(((await within(dialog).findByRole('radio', { name: '4:00 PM' })) as HTMLInputElement).checked).toBe(true);

    await user.click(confirm);
    expect(await screen.findByText(messages.booking.rescheduled)).toBeTruthy();
    expect(api.rescheduleMyBooking).toHaveBeenCalledWith(pending.id, newDay, '16:00', expect.anything());
  });

  it('keeps the reschedule dialog open with fresh times when the time was taken meanwhile; says when none is left', async () => {
    const user = userEvent.setup();
    const newDay = addDays(today, 3);
    api.rescheduleDates.mockResolvedValue([{ date: newDay, available: true, slots_available: 5, earliest_time: '10:00' }]);
    api.rescheduleMyBooking.mockRejectedValue(new ApiError(messages.booking.timeTaken(newDay, '10:00'), 409, {}, 'time_taken'));
    renderPage();
    await screen.findAllByRole('article');
    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.reschedule }));
    const dialog = screen.getByRole('dialog', { name: content.rescheduleTitle });
    await user.click(await within(dialog).findByRole('button', { name: /5 slots/ }));
    await within(dialog).findByRole('radio', { name: '10:00 AM' });
    timesApi.availableTimes.mockResolvedValue(times(['10:00', '14:00', '16:00']));
    await user.click(within(dialog).getByRole('button', { name: content.confirm }));
    expect(await screen.findByText(messages.booking.timeTaken(newDay, '10:00'))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: content.rescheduleTitle })).toBe(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(dateGridContent.noTimesLeft);
    await user.click(within(dialog).getByRole('button', { name: dateGridContent.chooseAnotherDay }));
    expect(within(dialog).getByRole('button', { name: /5 slots/ })).toBeTruthy();
    expect(api.listMyBookings).toHaveBeenCalledTimes(1);
  });

  it('rates with 5 stars by default and an optional review', async () => {
    const user = userEvent.setup();
    api.rateMyBooking.mockRejectedValueOnce(new ApiError(messages.booking.alreadyRated, 409)).mockResolvedValueOnce({ success: true, message: messages.booking.rated });
    renderPage();
    await screen.findAllByRole('article');
    const rate = within(cardOf(completedUnrated.serviceName)).getByRole('button', { name: content.rate });
    await user.click(rate);
    let dialog = screen.getByRole('dialog', { name: content.rateTitle });
    expect((within(dialog).getByRole('radio', { name: content.stars(5) }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: content.submitRating }));
    expect(await screen.findByText(messages.booking.alreadyRated)).toBeTruthy();
    expect(api.rateMyBooking).toHaveBeenLastCalledWith(completedUnrated.id, 5, '', expect.anything());

    await user.click(within(cardOf(completedUnrated.serviceName)).getByRole('button', { name: content.rate }));
    dialog = screen.getByRole('dialog', { name: content.rateTitle });
    await user.click(within(dialog).getByRole('radio', { name: content.stars(4) }));
    await user.type(within(dialog).getByLabelText(content.reviewLabel), 'Great job');
    await user.click(within(dialog).getByRole('button', { name: content.submitRating }));
    expect(await screen.findByText(messages.booking.rated)).toBeTruthy();
    expect(api.rateMyBooking).toHaveBeenLastCalledWith(completedUnrated.id, 4, 'Great job', expect.anything());
    await waitFor(() => expect(api.listMyBookings).toHaveBeenCalledTimes(2));
  });

  it('says a payment waits for confirmation and links its page, and still lets the customer pay', async () => {
    const waiting = booking({ pendingPayment: 'txn_waiting_on_phone_0001', paymentStatus: 'pending' });
    api.listMyBookings.mockResolvedValue([waiting]);
    renderPage();
    const card = await screen.findByRole('article', { name: waiting.serviceName });
    expect(within(card).getByText(content.paymentWaiting, { exact: false })).toBeTruthy();
    expect(within(card).getByRole('link', { name: content.seePayment }).getAttribute('href')).toBe('/payment/txn_waiting_on_phone_0001');
    expect(within(card).getByRole('button', { name: content.payNow })).toBeTruthy();
  });

  it('offers Pay now on unpaid bookings that still stand, and opens the checkout with the booking as navigation state', async () => {
    const user = userEvent.setup();
    const cancelledUnpaid = booking({ id: 'b-cancelled-unpaid-004', serviceName: 'Interior Clean', status: 'cancelled', invoiceId: null });
    api.listMyBookings.mockResolvedValue([pending, completedRated, cancelledUnpaid]);
    const detail: BookingDetail = {
      id: pending.id,
      status: 'pending',
      source: 'web',
      booking_date: pending.scheduledDate,
      start_time: '14:00',
      end_time: '16:00',
      bay: 1,
      service: { id: 's-1', name: pending.serviceName, description: '', price: 12500, originalPrice: null },
      items: [{ service: 's-1', name: pending.serviceName, kind: 'service', price: 12500, original_price: null, duration: 120 }],
      duration: 120,
      total_amount: 12500,
      car: { id: 'car-1', make: 'Toyota', model: 'Corolla', year: 2020, license_plate: 'LEA-1234', color: '' },
      customer_notes: '',
      invoice_id: 'inv-77',
      payment_status: 'pending',
      deposit: null,
      pending_payment: null,
      rating: null,
      review: null,
      cancellation_reason: null,
      created_at: '2026-11-22T08:00:00Z',
    };
    api.getBooking.mockResolvedValue(detail);
    const { location } = renderPage();
    await screen.findAllByRole('article');
    expect(within(cardOf(completedRated.serviceName)).queryByRole('button', { name: content.payNow })).toBeNull();
    expect(within(cardOf(cancelledUnpaid.serviceName)).queryByRole('button', { name: content.payNow })).toBeNull();

    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.payNow }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/checkout'));
    expect(api.getBooking).toHaveBeenCalledWith(pending.id, expect.any(AbortSignal));
    expect(location.state).toEqual(toCheckoutBooking(detail));
  });

  it('says a cancelled booking’s void invoice has nothing to pay, offers no Pay now, and still links the invoice', async () => {
    const cancelled = booking({ id: 'b-cancelled-void-0005', serviceName: 'Interior Clean', status: 'cancelled', paymentStatus: 'void' });
    api.listMyBookings.mockResolvedValue([pending, cancelled]);
    renderPage();
    await screen.findAllByRole('article');
    const card = cardOf(cancelled.serviceName);
    expect(within(card).getByText('Cancelled — nothing to pay')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: content.payNow })).toBeNull();
    expect(within(card).getByRole('link', { name: content.viewInvoice })).toBeTruthy();
    expect(within(cardOf(pending.serviceName)).queryByText('Cancelled — nothing to pay')).toBeNull();
  });

  it('shows the reason a cancelled booking was cancelled on its card', async () => {
    const reason = 'The workshop is closed for a power cut; sorry.';
    const cancelled = booking({ id: 'b-cancelled-reason-0006', serviceName: 'Interior Clean', status: 'cancelled', paymentStatus: 'void', cancellationReason: reason });
    api.listMyBookings.mockResolvedValue([pending, cancelled]);
    renderPage();
    await screen.findAllByRole('article');
    const card = cardOf(cancelled.serviceName);
    expect(within(card).getByText(content.cancellationReason)).toBeTruthy();
    expect(within(card).getByText(reason)).toBeTruthy();
    expect(within(cardOf(pending.serviceName)).queryByText(content.cancellationReason)).toBeNull();
  });

  it('offers "Pay deposit" with the time it is due by, and opens the checkout for the deposit', async () => {
    const user = userEvent.setup();
    const depositDue = booking({ id: 'b-deposit-due-000007', serviceName: 'Ceramic Coating', deposit: SAMPLE_DEPOSIT_DUE });
    api.listMyBookings.mockResolvedValue([pending, depositDue]);
    api.getBooking.mockResolvedValue(sampleBookingDetail({ id: depositDue.id, deposit: SAMPLE_DEPOSIT_DUE }));
    const { location } = renderPage();
    await screen.findAllByRole('article');
    const card = cardOf(depositDue.serviceName);
    expect(within(card).getByText(depositContent.due('PKR 3,125', '11:00 AM, Tuesday, 1 December 2026'))).toBeTruthy();
    expect(within(card).queryByRole('button', { name: content.payNow })).toBeNull();
    expect(within(cardOf(pending.serviceName)).queryByRole('button', { name: depositContent.payDeposit })).toBeNull();

    await user.click(within(card).getByRole('button', { name: depositContent.payDeposit }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/checkout'));
    expect(location.state).toMatchObject({ bookingId: depositDue.id, deposit: { amount: 3125, balance: 9375 } });
  });

  it('says a paid deposit leaves the balance for the workshop, and offers no payment', async () => {
    const depositPaid = booking({ id: 'b-deposit-paid-00008', serviceName: 'Ceramic Coating', status: 'confirmed', deposit: SAMPLE_DEPOSIT_PAID });
    api.listMyBookings.mockResolvedValue([depositPaid]);
    renderPage();
    const card = await screen.findByRole('article', { name: depositPaid.serviceName });
    expect(within(card).getByText('Deposit paid · PKR 9,375 at the workshop')).toBeTruthy();
    expect(depositContent.paid('PKR 9,375')).toBe('Deposit paid · PKR 9,375 at the workshop');
    expect(within(card).queryByRole('button', { name: content.payNow })).toBeNull();
    expect(within(card).queryByRole('button', { name: depositContent.payDeposit })).toBeNull();
  });

  it('shows why a booking whose deposit was not paid in time was released, with nothing to pay', async () => {
    const reason = messages.payments.depositReleased('PKR 3,125', '11:00 AM, Tuesday, 1 December 2026');
    const released = booking({ id: 'b-deposit-released-9', serviceName: 'Ceramic Coating', status: 'cancelled', paymentStatus: 'void', deposit: SAMPLE_DEPOSIT_DUE, cancellationReason: reason });
    api.listMyBookings.mockResolvedValue([released]);
    renderPage();
    const card = await screen.findByRole('article', { name: released.serviceName });
    expect(within(card).getByText(reason)).toBeTruthy();
    expect(within(card).getByText('Cancelled — nothing to pay')).toBeTruthy();
    expect(within(card).queryByText(/^Deposit of/)).toBeNull();
    expect(within(card).queryByRole('button', { name: depositContent.payDeposit })).toBeNull();
  });

  it('toasts the failure when the booking for Pay now cannot be loaded', async () => {
    const user = userEvent.setup();
    api.getBooking.mockRejectedValue(new ApiError(messages.booking.notFound, 404));
    const { location } = renderPage();
    await screen.findAllByRole('article');
    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.payNow }));
    expect(await screen.findByText(messages.booking.notFound)).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/my-bookings');
  });

  it('offers the calendar links on upcoming bookings only: not once past, done, cancelled or missed', async () => {
    const rescheduled = booking({ id: 'b-rescheduled-000000006', serviceName: 'Engine Bay Clean', status: 'rescheduled', scheduledDate: addDays(today, 2), scheduledTime: '08:00', scheduledEndTime: '14:00' });
    const past = booking({ id: 'b-pending-past-0000007', serviceName: 'Headlight Restore', scheduledDate: addDays(today, -1) });
    const cancelled = booking({ id: 'b-cancelled-future-08', serviceName: 'Interior Clean', status: 'cancelled' });
    const missed = booking({ id: 'b-no-show-00000000009', serviceName: 'Clay Bar', status: 'no_show' });
    api.listMyBookings.mockResolvedValue([pending, rescheduled, past, cancelled, missed, completedRated]);
    renderPage();
    await screen.findAllByRole('article');

    const card = cardOf(pending.serviceName);
    const file = within(card).getByRole('link', { name: calendarLinkContent.addToCalendar });
    expect(file.getAttribute('href')).toBe(`/api/bookings/${pending.id}/calendar.ics`);
    expect(file.hasAttribute('download')).toBe(true);
    const google = within(card).getByRole('link', { name: calendarLinkContent.googleCalendar });
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
    const query = new URL(google.getAttribute('href') ?? '').searchParams;
    // 14:00–16:00 in Karachi is 09:00–11:00 UTC
    const day = pending.scheduledDate.replaceAll('-', '');
    expect(query.get('dates')).toBe(`${day}T090000Z/${day}T110000Z`);
    expect(query.get('text')).toBe('Full Detail — ShineWorks');
    // A six-hour booking lasts as long in the calendar as its booked slots: 08:00–14:00 is 03:00–09:00 UTC.
    const long = new URL(within(cardOf(rescheduled.serviceName)).getByRole('link', { name: calendarLinkContent.googleCalendar }).getAttribute('href') ?? '');
    const longDay = rescheduled.scheduledDate.replaceAll('-', '');
    expect(long.searchParams.get('dates')).toBe(`${longDay}T030000Z/${longDay}T090000Z`);
    expect(query.get('details')).toContain('Toyota Corolla · LEA-1234');

    const moved = within(cardOf(rescheduled.serviceName)).getByRole('link', { name: calendarLinkContent.addToCalendar });
    expect(moved.getAttribute('href')).toBe(`/api/bookings/${rescheduled.id}/calendar.ics`);
    for (const gone of [past, cancelled, missed, completedRated]) {
      const other = cardOf(gone.serviceName);
      expect(within(other).queryByRole('link', { name: calendarLinkContent.addToCalendar }), gone.id).toBeNull();
      expect(within(other).queryByRole('link', { name: calendarLinkContent.googleCalendar }), gone.id).toBeNull();
    }
  });

  it('says "Refunded" on a cancelled booking that was paid online, with no Pay now and the invoice still linked', async () => {
    const refunded = booking({ id: 'b-cancelled-refund-010', serviceName: 'Ceramic Coating', status: 'cancelled', paymentStatus: 'refunded' });
    api.listMyBookings.mockResolvedValue([pending, refunded]);
    renderPage();
    await screen.findAllByRole('article');
    const card = cardOf(refunded.serviceName);
    expect(within(card).getByText('Refunded')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: content.payNow })).toBeNull();
    expect(within(card).getByRole('link', { name: content.viewInvoice })).toBeTruthy();
    expect(within(cardOf(pending.serviceName)).queryByText('Refunded')).toBeNull();
  });

  it('toasts the server’s own sentence when a cancel or reschedule is refused close to the start', async () => {
    const user = userEvent.setup();
    const cutOff = messages.booking.changeCutoff(60, '+92 21 3584 1122');
    api.cancelMyBooking.mockRejectedValue(new ApiError(cutOff, 409));
    api.rescheduleDates.mockResolvedValue([{ date: addDays(today, 3), available: true, slots_available: 5, earliest_time: '10:00' }]);
    api.rescheduleMyBooking.mockRejectedValue(new ApiError(messages.booking.rescheduleTooLate, 409));
    renderPage();
    await screen.findAllByRole('article');

    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.cancel }));
    await user.click(screen.getByRole('button', { name: content.confirmCancel }));
    expect(await screen.findByText(cutOff)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(cardOf(pending.serviceName)).getByRole('button', { name: content.reschedule }));
    const dialog = screen.getByRole('dialog', { name: content.rescheduleTitle });
    await user.click(await within(dialog).findByRole('button', { name: /5 slots/ }));
    await within(dialog).findByRole('radio', { name: '10:00 AM' });
    await user.click(within(dialog).getByRole('button', { name: content.confirm }));
    expect(await screen.findByText(messages.booking.rescheduleTooLate)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // a refusal changes nothing: the list is not asked for again
    expect(api.listMyBookings).toHaveBeenCalledTimes(1);
  });
});
