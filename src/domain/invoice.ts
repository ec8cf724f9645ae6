// What an invoice shows, built once for the invoice page and the PDF: number, labels, rows and totals.
import { discountPercent, formatMoney, shortId, formatTime, todayInKarachi } from './format';
import { dateFormatsPerLanguage, utcDay } from './dateFormats';
import { INVOICE_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, invoiceContent as content } from './invoiceContent';
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

/** "Paid · Visa ending 4242", "Paid · Cash", or the status alone while there is no method ("Pending"). */
export function paymentSummary(invoice: Pick<Invoice, 'payment_status' | 'payment_method' | 'online_payment'>): string {
  const statusLabel = INVOICE_PAYMENT_STATUS_LABELS[invoice.payment_status] ?? invoice.payment_status;
  return content.paymentSummary(statusLabel, paymentMethodLabel(invoice));
}

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

/** A line's discount, when it had one: "10% off Rs 5,000". */
const discountDetail = (price: number, originalPrice: number | null) => {
  const percent = discountPercent(price, originalPrice);
  return originalPrice && percent > 0 ? content.lineDiscount(formatMoney(originalPrice), percent) : '';
};

/**
 * The service table: one line per service of the visit (main first), before tax, so the lines add up to the subtotal.
 * Prices include tax: each line's share of the subtotal is its price's share of the total (whole rupees), the last
 * line taking the rounding so the sum is exact.
 */
export function invoiceLines(invoice: Invoice): InvoiceLine[] {
  const [main, ...addons] = invoice.lines;
  if (!main || addons.length === 0) {
    const detail = [invoice.booking.service.description, main ? discountDetail(main.price, main.original_price) : ''].filter(Boolean).join(' · ');
    return [{ description: invoice.booking.service.name, detail, amount: invoice.amount }];
  }
  const shareOf = (price: number) => (invoice.total_amount > 0 ? Math.round((price * invoice.amount) / invoice.total_amount) : 0);
  const shares = invoice.lines.map(({ price }) => shareOf(price));
  const rest = invoice.amount - shares.slice(0, -1).reduce((sum, share) => sum + share, 0);
  return invoice.lines.map((line, index) => ({
    description: line.name,
    detail: [line.kind === 'addon' ? content.addonLine : invoice.booking.service.description, discountDetail(line.price, line.original_price)].filter(Boolean).join(' · '),
    amount: index === shares.length - 1 ? rest : shares[index]!,
  }));
}

export interface TotalRow {
  label: string;
  amount: number;
  isGrandTotal: boolean;
}

/** Subtotal, tax with its configured label, and the total the customer pays. */
export const invoiceTotals = (invoice: Invoice): TotalRow[] => [
  { label: content.subtotal, amount: invoice.amount, isGrandTotal: false },
  { label: invoice.tax_label, amount: invoice.tax_amount, isGrandTotal: false },
  { label: content.total, amount: invoice.total_amount, isGrandTotal: true },
];
