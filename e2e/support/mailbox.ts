// The suite's mailbox (e2e/support/mail-catcher.ts): what a customer's inbox would show, and following its
// password-reset link.
import type { Page } from '@playwright/test';
import { accountContent } from '../../src/domain/accountContent';
import { messages } from '../../src/domain/messages';
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

/** "Forgot password?" for `email`, then the mail's link to set `password`, as the customer would; answers the mail. */
export async function setPasswordFromMail(page: Page, email: string, password: string): Promise<ReceivedMail> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: accountContent.forgot.submit }).click();
  const mail = await mailTo(email, /password/i);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const { pathname, search } = new URL(link ?? '');
  await page.goto(`${pathname}${search}`);
  await page.getByLabel(accountContent.reset.newPassword, { exact: true }).fill(password);
  await page.getByLabel(accountContent.reset.confirmNewPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: accountContent.reset.submit }).click();
  await expect(page.getByText(messages.account.passwordChanged)).toBeVisible();
  return mail;
}
