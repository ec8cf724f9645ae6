// @vitest-environment happy-dom
// The console's day board and booking page with their api module stubbed: the bays grid and the list, the actions a
// booking allows and their dialogs (a refusal in the server's words, keyboard and focus), the search box, the day in
// the address, and the booking page with its history newest first.
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import * as boardModule from '../../src/api/board';
import { ApiError } from '../../src/api/client';
import { BOARD_ACTION_LABELS, boardContent, boardSearchContent, bookingActionContent, bookingDetailContent } from '../../src/domain/console/boardContent';
import { consoleBookingPath } from '../../src/domain/console/consolePaths';
import { addDays, formatLongDate, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AuditEntry, BookingDetail } from '../../src/domain/staff';
import BoardPage from '../../src/views/staff/board/BoardPage';
import BookingDetailPage from '../../src/views/staff/booking/BookingDetailPage';
import { BOOKING, boardOf, TODAY } from '../models/dayBoard';
import { renderAt } from '../setup/renderAt';

vi.mock('../../src/api/board');
// the booking page offers the catalogue's add-ons
vi.mock('../../src/api/services', () => ({ listAddons: vi.fn(async () => []) }));
const api = vi.mocked(boardModule);

const BOARD = boardOf(TODAY, 'v1', [
  BOOKING,
  { ...BOOKING, id: 'b-2', short_id: 'B2000000', bay: 2, start_time: '08:00', end_time: '09:00', status: 'cancelled', customer: { ...BOOKING.customer, name: 'Omar Farooq' }, allowed_actions: [] },
]);

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
  api.fetchBoard.mockResolvedValue({ kind: 'changed', board: BOARD, tag: '"v1"' });
});

