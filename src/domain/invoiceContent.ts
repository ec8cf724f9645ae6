// Page and PDF copy of the invoice (not spec messages; those live in messages.ts).
import type { PaymentMethod, PaymentStatus } from './constants';
import { translatable } from './i18n';

export const invoiceContent = translatable('invoiceContent', {
  title: 'Invoice',
  heading: (number: string) => `Invoice #${number}`,
  loading: 'Loading invoice…',
  date: 'Date',
  /** The invoice's sequential number (INV-2026-000123) and the booking it bills, under the date. */
  invoiceNumber: 'Invoice No.',
  booking: 'Booking',
  /** The workshop's tax registration in the company block, when set. */
  ntn: 'NTN',
  strn: 'STRN',
  billTo: 'Bill To',
  serviceDetails: 'Service Details',
  service: 'Service',
  vehicle: 'Vehicle',
  licensePlate: 'License plate',
  scheduledDate: 'Date',
  time: 'Time',
  description: 'Description',
  amount: 'Amount',
  customerNotes: 'Customer Notes',
  subtotal: 'Subtotal',
  /** Under an add-on's line in the service table. */
  addon: 'Add-on',
  /** Under a discounted line: its price before the discount and what the customer saves. */
  discounted: (original: string, saved: string) => `Was ${original}, you save ${saved}`,
  total: 'Total',
  /** Under the total of a booking that asked for a deposit (src/domain/deposit.ts). */
  depositPaidOnline: 'Deposit paid online',
  depositDue: (dueBy: string) => `Deposit due by ${dueBy}`,
  balanceDue: 'Balance due at the workshop',
  /** The payment's status while only the deposit is paid: "Deposit paid · JazzCash". */
  depositPaid: 'Deposit paid',
  payment: 'Payment',
  backToBookings: 'Back to bookings',
  print: 'Print',
  downloadPdf: 'Download PDF',
  downloading: 'Downloading…',
  actionsLabel: 'Invoice actions',
  thanks: 'Thank you for choosing us. Prices include tax.',
  /** Under a refunded invoice's payment status. */
  refunded: (amount: string) => `${amount} was refunded to you in full.`,
  /** "Paid · Card", or the status alone while there is no method ("Pending"). */
  paymentSummary: (statusLabel: string, methodLabel: string | null) => (methodLabel === null ? statusLabel : `${statusLabel} · ${methodLabel}`),
} as const);

/** How an invoice's payment status reads on the page and the PDF (void: its booking was cancelled unpaid; refunded: cancelled after it was paid online). */
export const INVOICE_PAYMENT_STATUS_LABELS: Record<string, string> = translatable('INVOICE_PAYMENT_STATUS_LABELS', {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  void: 'Void',
} as const satisfies Record<PaymentStatus, string>);

/** How a payment method reads on the invoice, in the mails and in the workshop's console. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = translatable('PAYMENT_METHOD_LABELS', {
  cash: 'Cash',
  card: 'Card',
  digital: 'Digital payment',
} as const satisfies Record<PaymentMethod, string>);
