// The WhatsApp templates' words, exactly as a workshop registers them with Meta (README lists them), in English and
// Urdu: `{{1}}…` stand for the parameters of WHATSAPP_TEMPLATES in their order. SMS sends the same words filled in,
// and the outbox keeps that text as what the customer reads.
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from '../../src/domain/channels';
import type { Language } from '../../src/domain/i18n';

interface TemplateWords {
  body: string;
  /** The quick-reply buttons' labels, in the order of the template's buttons (the copy-code button has Meta's own). */
  buttons: readonly string[];
}

const QUICK_REPLY_LABELS = {
  en: { confirm: "I'll be there", reschedule: 'I need another time' },
  ur: { confirm: 'میں آؤں گا', reschedule: 'مجھے کوئی اور وقت چاہیے' },
} as const;

export const TEMPLATE_WORDS: Record<WhatsAppTemplateName, Record<Language, TemplateWords>> = {
  phone_verification: {
    en: { body: '{{1}} is your verification code. For your security, do not share this code.', buttons: ['Copy code'] },
    ur: { body: '{{1}} آپ کا تصدیقی کوڈ ہے۔ اپنی حفاظت کے لیے یہ کوڈ کسی کو نہ بتائیں۔', buttons: ['کوڈ کاپی کریں'] },
  },
  booking_received: {
    en: { body: 'Hello {{1}}, we have received your booking for {{2}} on {{3}} at {{4}} (booking {{5}}). We will confirm it shortly.', buttons: [] },
    ur: { body: 'السلام علیکم {{1}}، ہمیں {{3}} کو {{4}} بجے {{2}} کی آپ کی بکنگ مل گئی ہے (بکنگ {{5}})۔ ہم جلد اس کی تصدیق کریں گے۔', buttons: [] },
  },
  booking_confirmed: {
    en: { body: 'Hello {{1}}, your booking for {{2}} on {{3}} at {{4}} is confirmed (booking {{5}}). See you then!', buttons: [] },
    ur: { body: 'السلام علیکم {{1}}، {{3}} کو {{4}} بجے {{2}} کی آپ کی بکنگ کنفرم ہو گئی ہے (بکنگ {{5}})۔ ہم آپ کے منتظر ہیں!', buttons: [] },
  },
  booking_rescheduled: {
    en: { body: 'Hello {{1}}, your booking for {{2}} has moved to {{3}} at {{4}} (booking {{5}}).', buttons: [] },
    ur: { body: 'السلام علیکم {{1}}، {{2}} کی آپ کی بکنگ اب {{3}} کو {{4}} بجے ہے (بکنگ {{5}})۔', buttons: [] },
  },
  booking_cancelled: {
    en: { body: 'Hello {{1}}, your booking for {{2}} on {{3}} at {{4}} has been cancelled. {{5}}', buttons: [] },
    ur: { body: 'السلام علیکم {{1}}، {{3}} کو {{4}} بجے {{2}} کی آپ کی بکنگ منسوخ کر دی گئی ہے۔ {{5}}', buttons: [] },
  },
  payment_received: {
    en: { body: 'Hello {{1}}, we have received your payment of {{2}} (invoice {{3}}) for booking {{4}}. Thank you!', buttons: [] },
    ur: { body: 'السلام علیکم {{1}}، ہمیں بکنگ {{4}} کے لیے آپ کی {{2}} کی ادائیگی مل گئی ہے (انوائس {{3}})۔ شکریہ!', buttons: [] },
  },
  booking_reminder: {
    en: { body: 'Hello {{1}}, a reminder of your {{2}} on {{3}} at {{4}} at {{5}}. Will you be there?', buttons: [QUICK_REPLY_LABELS.en.confirm, QUICK_REPLY_LABELS.en.reschedule] },
    ur: { body: 'السلام علیکم {{1}}، یاد دہانی: {{3}} کو {{4}} بجے {{5}} پر آپ کی {{2}} ہے۔ کیا آپ آئیں گے؟', buttons: [QUICK_REPLY_LABELS.ur.confirm, QUICK_REPLY_LABELS.ur.reschedule] },
  },
  please_reply: {
    en: { body: 'Hello {{1}}, this is {{2}}. We have an answer to your message: reply to this message and we will send it to you here.', buttons: [] },
    ur: { body: 'السلام علیکم {{1}}، یہ {{2}} ہے۔ آپ کے پیغام کا جواب تیار ہے: اس پیغام کا جواب دیں تو ہم یہیں بھیج دیں گے۔', buttons: [] },
  },
};

/** WhatsApp refuses a parameter with a line break, a tab or a long run of spaces, and an empty one. */
export const templateParameter = (value: string) => value.replace(/\s+/g, ' ').trim() || '-';

/** The template's words with its parameters filled in: what the customer reads. */
export function fillTemplate(name: WhatsAppTemplateName, language: Language, parameters: readonly string[]): string {
  const expected = WHATSAPP_TEMPLATES[name].parameters.length;
  if (parameters.length !== expected) throw new Error(`Template ${name} takes ${expected} parameters, not ${parameters.length}.`);
  return TEMPLATE_WORDS[name][language].body.replace(/\{\{(\d+)\}\}/g, (_, position: string) => parameters[Number(position) - 1] ?? '');
}
