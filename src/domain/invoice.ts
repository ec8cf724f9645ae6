// What an invoice shows, built once for the invoice page and the PDF: number, labels, rows and totals.
import { formatMoney, shortId, formatTime, karachiTimeOfDay, todayInKarachi } from './format';
import { dateFormatsPerLanguage, utcDay } from './dateFormats';
import { INVOICE_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, invoiceContent as content } from './invoiceContent';
import { onlyDepositPaid } from './deposit';
import { paidWith } from './paymentMethods';
import type { Invoice } from './types';

/** The invoice number: the last 8 characters of the id, uppercased. */
export const invoiceNumber = (id: string) => shortId(id);

/** The invoice's own sequential number, as the workshop's books know it: INV-2026-000123. */
export const formatInvoiceNumber = (year: number, position: number) => `INV-${year}-${String(position).padStart(6, '0')}`;

/** INV-2026-000123 in any case (the ops routes and CLI take it beside the id and the 8-character number). */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/i;

/** The file name of the downloaded PDF. */
export const invoiceFileName = (id: string) => `invoice-${id}.pdf`;

const dateFormats = dateFormatsPerLanguage({
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  withWeekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
});

/** The day the invoice was issued, in the workshop's zone: "22 November 2026" (absolute: an invoice is printed). */
export const invoiceDate = (createdAt: string) => dateFormats().long.format(utcDay(todayInKarachi(new Date(createdAt))));

/** How the invoice names what paid it: the online payment ("Visa ending 4242", "JazzCash"), else its method ("Cash"). */
function paymentMethodLabel(invoice: Pick<Invoice, 'payment_method' | 'online_payment'>): string | null {
  const online = invoice.online_payment;
  if (online) return paidWith({ method: online.method, brand: online.brand, last4: online.last4, walletType: online.wallet_type });
  return invoice.payment_method ? (PAYMENT_METHOD_LABELS[invoice.payment_method] ?? invoice.payment_method) : null;
}


/**
 * "Paid · Visa ending 4242", "Paid · Cash", "Deposit paid · JazzCash" (the balance still to pay at the workshop), or
 * the status alone while there is no method ("Pending").
 */
export function paymentSummary(invoice: Pick<Invoice, 'payment_status' | 'payment_method' | 'online_payment' | 'deposit'>): string {
  const statusLabel = onlyDepositPaid(invoice.payment_status, invoice.deposit?.paid_at) ? content.depositPaid : (INVOICE_PAYMENT_STATUS_LABELS[invoice.payment_status] ?? invoice.payment_status);
  return content.paymentSummary(statusLabel, paymentMethodLabel(invoice));
}

/** What a refunded invoice gave back: its deposit when only that was paid (online), else the whole total. */
export const refundedAmount = (invoice: Pick<Invoice, 'total_amount' | 'paid_at' | 'deposit'>) =>
  invoice.deposit?.paid_at && invoice.paid_at === null ? invoice.deposit.amount : invoice.total_amount;

export const customerName = (invoice: Invoice) => `${invoice.customer.first_name} ${invoice.customer.last_name}`.trim();

/** Company block lines after the name: address, phone, email, then the NTN and STRN when the workshop set them. */
export const companyLines = (invoice: Invoice) => [
  invoice.company.address,
  invoice.company.phone,
  invoice.company.email,
  ...(invoice.company.ntn ? [`${content.ntn}: ${invoice.company.ntn}`] : []),
  ...(invoice.company.strn ? [`${content.strn}: ${invoice.company.strn}`] : []),
];

/** Under the date: the invoice's sequential number and the booking's number. */
export const invoiceReferences = (invoice: Invoice): LabelledValue[] => [
  { label: content.invoiceNumber, value: invoice.invoice_number },
  { label: content.booking, value: `#${shortId(invoice.booking.id)}` },
];

/** Bill To lines: name, email, phone (empty ones left out). */
export const billToLines = (invoice: Invoice) => [customerName(invoice), invoice.customer.email, invoice.customer.phone].filter((line) => line !== '');

export interface LabelledValue {
  label: string;
  value: string;
  /** A licence plate: shown as one unit that never breaks. */
  isPlate?: boolean;
}

