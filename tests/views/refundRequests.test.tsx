// @vitest-environment happy-dom
// Refunds in the console with the api modules stubbed: the inbox's "Refund requests" list (an admin approves after
// reading exactly what goes back, or declines with a reason; staff only read), the booking's marker on the board, and
// the cancel dialog saying what a cancellation does with money paid — refunded now by an admin, asked for by staff.
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as boardModule from '../../src/api/board';
import { BOARD_ACTION_LABELS, bookingActionContent } from '../../src/domain/console/boardContent';
import { cancelMoneyContent, refundRequestsContent as content } from '../../src/domain/console/refundContent';
import { messages } from '../../src/domain/messages';
import type { BoardBooking, StaffSessionData } from '../../src/domain/staff';
import BoardPage from '../../src/views/staff/board/BoardPage';
import { RefundRequestsPanel } from '../../src/views/staff/refunds/RefundRequestsPanel';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { BOOKING, boardOf, TODAY } from '../models/dayBoard';
import { CARD_REQUEST, CASH_REQUEST, REASON } from '../models/refundRequests';
import { renderAt } from '../setup/renderAt';

const refundApi = vi.hoisted(() => ({
  listOpenRefundRequests: vi.fn(),
  approveRefundRequest: vi.fn(),
  declineRefundRequest: vi.fn(),
}));
vi.mock('../../src/api/refundRequests', () => refundApi);

vi.mock('../../src/api/board');
const boardApi = vi.mocked(boardModule);

const sessionOf = (role: StaffSessionData['role']): StaffSessionData => ({ role, user: { id: 'u-1', name: role === 'admin' ? 'Adeel Admin' : 'Sana Staff', email: 'desk@example.pk' }, must_change_password: false });

function renderAs(role: StaffSessionData['role'], ui: ReactNode, path = '/staff/inbox') {
  return renderAt(path, <StaffSessionContext.Provider value={sessionOf(role)}>{ui}</StaffSessionContext.Provider>);
}

/** Paid by card online, 18,000: what a cancellation would give back. */
const PAID: BoardBooking = {
  ...BOOKING,
  invoice: { id: 'inv-1', total: 18000, payment_status: 'paid', payment_method: 'card' },
  money_back: { amount: 18000, channel: 'gateway', method: 'card', card_last4: '4242' },
  deposit: null,
  allowed_actions: ['confirm', 'cancel', 'reschedule', 'no_show'],
};

beforeEach(() => {
  Object.values(refundApi).forEach((mock) => mock.mockReset());
  Object.values(boardApi).forEach((mock) => mock.mockReset());
  refundApi.listOpenRefundRequests.mockResolvedValue([CARD_REQUEST, CASH_REQUEST]);
});

