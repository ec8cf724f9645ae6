// The contact endpoint on embedded PGlite and on a throwaway PostgreSQL cluster.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactContent } from '../../src/domain/contactContent';
import { messages } from '../../src/domain/messages';
import { contactMessages } from '../../server/db/schema';
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
    const ctx = useApp(backend, { CONTACT_MAX_PER_IP: String(LIMIT) });
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
