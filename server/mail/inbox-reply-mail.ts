// The workshop's answer to a contact form message, written by staff in the console's inbox: their words, then the
// message it answers. Replies go to the workshop's own address.
import { channelAnswers } from '../channels/answer-texts';
import { renderMail } from './layout';
import type { ComposedMail, MailContext } from './types';

export function inboxReplyMail(context: MailContext, input: { name: string; answer: string; theirMessage: string }): ComposedMail {
  const content = channelAnswers.replyMail;
  const company = context.company.name;
  const subject = content.subject(company).replace(/\s+/g, ' ').trim();
  const layout = {
    subject,
    preheader: input.answer.replace(/\s+/g, ' ').slice(0, 90),
    heading: content.heading,
    blocks: [
      { kind: 'paragraph', text: content.greeting(input.name) },
      { kind: 'quote', text: input.answer },
      { kind: 'paragraph', text: content.youWrote },
      { kind: 'quote', text: input.theirMessage },
      { kind: 'paragraph', text: content.signOff(company) },
    ] as const,
    reason: content.reason(company),
  };
  return { subject, ...renderMail(context, layout), attachments: [] };
}
