// The server speaks the customer's language: Accept-Language first, else the signed-in account's, else English —
// in refusals and field errors, in the mails and the calendar entry a booking sends, in the invoice PDF and in the
// page's <html lang dir>. Urdu is checked against the catalogues read in Urdu, never against copied sentences.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import type { Language } from '../../src/domain/i18n';
import { mailContent } from '../../src/domain/mailContent';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, Profile } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { invoices, outbox } from '../../server/db/schema';
import type { AppDeps } from '../../server/http/context';
import { inLanguage } from '../../server/i18n/request-language';
import { bookingFacts } from '../../server/mail/booking-mail';
import { bookingConfirmationMail } from '../../server/mail/compose';
import { receiptPdf } from '../../server/mail/receipt-pdf';
import { serverMessages } from '../../server/messages';
import { call, createTestApp, freshIp, registration, removeTempDirs, sessionCookieOf, type CallOptions, type SignedInCustomer } from './helpers/app';
import { addCarFor } from './helpers/customers';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';
import type { Refusal } from './helpers/envelopes';

// 10:30 in Karachi on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const DAY = addDays('2026-11-22', 3);
const URDU = { 'Accept-Language': 'ur-PK,ur;q=0.9,en;q=0.8' };
const ENGLISH = { 'Accept-Language': 'en-GB,en;q=0.9' };
const NASKH = 'NotoNaskhArabic';

/** A text as the catalogues give it in `language`. */
const textIn = <T>(language: Language, read: () => T): T => inLanguage(language, read);

