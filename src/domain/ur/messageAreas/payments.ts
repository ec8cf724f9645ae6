import type { Translation } from '../../i18n';
import type { paymentMessages } from '../../messageAreas/payments';
import { bookingMessagesUr } from './booking';

export const paymentMessagesUr: Translation<typeof paymentMessages> = {
  checkout: {
    noBookingData: 'بکنگ کی کوئی معلومات نہیں ملیں',
    paymentFailed: 'ادائیگی نہیں ہو سکی',
    upiFailed: 'UPI ادائیگی نہیں ہو سکی',
    walletFailed: 'والیٹ سے ادائیگی نہیں ہو سکی',
    paymentSuccess: 'ادائیگی کامیاب رہی!',
    upiSuccess: 'UPI ادائیگی کامیاب رہی!',
    walletSuccess: 'والیٹ سے ادائیگی کامیاب رہی!',
    genericError: 'آپ کی ادائیگی مکمل کرنے میں ایک مسئلہ پیش آیا',
    upiNotImplemented: 'یہاں UPI ادائیگی کی سہولت موجود نہیں',
    walletNotImplemented: 'یہاں والیٹ سے ادائیگی کی سہولت موجود نہیں',
    invalidMethod: 'ادائیگی کا طریقہ درست نہیں',
  },
  payments: {
    bookingRequired: 'وہ بکنگ منتخب کریں جس کی ادائیگی کرنی ہے۔',
    placeholderBooking: 'اس ادائیگی کے ساتھ کوئی بکنگ نہیں دی گئی۔ "میری بکنگز" میں اپنی بکنگ کھولیں اور وہاں سے ادائیگی کریں۔',
    bookingNotFound: bookingMessagesUr.booking.notFound,
    alreadyPaid: 'اس بکنگ کی ادائیگی ہو چکی ہے',
    notPayable: 'یہ بکنگ منسوخ ہو چکی ہے، اس لیے اس کی ادائیگی نہیں ہو سکتی۔',
    refunded: 'اس بکنگ کی ادائیگی واپس کی جا چکی ہے، اس لیے دوبارہ ادائیگی نہیں ہو سکتی۔ براہِ کرم ورکشاپ سے رابطہ کریں۔',
    cardDeclined: 'آپ کا کارڈ قبول نہیں ہوا۔',
    upiDeclined: 'UPI ادائیگی نہیں ہو سکی: ادائیگی کی درخواست مسترد ہو گئی۔',
    walletDeclined: 'والیٹ سے ادائیگی نہیں ہو سکی: والیٹ نے ادائیگی مسترد کر دی۔',
    idempotencyReused: 'یہ Idempotency-Key کسی اور ادائیگی کے لیے استعمال ہو چکی ہے۔ نئی ادائیگی کے لیے نئی key استعمال کریں۔',
    inProgress: 'اس Idempotency-Key والی ادائیگی ابھی مکمل ہو رہی ہے۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    transactionNotFound: 'ادائیگی نہیں ملی',
    gatewayUnavailable: 'ادائیگی کی سروس سے رابطہ نہیں ہو سکا۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  },
  card: {
    numberRequired: 'کارڈ نمبر لکھنا ضروری ہے',
    numberInvalid: 'کارڈ نمبر درست نہیں',
    holderRequired: 'کارڈ ہولڈر کا نام لکھنا ضروری ہے',
    expiryRequired: 'کارڈ کی میعاد ختم ہونے کی تاریخ لکھنا ضروری ہے',
    expiryInvalid: 'میعاد کی تاریخ MM/YY کی صورت میں لکھیں',
    expired: 'اس کارڈ کی میعاد ختم ہو چکی ہے',
    cvvRequired: 'CVV لکھنا ضروری ہے',
    cvvInvalid: 'CVV درست نہیں',
    postalCodeInvalid: 'پوسٹل کوڈ 5 ہندسوں کا ہونا چاہیے',
  },
  upi: { invalid: 'براہِ کرم درست UPI ID لکھیں' },
  wallet: {
    selectWallet: 'براہِ کرم والیٹ منتخب کریں',
    invalidMobile: 'براہِ کرم 10 ہندسوں کا درست موبائل نمبر لکھیں',
    invalidPakistaniMobile: 'براہِ کرم JazzCash یا Easypaisa کا موبائل نمبر 03XXXXXXXXX کی صورت میں لکھیں (11 ہندسے)',
  },
};