describe('refund requests in the inbox', () => {
  it('shows an admin each open request with what goes back, and approves one after saying it again', async () => {
    refundApi.approveRefundRequest.mockResolvedValue({ message: 'Refund request approved: the invoice is refunded.' });
    renderAs('admin', <RefundRequestsPanel />);
    const section = await screen.findByRole('region', { name: content.title });
    const card = await within(section).findByRole('listitem', { name: CARD_REQUEST.customer.name });
    expect(within(card).getByText('PKR 18,000 goes back to the card ending 4242.')).toBeTruthy();
    expect(within(section).getByRole('listitem', { name: CASH_REQUEST.customer.name }).textContent).toContain('Record PKR 5,000 returned in cash at the counter.');
    expect(within(card).getByRole('link', { name: content.booking(CARD_REQUEST.booking.short_id) }).getAttribute('href')).toBe(`/staff/bookings/${CARD_REQUEST.booking.id}`);

    await userEvent.click(within(card).getByRole('button', { name: content.approveLabel(CARD_REQUEST.customer.name) }));
    const dialog = screen.getByRole('dialog', { name: content.approveTitle });
    expect(within(dialog).getByText(content.approveText(CARD_REQUEST.money_back))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: content.confirmApprove }));
    await waitFor(() => expect(refundApi.approveRefundRequest).toHaveBeenCalledWith(CARD_REQUEST.id, expect.any(AbortSignal)));
    await waitFor(() => expect(refundApi.listOpenRefundRequests).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks an admin for the reason to decline, then sends it', async () => {
    refundApi.declineRefundRequest.mockResolvedValue({ message: '' });
    renderAs('admin', <RefundRequestsPanel />);
    const card = await screen.findByRole('listitem', { name: CASH_REQUEST.customer.name });
    await userEvent.click(within(card).getByRole('button', { name: content.declineLabel(CASH_REQUEST.customer.name) }));
    const dialog = screen.getByRole('dialog', { name: content.declineTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: content.confirmDecline }));
    expect(within(dialog).getByText(messages.staff.declineReasonRequired)).toBeTruthy();
    expect(refundApi.declineRefundRequest).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(content.reasonLabel), REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: content.confirmDecline }));
    await waitFor(() => expect(refundApi.declineRefundRequest).toHaveBeenCalledWith(CASH_REQUEST.id, REASON, expect.any(AbortSignal)));
  });

  it('lets staff read the requests but not decide them', async () => {
    renderAs('staff', <RefundRequestsPanel />);
    const card = await screen.findByRole('listitem', { name: CARD_REQUEST.customer.name });
    expect(screen.getByText(content.adminOnlyNote)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('says when there are none', async () => {
    refundApi.listOpenRefundRequests.mockResolvedValue([]);
    renderAs('admin', <RefundRequestsPanel />);
    expect(await screen.findByText(content.empty)).toBeTruthy();
  });
});

describe('cancelling a paid booking on the board', () => {
  const openCancel = async () => {
    const grid = await screen.findByRole('table');
    await userEvent.click(within(grid).getByRole('button', { name: BOARD_ACTION_LABELS.cancel }));
    return screen.getByRole('dialog', { name: bookingActionContent.titles.cancel });
  };

  it('tells an admin exactly what goes back now', async () => {
    boardApi.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', [PAID]), tag: '"v1"' });
    renderAs('admin', <BoardPage />, `/staff?date=${TODAY}`);
    const dialog = await openCancel();
    expect(within(dialog).getByRole('note').textContent).toBe(cancelMoneyContent.adminRefunds(PAID.money_back!));
    expect(within(dialog).getByRole('note').textContent).toContain('PKR 18,000 goes back to the card ending 4242.');
  });

  it('tells staff the invoice stays paid and an admin is asked', async () => {
    boardApi.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', [PAID]), tag: '"v1"' });
    renderAs('staff', <BoardPage />, `/staff?date=${TODAY}`);
    const dialog = await openCancel();
    expect(within(dialog).getByRole('note').textContent).toBe(cancelMoneyContent.staffRequests(PAID.money_back!));
  });

  it('says nothing about money for an unpaid booking, and marks a booking with an open request', async () => {
    const requested: BoardBooking = { ...BOOKING, id: 'b-2', short_id: 'B2000000', bay: 2, status: 'cancelled', allowed_actions: [], refund_request: { id: 'rr-1', status: 'open', amount: 18000 } };
    boardApi.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', [BOOKING, requested]), tag: '"v1"' });
    renderAs('admin', <BoardPage />, `/staff?date=${TODAY}`);
    await screen.findByRole('table');
    // Cancelled, it is listed beside the grid, with its marker; the unpaid booking has none.
    const marked = screen.getAllByText(content.marker.open);
    expect(marked.length).toBeGreaterThan(0);
    for (const marker of marked) expect(marker.closest('li, article, div')?.textContent).not.toContain(BOARD_ACTION_LABELS.confirm);
    const dialog = await openCancel();
    expect(within(dialog).queryByRole('note')).toBeNull();
  });
});