describe('the language of the server', () => {
  let handle: DatabaseHandle;
  let app: App;
  let deps: AppDeps;
  beforeAll(async () => {
    await pgliteTemplate();
    handle = await openTemplatePglite();
    ({ app, deps } = await createTestApp(handle.db, {}, { now: () => NOW }));
  });
  afterAll(async () => {
    await handle?.close();
    removeTempDirs();
  });

  /** Registers a customer, sending `headers` with the registration only. */
  async function register(headers: Record<string, string> = {}): Promise<SignedInCustomer> {
    const payload = registration();
    const answer = await call<{ data: { user: SignedInCustomer['user'] } }>(app, 'POST', '/api/auth/customer/register/', {
      body: payload,
      headers: { 'X-Forwarded-For': freshIp(), ...headers },
    });
    const cookie = sessionCookieOf(answer.headers);
    if (answer.status !== 201 || !cookie) throw new Error(`registration failed ${answer.status}: ${answer.text}`);
    return { cookie, token: cookie.slice('sid='.length), email: payload.email, password: payload.password, user: answer.body.data.user };
  }

  const profileOf = async (account: SignedInCustomer) => (await call<{ data: Profile }>(app, 'GET', '/api/auth/profile/', { cookie: account.cookie })).body.data;

  /** A refusal every signed-in customer can provoke: a booking that is not theirs. */
  const unknownBooking = (account: SignedInCustomer, options: CallOptions = {}) =>
    call<Refusal>(app, 'GET', '/api/customer/my-bookings/no-such-booking/', { cookie: account.cookie, ...options });

  async function bookAs(account: SignedInCustomer): Promise<BookingDetail> {
    const car = await addCarFor(app, account);
    const answer = await call<{ data: BookingDetail }>(app, 'POST', '/api/bookings/create-customer/', {
      cookie: account.cookie,
      body: { service: 'express-exterior-wash', car: car.id, booking_date: DAY, customer_notes: 'Gate 2' },
    });
    if (answer.status !== 201) throw new Error(`booking failed ${answer.status}: ${answer.text}`);
    return answer.body.data;
  }

  const mailsOf = (bookingId: string, kind: string) =>
    handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, kind)))
      .orderBy(asc(outbox.id));

  describe('refusals', () => {
    it('answers field errors in Urdu for Accept-Language: ur, and in English without it', async () => {
      const urdu = await call<Refusal>(app, 'POST', '/api/auth/customer/register/', { body: { email: 'not-an-address' }, headers: URDU });
      const english = await call<Refusal>(app, 'POST', '/api/auth/customer/register/', { body: { email: 'not-an-address' } });
      expect([urdu.status, english.status]).toEqual([400, 400]);
      const fullNameRequired = (language: Language) => textIn(language, () => messages.register.fullNameRequired);
      const emailInvalid = (language: Language) => textIn(language, () => messages.register.emailInvalid);
      expect(fullNameRequired('ur')).not.toBe(fullNameRequired('en'));
      expect(urdu.body.errors).toMatchObject({ full_name: [fullNameRequired('ur')], email: [emailInvalid('ur')] });
      expect(english.body.errors).toMatchObject({ full_name: [fullNameRequired('en')], email: [emailInvalid('en')] });
      expect(urdu.body.message).toBe(urdu.body.detail);
      expect(urdu.body.message).not.toBe(english.body.message);
    });

    it('says "not found" in Urdu for Accept-Language: ur, and in English without it', async () => {
      const notFound = (language: Language) => textIn(language, () => messages.services.notFound);
      expect(notFound('ur')).not.toBe(notFound('en'));
      expect((await call<Refusal>(app, 'GET', '/api/services/no-such-service/', { headers: URDU })).body).toMatchObject({ message: notFound('ur'), detail: notFound('ur') });
      expect((await call<Refusal>(app, 'GET', '/api/services/no-such-service/')).body.message).toBe(notFound('en'));

      const routeNotFound = (language: Language) => textIn(language, () => serverMessages.routeNotFound);
      const nowhere = await call<Refusal>(app, 'GET', '/api/no-such-route/', { headers: URDU });
      expect({ status: nowhere.status, message: nowhere.body.message }).toEqual({ status: 404, message: routeNotFound('ur') });
      expect((await call<Refusal>(app, 'GET', '/api/no-such-route/', { headers: ENGLISH })).body.message).toBe(routeNotFound('en'));
    });
  });

  describe("the account's language", () => {
    it('is the language the customer registered in', async () => {
      expect((await profileOf(await register(URDU))).language).toBe('ur');
      expect((await profileOf(await register())).language).toBe('en');
      expect((await profileOf(await register(ENGLISH))).language).toBe('en');
    });

    it('is spoken when the request names no language; a request that names one is answered in it', async () => {
      const account = await register(URDU);
      const notFound = (language: Language) => textIn(language, () => messages.booking.notFound);
      expect(notFound('ur')).not.toBe(notFound('en'));
      expect((await unknownBooking(account)).body.message).toBe(notFound('ur'));
      expect((await unknownBooking(account, { headers: ENGLISH })).body.message).toBe(notFound('en'));
    });

    it('is changed by saving the profile, and spoken from the next request', async () => {
      const account = await register();
      const notFound = (language: Language) => textIn(language, () => messages.booking.notFound);
      expect((await unknownBooking(account)).body.message).toBe(notFound('en'));

      const saved = await call<{ data: Profile }>(app, 'PUT', '/api/auth/profile/', { cookie: account.cookie, body: { language: 'ur' } });
      expect({ status: saved.status, language: saved.body.data.language }).toEqual({ status: 200, language: 'ur' });
      expect((await profileOf(account)).language).toBe('ur');
      expect((await unknownBooking(account)).body.message).toBe(notFound('ur'));

      const refused = await call<Refusal>(app, 'PUT', '/api/auth/profile/', { cookie: account.cookie, body: { language: 'fr' } });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['language']);
      expect((await profileOf(account)).language).toBe('ur');
    });
  });

  describe('mail', () => {
    it("writes a booking's confirmation and its calendar entry in the account's language", async () => {
      const urdu = await register(URDU);
      const english = await register();
      const urduBooking = await bookAs(urdu);
      const englishBooking = await bookAs(english);
      const [urduMail] = await mailsOf(urduBooking.id, 'booking_confirmation');
      const [englishMail] = await mailsOf(englishBooking.id, 'booking_confirmation');

      const facts = await bookingFacts(handle.db, urduBooking.id);
      const expected = (language: Language) => textIn(language, () => bookingConfirmationMail(deps.mail, facts, NOW));
      expect(expected('ur').subject).not.toBe(expected('en').subject);
      expect(urduMail?.subject).toBe(expected('ur').subject);
      expect(urduMail?.html).toContain('<html lang="ur" dir="rtl">');
      expect(urduMail?.html).toContain('text-align:right');
      // In the text part the workshop's phone number stays left-to-right after its Urdu label (an isolate around it).
      expect(urduMail?.body).toContain(`\u2066${deps.mail.company.phone}\u2069`);
      expect(englishMail?.body).toContain(deps.mail.company.phone);
      expect(englishMail?.body).not.toContain('\u2066');
      const calendar = urduMail?.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
      const summary = textIn('ur', () => mailContent.calendar.summary(facts.serviceName, deps.mail.company.name));
      expect(calendar && 'content' in calendar ? calendar.content.replace(/\r\n[ \t]/g, '') : '').toContain(`SUMMARY:${summary}`);

      const englishFacts = await bookingFacts(handle.db, englishBooking.id);
      expect(englishMail?.subject).toBe(textIn('en', () => bookingConfirmationMail(deps.mail, englishFacts, NOW)).subject);
      expect(englishMail?.html).toContain('<html lang="en">');
      expect(englishMail?.html).not.toContain('dir="rtl"');
    });

    it("mails the password reset in the account's language, whatever language the request was in", async () => {
      const account = await register(URDU);
      expect((await call(app, 'POST', '/api/auth/password/forgot/', { body: { email: account.email }, headers: { ...ENGLISH, 'X-Forwarded-For': freshIp() } })).status).toBe(200);
      const subject = textIn('ur', () => mailContent.passwordReset.subject(deps.mail.company.name));
      let mail;
      for (let tries = 0; tries < 50 && !mail; tries += 1) {
        [mail] = await handle.db.select().from(outbox).where(and(eq(outbox.to, account.email), eq(outbox.kind, 'password_reset')));
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(mail?.subject).toBe(subject);
      expect(mail?.html).toContain('dir="rtl"');
    });

    it("acknowledges a contact message in the request's language, and copies it to the workshop in English", async () => {
      const email = `contact.${process.pid}.${Date.now()}@example.pk`;
      const sent = await call(app, 'POST', '/api/contact/receive/', { body: { name: 'Bilal', email, message: 'سلام' }, headers: { ...URDU, 'X-Forwarded-For': freshIp() } });
      expect(sent.status).toBe(201);
      const [acknowledgement] = await handle.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, 'contact_acknowledgement')));
      const [copy] = await handle.db.select().from(outbox).where(and(eq(outbox.replyTo, email), eq(outbox.kind, 'contact_copy')));
      expect(acknowledgement?.subject).toBe(textIn('ur', () => mailContent.contactAcknowledgement.subject(deps.mail.company.name)));
      expect(copy?.subject).toBe(textIn('en', () => mailContent.contactCopy.subject('Bilal', '')));
      expect(copy?.html).toContain('<html lang="en">');
    });
  });

  describe('the invoice PDF', () => {
    it('embeds Noto Naskh Arabic in Urdu, and stays in Helvetica in English', async () => {
      const account = await register(URDU);
      const booking = await bookAs(account);
      const download = async (headers: Record<string, string>) => {
        const res = await app.request(`/api/invoices/${booking.invoice_id}/download/`, { headers: { Cookie: account.cookie, ...headers } });
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer()).toString('latin1');
      };
      expect(await download({})).toContain(NASKH);
      expect(await download(URDU)).toContain(NASKH);
      const english = await download(ENGLISH);
      expect(english).not.toContain(NASKH);
      expect(english).toContain('Helvetica');
    });

    it("mails the receipt's PDF in the account's language", async () => {
      const account = await register(URDU);
      const booking = await bookAs(account);
      const paid = await call(app, 'POST', '/api/payments/card', {
        cookie: account.cookie,
        headers: ENGLISH,
        body: { bookingId: booking.id, amount: booking.total_amount, cardNumber: '4242 4242 4242 4242', cardHolder: 'Ayesha Khan', expiryDate: '12/30', cvv: '123' },
      });
      expect(paid.status).toBe(200);
      const [receipt] = await mailsOf(booking.id, 'payment_received');
      const [invoice] = await handle.db.select({ number: invoices.invoiceNumber }).from(invoices).where(eq(invoices.bookingId, booking.id));
      const subject = textIn('ur', () => mailContent.paymentReceived.subject(booking.total_amount, invoice?.number ?? ''));
      expect(receipt?.subject).toBe(subject.replace(/\s+/g, ' ').trim());
      const pdf = receipt?.attachments.find((attachment) => 'invoicePdf' in attachment);
      expect(pdf).toMatchObject({ invoicePdf: booking.invoice_id, language: 'ur' });
      const rebuilt = await receiptPdf(handle.db, deps.config)(booking.invoice_id ?? '', 'ur');
      expect(rebuilt.toString('latin1')).toContain(NASKH);
      expect((await receiptPdf(handle.db, deps.config)(booking.invoice_id ?? '', 'en')).toString('latin1')).not.toContain(NASKH);
    });
  });

  describe('the page', () => {
    const htmlTag = async (headers: Record<string, string>) => {
      const answer = await call(app, 'GET', '/book', { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('vary')).toContain('Accept-Language');
      return /<html[^>]*>/.exec(answer.text)?.[0];
    };

    it('is Urdu and right-to-left for the language cookie, or without it for an Accept-Language that prefers Urdu', async () => {
      expect(await htmlTag({})).toBe('<html lang="en" dir="ltr">');
      expect(await htmlTag({ Cookie: 'language=ur' })).toBe('<html lang="ur" dir="rtl">');
      expect(await htmlTag(URDU)).toBe('<html lang="ur" dir="rtl">');
      expect(await htmlTag({ ...URDU, Cookie: 'language=en' })).toBe('<html lang="en" dir="ltr">');
      expect(await htmlTag({ ...ENGLISH, Cookie: 'sid=x; language=ur' })).toBe('<html lang="ur" dir="rtl">');
    });
  });
});
