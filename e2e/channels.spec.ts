// WhatsApp and SMS beside e-mail, end to end (issue 29): the app server talks real HTTP to fakes of the WhatsApp
// Cloud API and a Twilio-style SMS API, which post signed webhooks back. A customer switches WhatsApp on with the code
// it brings; a booking's message reaches their phone and the outbox shows it read; a customer's WhatsApp lands in the
// inbox and staff answer it there; an SMS is answered by SMS and its delivery shows under the answer.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  conversationContent,
  INBOX_CHANNEL_LABELS,
  inboxChannelFilterContent,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
  outboxChannelContent,
  replyContent,
} from '../src/domain/console/channelContent';
import { mailOutboxContent, shellContent, unreadNavContent } from '../src/domain/console/shellContent';
import { inboxContent } from '../src/domain/console/workshopContent';
import { channelMessages } from '../src/domain/messageAreas/channels';
import { workshopMessages } from '../src/domain/messageAreas/workshop';
import { phoneChannelContent } from '../src/domain/profileContent';
import { bookThroughApi, expect, newCustomer, opsAnswer, signUp, test } from './fixtures';
import { smsFake, whatsappFake, whatsappId } from './support/channel-fakes';
import { expectNoSeriousViolations } from './support/axe';
import { customerBrowser, signInToConsole, workshopAccount } from './support/console';

