// What an invoice shows, built once for the invoice page and the PDF: number, labels, rows and totals.
import { shortId, formatTime, todayInKarachi } from './format';
import { activeLanguage, INTL_LOCALE, type Language } from './i18n';
import { INVOICE_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, invoiceContent as content } from './invoiceContent';
import type { Invoice } from './types';

/** The invoice number: the last 8 characters of the id, uppercased. */
export const invoiceNumber = (id: string) => shortId(id);

/** The invoice's own sequential number, as the workshop's books know it: INV-2026-000123. */
export const formatInvoiceNumber = (year: number, position: number) => `INV-${year}-${String(position).padStart(6, '0')}`;

/** INV-2026-000123 in any case (the ops routes and CLI take it beside the id and the 8-character number). */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6,}$/i;

/** The file name of the downloaded PDF. */
export const invoiceFileName = (id: string) => `invoice-${id}.pdf`;

interface InvoiceDateFormats {
  long: Intl.DateTimeFormat;
  withWeekday: Intl.DateTimeFormat;
}

/** One pair of date formatters per language, made the first time that language prints an invoice. */
const dateFormats = new Map<Language, InvoiceDateFormats>();

function dateFormatsOf(language: Language): InvoiceDateFormats {
  const known = dateFormats.get(language);
  if (known) return known;
  const locale = INTL_LOCALE[language].date;
  const made = {
    long: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
    withWeekday: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
  dateFormats.set(language, made);
  return made;
}

/** The day the invoice was issued, in the workshop's zone: "22 November 2026" (absolute: an invoice is printed). */
export const invoiceDate = (createdAt: string) => dateFormatsOf(activeLanguage()).long.format(new Date(`${todayInKarachi(new Date(createdAt))}T00:00:00Z`));

/** "Paid · Card", or the status alone while there is no method ("Pending"). */
export function paymentSummary(status: string, method: string | null): string {
  const statusLabel = INVOICE_PAYMENT_STATUS_LABELS[status] ?? status;
  return content.paymentSummary(statusLabel, method ? (PAYMENT_METHOD_LABELS[method] ?? method) : null);
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
}

/** Service details: service, vehicle, plate, date and time slot. */
export function serviceDetails(invoice: Invoice): LabelledValue[] {
  const { car, service, time_slot: slot } = invoice.booking;
  return [
    { label: content.service, value: service.name },
    { label: content.vehicle, value: `${car.year} ${car.make} ${car.model}` },
    { label: content.licensePlate, value: car.license_plate },
    { label: content.scheduledDate, value: dateFormatsOf(activeLanguage()).withWeekday.format(new Date(`${slot.date}T00:00:00Z`)) },
    { label: content.time, value: `${formatTime(slot.start_time)} – ${formatTime(slot.end_time)}` },
  ];
}

export interface InvoiceLine {
  description: string;
  detail: string;
  amount: number;
}

/** The service table: one line per service, before tax (the lines add up to the subtotal). */
export const invoiceLines = (invoice: Invoice): InvoiceLine[] => [
  { description: invoice.booking.service.name, detail: invoice.booking.service.description, amount: invoice.amount },
];

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
