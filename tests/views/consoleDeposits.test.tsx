// @vitest-environment happy-dom
// A booking's deposit in the console, with the board's api stubbed: the board card says it is due and by when, the
// booking page that it was paid online and the balance left, and "Mark paid" asks the desk for the balance only.
// Once the invoice is settled at the counter, a deposit never paid is no longer mentioned.
import '../setup/dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import * as boardModule from '../../src/api/board';
import { BOARD_ACTION_LABELS, bookingActionContent, bookingDetailContent } from '../../src/domain/console/boardContent';
import { consoleBookingPath } from '../../src/domain/console/consolePaths';
import { amountToTake, depositContent, depositLine, paymentTagText } from '../../src/domain/console/depositLine';
import type { BoardBooking } from '../../src/domain/staff';
import type { Deposit } from '../../src/domain/types';
import BoardPage from '../../src/views/staff/board/BoardPage';
import BookingDetailPage from '../../src/views/staff/booking/BookingDetailPage';
import { BOOKING, boardOf, TODAY } from '../models/dayBoard';
import { renderAt } from '../setup/renderAt';

vi.mock('../../src/api/board');
vi.mock('../../src/api/services', () => ({ listAddons: vi.fn(async () => []) }));
const api = vi.mocked(boardModule);

/** 30 % of Rs 12,500, due at 2:30 PM the day before the visit (09:30 UTC). */
const DUE: Deposit = { amount: 3750, balance: 8750, due_by: '2026-11-30T09:30:00.000Z', paid_at: null };
const PAID: Deposit = { ...DUE, paid_at: '2026-11-30T09:10:00.000Z' };
const DUE_LINE = 'Deposit PKR 3,750 due by 2:30 PM, Mon 30 Nov';
const PAID_LINE = 'Deposit paid PKR 3,750 online · balance PKR 8,750';

const withDeposit = (deposit: Deposit, changes: Partial<BoardBooking> = {}): BoardBooking => ({ ...BOOKING, deposit, ...changes });
const settled = (booking: BoardBooking): BoardBooking => ({ ...booking, invoice: { ...booking.invoice!, payment_status: 'paid', payment_method: 'cash' } });

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
});

describe('the deposit line', () => {
  it('says a due deposit and when, a paid one and the balance, and nothing without one or once settled otherwise', () => {
    expect(depositLine(withDeposit(DUE))).toBe(DUE_LINE);
    expect(depositLine(withDeposit(DUE))).toBe(depositContent.due('PKR 3,750', depositContent.dueBy('2:30 PM', 'Mon 30 Nov')));
    expect(depositLine(withDeposit(PAID))).toBe(PAID_LINE);
    expect(depositLine(settled(withDeposit(PAID)))).toBe(PAID_LINE);
    expect(depositLine(settled(withDeposit(DUE)))).toBeNull();
    expect(depositLine(withDeposit(DUE, { invoice: { ...BOOKING.invoice!, payment_status: 'void' } }))).toBeNull();
    expect(depositLine(BOOKING)).toBeNull();
  });

  it('tags a booking whose deposit only is paid as such, and otherwise by its invoice', () => {
    expect(paymentTagText(withDeposit(PAID))).toBe(depositContent.tag);
    expect(paymentTagText(withDeposit(DUE))).toBe('Unpaid');
    expect(paymentTagText(settled(withDeposit(PAID)))).toBe('Paid');
  });

  it('has the desk take the balance once the deposit is paid online, else the total', () => {
    expect(amountToTake(withDeposit(PAID))).toEqual({ amount: 8750, isBalance: true });
    expect(amountToTake(withDeposit(DUE))).toEqual({ amount: 12500, isBalance: false });
    expect(amountToTake(BOOKING)).toEqual({ amount: 12500, isBalance: false });
    expect(amountToTake({ ...BOOKING, invoice: null })).toBeNull();
  });
});

describe('deposits on the board and the booking page', () => {
  it('shows a due deposit on the board card, and nothing on a booking without one', async () => {
    const other = { ...BOOKING, id: 'b-2', short_id: 'B2000000', bay: 2, customer: { ...BOOKING.customer, name: 'Omar Farooq' } };
    api.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', [withDeposit(DUE), other]), tag: '"v1"' });
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    const grid = await screen.findByRole('table');
    const card = within(grid).getByRole('article', { name: new RegExp(`^${BOOKING.customer.name}`) });
    expect(within(card).getByText(DUE_LINE)).toBeTruthy();
    const plain = within(grid).getByRole('article', { name: /^Omar Farooq/ });
    expect(within(plain).queryByText(/Deposit/)).toBeNull();
  });

  it('shows a paid deposit beside the payment, and asks the desk for the balance only when marking paid', async () => {
    api.fetchBookingDetail.mockResolvedValue({ booking: withDeposit(PAID, { status: 'confirmed' }), history: [] });
    renderAt(consoleBookingPath(BOOKING.id), <Route path="/staff/bookings/:id" component={BookingDetailPage} />);
    expect(await screen.findByRole('heading', { name: bookingDetailContent.heading(BOOKING.short_id) })).toBeTruthy();
    const facts = screen.getByRole('region', { name: bookingDetailContent.title });
    expect(within(facts).getByText(PAID_LINE)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: BOARD_ACTION_LABELS.mark_paid }));
    const dialog = await screen.findByRole('dialog', { name: bookingActionContent.titles.mark_paid });
    expect(dialog.textContent).toContain(`${depositContent.balanceLabel}: PKR 8,750`);
    expect(dialog.textContent).not.toContain(`${bookingActionContent.amountLabel}:`);
    expect(within(dialog).getByText(PAID_LINE)).toBeTruthy();
  });

  it('asks for the whole total when the deposit is still due, and says so', async () => {
    api.fetchBookingDetail.mockResolvedValue({ booking: withDeposit(DUE), history: [] });
    renderAt(consoleBookingPath(BOOKING.id), <Route path="/staff/bookings/:id" component={BookingDetailPage} />);
    await screen.findByRole('heading', { name: bookingDetailContent.heading(BOOKING.short_id) });
    await userEvent.click(screen.getByRole('button', { name: BOARD_ACTION_LABELS.mark_paid }));
    const dialog = await screen.findByRole('dialog', { name: bookingActionContent.titles.mark_paid });
    expect(dialog.textContent).toContain(`${bookingActionContent.amountLabel}: PKR 12,500`);
    expect(within(dialog).getByText(DUE_LINE)).toBeTruthy();
  });
});
