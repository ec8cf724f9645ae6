// What the server itself writes to a customer on WhatsApp or by e-mail when answering them: the thanks after the
// reminder's "I'll be there", the My Bookings link after "I need another time", and the inbox reply's mail. In the
// account's language (Urdu in server/i18n/channel-answers-ur.ts); and what the webhooks answer a provider they refuse.
import { translatable } from '../../src/domain/i18n';

export const channelAnswers = translatable('channelAnswers', {
  confirmedThanks: (name: string, when: string) => `Thank you, ${name}. Your booking on ${when} is confirmed. See you then!`,
  rescheduleLink: (name: string, link: string) => `${name}, you can choose another time in My Bookings: ${link}`,
  replyMail: {
    subject: (workshop: string) => `Your message to ${workshop}`,
    heading: 'Our answer to your message',
    greeting: (name: string) => `Dear ${name},`,
    youWrote: 'You wrote:',
    signOff: (workshop: string) => `The ${workshop} team`,
    reason: (workshop: string) => `You receive this e-mail because you wrote to ${workshop} through its contact form.`,
  },
  webhook: {
    signatureWrong: 'The webhook signature is missing or does not match.',
    notSetUp: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'WhatsApp is not set up on this server.' : 'SMS is not set up on this server.'),
    verifyTokenWrong: 'The verify token does not match.',
  },
} as const);