const sentences = channelMessages.channels;
const bookingMessages = (page: Page) => page.getByRole('region', { name: phoneChannelContent.title });
/** As the app's own requests carry it: the server refuses a cookie-authenticated change without its Origin. */
const fromTheApp = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** The code the phone received for switching WhatsApp on: the `phone_verification` template's one parameter. */
async function codeOnPhone(phone: string) {
  const message = await whatsappFake.template(phone, 'phone_verification');
  const code = message.template?.parameters[0] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Switches WhatsApp on through the API with the code the fake received (the profile's own flow has its test). */
async function switchOnWhatsApp(page: Page, phone: string) {
  const start = await page.request.post('/api/auth/phone/verify/start/', { headers: fromTheApp(page), data: { channel: 'whatsapp' } });
  expect(start.ok(), await start.text()).toBe(true);
  const verify = await page.request.post('/api/auth/phone/verify/', { headers: fromTheApp(page), data: { channel: 'whatsapp', code: await codeOnPhone(phone) } });
  expect(verify.ok(), await verify.text()).toBe(true);
}

/** A customer registered through the API (the form has its own tests), signed in on `request` only. */
async function registeredCustomer(request: APIRequestContext) {
  const customer = newCustomer();
  const response = await request.post('/api/auth/customer/register/', {
    headers: { Origin: test.info().project.use.baseURL ?? '' },
    data: { full_name: customer.name, email: customer.email, phone_number: customer.phone, password: customer.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

test('a customer switches booking messages on WhatsApp on with the code sent there; a wrong code is refused', async ({ page }) => {
  const customer = await signUp(page);
  await page.goto('/profile');
  const section = bookingMessages(page);
  await expect(section.getByText(sentences.switchedOff)).toBeVisible();

  await section.getByRole('button', { name: phoneChannelContent.use('whatsapp') }).click();
  await expect(section.getByRole('status')).toHaveText(sentences.codeSent('whatsapp'));
  const codeInput = section.getByLabel(phoneChannelContent.codeLabel);
  await expect(codeInput).toBeFocused();
  const code = await codeOnPhone(customer.phone);

  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await codeInput.fill(wrong);
  await section.getByRole('button', { name: phoneChannelContent.verify }).click();
  await expect(section.getByText(sentences.codeWrong)).toBeVisible();
  await expect(codeInput).toBeFocused();
  await expectNoSeriousViolations(page, 'the code form with a wrong code');

  await codeInput.fill(code);
  await section.getByRole('button', { name: phoneChannelContent.verify }).click();
  await expect(section.getByText(phoneChannelContent.onTitle('whatsapp'))).toBeVisible();
  await expect(section.getByText(phoneChannelContent.onBadge, { exact: true })).toBeVisible();
  await expect(page.getByText(sentences.switchedOn('whatsapp')).first()).toBeVisible();

  await page.reload();
  await expect(bookingMessages(page).getByText(phoneChannelContent.onTitle('whatsapp'))).toBeVisible();
});

test('with WhatsApp on, a booking’s message reaches the phone, and the outbox shows it read once Meta says so', async ({ page, browser }) => {
  const customerPage = await customerBrowser(browser);
  const customer = await signUp(customerPage);
  await switchOnWhatsApp(customerPage, customer.phone);
  const booking = await bookThroughApi(customerPage);
  await customerPage.context().close();

  // A web booking waits for the workshop's confirmation: the "booking received" template, with the customer's name.
  const onPhone = await whatsappFake.template(customer.phone, 'booking_received');
  expect(onPhone.template?.parameters[0]).toBe(customer.name);

  // The outbox knows Meta's id for it once the send is recorded; then Meta reports the customer read it.
  await expect
    .poll(async () => {
      const answer = await opsAnswer(page, 'GET', `notifications?channel=whatsapp&booking=${booking.id}`);
      const { results } = (await answer.json()) as { results: Array<{ provider_id: string | null }> };
      return results.map((notification) => notification.provider_id);
    })
    .toContain(onPhone.id);
  await whatsappFake.status(onPhone.id, 'read');

  const admin = await workshopAccount(page, 'admin');
  await signInToConsole(page, admin, '/staff/mail');
  await expect(page.getByRole('heading', { name: shellContent.titles.mail, level: 1 })).toBeVisible();
  await page.getByRole('group', { name: outboxChannelContent.filterLabel }).getByRole('button', { name: NOTIFICATION_CHANNEL_LABELS.whatsapp }).click();
  await expect(page).toHaveURL(/[?&]channel=whatsapp/);

  const row = page
    .getByRole('table', { name: mailOutboxContent.tableCaption })
    .getByRole('row')
    .filter({ hasText: whatsappId(customer.phone) })
    .filter({ hasText: 'booking_confirmation' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(NOTIFICATION_CHANNEL_LABELS.whatsapp, { exact: true })).toBeVisible();
  await expect(row.getByText(mailOutboxContent.statuses.read, { exact: true })).toBeVisible();
});

test('a customer’s WhatsApp lands in the inbox with its channel and the unread count; staff answer it on WhatsApp', async ({ page, request }) => {
  const customer = await registeredCustomer(request);
  const question = `Is my Swift ready? Ref ${Date.now()}`;
  await whatsappFake.inbound(customer.phone, question, customer.name);

  const staff = await workshopAccount(page, 'staff');
  await signInToConsole(page, staff, '/staff/inbox');
  await expect(page.getByRole('heading', { name: inboxContent.title, level: 1 })).toBeVisible();
  await page.getByRole('group', { name: inboxChannelFilterContent.label }).getByRole('button', { name: INBOX_CHANNEL_LABELS.whatsapp }).click();
  await expect(page).toHaveURL(/[?&]channel=whatsapp/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: customer.name, exact: true }) }).filter({ hasText: question });
  await expect(card.getByText(INBOX_CHANNEL_LABELS.whatsapp, { exact: true })).toBeVisible();

  // The header's Inbox item says how many are unread (of every channel), as the page does.
  const navigation = page.getByRole('navigation', { name: shellContent.navigation });
  const inboxLink = navigation.getByRole('link', { name: /^Inbox, \d+ unread$/ });
  await expect(inboxLink).toBeVisible();
  const unread = Number(/(\d+) unread/.exec((await inboxLink.getAttribute('aria-label')) ?? '')?.[1]);
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('status').filter({ hasText: inboxContent.unreadCount(unread) })).toBeVisible();
  await expect(card.getByText(inboxContent.unreadBadge, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: inboxContent.customerFileLabel(customer.name) })).toBeVisible();

  await card.getByRole('button', { name: replyContent.openLabel(customer.name) }).click();
  const answer = `Yes, ${customer.name}: it is ready, come any time before 8 pm.`;
  await card.getByLabel(replyContent.fieldLabel('whatsapp')).fill(answer);
  await expectNoSeriousViolations(page, 'the inbox with a WhatsApp answer being written');
  await card.getByRole('button', { name: replyContent.send }).click();
  await expect(page.getByText(workshopMessages.workshop.replySent('whatsapp')).first()).toBeVisible();
  await expect(card.getByRole('region', { name: replyContent.answersHeading }).getByText(answer)).toBeVisible();
  await expect(card.getByText(inboxContent.unreadBadge, { exact: true })).toHaveCount(0);
  // Answered is read: the header counts one fewer.
  if (unread > 1) await expect(navigation.getByRole('link', { name: unreadNavContent.name(shellContent.nav.inbox, unread - 1) })).toBeVisible();
  else await expect(navigation.getByRole('link', { name: shellContent.nav.inbox, exact: true })).toBeVisible();

  // Free text inside the 24 hours since the customer wrote: it reaches their phone as a WhatsApp text.
  await whatsappFake.text(customer.phone, answer);

  await card.getByRole('link', { name: inboxContent.customerFileLabel(customer.name) }).click();
  const conversation = page.getByRole('list', { name: conversationContent.listLabel });
  await expect(conversation.getByRole('listitem').filter({ hasText: conversationContent.fromCustomer }).filter({ hasText: question })).toBeVisible();
  await expect(conversation.getByRole('listitem').filter({ hasText: conversationContent.fromWorkshop }).filter({ hasText: answer })).toBeVisible();
});

test('a customer’s SMS lands in the inbox; staff answer it by SMS and see the carrier’s delivery under the answer', async ({ page, request }) => {
  const customer = await registeredCustomer(request);
  const question = `Can I bring the car at 9 tomorrow? Ref ${Date.now()}`;
  await smsFake.inbound(customer.phone, question);

  const staff = await workshopAccount(page, 'staff');
  await signInToConsole(page, staff, '/staff/inbox?channel=sms');
  await expect(page.getByRole('heading', { name: inboxContent.title, level: 1 })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: customer.name, exact: true }) }).filter({ hasText: question });
  await expect(card.getByText(INBOX_CHANNEL_LABELS.sms, { exact: true }).first()).toBeVisible();

  await card.getByRole('button', { name: replyContent.openLabel(customer.name) }).click();
  const answer = 'Yes, 9 am suits us. See you then.';
  await card.getByLabel(replyContent.fieldLabel('sms')).fill(answer);
  await card.getByRole('button', { name: replyContent.send }).click();
  await expect(page.getByText(workshopMessages.workshop.replySent('sms')).first()).toBeVisible();
  const sms = await smsFake.message(customer.phone, answer);

  // The answer's status follows the outbox, as staff see it when they open the inbox again.
  const answerStatus = (label: string) => card.getByRole('region', { name: replyContent.answersHeading }).getByText(label, { exact: true });
  await expect(async () => {
    await page.reload();
    await expect(answerStatus(NOTIFICATION_STATUS_LABELS.sent)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await smsFake.status(sms.sid, 'delivered');
  await page.reload();
  await expect(answerStatus(NOTIFICATION_STATUS_LABELS.delivered)).toBeVisible();
});
