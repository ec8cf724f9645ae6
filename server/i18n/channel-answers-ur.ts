// Registers the Urdu version of the server's answers on WhatsApp and of the inbox reply's mail (server/channels/answer-texts.ts).
import { addTranslation } from '../../src/domain/i18n';
import { channelAnswers } from '../channels/answer-texts';

addTranslation(channelAnswers, 'ur', {
  confirmedThanks: (name: string, when: string) => `شکریہ، ${name}۔ ${when} کی آپ کی بکنگ کنفرم ہو گئی ہے۔ ملاقات ہو گی!`,
  rescheduleLink: (name: string, link: string) => `${name}، آپ My Bookings میں دوسرا وقت منتخب کر سکتے ہیں: ${link}`,
  replyMail: {
    subject: (workshop: string) => `${workshop} کو آپ کا پیغام`,
    heading: 'آپ کے پیغام کا جواب',
    greeting: (name: string) => `محترم ${name}،`,
    youWrote: 'آپ نے لکھا تھا:',
    signOff: (workshop: string) => `${workshop} کی ٹیم`,
    reason: (workshop: string) => `آپ کو یہ ای میل اس لیے ملی کہ آپ نے ${workshop} کو اس کے رابطہ فارم سے پیغام بھیجا تھا۔`,
  },
  webhook: {
    signatureWrong: 'ویب ہُک کا دستخط موجود نہیں یا درست نہیں۔',
    notSetUp: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'اس سرور پر WhatsApp سیٹ اپ نہیں۔' : 'اس سرور پر SMS سیٹ اپ نہیں۔'),
    verifyTokenWrong: 'verify token درست نہیں۔',
  },
});
