// Registers the Urdu version of the server's own sentences (server/messages.ts).
import { addTranslation } from '../../src/domain/i18n';
import { serverMessages } from '../messages';

// API field names, header names and values (page_size, Idempotency-Key, queued…) stay as the API spells them.
addTranslation(serverMessages, 'ur', {
  invalidJson: 'درخواست کا مواد درست JSON نہیں۔',
  textNotAllowed: (field: string) => `${field} میں ایسا حرف ہے جس کی اجازت نہیں (جیسے NUL یا خراب Unicode)۔`,
  characterNotAllowed: 'اس میں ایسا حرف ہے جس کی اجازت نہیں (جیسے NUL یا خراب Unicode)۔',
  unsupportedMediaType: 'جس درخواست کے ساتھ مواد ہو وہ application/json کی صورت میں بھیجی جائے۔',
  payloadTooLarge: 'درخواست کا مواد بہت بڑا ہے۔',
  routeNotFound: 'جو آپ نے طلب کیا وہ نہیں ملا۔',
  gatewayNotSetUp: 'ادائیگی کا یہ گیٹ وے اس سرور پر موجود نہیں۔',
  methodNotAllowed: (allowed: string) => `یہ ایڈریس یہ طریقہ قبول نہیں کرتا۔ قابلِ قبول: ${allowed}۔`,
  validationFailed: 'کچھ خانے درست نہیں۔ براہِ کرم دیکھ کر دوبارہ کوشش کریں۔',
  idempotencyKeyInvalid: (max: number) => `Idempotency-Key ہیڈر 1 سے ${max} حروف کا ہونا چاہیے، اور اس میں کنٹرول کیریکٹر نہ ہوں۔`,
  crossOrigin: 'کسی دوسری ویب سائٹ سے آنے والی درخواستوں کی اجازت نہیں۔',
  originRequired: 'یہ درخواست ایپ ہی سے آنی چاہیے: Origin ہیڈر بھیجیں، یا bearer token استعمال کریں۔',
  forbidden: 'آپ کو یہ کام کرنے کی اجازت نہیں۔',
  adminOnly: 'یہ کام صرف ایڈمن کر سکتا ہے۔',
  customerEmailAdminOnly: 'گاہک کا ای میل ایڈریس صرف ایڈمن بدل سکتا ہے: پاس ورڈ ری سیٹ کرنے کے لنک اسی پر جاتے ہیں۔',
  passwordChangeRequired: 'پہلے نیا پاس ورڈ منتخب کریں: آپ کے اکاؤنٹ کا پاس ورڈ عارضی ہے۔',
  internal: 'ایک غیر متوقع خرابی پیش آئی',
  databaseBusy: 'سرور اسی بکنگ کی ایک اور تبدیلی میں مصروف ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  notReady: 'ڈیٹا بیس سے رابطہ نہیں ہو پا رہا۔',
  pageInvalid: 'page کی قدر 1 یا اس سے بڑا کوئی پورا عدد ہونی چاہیے۔',
  pageSizeInvalid: 'page_size کی قدر 1 سے 100 تک کوئی پورا عدد ہونی چاہیے۔',
  isActiveInvalid: 'is_active کی قدر true یا false ہونی چاہیے۔',
  categoryInvalid: 'category سروس کی کوئی معلوم کیٹیگری نہیں۔',
  kindInvalid: 'kind کی قدر service یا addon ہونی چاہیے۔',
  onlinePaymentOff: 'آن لائن ادائیگی فی الحال بند ہے۔ براہِ کرم گاڑی لیتے وقت ورکشاپ پر ادائیگی کریں۔',
  mailNotFound: 'ای میل نہیں ملی۔',
  mailOnlyFailedResent: 'صرف ناکام ای میل دوبارہ بھیجی جا سکتی ہے؛ یہ ابھی قطار میں ہے، بھیجی جا رہی ہے یا بھیجی جا چکی ہے۔',
  mailStatusInvalid: 'status کی قدر queued، sending، sent یا failed ہونی چاہیے۔',
  mailQueuedAgain: 'ای میل دوبارہ بھیجنے کے لیے قطار میں لگا دی گئی۔',
  bookingCandidate: (row: { service: string; date: string; start: string; customer: string; status: string }) =>
    `${row.service}، ${row.date} کو ${row.start} بجے، ${row.customer} کے لیے، ${row.status}`,
  invoiceCandidate: (row: { total: string; service: string; date: string; start: string; customer: string; paymentStatus: string }) =>
    `${row.total}، ${row.service} کے لیے، ${row.date} کو ${row.start} بجے، ${row.customer}، ادائیگی: ${row.paymentStatus}`,
  numberAmbiguous: (number: string, kind: 'booking' | 'invoice', candidates: readonly string[]) =>
    `نمبر ${number} ${candidates.length} ${kind === 'booking' ? 'بکنگز' : 'انوائسز'} سے ملتا ہے: ${candidates.join('؛ ')}۔ جو مراد ہے اس کی پوری id استعمال کریں۔`,
  clientNotBuilt: 'ویب ایپ ابھی بنائی نہیں گئی۔ `npm run build` چلائیں، پھر یہ صفحہ دوبارہ لوڈ کریں۔',
  refundRequestNotFound: 'رقم کی واپسی کی درخواست نہیں ملی۔',
  refundRequestStatusInvalid: 'status کی قدر open، approved یا declined ہونی چاہیے۔',
  refundRequestApproved: 'رقم کی واپسی کی درخواست منظور ہو گئی: انوائس کی رقم واپس کر دی گئی۔',
  refundRequestApprovedPending: 'رقم کی واپسی کی درخواست منظور ہو گئی، مگر پیمنٹ گیٹ وے نے ابھی تصدیق نہیں کی؛ ہر منٹ دوبارہ کوشش کی جاتی ہے۔',
  refundRequestDeclined: 'رقم کی واپسی کی درخواست نامنظور ہو گئی: انوائس ادا شدہ ہی رہے گی۔',
  refundRequestAlreadyApproved: 'رقم کی واپسی کی یہ درخواست پہلے ہی منظور ہو چکی ہے۔',
  refundRequestAlreadyDeclined: 'رقم کی واپسی کی یہ درخواست پہلے ہی نامنظور ہو چکی ہے۔',
});
