// @vitest-environment happy-dom
// The console's side of real payments with the api module stubbed: the inbox's "To return by hand" (an admin reads
// who gets what back through which gateway, and marks it returned only after saying so again; the server's sentence is
// toasted), and the Payments page (a day's gateway payments, the mismatches first and counted; staff read that only an
// admin reconciles).
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { reconciliationContent, refundsToReturnContent as content } from '../../src/domain/console/livePaymentsContent';
import { messages } from '../../src/domain/messages';
import type { StaffSessionData } from '../../src/domain/staff';
import { Toasts } from '../../src/views/components/Toasts';
import PaymentsPage from '../../src/views/staff/payments/PaymentsPage';
import { RefundsToReturnPanel } from '../../src/views/staff/refunds/RefundsToReturnPanel';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { MATCHING_DAY, MIXED_DAY, TODAY } from '../models/reconciliation';
import { EASYPAISA_REFUND, JAZZCASH_REFUND, RETURNED_SENTENCE } from '../models/refundsToReturn';
import { renderAt } from '../setup/renderAt';

const api = vi.hoisted(() => ({ listRefundsToReturn: vi.fn(), markRefundReturned: vi.fn(), fetchReconciliation: vi.fn() }));
vi.mock('../../src/api/livePayments', () => api);

const sessionOf = (role: StaffSessionData['role']): StaffSessionData => ({ role, user: { id: 'u-1', name: role === 'admin' ? 'Adeel Admin' : 'Sana Staff', email: 'desk@example.pk' }, must_change_password: false });

function renderAs(role: StaffSessionData['role'], ui: ReactNode, path = '/staff/inbox') {
  return renderAt(
    path,
    <StaffSessionContext.Provider value={sessionOf(role)}>
      {ui}
      <Toasts />
    </StaffSessionContext.Provider>,
  );
}

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
  api.listRefundsToReturn.mockResolvedValue([EASYPAISA_REFUND, JAZZCASH_REFUND]);
  api.fetchReconciliation.mockImplementation(async (date: string) => ({ date, payments: MIXED_DAY, mismatches: 2 }));
});

describe('to return by hand', () => {
  it('shows each refund and marks one returned after asking, then toasts the server and reloads', async () => {
    api.markRefundReturned.mockResolvedValue({ message: RETURNED_SENTENCE });
    renderAs('admin', <RefundsToReturnPanel />);
    const section = await screen.findByRole('region', { name: content.title });
    const card = await within(section).findByRole('listitem', { name: EASYPAISA_REFUND.customer_name });
    expect(card.textContent).toContain(content.invoice(EASYPAISA_REFUND.invoice_number));
    expect(card.textContent).toContain('PKR 18,000');
    expect(card.textContent).toContain('Paid through Easypaisa, reference EP-7731942210');
    expect(within(card).getByText(content.waitingSince, { exact: false }).querySelector('time')?.getAttribute('datetime')).toBe(EASYPAISA_REFUND.created_at);

    await userEvent.click(within(card).getByRole('button', { name: content.markReturnedLabel(EASYPAISA_REFUND.customer_name) }));
    const dialog = screen.getByRole('dialog', { name: content.confirmTitle });
    expect(within(dialog).getByText('Have you given PKR 18,000 back to Ayesha Khan? This cannot be undone.')).toBeTruthy();
    expect(api.markRefundReturned).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: content.confirm }));
    await waitFor(() => expect(api.markRefundReturned).toHaveBeenCalledWith(EASYPAISA_REFUND.id, expect.any(AbortSignal)));
    expect(await screen.findByText(RETURNED_SENTENCE)).toBeTruthy();
    await waitFor(() => expect(api.listRefundsToReturn).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the question without marking anything, and shows the server’s refusal with Back', async () => {
    api.markRefundReturned.mockRejectedValue(new ApiError('This refund is already returned.', 409));
    renderAs('admin', <RefundsToReturnPanel />);
    const card = await screen.findByRole('listitem', { name: JAZZCASH_REFUND.customer_name });
    await userEvent.click(within(card).getByRole('button', { name: content.markReturnedLabel(JAZZCASH_REFUND.customer_name) }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: content.close }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: content.markReturnedLabel(JAZZCASH_REFUND.customer_name) }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: content.confirm }));
    const dialog = await screen.findByRole('dialog', { name: content.refusedTitle });
    expect(within(dialog).getByRole('alert').textContent).toBe('This refund is already returned.');
    await userEvent.click(within(dialog).getByRole('button', { name: content.back }));
    expect(screen.getByRole('dialog', { name: content.confirmTitle })).toBeTruthy();
  });

  it('says when there is nothing to return, and offers Retry after a failed load', async () => {
    api.listRefundsToReturn.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce([]);
    renderAs('admin', <RefundsToReturnPanel />);
    expect(await screen.findByText(content.loadFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText(content.empty)).toBeTruthy();
  });
});

describe('payments page', () => {
  const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

  it('shows an admin today’s gateway payments, the mismatches first and counted', async () => {
    renderAs('admin', <PaymentsPage />, '/staff/payments');
    expect(await screen.findByText('2 mismatches')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([MIXED_DAY[2], MIXED_DAY[3], MIXED_DAY[0], MIXED_DAY[1]].map((payment) => payment!.invoice_number));
    expect(within(rows[0]!).getByText(reconciliationContent.mismatch)).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Failed');
    expect(rows[0]!.textContent).toContain(reconciliationContent.theirs.paid);
    expect(within(rows[1]!).getByText(reconciliationContent.theirs.unknown)).toBeTruthy();
    expect(within(rows[3]!).getByText(reconciliationContent.match)).toBeTruthy();
    expect(rows[3]!.textContent).toContain('Safepay');
  });

  it('asks for another day on Show, says when every payment matches or none went through a gateway, and refuses an empty day', async () => {
    api.fetchReconciliation.mockResolvedValueOnce({ date: TODAY, payments: MATCHING_DAY, mismatches: 0 }).mockResolvedValueOnce({ date: '2026-11-20', payments: [], mismatches: 0 });
    const { location } = renderAs('admin', <PaymentsPage />, '/staff/payments');
    expect(await screen.findByText(reconciliationContent.allMatch)).toBeTruthy();
    const field = screen.getByLabelText(reconciliationContent.dateLabel);
    await userEvent.clear(field);
    await userEvent.type(field, '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: reconciliationContent.show }));
    expect(await screen.findByText(reconciliationContent.empty)).toBeTruthy();
    expect(api.fetchReconciliation).toHaveBeenLastCalledWith('2026-11-20', expect.any(AbortSignal));
    expect(location.history.at(-1)).toBe('/staff/payments?date=2026-11-20');

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: reconciliationContent.show }));
    expect(await screen.findByText(messages.booking.dateInvalid)).toBeTruthy();
    expect(api.fetchReconciliation).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens on the day its address names', async () => {
    renderAs('admin', <PaymentsPage />, '/staff/payments?date=2026-11-20');
    expect(await screen.findByText('2 mismatches')).toBeTruthy();
    expect(api.fetchReconciliation).toHaveBeenCalledWith('2026-11-20', expect.any(AbortSignal));
    expect((screen.getByLabelText(reconciliationContent.dateLabel) as HTMLInputElement).value).toBe('2026-11-20');
  });

  it('tells staff only an admin reconciles, and asks the server nothing', async () => {
    renderAs('staff', <PaymentsPage />, '/staff/payments');
    expect(await screen.findByRole('heading', { name: reconciliationContent.adminOnlyTitle })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.fetchReconciliation).not.toHaveBeenCalled();
  });
});
