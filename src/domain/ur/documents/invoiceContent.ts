// Urdu of the invoice page and PDF, and of the payment words the invoice, the mails and the console share.
import type { PaymentMethod, PaymentStatus } from '../../constants';
import type { Translation } from '../../i18n';
import type { INVOICE_PAYMENT_STATUS_LABELS, PAYMENT_METHOD_LABELS, invoiceContent } from '../../invoiceContent';

export const invoiceContentUr: Translation<typeof invoiceContent> = {
  title: 'انوائس',
  heading: (number) => `انوائس نمبر ${number}`,
  loading: 'انوائس لوڈ ہو رہی ہے…',
  date: 'تاریخ',
  invoiceNumber: 'انوائس نمبر',
  booking: 'بکنگ',
  ntn: 'این ٹی این',
  strn: 'ایس ٹی آر این',
  billTo: 'بنام',
  serviceDetails: 'سروس کی تفصیل',
  service: 'سروس',
  vehicle: 'گاڑی',
  licensePlate: 'نمبر پلیٹ',
  scheduledDate: 'تاریخ',
  time: 'وقت',
  description: 'تفصیل',
  amount: 'رقم',
  customerNotes: 'گاہک کے نوٹس',
  subtotal: 'ذیلی میزان',
  addon: 'ایڈ آن',
  discounted: (original: string, saved: string) => `پہلے ${original}، آپ کی بچت ${saved}`,
  total: 'کل رقم',
  depositPaidOnline: 'آن لائن ادا شدہ ڈپازٹ',
  depositDue: (dueBy) => `ڈپازٹ، ${dueBy} تک واجب الادا`,
  balanceDue: 'باقی رقم، ورکشاپ پر واجب الادا',
  depositPaid: 'ڈپازٹ ادا شدہ',
  payment: 'ادائیگی',
  backToBookings: 'بکنگز پر واپس جائیں',
  print: 'پرنٹ کریں',
  downloadPdf: 'PDF ڈاؤن لوڈ کریں',
  downloading: 'ڈاؤن لوڈ ہو رہی ہے…',
  actionsLabel: 'انوائس کے اختیارات',
  thanks: 'ہمیں منتخب کرنے کا شکریہ۔ تمام قیمتوں میں ٹیکس شامل ہے۔',
  refunded: (amount) => `${amount} کی پوری رقم آپ کو واپس کر دی گئی ہے۔`,
  paymentSummary: (statusLabel, methodLabel) => (methodLabel === null ? statusLabel : `${statusLabel} · ${methodLabel}`),
};

export const invoicePaymentStatusLabelsUr: Translation<typeof INVOICE_PAYMENT_STATUS_LABELS> = {
  pending: 'زیرِ التوا',
  paid: 'ادا شدہ',
  failed: 'ناکام',
  refunded: 'رقم واپس کر دی گئی',
  void: 'کالعدم',
} satisfies Record<PaymentStatus, string>;

export const paymentMethodLabelsUr: Translation<typeof PAYMENT_METHOD_LABELS> = {
  cash: 'نقد',
  card: 'کارڈ',
  digital: 'ڈیجیٹل ادائیگی',
} satisfies Record<PaymentMethod, string>;
