// Urdu of the Services page and of the price list.
import type { Translation } from '../../i18n';
import type * as english from '../../servicesContent';

export const servicesContent: Translation<typeof english.servicesContent> = {
  title: 'ہماری سروسز',
  lead: 'فوری بیرونی دھلائی سے لے کر کئی سال چلنے والی سیرامک پروٹیکشن تک۔ تمام قیمتیں PKR میں، ٹیکس سمیت۔',
  filterLabel: 'زمرے کے لحاظ سے سروسز دیکھیں',
  allCategories: 'تمام سروسز',
  loading: 'سروسز لوڈ ہو رہی ہیں…',
  showing: (count, category) => {
    const shown = count === 1 ? `${count} سروس دکھائی جا رہی ہے` : `${count} سروسز دکھائی جا رہی ہیں`;
    return category ? `${category} کی ${shown}` : shown;
  },
  howTitle: 'طریقۂ کار',
  howLead: 'بکنگ سے چمکتی گاڑی تک، چار آسان مراحل۔',
  howSteps: [
    { title: 'سروس منتخب کریں', text: 'ہماری سروسز دیکھیں اور اپنی گاڑی کے لیے موزوں پیکج چنیں۔' },
    { title: 'وقت بک کریں', text: 'اپنی گاڑی اور اگلے 14 دنوں میں سے کوئی تاریخ منتخب کریں۔ بکنگ میں تقریباً ایک منٹ لگتا ہے۔' },
    { title: 'ہم آپ کی گاڑی چمکاتے ہیں', text: 'گاڑی ہماری DHA ورکشاپ پر چھوڑ دیں، ہمارے ٹیکنیشنز بکنگ کے وقت پر کام شروع کر دیتے ہیں۔' },
    { title: 'سروس پر ادائیگی', text: 'کام مکمل ہونے پر نقد، کارڈ یا ڈیجیٹل والٹ سے ادائیگی کریں، یا میری بکنگز سے پہلے ہی آن لائن ادا کر دیں۔' },
  ],
  guaranteeTitle: 'اطمینان کی ضمانت',
  guaranteeText: 'اگر کچھ ٹھیک نہ لگے تو گاڑی لے جانے سے پہلے یا 48 گھنٹوں کے اندر ہمیں بتائیں، ہم متعلقہ کام مفت دوبارہ کر دیں گے۔',
  guaranteeCta: 'اعتماد کے ساتھ بک کریں',
  addonsTitle: 'ایڈ آن',
  addonsLead: 'اسی وزٹ میں، اسی بے میں ہونے والی اضافی سروسز: کسی بھی بکنگ کے جائزے کے مرحلے پر انہیں شامل کریں۔',
  addonsBook: 'سروس بُک کریں',
  addonsLoadFailed: 'ایڈ آن اس وقت لوڈ نہیں ہو سکے۔',
};

export const pricingContent: Translation<typeof english.pricingContent> = {
  title: 'قیمتوں کی فہرست',
  lead: 'ہماری ہر سروس، اس میں لگنے والے وقت اور قیمت کے ساتھ۔',
  taxNote: 'تمام قیمتیں پاکستانی روپے (PKR) میں ہیں اور ان میں ٹیکس شامل ہے: جو قیمت دکھائی گئی ہے وہی آپ ادا کریں گے۔ آپ کی انوائس میں ٹیکس کا حصہ الگ دکھایا جاتا ہے۔',
  loading: 'قیمتیں لوڈ ہو رہی ہیں…',
  duration: 'دورانیہ',
  price: 'قیمت',
  originalPrice: 'اصل قیمت',
  discount: (percent) => `${percent}% رعایت`,
  book: 'بک کریں',
  detailsLead: 'جاننا چاہتے ہیں کہ ہر سروس میں کیا شامل ہے؟',
  detailsLink: 'سروسز کی تفصیل دیکھیں',
};
