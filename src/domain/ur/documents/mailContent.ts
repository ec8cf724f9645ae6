// Urdu of every mail the workshop sends and of the calendar entries attached to them. Phone numbers are isolated
// left-to-right (`ltr`): in a right-to-left line their digit groups would otherwise read backwards.
import { formatLongDate, formatMoney, formatTime, karachiTimeOfDay, todayInKarachi } from '../../format';
import { ltr, type Translation } from '../../i18n';
import { firstName, type MailLink, type MailText, type mailContent } from '../../mailContent';
import { WORKSHOP } from '../content/constants';

/** A booking whose service has since been removed from the catalogue still needs a name. */
const serviceOrDefault = (serviceName: string) => serviceName.trim() || 'کار ڈیٹیلنگ';

/** A phone link whose number reads left-to-right inside Urdu text; it still dials the same number. */
const phoneLink = (phone: MailLink): MailLink => ({ ...phone, text: ltr(phone.text) });

export const mailContentUr: Translation<typeof mailContent> = {
  dates: {
    long: (isoDate) => formatLongDate(isoDate),
    // "جمعہ، 27 نومبر، 2026" → "جمعہ، 27 نومبر"
    short: (isoDate) => formatLongDate(isoDate).replace(/[,،]?\s+\d{4}$/, ''),
    timeRange: (startTime, endTime) => `${formatTime(startTime)} سے ${formatTime(endTime)} تک`,
    instant: (instant) => `${formatLongDate(todayInKarachi(instant))}، ${formatTime(karachiTimeOfDay(instant))} بجے`,
  },

  greeting: (name) => (firstName(name) ? `السلام علیکم ${firstName(name)}،` : 'السلام علیکم،'),
  signOff: (company) => `جلد ملاقات ہو گی،\n${company} کی ٹیم`,
  thanksSignOff: (company) => `شکریہ،\n${company} کی ٹیم`,
  serviceName: serviceOrDefault,
  linkFallback: 'اگر بٹن کام نہ کرے تو یہ لنک کاپی کر کے اپنے براؤزر میں کھولیں:',

  details: {
    bookingNumber: 'بکنگ نمبر',
    service: 'سروس',
    vehicle: 'گاڑی',
    licensePlate: 'نمبر پلیٹ',
    date: 'تاریخ',
    time: 'وقت',
    price: 'قیمت',
    address: 'پتہ',
    bookingNumberValue: (number) => `#${number}`,
    vehicleValue: (make, model) => `${make} ${model}`.trim(),
    priceValue: (amount) => `${formatMoney(amount)} (ٹیکس سمیت)`,
    deposit: 'جگہ محفوظ رکھنے کے لیے ڈپازٹ',
    depositValue: (amount, dueBy) => `${formatMoney(amount)}، ${dueBy} تک آن لائن ادا کریں (باقی رقم ورکشاپ پر)`,
  },

  manage: {
    button: 'اپنی بکنگ دیکھیں',
    myBookingsLink: 'میری بکنگز',
    sentence: (myBookings, phone): MailText => [
      'وقت بدلنا ہے یا بکنگ منسوخ کرنی ہے؟ آغاز کے وقت سے پہلے کبھی بھی آپ یہ خود ',
      myBookings,
      ' میں بغیر کسی فیس کے کر سکتے ہیں، یا ہمیں ',
      phoneLink(phone),
      ' پر کال کریں۔',
    ],
  },

  footer: {
    phone: 'فون',
    email: 'ای میل',
    website: 'ویب سائٹ',
    bookingReason: (company) => `آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ آپ نے ${company} کے ساتھ سروس بک کی تھی۔`,
    accountReason: (company) => `آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ آپ کے ${company} اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی گئی تھی۔`,
    contactReason: (company) => `آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ آپ نے ہماری ویب سائٹ کے ذریعے ${company} کو پیغام بھیجا تھا۔`,
    workshopReason: 'یہ ای میل آپ کی بکنگ ویب سائٹ کے رابطہ فارم سے بھیجی گئی ہے۔',
  },

  passwordReset: {
    subject: (company) => `اپنا ${company} پاس ورڈ ری سیٹ کریں`,
    preheader: 'نیا پاس ورڈ منتخب کرنے کے لیے یہ لنک 1 گھنٹے کے اندر استعمال کریں۔',
    heading: 'اپنا پاس ورڈ ری سیٹ کریں',
    intro: (company) =>
      `ہمیں آپ کے ${company} اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست موصول ہوئی ہے۔ نیچے دیے گئے بٹن سے نیا پاس ورڈ منتخب کریں۔`,
    button: 'نیا پاس ورڈ منتخب کریں',
    validity: 'یہ لنک صرف ایک بار کام کرے گا اور 1 گھنٹے بعد ختم ہو جائے گا۔',
    notYou: 'اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں۔ آپ کا پاس ورڈ تبدیل نہیں ہو گا۔',
  },

  bookingConfirmation: {
    subject: (serviceName, date, time) => `بکنگ کی تصدیق: ${serviceName}، ${date} کو ${time}`,
    preheader: (date, time) => `${date} کو ${time} بجے ملاقات ہو گی۔ بکنگ کی تفصیل اور کیلنڈر انٹری اس ای میل میں موجود ہیں۔`,
    heading: 'آپ کی بکنگ کی تصدیق ہو گئی ہے',
    intro: (company) => `${company} کے ساتھ بکنگ کرنے کا شکریہ۔ آپ کی اپائنٹمنٹ کی تفصیل درج ذیل ہے۔`,
    arrive: (time) => `براہِ کرم ${time} بجے سے چند منٹ پہلے تشریف لائیں تاکہ کام وقت پر شروع ہو سکے، اور گاڑی سے قیمتی سامان نکال لیں۔`,
    calendar: 'اس ای میل کے ساتھ کیلنڈر انٹری منسلک ہے: اسے کھول کر اپائنٹمنٹ اپنے کیلنڈر میں شامل کر لیں۔',
  },

  bookingReceived: {
    subject: (serviceName, date, time) => `بکنگ موصول ہو گئی: ${serviceName}، ${date} کو ${time}`,
    preheader: (date, time) => `${date} کو ${time} بجے کی آپ کی بکنگ ہمیں موصول ہو گئی ہے، ہم جلد اس کی تصدیق کریں گے۔`,
    heading: 'آپ کی بکنگ ہمیں موصول ہو گئی ہے',
    intro: (company) =>
      `${company} کے ساتھ بکنگ کرنے کا شکریہ۔ آپ کی بکنگ ہمیں موصول ہو گئی ہے اور ورکشاپ جلد اس کی تصدیق کرے گی؛ تصدیق ہونے پر آپ کو ایک اور ای میل ملے گی۔ تفصیل درج ذیل ہے۔`,
  },

  bookingRescheduled: {
    subject: (serviceName, date, time) => `بکنگ کا وقت تبدیل: ${serviceName} اب ${date} کو ${time}`,
    preheader: (date, time) => `آپ کا نیا وقت: ${date}، ${time}۔`,
    heading: 'آپ کی بکنگ کا وقت تبدیل ہو گیا ہے',
    intro: 'آپ کی بکنگ نئے وقت پر منتقل کر دی گئی ہے۔ تازہ تفصیل درج ذیل ہے۔',
    previous: 'پچھلا وقت',
    previousValue: (date, time) => `${date}، ${time}`,
    newDate: 'نئی تاریخ',
    newTime: 'نیا وقت',
    calendar: 'منسلک کیلنڈر انٹری آپ کے کیلنڈر میں اپائنٹمنٹ کا وقت بھی بدل دے گی۔',
  },

  bookingCancelled: {
    subject: (serviceName, date) => `بکنگ منسوخ: ${serviceName}، ${date}`,
    preheader: (date) => `${date} کی آپ کی بکنگ منسوخ کر دی گئی ہے۔`,
    heading: 'آپ کی بکنگ منسوخ کر دی گئی ہے',
    intro: (date, time) => `${date} کو ${time} بجے کی آپ کی بکنگ منسوخ کر دی گئی ہے، اور یہ وقت اب آپ کے لیے مخصوص نہیں۔`,
    refund: (amount, reference) =>
      `ہم نے ${formatMoney(amount)} اسی طریقے سے واپس کر دیے ہیں جس سے آپ نے ادائیگی کی تھی (ریفنڈ ریفرنس ${reference})۔ آپ کے بینک یا والٹ میں یہ رقم نظر آنے میں چند کاروباری دن لگ سکتے ہیں۔`,
    moneyBack: {
      atWorkshop: (amount, phone): MailText => [
        `آپ نے ${formatMoney(amount)} ورکشاپ پر ادا کیے تھے: یہ رقم ورکشاپ پر واپس کی جائے گی، یا ہمیں `,
        phoneLink(phone),
        ' پر کال کریں، ہم انتظام کر دیں گے۔',
      ],
      toFollow: (amount) => `آپ کی ${formatMoney(amount)} کی ادائیگی ورکشاپ کی تصدیق کے بعد واپس کی جائے گی؛ واپسی ہونے پر ہم آپ کو ای میل کریں گے۔`,
      returnedAtCounter: (amount) => `${formatMoney(amount)} آپ کو ورکشاپ پر واپس کر دیے گئے ہیں۔`,
    },
    bookAgain: 'نیا وقت چاہیے؟ جب بھی آپ کو سہولت ہو، دوبارہ بکنگ کر لیں۔',
    button: 'دوبارہ بک کریں',
    calendar: 'منسلک کیلنڈر اپ ڈیٹ یہ اپائنٹمنٹ آپ کے کیلنڈر سے ہٹا دے گا۔',
    questions: (phone): MailText => ['اس منسوخی کے بارے میں کوئی سوال ہو تو ہمیں ', phoneLink(phone), ' پر کال کریں۔'],
    reason: 'بتائی گئی وجہ:',
  },

  paymentReceived: {
    subject: (amount, invoiceNumber) => `ادائیگی موصول: انوائس ${invoiceNumber} کے لیے ${formatMoney(amount)}`,
    preheader: (amount) => `شکریہ! ہمیں آپ کی ${formatMoney(amount)} کی ادائیگی موصول ہو گئی ہے۔`,
    heading: 'ادائیگی کا شکریہ',
    intro: (amount) => `ہمیں آپ کی ${formatMoney(amount)} کی ادائیگی موصول ہو گئی ہے۔ آپ کی انوائس PDF کی صورت میں منسلک ہے۔`,
    invoiceNumber: 'انوائس نمبر',
    amountPaid: 'ادا کی گئی رقم',
    paidWith: 'ادائیگی کا طریقہ',
    paidOn: 'ادائیگی کا وقت',
    amountValue: (amount) => `${formatMoney(amount)} (ٹیکس سمیت)`,
    balance: 'باقی رقم، ورکشاپ پر ادا کرنی ہے',
    button: 'انوائس دیکھیں',
  },

  bookingReminder: {
    subject: (serviceName, date, time) => `یاد دہانی: ${serviceName}، ${date} کو ${time}`,
    preheader: (date, time) => `${date} کو ${time} بجے ملاقات ہو گی۔`,
    heading: (date) => `${date} کو ملاقات ہو گی`,
    intro: 'ہمارے ساتھ آپ کی آنے والی اپائنٹمنٹ کی یاد دہانی۔',
    arrive: (time) =>
      `براہِ کرم ${time} بجے تک پہنچ جائیں اور گاڑی سے قیمتی سامان نکال لیں۔ اگر آپ 30 منٹ سے زیادہ تاخیر سے پہنچے تو ہو سکتا ہے ہمیں آپ کی بکنگ کسی اور وقت پر منتقل کرنی پڑے۔`,
    button: 'راستہ دیکھیں',
  },

  contactAcknowledgement: {
    subject: (company) => `آپ کا پیغام موصول ہو گیا - ${company}`,
    preheader: `رابطہ کرنے کا شکریہ۔ ${WORKSHOP.replyPromise}۔`,
    heading: 'رابطہ کرنے کا شکریہ',
    intro: `ہمیں آپ کا پیغام موصول ہو گیا ہے اور ہم جلد آپ سے رابطہ کریں گے۔ کاروباری اوقات (${WORKSHOP.hours}) میں ${WORKSHOP.replyPromise}۔`,
    urgent: (phone): MailText => ['اگر معاملہ فوری ہو تو ہمیں ', phoneLink(phone), ' پر کال کریں۔'],
  },

  contactCopy: {
    subject: (name, service) => (service ? `رابطہ فارم: ${name} (${service})` : `رابطہ فارم: ${name}`),
    preheader: (name) => `${name} نے ویب سائٹ کے ذریعے پیغام بھیجا ہے۔`,
    heading: 'رابطہ فارم سے نیا پیغام',
    intro: 'کسی نے ویب سائٹ کے ذریعے پیغام بھیجا ہے۔ انہیں براہِ راست جواب دینے کے لیے اسی ای میل کا جواب دیں۔',
    name: 'نام',
    email: 'ای میل',
    phone: 'فون',
    service: 'سروس',
    received: 'موصول ہوا',
    notGiven: 'نہیں بتایا گیا',
    message: 'پیغام:',
    button: 'ای میل سے جواب دیں',
    replySubject: (company) => `Re: ${company} کو آپ کا پیغام`,
  },

  calendar: {
    summary: (serviceName, company) => `${serviceOrDefault(serviceName)} — ${company}`,
    description: (facts) =>
      [
        `گاڑی: ${facts.vehicle} (${facts.licensePlate})`,
        `بکنگ نمبر: #${facts.bookingNumber}`,
        `وقت بدلنے یا بکنگ منسوخ کرنے کے لیے آغاز کے وقت سے پہلے "میری بکنگز" کھولیں: ${facts.myBookingsUrl}`,
        `یا ہمیں ${ltr(facts.phone)} پر کال کریں۔`,
      ].join('\n'),
    alarm: (serviceName, company) => `2 گھنٹے بعد: ${serviceOrDefault(serviceName)}، ${company}`,
  },
};
