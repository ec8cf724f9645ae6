// Urdu of My Bookings, the booking confirmation, and the calendar entry a booking makes.
import type { BookingFilterValue, PaymentStatus } from '../../constants';
import { ltr, type Translation } from '../../i18n';
import type {
  BOOKING_FILTER_LABELS,
  PAYMENT_STATUS_LABELS,
  calendarEventContent,
  calendarLinkContent,
  confirmationContent,
  depositContent,
  myBookingsContent,
} from '../../myBookingsContent';
import { dateGridContent } from '../content/dateGridContent';

export const bookingFilterLabelsUr: Translation<typeof BOOKING_FILTER_LABELS> = {
  all: 'تمام بکنگز',
  pending: 'زیرِ التوا',
  rescheduled: 'وقت تبدیل شدہ',
  confirmed: 'تصدیق شدہ',
  in_progress: 'کام جاری',
  completed: 'مکمل',
  cancelled: 'منسوخ',
} satisfies Record<BookingFilterValue, string>;

export const calendarLinkContentUr: Translation<typeof calendarLinkContent> = {
  addToCalendar: 'کیلنڈر میں شامل کریں',
  googleCalendar: 'Google Calendar میں کھولیں',
  groupLabel: 'یہ بکنگ اپنے کیلنڈر میں شامل کریں',
  opensInNewTab: 'Google Calendar نئے ٹیب میں کھلے گا',
};

export const calendarEventContentUr: Translation<typeof calendarEventContent> = {
  title: (serviceName, brand) => `${serviceName} — ${brand}`,
  details: (bookingNumber, vehicle, phone) =>
    `بکنگ نمبر #${bookingNumber}، گاڑی ${vehicle}۔ وقت بدلنا ہو یا بکنگ منسوخ کرنی ہو تو آغاز کے وقت سے پہلے "میری بکنگز" کھولیں، یا ہمیں ${ltr(phone)} پر کال کریں۔`,
};

export const myBookingsContentUr: Translation<typeof myBookingsContent> = {
  ...dateGridContent,
  title: 'میری بکنگز',
  welcome: (name: string) => `خوش آمدید، ${name}`,
  lead: 'اپنی ڈیٹیلنگ اپائنٹمنٹس پر نظر رکھیں، ان کا وقت بدلیں، منسوخ کریں اور سروس کو ریٹنگ دیں۔',
  filterLabel: 'بکنگز کو اسٹیٹس کے لحاظ سے فلٹر کریں',
  loading: 'آپ کی بکنگز لوڈ ہو رہی ہیں…',
  bookNew: 'نئی سروس بک کریں',
  bookAnother: 'ایک اور سروس بک کریں',
  bookingNumber: (short: string) => `#${short}`,
  bookingNumberLabel: 'بکنگ نمبر',
  vehicle: 'گاڑی',
  date: 'تاریخ',
  time: 'وقت',
  amount: 'کل رقم',
  rated: (rating: number, max: number) => `آپ کی ریٹنگ: ${max} میں سے ${rating}`,
  reschedule: 'وقت تبدیل کریں',
  cancel: 'منسوخ کریں',
  rate: 'ریٹنگ دیں',
  viewInvoice: 'انوائس دیکھیں',
  payNow: 'ابھی ادائیگی کریں',
  paymentWaiting: 'ایک ادائیگی تصدیق کی منتظر ہے',
  seePayment: 'ادائیگی دیکھیں',
  openingCheckout: 'ادائیگی کا صفحہ کھل رہا ہے…',
  cancelTitle: 'بکنگ منسوخ کریں',
  confirmCancel: 'جی ہاں، بکنگ منسوخ کریں',
  keepBooking: 'نہیں، بکنگ برقرار رکھیں',
  cancelling: 'منسوخ کی جا رہی ہے…',
  rescheduleTitle: 'بکنگ کا وقت تبدیل کریں',
  rescheduleLead: 'اگلے دو ہفتوں میں سے کوئی نیا دن چنیں، پھر آغاز کا وقت۔',
  movingLabel: 'جس بکنگ کا وقت بدلنا ہے',
  bookedNow: (date: string, time: string) => `موجودہ وقت: ${date}، ${time}`,
  newDayLabel: 'نیا دن',
  changeDay: 'دن تبدیل کریں',
  newTimeLegend: 'آغاز کا نیا وقت',
  confirm: 'تصدیق کریں',
  rescheduling: 'وقت تبدیل ہو رہا ہے…',
  close: 'بند کریں',
  rateTitle: 'سروس کو ریٹنگ دیں',
  ratingLegend: 'آپ کی ریٹنگ',
  stars: (count: number) => (count === 1 ? '1 ستارہ' : `${count} ستارے`),
  reviewLabel: 'تبصرہ (اختیاری)',
  reviewHint: (max: number) => `زیادہ سے زیادہ ${max} حروف۔`,
  submitRating: 'ریٹنگ جمع کریں',
  submittingRating: 'جمع ہو رہی ہے…',
  retry: 'دوبارہ کوشش کریں',
  cancellationReason: 'منسوخی کی وجہ',
};

export const confirmationContentUr: Translation<typeof confirmationContent> = {
  title: 'بکنگ کی تصدیق ہو گئی!',
  lead: 'شکریہ! آپ کی بکنگ ہمارے شیڈول میں درج ہو گئی ہے۔ ورکشاپ پر آپ اور آپ کی گاڑی کا انتظار رہے گا۔',
  serviceTitle: 'سروس',
  scheduleTitle: 'تاریخ اور وقت',
  amount: 'رقم',
  bookingId: 'بکنگ آئی ڈی',
  customerTitle: 'گاہک',
  vehicleTitle: 'گاڑی',
  licensePlate: 'نمبر پلیٹ',
  color: 'رنگ',
  notesTitle: 'خصوصی ہدایات',
  paymentTitle: 'ادائیگی',
  paymentStatus: 'ادائیگی کی صورتحال',
  transactionId: 'ٹرانزیکشن آئی ڈی',
  viewMyBookings: 'میری بکنگز دیکھیں',
  bookAnother: 'ایک اور سروس بک کریں',
  download: 'تصدیق نامہ ڈاؤن لوڈ کریں',
  status: 'اسٹیٹس',
  cancelledTitle: 'بکنگ منسوخ ہو گئی',
  cancelledLead: 'یہ بکنگ منسوخ کر دی گئی ہے اور یہ وقت اب آپ کے لیے مخصوص نہیں۔',
  cancellationReason: 'منسوخی کی وجہ',
  refunded: 'آپ کی ادائیگی آپ کے اصل ادائیگی کے طریقے پر واپس کر دی گئی ہے۔ آپ کے بینک یا والیٹ میں نظر آنے میں چند کاروباری دن لگ سکتے ہیں۔',
};

export const depositContentUr: Translation<typeof depositContent> = {
  payDeposit: 'ڈپازٹ ادا کریں',
  due: (amount, dueBy) => `${amount} کا ڈپازٹ ${dueBy} تک ادا کریں`,
  paid: (balance) => `ڈپازٹ ادا ہو گیا · ${balance} ورکشاپ پر`,
};

export const paymentStatusLabelsUr: Translation<typeof PAYMENT_STATUS_LABELS> = {
  pending: 'ادائیگی ورکشاپ پر ہو گی',
  paid: 'ادا شدہ',
  failed: 'ادائیگی ناکام رہی',
  refunded: 'رقم واپس کر دی گئی',
  void: 'منسوخ — کوئی ادائیگی واجب نہیں',
} satisfies Record<PaymentStatus, string>;
