// How the console tells a booking's deposit beside its payment, so the desk takes only the balance: paid online (with
// the balance left), or still due (with when, on the workshop's clock). Nothing once the invoice is settled otherwise.
import { formatMoney, formatTime, karachiTimeOfDay, todayInKarachi } from '../format';
import { isUnpaid } from '../constants';
import { onlyDepositPaid } from '../deposit';
import type { BoardBooking } from '../staff';
import { BOARD_PAYMENT_LABELS } from './boardContent';
import { formatConsoleDay } from './consoleFormat';

export const depositContent = {
  paid: (amount: string, balance: string) => `Deposit paid ${amount} online · balance ${balance}`,
  due: (amount: string, dueBy: string) => `Deposit ${amount} due by ${dueBy}`,
  /** "1:30 PM, Sun 29 Nov": the deposit is often due on another day than the visit's. */
  dueBy: (time: string, day: string) => `${time}, ${day}`,
  balanceLabel: 'Balance to take',
  /** The payment tag of an invoice whose deposit is paid and balance not yet. */
  tag: 'Deposit paid',
} as const;

type Payment = Pick<BoardBooking, 'deposit' | 'invoice'>;

const stillOwed = ({ invoice }: Payment) => isUnpaid(invoice?.payment_status);

export function depositLine(booking: Payment): string | null {
  const { deposit } = booking;
  if (!deposit) return null;
  if (deposit.paid_at !== null) return depositContent.paid(formatMoney(deposit.amount), formatMoney(deposit.balance));
  if (!stillOwed(booking)) return null;
  const dueBy = new Date(deposit.due_by);
  return depositContent.due(formatMoney(deposit.amount), depositContent.dueBy(formatTime(karachiTimeOfDay(dueBy)), formatConsoleDay(todayInKarachi(dueBy))));
}

/** The payment tag beside the booking: "Deposit paid" while only the deposit is, else the invoice's state. */
export function paymentTagText(booking: Payment): string | null {
  if (!booking.invoice) return null;
  return onlyDepositPaid(booking.invoice.payment_status, booking.deposit?.paid_at) ? depositContent.tag : BOARD_PAYMENT_LABELS[booking.invoice.payment_status];
}

/** What the desk takes when it marks the invoice paid: the balance once the deposit is paid online, else the total. */
export function amountToTake(booking: Payment): { amount: number; isBalance: boolean } | null {
  if (!booking.invoice) return null;
  const { deposit } = booking;
  return deposit?.paid_at && stillOwed(booking) ? { amount: deposit.balance, isBalance: true } : { amount: booking.invoice.total, isBalance: false };
}
