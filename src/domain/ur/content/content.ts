// Urdu of the marketing and page copy of the public screens (content.ts).
import type * as english from '../../content';
import { BRAND, BRAND_FULL } from '../../content';
import { formatMoney } from '../../format';
import type { Translation } from '../../i18n';
import { WORKSHOP } from './constants';

const ratings = (count: number) => (count === 1 ? 'ریٹنگ' : 'ریٹنگز');

export const contentFormatters: Translation<typeof english.contentFormatters> = {
  pageTitle: (title) => (title ? `${title} · ${BRAND}` : `${BRAND} · کراچی میں کار ڈیٹیلنگ`),
  /** "2 گھنٹے"، "1 گھنٹہ 30 منٹ"، "45 منٹ". */
  duration: (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts: string[] = [];
    if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'گھنٹہ' : 'گھنٹے'}`);
    if (rest > 0 || hours === 0) parts.push(`${rest} منٹ`);
    return parts.join(' ');
  },
};

export const navLabels: Translation<typeof english.navLabels> = {
  skipToContent: 'مرکزی مواد پر جائیں',
  home: 'ہوم',
  services: 'سروسز',
  pricing: 'قیمتیں',
  contact: 'رابطہ',
  bookNow: 'ابھی بک کریں',
  loginSignUp: 'لاگ ان / سائن اپ',
  myBookings: 'میری بکنگز',
  myProfile: 'میری پروفائل',
  logout: 'لاگ آؤٹ',
  mainNavigation: 'مرکزی',
  mobileNavigation: 'موبائل',
  menu: 'مینو',
  signedInAs: 'سائن ان بطور',
};

export const serviceCardLabels: Translation<typeof english.serviceCardLabels> = {
  mostPopular: 'سب سے مقبول',
  bookNow: 'ابھی بک کریں',
  save: (amount) => `${formatMoney(amount)} کی بچت`,
  moreItems: (count) => `مزید ${count}`,
  originalPrice: 'اصل قیمت',
  duration: 'دورانیہ',
  ratingAverage: (average) => `${average.toFixed(1)} ★`,
  ratingCount: (count) => `(${count} ${ratings(count)})`,
  ratingName: (average, count) => `${count} ${ratings(count)} کے مطابق 5 میں سے ${average.toFixed(1)}`,
};

export const pageTitles: Translation<typeof english.pageTitles> = {
  book: 'سروس بک کریں',
  checkout: 'ادائیگی',
  payment: 'ادائیگی کی صورتِ حال',
  bookingConfirmation: 'بکنگ کی تصدیق',
  myBookings: 'میری بکنگز',
  profile: 'میری پروفائل',
  invoice: 'انوائس',
};

export const commonLabels: Translation<typeof english.commonLabels> = {
  retry: 'دوبارہ کوشش کریں',
  loading: 'لوڈ ہو رہا ہے…',
  visitItems: 'اس وزٹ کی سروسز',
};

export const homeContent: Translation<typeof english.homeContent> = {
  eyebrow: 'کراچی میں کار ڈیٹیلنگ',
  headline: 'آپ کی گاڑی کے لیے شو روم جیسی چمک، بکنگ صرف ایک منٹ میں',
  lead:
    'ہاتھ سے دھلائی، اندرونی حصے کی گہری صفائی، مکمل ڈیٹیلنگ اور سیرامک پروٹیکشن — تربیت یافتہ ٹیکنیشنز کے ہاتھوں، جو جانتے ہیں کہ کراچی کی دھول، سمندری ہوا اور گرمیوں کی دھوپ گاڑی کا کیا حال کرتی ہے۔',
  primaryCta: 'ابھی بک کریں',
  secondaryCta: 'سروسز دیکھیں',
  statsTitle: 'ShineWorks ایک نظر میں',
  statsLoading: 'اعداد و شمار لوڈ ہو رہے ہیں…',
  statsUnavailable: 'اعداد و شمار لوڈ نہیں ہو سکے۔',
  featuredTitle: 'نمایاں سروسز',
  loadingFeatured: 'نمایاں سروسز لوڈ ہو رہی ہیں…',
  featuredLead: 'ہمارے سب سے زیادہ پسند کیے جانے والے پیکجز۔ قیمتیں PKR میں ہیں اور ان میں ٹیکس شامل ہے۔',
  allServices: 'تمام سروسز دیکھیں',
  whyTitle: 'ShineWorks ہی کیوں؟',
  whyLead: 'روز کام آنے والی گاڑی کے لیے ایسی ورکشاپ جس پر آپ بھروسا کر سکیں۔',
  why: [
    {
      title: 'تربیت یافتہ ٹیکنیشنز',
      text: 'ہر ڈیٹیلر کسی گاہک کی گاڑی پر کام کرنے سے پہلے پینٹ کریکشن، انٹیریئر اور کوٹنگز کی ہماری اپنی تربیت مکمل کرتا ہے۔',
    },
    {
      title: 'محفوظ اور معیاری پروڈکٹس',
      text: 'pH نیوٹرل شیمپو، ہر گاڑی کے لیے صاف مائیکروفائبر اور معروف برانڈز کی کوٹنگز — آپ کے پینٹ پر کوئی سخت کیمیکل نہیں۔',
    },
    {
      title: 'طے شدہ، واضح قیمتیں',
      text: 'PKR میں جو قیمت آپ دیکھتے ہیں وہی ادا کرتے ہیں، ٹیکس سمیت۔ کاؤنٹر پر کوئی اچانک اضافی چارج نہیں۔',
    },
    {
      title: 'آپ کے وقت کی قدر',
      text: 'اگلے 14 دنوں میں کسی بھی دن کا وقت آن لائن بک کریں، ہم وقت پر کام شروع کرتے ہیں۔ کام شروع ہونے سے پہلے آپ وقت بدل سکتے ہیں یا بکنگ منسوخ کر سکتے ہیں۔',
    },
    {
      title: 'کام مکمل ہونے پر ادائیگی',
      text: WORKSHOP.paymentNote,
    },
    {
      title: 'ہفتے کے ساتوں دن کھلا',
      text: `ہم ${WORKSHOP.hours} کھلے رہتے ہیں، ہفتہ وار چھٹی اور سرکاری تعطیلات میں بھی۔`,
    },
  ],
  ctaTitle: 'اپنی گاڑی کو نئی جیسی چمک دینا چاہتے ہیں؟',
  ctaText: 'سروس منتخب کریں، دن چنیں اور گاڑی ہماری DHA ورکشاپ پر چھوڑ جائیں۔ باقی کام ہمارا۔',
  ctaButton: 'اپنی ڈیٹیلنگ بک کریں',
  ctaContact: 'ہم سے پوچھیں',
};

export const footerContent: Translation<typeof english.footerContent> = {
  tagline: 'کراچی میں پروفیشنل کار ڈیٹیلنگ: بیرونی اور اندرونی صفائی، مکمل ڈیٹیلنگ اور پینٹ پروٹیکشن۔',
  quickLinks: 'فوری لنکس',
  ourServices: 'ہماری سروسز',
  contactUs: 'ہم سے رابطہ',
  policies: 'پالیسیاں',
  terms: 'سروس کی شرائط',
  privacy: 'رازداری کی پالیسی',
  refund: 'ریفنڈ پالیسی',
  copyright: (year) => `© ${year} ${BRAND_FULL}۔ جملہ حقوق محفوظ ہیں۔`,
  emailLabel: 'ای میل',
  phoneLabel: 'فون',
  addressLabel: 'پتا',
  hoursLabel: 'اوقاتِ کار',
};
