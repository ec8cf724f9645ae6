// The contact endpoint on embedded PGlite and on a throwaway PostgreSQL cluster.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactContent } from '../../src/domain/contactContent';
import { messages } from '../../src/domain/messages';
import { contactMessages, outbox } from '../../server/db/schema';
import { call, freshIp, uniqueEmail } from './helpers/app';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

/** Either answer: {success:true, message, data:{id}} or the error envelope. */
interface Answer {
  success: boolean;
  message: string;
  detail?: string;
  data: { id: string };
  errors?: Record<string, string[]>;
}

const LIMIT = 3;
const ACKNOWLEDGEMENTS = 2;

const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bilal Ahmed',
  email: uniqueEmail('contact'),
  phone: '0300 1234567',
  service: 'Premium Wash',
  message: 'Do you polish ceramic-coated cars?',
  ...overrides,
});

describe.each(backends)('contact on $name', (backend) => {
  describe.skipIf(backend.skipReason !== null)('POST /api/contact/recieve/', () => {
    const ctx = useApp(backend, { CONTACT_MAX_PER_IP: String(LIMIT), CONTACT_ACK_MAX_PER_ADDRESS: String(ACKNOWLEDGEMENTS) });
    const send = (body: unknown, ip = freshIp(), path = '/api/contact/recieve/') =>
      call<Answer>(ctx.app, 'POST', path, { body, headers: { 'X-Forwarded-For': ip } });

    it('stores the message with a hash of the address, not the address', async () => {
      const ip = freshIp();
      const body = payload({ name: '  Bilal Ahmed  ' });
      const answer = await send(body, ip);
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, message: contactContent.successMessage, data: { id: expect.any(String) as string } });
      const [row] = await ctx.handle.db.select().from(contactMessages).where(eq(contactMessages.id, answer.body.data.id));
      expect(row).toMatchObject({ name: 'Bilal Ahmed', email: body.email, phone: '0300 1234567', service: 'Premium Wash', message: body.message });
      expect(row?.createdAt).toBeInstanceOf(Date);
      expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.ipHash).not.toContain(ip);
    });

    it('takes only name and email; the rest is optional', async () => {
      const answer = await send({ name: 'Sana', email: uniqueEmail('contact') });
      expect(answer.status).toBe(201);
      const [row] = await ctx.handle.db.select().from(contactMessages).where(eq(contactMessages.id, answer.body.data.id));
      expect(row).toMatchObject({ phone: '', service: '', message: '' });
    });

    it('answers on the /receive/ alias too', async () => {
      const answer = await send(payload(), freshIp(), '/api/contact/receive/');
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(contactContent.successMessage);
      const rows = await ctx.handle.db.select().from(contactMessages).where(eq(contactMessages.id, answer.body.data.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses a missing name and email with per-field texts', async () => {
      const answer = await send({ phone: '0300 1234567' });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors?.name).toEqual([messages.contact.nameRequired]);
      // The shared schema lists every failed rule; 'required' comes first.
      expect(answer.body.errors?.email?.[0]).toBe(messages.register.emailRequired);
      expect(answer.body.detail).toBe(answer.body.message);
    });

    it('refuses a blank name and an invalid email', async () => {
      const answer = await send(payload({ name: '   ', email: 'not-an-email' }));
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.name).toEqual([messages.contact.nameRequired]);
      expect(answer.body.errors?.email).toEqual([messages.register.emailInvalid]);
    });

    it('refuses an address carrying a query, another address or a header, with the spec sentence', async () => {
      for (const email of ['a@b.co?bcc=x@evil.test', 'a@b.co,x@evil.test', 'a@b.co\nBcc: x@evil.test', 'Bilal <a@b.co>']) {
        const answer = await send(payload({ email }));
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.email).toEqual([messages.register.emailInvalid]);
      }
    });

    const mailsTo = (email: string, kind: 'contact_acknowledgement' | 'contact_copy') =>
      ctx.handle.db
        .select()
        .from(outbox)
        .where(and(kind === 'contact_copy' ? eq(outbox.replyTo, email) : eq(outbox.to, email), eq(outbox.kind, kind)))
        .orderBy(desc(outbox.id));

    it('acknowledges without repeating the message, the topic or the name', async () => {
      const email = uniqueEmail('contact');
      const typed = { name: 'Prize Desk', service: 'Claim at evil.example', message: 'x. Your account is suspended, call 0300 0000000' };
      expect((await send(payload({ email, ...typed }))).status).toBe(201);
      const [acknowledgement] = await mailsTo(email, 'contact_acknowledgement');
      for (const text of Object.values(typed)) {
        expect(acknowledgement?.body).not.toContain(text);
        expect(acknowledgement?.html).not.toContain(text);
        expect(acknowledgement?.subject).not.toContain(text);
      }
      const [copy] = await mailsTo(email, 'contact_copy');
      expect(copy?.body).toContain(typed.message);
    });

    it('acknowledges at most CONTACT_ACK_MAX_PER_ADDRESS messages an hour to one mailbox, and still stores and copies the rest', async () => {
      const local = `limited.${Date.now()}`;
      // One mailbox however it is written: case and a +tag do not make another recipient.
      const addresses = [`${local}@example.pk`, `${local.toUpperCase()}@EXAMPLE.pk`, `${local}+again@example.pk`, `${local}@example.pk`];
      for (const email of addresses) expect((await send(payload({ email }))).status).toBe(201);
      const typed = [...new Set(addresses)];
      const allTo = async (read: (email: string) => Promise<unknown[]>) => (await Promise.all(typed.map(read))).flat();
      expect(await allTo((email) => mailsTo(email, 'contact_acknowledgement'))).toHaveLength(ACKNOWLEDGEMENTS);
      expect(await allTo((email) => mailsTo(email, 'contact_copy'))).toHaveLength(addresses.length);
      expect(await allTo((email) => ctx.handle.db.select().from(contactMessages).where(eq(contactMessages.email, email)))).toHaveLength(addresses.length);
      // Another mailbox is not affected.
      const other = uniqueEmail('contact');
      expect((await send(payload({ email: other }))).status).toBe(201);
      expect(await mailsTo(other, 'contact_acknowledgement')).toHaveLength(1);
    });

    it('answers a filled honeypot with the same success and stores nothing', async () => {
      const email = uniqueEmail('bot');
      const answer = await send(payload({ email, website: 'http://spam.example' }));
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(contactContent.successMessage);
      expect(answer.body.data.id).toEqual(expect.any(String));
      expect(await ctx.handle.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
    });

    it('limits one address to CONTACT_MAX_PER_IP messages an hour', async () => {
      const ip = freshIp();
      for (let index = 0; index < LIMIT; index++) expect((await send(payload(), ip)).status).toBe(201);
      const limited = await send(payload(), ip);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(messages.auth.tooManyAttempts);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
      // Another address is not affected.
      expect((await send(payload())).status).toBe(201);
    });
  });
});
