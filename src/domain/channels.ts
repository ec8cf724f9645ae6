// WhatsApp and SMS beside e-mail (DESIGN.md "Third round"): the channels, the statuses a message moves through,
// the opt-in code's rules, the templates a workshop registers with Meta, and the quick replies the reminder carries.

/** The phone channels a customer can switch on for booking messages. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];
/** What the profile says: the chosen phone channel, or none (e-mail only). */
export const PHONE_CHANNEL_CHOICES = ['none', ...PHONE_CHANNELS] as const;
export type PhoneChannelChoice = (typeof PHONE_CHANNEL_CHOICES)[number];

/** Every channel a notification leaves on (`GET /api/ops/notifications?channel=`). */
export const NOTIFICATION_CHANNELS = ['email', ...PHONE_CHANNELS] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Where a notification stands, in the order it moves (a status only ever moves forward; `failed` ends it unless it
 * was already read). `sending` is the worker's lease and reads as `queued` on the wire.
 */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Where an inbox message came in: the web's contact form, WhatsApp or SMS. */
export const INBOX_CHANNELS = ['web', ...PHONE_CHANNELS] as const;
export type InboxChannel = (typeof INBOX_CHANNELS)[number];

/** The opt-in code: 6 digits, valid 10 minutes, 5 tries, 3 sends an hour, a minute between sends. */
export const VERIFY_CODE_LENGTH = 6;
export const VERIFY_CODE_MINUTES = 10;
export const VERIFY_MAX_TRIES = 5;
export const VERIFY_SENDS_PER_HOUR = 3;
export const VERIFY_RESEND_SECONDS = 60;

/** WhatsApp free text is allowed only this long after the customer's last message; after it, a template only. */
export const WHATSAPP_WINDOW_HOURS = 24;
/** The longest reply staff write from the inbox (an SMS of this length leaves as several parts). */
export const REPLY_TEXT_MAX = 1000;
/** The largest webhook body the server reads. */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

/**
 * The WhatsApp templates (name → body parameters in order, quick-reply buttons). A workshop registers each with
 * Meta in English (`en`) and Urdu (`ur`); README lists their texts. SMS sends the same texts, parameters filled in.
 */
export const WHATSAPP_TEMPLATES = {
  phone_verification: { parameters: ['code'], buttons: ['copy_code'] },
  booking_received: { parameters: ['name', 'services', 'date', 'time', 'booking'], buttons: [] },
  booking_confirmed: { parameters: ['name', 'services', 'date', 'time', 'booking'], buttons: [] },
  booking_rescheduled: { parameters: ['name', 'services', 'date', 'time', 'booking'], buttons: [] },
  booking_cancelled: { parameters: ['name', 'services', 'date', 'time', 'money'], buttons: [] },
  payment_received: { parameters: ['name', 'amount', 'invoice', 'booking'], buttons: [] },
  booking_reminder: { parameters: ['name', 'services', 'date', 'time', 'address'], buttons: ['confirm', 'reschedule'] },
  please_reply: { parameters: ['name', 'workshop'], buttons: [] },
} as const;
export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** The reminder's quick replies: their payload is `confirm:{bookingId}` or `reschedule:{bookingId}`. */
export const QUICK_REPLIES = ['confirm', 'reschedule'] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];
export const quickReplyPayload = (reply: QuickReply, bookingId: string) => `${reply}:${bookingId}`;
export function parseQuickReplyPayload(payload: string): { reply: QuickReply; bookingId: string } | null {
  const [reply, bookingId, ...rest] = payload.split(':');
  if (rest.length > 0 || !bookingId || !QUICK_REPLIES.includes(reply as QuickReply)) return null;
  return { reply: reply as QuickReply, bookingId };
}

/** WhatsApp's `to`: the number's digits with the country code and no + ("923001234567"), from the stored `+92…`. */
export const whatsappNumber = (phoneKey: string) => phoneKey.replace(/\D/g, '');
/** SMS's `To`: E.164 ("+923001234567"). */
export const smsNumber = (phoneKey: string) => `+${phoneKey.replace(/\D/g, '')}`;
