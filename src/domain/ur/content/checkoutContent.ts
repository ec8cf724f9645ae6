// Urdu of the checkout's copy; card networks, wallets and UPI apps keep their brand names.
import type * as english from '../../checkoutContent';
import { formatMoney } from '../../format';
import type { Translation } from '../../i18n';

export const paymentMethodDescriptions: Translation<typeof english.paymentMethodDescriptions> = {
  card: 'Visa، Mastercard، UnionPay، PayPak اور دیگر',
  upi: 'کسی بھی UPI ایپ سے ادائیگی کریں',
  wallet: (walletNames) => walletNames.join('، '),
};

export const checkoutContent: Translation<typeof english.checkoutContent> = {
  title: 'چیک آؤٹ',
  subtitle: 'بکنگ کی تصدیق کے لیے ادائیگی مکمل کریں',
  methodLegend: 'ادائیگی کا طریقہ',
  card: {
    heading: 'کارڈ کی تفصیلات',
    number: 'کارڈ نمبر',
    holder: 'کارڈ ہولڈر کا نام',
    expiry: 'میعاد ختم ہونے کی تاریخ',
    cvv: 'CVV',
    billingLegend: 'بلنگ ایڈریس',
    street: 'گلی / سڑک',
    city: 'شہر',
    state: 'صوبہ',
    pincode: 'پوسٹل کوڈ',
    pincodePlaceholder: '75500',
    numberPlaceholder: '1234 5678 9012 3456',
    brand: (name) => `کارڈ نیٹ ورک: ${name}`,
    holderPlaceholder: 'جیسا کارڈ پر لکھا ہے',
    expiryPlaceholder: 'MM/YY',
    cvvPlaceholder: '123',
    cvvHint: 'کارڈ کی پشت پر درج 3 یا 4 ہندسے۔',
    pay: (amount) => `${formatMoney(amount)} ادا کریں`,
  },
  upi: {
    heading: 'UPI کی تفصیلات',
    vpa: 'UPI ID',
    vpaPlaceholder: 'yourname@bank',
    suffixesLabel: 'اپنی UPI ایپ کا ہینڈل شامل کریں',
    suffixButton: (app, suffix) => `${app} ${suffix}`,
    qrHint: 'آپ ورکشاپ کاؤنٹر پر موجود QR کوڈ اپنی UPI ایپ سے اسکین بھی کر سکتے ہیں۔',
    pay: 'UPI سے ادائیگی کریں',
  },
  wallet: {
    heading: 'اپنا والٹ منتخب کریں',
    mobile: 'موبائل نمبر',
    mobilePlaceholder: '03XX XXXXXXX',
    indianMobilePlaceholder: '10 ہندسوں کا موبائل نمبر',
    mobileHint: 'وہ نمبر جو آپ کے والٹ کے ساتھ رجسٹرڈ ہے۔',
    redirectNote: 'ادائیگی کی منظوری کے لیے آپ کو آپ کے والٹ پر لے جایا جائے گا۔',
    pay: (walletName) => `${walletName ?? 'والٹ'} سے ادائیگی کریں`,
  },
  secureNote: 'ادائیگیاں انکرپٹڈ ہیں۔ ہم آپ کا کارڈ نمبر یا CVV کبھی محفوظ نہیں کرتے۔',
  summary: {
    heading: 'آرڈر کا خلاصہ',
    service: 'سروس',
    date: 'تاریخ',
    time: 'وقت',
    vehicle: 'گاڑی',
    licensePlate: 'نمبر پلیٹ',
    color: 'رنگ',
    notes: 'ہدایات',
    serviceAmount: 'سروس کی رقم',
    discount: (percent) => `رعایت (${percent}%)`,
    total: 'کل رقم',
  },
  methods: {
    loading: 'ادائیگی کے طریقے لوڈ ہو رہے ہیں…',
    failed: 'ادائیگی کے طریقے لوڈ نہیں ہو سکے۔ براہِ کرم اپنا انٹرنیٹ کنکشن چیک کر کے دوبارہ کوشش کریں۔',
  },
  atWorkshop: {
    subtitle: 'اس بکنگ کی ادائیگی ورکشاپ پر لی جاتی ہے',
    heading: 'ورکشاپ پر ادائیگی کریں',
    text: (amount) =>
      `آن لائن ادائیگی فی الحال دستیاب نہیں۔ براہِ کرم گاڑی لیتے وقت ورکشاپ پر ${formatMoney(amount)} نقد، کارڈ یا ڈیجیٹل والٹ سے ادا کریں۔`,
    backToBookings: 'میری بکنگز پر واپس جائیں',
    instead: 'ورکشاپ پر ادائیگی کریں',
  },
  screens: {
    processingTitle: 'ادائیگی ہو رہی ہے',
    processingNote: 'براہِ کرم یہ ونڈو بند نہ کریں',
    successTitle: 'ادائیگی کامیاب!',
    paidWith: (instrument) => `ادائیگی بذریعہ ${instrument}`,
    successNote: 'آپ کو بکنگ کی تصدیق کے صفحے پر لے جایا جا رہا ہے…',
    failedTitle: 'ادائیگی ناکام',
    tryAgain: 'دوبارہ کوشش کریں',
  },
};
