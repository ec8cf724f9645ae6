// Booking messages on WhatsApp or by SMS: the customer's opt-in (profile) and what the server answers about it.
import { translatable } from '../i18n';
import type { PhoneChannel } from '../channels';

export const channelMessages = translatable('channelMessages', {
  channels: {
    chooseChannel: 'Choose WhatsApp or SMS.',
    codeFormat: 'Enter the 6-digit code we sent you.',
    codeWrong: 'That code is not right. Check the message and try again.',
    codeExpired: 'That code has expired. Send a new one.',
    codeTriesUsed: 'Too many wrong codes. Send a new one.',
    noCodeSent: 'Send a code to your phone first.',
    sendLimit: 'You have asked for 3 codes in the last hour. Try again in an hour.',
    numberSendLimit: (max: number) => `This number has been sent ${max} codes in the last hour. Try again in an hour.`,
    addressSendLimit: (max: number) => `${max} codes have been asked for from your network in the last hour. Try again in an hour.`,
    resendWait: (seconds: number) => `Wait ${seconds} seconds before asking for another code.`,
    phoneNeeded: 'Booking messages need a Pakistani mobile number (03XX XXXXXXX) on your profile.',
    notOffered: (channel: PhoneChannel) => (channel === 'whatsapp' ? 'The workshop does not send WhatsApp messages yet.' : 'The workshop does not send SMS yet.'),
    codeSent: (channel: PhoneChannel) => (channel === 'whatsapp' ? 'We sent a code to your phone on WhatsApp.' : 'We sent a code to your phone by SMS.'),
    switchedOn: (channel: PhoneChannel) => (channel === 'whatsapp' ? 'Booking messages will come on WhatsApp too.' : 'Booking messages will come by SMS too.'),
    switchedOff: 'Booking messages come by e-mail only.',
    sendFailed: 'We could not send the code. Try again in a minute.',
    verifyFailed: 'We could not check the code. Try again.',
    switchOffFailed: 'We could not switch booking messages off. Try again.',
  },
} as const);
