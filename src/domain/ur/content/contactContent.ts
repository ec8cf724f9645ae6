// Urdu of the Contact page's copy and of the sentence the server answers a sent message with.
import type * as english from '../../contactContent';
import type { Translation } from '../../i18n';
import { WORKSHOP } from './constants';

export const contactContent: Translation<typeof english.contactContent> = {
  title: 'ہم سے رابطہ کریں',
  documentTitle: 'رابطہ',
  intro: `کسی سروس، بکنگ یا قیمت کے بارے میں سوال ہے؟ ہمیں پیغام بھیجیں۔ ${WORKSHOP.replyPromise}۔`,
  infoHeading: 'رابطے کی معلومات',
  phoneLabel: 'فون',
  emailLabel: 'ای میل',
  addressLabel: 'پتا',
  hoursLabel: 'اوقاتِ کار',
  replyPromise: WORKSHOP.replyPromise,
  formHeading: 'ہمیں پیغام بھیجیں',
  requiredNote: 'نام اور ای میل لازمی ہیں، باقی اختیاری ہے۔',
  fields: {
    name: 'نام',
    email: 'ای میل',
    phone: 'فون',
    service: 'سروس',
    message: 'پیغام',
  },
  placeholders: {
    name: 'آپ کا پورا نام',
    email: 'you@example.com',
    phone: '0300 1234567',
    message: 'ہم آپ کی کیا مدد کر سکتے ہیں؟',
  },
  honeypotLabel: 'یہ خانہ خالی چھوڑ دیں',
  submit: 'پیغام بھیجیں',
  sending: 'بھیجا جا رہا ہے…',
  successHeading: 'پیغام بھیج دیا گیا',
  sendAnother: 'ایک اور پیغام بھیجیں',
  tryAgain: 'دوبارہ کوشش کریں',
  openInMaps: 'نقشے میں کھولیں',
  whyHeading: 'ShineWorks ہی کیوں؟',
  whyPoints: ['تربیت یافتہ ڈیٹیلرز اور پروفیشنل معیار کی پروڈکٹس', 'واضح قیمتیں، کوئی پوشیدہ چارجز نہیں', 'آن لائن بکنگ اور فوری تصدیق'],
  ctaHeading: 'شو روم جیسی چمک کے لیے تیار ہیں؟',
  ctaText: 'سروس اور اپنی سہولت کا وقت منتخب کریں۔',
  ctaButton: 'سروس بک کریں',
  successMessage: `شکریہ! آپ کا پیغام بھیج دیا گیا ہے۔ ${WORKSHOP.replyPromise}۔`,
  generalEnquiry: 'عمومی سوال',
};