describe('day board', () => {
  it('shows the day as bays and slots, and as a list, with each booking linking to its page', async () => {
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    const grid = await screen.findByRole('table');
    expect(within(grid).getByRole('columnheader', { name: boardContent.bay(1) })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: boardContent.bay(3) })).toBeTruthy();
    const cell = within(grid).getByRole('link', { name: BOOKING.customer.name }).closest('td');
    expect(cell?.getAttribute('rowspan')).toBe('2');
    expect(within(grid).getByRole('link', { name: BOOKING.customer.name }).getAttribute('href')).toBe(consoleBookingPath(BOOKING.id));
    // the cancelled one is not on the bays; it is listed apart
    expect(within(grid).queryByText('Omar Farooq')).toBeNull();
    expect(screen.getByRole('heading', { name: boardContent.offGridTitle })).toBeTruthy();
    // only the actions the server allows
    const actions = within(cell as HTMLElement).getByRole('list', { name: boardContent.actionsLabel(BOOKING.customer.name) });
    expect(within(actions).getAllByRole('button').map((button) => button.textContent)).toEqual(BOOKING.allowed_actions.map((action) => BOARD_ACTION_LABELS[action]));
    expect(api.fetchBoard).toHaveBeenCalledWith(TODAY, null, expect.any(AbortSignal));
  });

  it('moves to the next day and puts it in the address', async () => {
    const { location } = renderAt('/staff', <BoardPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(boardContent.nextDay) }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/staff?date=${addDays(todayInKarachi(), 1)}`));
  });

  it('switches to the list view', async () => {
    renderAt('/staff', <BoardPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: boardContent.listView }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: new RegExp('in time order') })).toBeTruthy();
  });

  it('confirms a booking at once, toasts the server and reloads the board', async () => {
    api.changeBookingStatus.mockResolvedValue({ success: true, message: 'Booking confirmed.' });
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    const grid = await screen.findByRole('table');
    await userEvent.click(within(grid).getByRole('button', { name: BOARD_ACTION_LABELS.confirm }));
    await waitFor(() => expect(api.changeBookingStatus).toHaveBeenCalledWith(BOOKING.id, 'confirmed', expect.any(AbortSignal)));
    await waitFor(() => expect(api.fetchBoard).toHaveBeenCalledTimes(2));
    expect(api.fetchBoard).toHaveBeenLastCalledWith(TODAY, '"v1"', expect.any(AbortSignal));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a reason to cancel, then shows the refusal in the server’s words with a way back', async () => {
    api.cancelBoardBooking.mockRejectedValue(new ApiError('That booking has already started.', 409));
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    const grid = await screen.findByRole('table');
    const opener = within(grid).getByRole('button', { name: BOARD_ACTION_LABELS.cancel });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: bookingActionContent.titles.cancel });
    const reason = within(dialog).getByLabelText(bookingActionContent.reasonLabel);
    expect(document.activeElement).toBe(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: bookingActionContent.confirmButtons.cancel }));
    expect(within(dialog).getByText(messages.staff.cancelReasonRequired)).toBeTruthy();
    expect(api.cancelBoardBooking).not.toHaveBeenCalled();
    await userEvent.type(reason, 'Customer asked');
    await userEvent.click(within(dialog).getByRole('button', { name: bookingActionContent.confirmButtons.cancel }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('That booking has already started.');
    expect(api.cancelBoardBooking).toHaveBeenCalledWith(BOOKING.id, 'Customer asked', expect.any(AbortSignal));
    await userEvent.click(screen.getByRole('button', { name: bookingActionContent.back }));
    expect(screen.getByLabelText(bookingActionContent.reasonLabel)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('starts a booking of today at once, and asks before starting a later day’s booking (an early arrival)', async () => {
    const today = todayInKarachi();
    const later = addDays(today, 3);
    const confirmed = { ...BOOKING, status: 'confirmed' as const, allowed_actions: ['start' as const, 'cancel' as const] };
    api.changeBookingStatus.mockResolvedValue({ success: true, message: 'Booking status changed to In Progress.' });
    api.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(later, 'v1', [confirmed]), tag: '"v1"' });
    const view = renderAt(`/staff?date=${later}`, <BoardPage />);
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: BOARD_ACTION_LABELS.start }));
    const dialog = screen.getByRole('dialog', { name: bookingActionContent.titles.start });
    expect(within(dialog).getByText(bookingActionContent.startEarly(formatLongDate(later)))).toBeTruthy();
    expect(api.changeBookingStatus).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: bookingActionContent.confirmButtons.start }));
    await waitFor(() => expect(api.changeBookingStatus).toHaveBeenCalledWith(BOOKING.id, 'in_progress', expect.any(AbortSignal)));
    view.unmount();

    api.changeBookingStatus.mockClear();
    api.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(today, 'v1', [confirmed]), tag: '"v1"' });
    renderAt(`/staff?date=${today}`, <BoardPage />);
    await userEvent.click(within(await screen.findByRole('table')).getByRole('button', { name: BOARD_ACTION_LABELS.start }));
    await waitFor(() => expect(api.changeBookingStatus).toHaveBeenCalledWith(BOOKING.id, 'in_progress', expect.any(AbortSignal)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds a booking by its plate and links to it', async () => {
    api.searchBookings.mockResolvedValue([BOOKING]);
    renderAt('/staff', <BoardPage />);
    await userEvent.type(screen.getByLabelText(boardSearchContent.label), 'KHI-4521{Enter}');
    const link = await screen.findByRole('link', { name: new RegExp(BOOKING.short_id) });
    expect(link.getAttribute('href')).toBe(consoleBookingPath(BOOKING.id));
    expect(api.searchBookings).toHaveBeenCalledWith('KHI-4521', expect.any(AbortSignal));
  });

  it('runs the search an address names (the inbox links a sender’s bookings as /staff?q=…)', async () => {
    api.searchBookings.mockResolvedValue([BOOKING]);
    renderAt(`/staff?q=${encodeURIComponent('ayesha@example.com')}`, <BoardPage />);
    const link = await screen.findByRole('link', { name: new RegExp(BOOKING.short_id) });
    expect(link.getAttribute('href')).toBe(consoleBookingPath(BOOKING.id));
    expect(api.searchBookings).toHaveBeenCalledWith('ayesha@example.com', expect.any(AbortSignal));
    expect((screen.getByLabelText(boardSearchContent.label) as HTMLInputElement).value).toBe('ayesha@example.com');
  });

  it('keeps the board and says it is reconnecting when a refresh fails', async () => {
    api.fetchBoard.mockResolvedValueOnce({ kind: 'changed', board: BOARD, tag: '"v1"' }).mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    await screen.findByRole('table');
    api.changeBookingStatus.mockResolvedValue({ success: true });
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: BOARD_ACTION_LABELS.confirm }));
    expect(await screen.findByText(/^Reconnecting/)).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

describe('booking page', () => {
  const history: AuditEntry[] = [
    { id: 1, at: '2026-11-30T05:00:00.000Z', actor: { id: null, name: 'ops', role: 'ops_token' }, action: 'booking.status', target_kind: 'booking', target_id: BOOKING.id, target_name: null, booking_id: BOOKING.id, summary: 'Status: Pending → Confirmed', before: null, after: null },
    { id: 2, at: '2026-11-30T06:00:00.000Z', actor: { id: 'u-1', name: 'Sana', role: 'staff' }, action: 'invoice.paid', target_kind: 'invoice', target_id: 'inv-1', target_name: null, booking_id: BOOKING.id, summary: 'Invoice paid (cash)', before: null, after: null },
  ];
  const detail: BookingDetail = { booking: BOOKING, history };

  it('shows the booking, its actions and its history newest first', async () => {
    api.fetchBookingDetail.mockResolvedValue(detail);
    renderAt(consoleBookingPath(BOOKING.id), <Route path="/staff/bookings/:id" component={BookingDetailPage} />);
    expect(await screen.findByRole('heading', { name: bookingDetailContent.heading(BOOKING.short_id) })).toBeTruthy();
    const entries = within(screen.getByRole('region', { name: bookingDetailContent.history })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([expect.stringContaining('Invoice paid (cash)'), expect.stringContaining(bookingDetailContent.by(bookingDetailContent.opsToken))]);
    expect(api.fetchBookingDetail).toHaveBeenCalledWith(BOOKING.id, expect.any(AbortSignal));
  });

  it('shows who cancelled a booking and when: the customer themself, or a staff member', async () => {
    const cancelled: AuditEntry[] = [
      { id: 3, at: '2026-11-30T07:00:00.000Z', actor: { id: 'c-1', name: 'Ayesha Khan', role: 'customer' }, action: 'booking.cancel', target_kind: 'booking', target_id: BOOKING.id, target_name: null, booking_id: BOOKING.id, summary: 'status: confirmed → cancelled; reason: — → Plans changed', before: null, after: null },
      { id: 2, at: '2026-11-30T06:00:00.000Z', actor: { id: 'u-1', name: 'Sana', role: 'staff' }, action: 'booking.status', target_kind: 'booking', target_id: BOOKING.id, target_name: null, booking_id: BOOKING.id, summary: 'status: pending → confirmed', before: null, after: null },
    ];
    api.fetchBookingDetail.mockResolvedValue({ booking: { ...BOOKING, status: 'cancelled', cancellation_reason: 'Plans changed', allowed_actions: [] }, history: cancelled });
    renderAt(consoleBookingPath(BOOKING.id), <Route path="/staff/bookings/:id" component={BookingDetailPage} />);
    const region = await screen.findByRole('region', { name: bookingDetailContent.history });
    const [latest, earlier] = within(region).getAllByRole('listitem');
    expect(latest?.textContent).toContain(bookingDetailContent.byWithRole('Ayesha Khan', bookingDetailContent.actorRoles.customer));
    expect(latest?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-30T07:00:00.000Z');
    expect(earlier?.textContent).toContain(bookingDetailContent.byWithRole('Sana', bookingDetailContent.actorRoles.staff));
  });

  it('says when there is no such booking', async () => {
    api.fetchBookingDetail.mockRejectedValue(new ApiError('Booking not found.', 404));
    renderAt(consoleBookingPath('nope'), <Route path="/staff/bookings/:id" component={BookingDetailPage} />);
    expect(await screen.findByText(bookingDetailContent.notFound)).toBeTruthy();
  });
});