/** Service details: service, vehicle, plate, date and time slot. */
export function serviceDetails(invoice: Invoice): LabelledValue[] {
  const { car, service, time_slot: slot } = invoice.booking;
  return [
    { label: content.service, value: service.name },
    { label: content.vehicle, value: `${car.year} ${car.make} ${car.model}` },
    { label: content.licensePlate, value: car.license_plate, isPlate: true },
    { label: content.scheduledDate, value: dateFormats().withWeekday.format(utcDay(slot.date)) },
    { label: content.time, value: `${formatTime(slot.start_time)} – ${formatTime(slot.end_time)}` },
  ];
}

export interface InvoiceLine {
  description: string;
  detail: string;
  amount: number;
}

/**
 * Each price's share of the subtotal: the subtotal split in proportion to the tax-inclusive prices, rounded, the last
 * share taking what rounding left so the shares add up to the subtotal exactly.
 */
export function sharesOfSubtotal(prices: readonly number[], subtotal: number): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  let given = 0;
  return prices.map((price, index) => {
    const share = index === prices.length - 1 ? subtotal - given : total === 0 ? 0 : Math.round((price * subtotal) / total);
    given += share;
    return share;
  });
}

/** Under a line: the main service's description or "Add-on", and its discount when it had one. */
function lineDetail(line: Invoice['lines'][number], index: number, invoice: Invoice): string {
  const what = index === 0 ? invoice.booking.service.description : content.addon;
  const original = line.original_price;
  if (original === null || original <= line.price) return what;
  const discount = content.discounted(formatMoney(original), formatMoney(original - line.price));
  return what ? `${what} · ${discount}` : discount;
}

/**
 * The service table: one line per service of the visit (main first, then its add-ons), before tax, so the lines add
 * up to the subtotal. An invoice without lines (an older answer) shows its one service.
 */
export function invoiceLines(invoice: Invoice): InvoiceLine[] {
  if (invoice.lines.length === 0) return [{ description: invoice.booking.service.name, detail: invoice.booking.service.description, amount: invoice.amount }];
  const shares = sharesOfSubtotal(
    invoice.lines.map((line) => line.price),
    invoice.amount,
  );
  return invoice.lines.map((line, index) => ({ description: line.name, detail: lineDetail(line, index, invoice), amount: shares[index] ?? 0 }));
}

export interface TotalRow {
  label: string;
  amount: number;
  isGrandTotal: boolean;
}

/** The deposit's due time on the invoice: "11:00 AM, 5 December 2026" (short enough for the PDF's totals column). */
const depositDueBy = (dueBy: string) => {
  const instant = new Date(dueBy);
  return `${formatTime(karachiTimeOfDay(instant))}, ${dateFormats().long.format(utcDay(todayInKarachi(instant)))}`;
};

/**
 * Under the total, with a deposit: paid online (kept as information once the invoice is paid) or due by when, and,
 * while the invoice waits, the balance due at the workshop. A released booking's void invoice shows neither.
 */
function depositRows(invoice: Pick<Invoice, 'payment_status' | 'deposit'>): TotalRow[] {
  const { deposit } = invoice;
  if (!deposit) return [];
  const pending = invoice.payment_status === 'pending';
  const rows: TotalRow[] = [];
  if (deposit.paid_at) rows.push({ label: content.depositPaidOnline, amount: deposit.amount, isGrandTotal: false });
  else if (pending) rows.push({ label: content.depositDue(depositDueBy(deposit.due_by)), amount: deposit.amount, isGrandTotal: false });
  if (pending) rows.push({ label: content.balanceDue, amount: deposit.balance, isGrandTotal: false });
  return rows;
}

/** Subtotal, tax with its configured label, the total the customer pays, and the deposit's rows when it asks for one. */
export const invoiceTotals = (invoice: Invoice): TotalRow[] => [
  { label: content.subtotal, amount: invoice.amount, isGrandTotal: false },
  { label: invoice.tax_label, amount: invoice.tax_amount, isGrandTotal: false },
  { label: content.total, amount: invoice.total_amount, isGrandTotal: true },
  ...depositRows(invoice),
];
