// Copy of the console's WhatsApp and SMS parts: the channel badges, an answer's delivery status, the inbox's answer
// form, the outbox's channel column and the customer file's conversation. The server's
// own sentences (an answer sent, a refusal) are shown as they come; these are the fallbacks.
import type { InboxChannel, NotificationChannel, NotificationStatus } from '../channels';
import { REPLY_TEXT_MAX } from '../channels';
import { workshopMessages } from '../messageAreas/workshop';
import { actionName } from './actionName';

/** Where an inbox message came in, as its badge reads. */
export const INBOX_CHANNEL_LABELS: Record<InboxChannel, string> = { web: 'Website', whatsapp: 'WhatsApp', sms: 'SMS' };

/** The channel a message to a customer leaves on. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };

/** Where an answer's or a message's delivery stands. */
export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = { queued: 'Queued', sent: 'Sent', delivered: 'Delivered', read: 'Read', failed: 'Failed' };

/** The inbox's channel chips: every channel, or one. */
export const inboxChannelFilterContent = {
  label: 'Channel',
  all: 'All channels',
} as const;

export const replyContent = {
  /** The list of answers already sent under a message. */
  answersHeading: 'Answers sent',
  answerSentAt: (status: string, when: string) => `${status}, ${when}`,
  open: 'Answer',
  openLabel: (name: string): string => actionName(replyContent.open, name),
  fieldLabel: (channel: InboxChannel) => (channel === 'whatsapp' ? 'Answer on WhatsApp' : channel === 'sms' ? 'Answer by SMS' : 'Answer by e-mail'),
  hint: (channel: InboxChannel) =>
    channel === 'sms'
      ? `Up to ${REPLY_TEXT_MAX} characters; a long answer arrives as several text messages.`
      : channel === 'whatsapp'
        ? `Up to ${REPLY_TEXT_MAX} characters. WhatsApp takes free text only within 24 hours of the customer’s last message.`
        : `Up to ${REPLY_TEXT_MAX} characters, sent to the address the customer gave.`,
  send: 'Send answer',
  sending: 'Sending…',
  cancel: 'Cancel',
  sendTemplate: 'Send the “please reply” template',
  sendingTemplate: 'Sending the template…',
  sent: (channel: InboxChannel) => workshopMessages.workshop.replySent(channel),
  templateSent: workshopMessages.workshop.templateSent,
  another: 'Write another answer',
  anotherLabel: (name: string): string => actionName(replyContent.another, name),
  failed: 'The answer could not be sent.',
  retry: 'Try again',
  edit: 'Change the answer',
  windowClosedTitle: 'WhatsApp’s 24 hours have passed',
} as const;

export const outboxChannelContent = {
  column: 'Channel',
  filterLabel: 'Channel',
  all: 'All channels',
  /** A WhatsApp or SMS message has no HTML part: its text is what the customer reads. */
  phoneTextTitle: (channel: NotificationChannel) => (channel === 'whatsapp' ? 'The message as sent on WhatsApp' : 'The message as sent by SMS'),
  phoneNote: 'WhatsApp and SMS messages are plain text; a WhatsApp template shows here with its parameters filled in.',
} as const;

export const conversationContent = {
  heading: 'Messages',
  lead: 'WhatsApp and SMS with this customer, oldest first.',
  empty: 'No WhatsApp or SMS messages with this customer yet.',
  fromCustomer: 'From the customer',
  fromWorkshop: 'From the workshop',
  listLabel: 'Conversation with the customer',
  /** "From the customer on WhatsApp" */
  direction: (direction: 'in' | 'out', channel: NotificationChannel) =>
    `${direction === 'in' ? conversationContent.fromCustomer : conversationContent.fromWorkshop} · ${NOTIFICATION_CHANNEL_LABELS[channel]}`,
} as const;
