// The suite's mailbox (e2e/support/mail-catcher.ts): what a customer's inbox would show.
import { expect } from '../fixtures';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

/** Waits for the first mail to `to` whose subject matches, as the customer's mailbox would show it. */
export async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}
