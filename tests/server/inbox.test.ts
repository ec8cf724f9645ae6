// The workshop's inbox (GET /api/ops/messages, POST /api/ops/messages/{id}/read): the contact form's messages newest
// first, paged, filtered by read or unread, with the unread count; each read mark recorded in the audit log.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage } from '../../src/domain/staff';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { serverMessages } from '../../server/messages';
import { call, createTestApp, freshIp, signedInCustomer, uniqueEmail } from './helpers/app';
import { suiteBackends } from './helpers/suite';
import { OPS_TOKEN_HEADERS, staffWithSession, type StaffWithSession } from './helpers/staff';
import { expectRefusal, type Ok } from './helpers/envelopes';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const backends = await suiteBackends();

const START = new Date('2026-11-22T05:30:00Z');

interface InboxPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: InboxMessage[];
  unread: number;
}

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`inbox on ${backend.name}`, () => {
    const clock = { now: START };
    let handle: DatabaseHandle;
    let app: App;
    let config: Config;
    let staff: StaffWithSession;
    /** Oldest first, as sent. */
    const sent: Array<{ id: string; name: string; email: string }> = [];

    beforeAll(async () => {
      handle = await backend.open();
      ({ app, config } = await createTestApp(handle.db, {}, { now: () => clock.now }));
      staff = await staffWithSession(handle.db, config, 'staff');
      for (const name of ['Zara', 'Omar', 'Hina']) {
        clock.now = new Date(clock.now.getTime() + 60_000);
        const email = uniqueEmail('inbox');
        const answer = await call<Ok<{ id: string }>>(app, 'POST', '/api/contact/recieve/', {
          headers: { 'X-Forwarded-For': freshIp() },
          body: { name, email, phone: '0300 1234567', service: 'Ceramic Coating', message: `Salaam, this is ${name}.` },
        });
        expect(answer.status, answer.text).toBe(201);
        sent.push({ id: answer.body.data.id, name, email });
      }
    });
    afterAll(async () => {
      await handle?.close();
    });

    const inbox = (query = '', cookie = staff.cookie) => call<InboxPage>(app, 'GET', `/api/ops/messages${query}`, { cookie });
    const mark = (id: string, body: unknown) => call<Ok<InboxMessage>>(app, 'POST', `/api/ops/messages/${id}/read`, { cookie: staff.cookie, body });

    it('is for staff and admins only', async () => {
      expect((await call(app, 'GET', '/api/ops/messages')).status).toBe(401);
      const customer = await signedInCustomer(app);
      expect((await inbox('', customer.cookie)).status).toBe(403);
      expect((await call(app, 'POST', `/api/ops/messages/${sent[0]?.id}/read`, { cookie: customer.cookie, body: { read: true } })).status).toBe(403);
      expect((await call(app, 'GET', '/api/ops/messages', { headers: OPS_TOKEN_HEADERS })).status).toBe(200);
    });

    it('lists the messages newest first, paged, with the sender and the unread count', async () => {
      const first = await inbox('?page_size=2');
      expect(first.status, first.text).toBe(200);
      expect(first.body).toMatchObject({ count: 3, unread: 3, previous: null, next: '/api/ops/messages?page_size=2&page=2' });
      expect(first.body.results.map((message) => message.name)).toEqual(['Hina', 'Omar']);
      expect(first.body.results[0]).toEqual({
        id: sent[2]?.id,
        channel: 'web',
        customer_id: null,
        customer_unverified: false,
        replies: [],
        name: 'Hina',
        email: sent[2]?.email,
        phone: '0300 1234567',
        service: 'Ceramic Coating',
        message: 'Salaam, this is Hina.',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
        read_at: null,
      });
      const second = await inbox('?page_size=2&page=2');
      expect(second.body).toMatchObject({ count: 3, next: null, previous: '/api/ops/messages?page_size=2&page=1' });
      expect(second.body.results.map((message) => message.name)).toEqual(['Zara']);
    });

    it.each([
      ['?status=archived', workshopMessages.workshop.inboxStatusInvalid],
      ['?channel=fax', workshopMessages.workshop.inboxChannelInvalid],
      ['?page=0', serverMessages.pageInvalid],
      ['?page_size=101', serverMessages.pageSizeInvalid],
    ])('refuses %s with 400', async (query, message) => {
      expectRefusal(await inbox(query), 400, message);
    });

    it('lists one channel with channel=, the unread count still counting every channel', async () => {
      expect((await inbox('?channel=web')).body).toMatchObject({ count: 3, unread: 3 });
      expect((await inbox('?channel=whatsapp')).body).toMatchObject({ count: 0, unread: 3, results: [] });
    });

    it('marks a message read and unread; the filters and the unread count follow', async () => {
      const id = sent[1]?.id ?? '';
      const read = await mark(id, { read: true });
      expect(read.status, read.text).toBe(200);
      expect(read.body.message).toBe(workshopMessages.workshop.markedRead);
      expect(read.body.data).toMatchObject({ id, read_at: clock.now.toISOString() });
      // Marking it read again keeps the first time.
      expect((await mark(id, { read: true })).body.data.read_at).toBe(clock.now.toISOString());

      const unreadOnly = await inbox('?status=unread');
      expect(unreadOnly.body).toMatchObject({ count: 2, unread: 2 });
      expect(unreadOnly.body.results.map((message) => message.name)).toEqual(['Hina', 'Zara']);
      const readOnly = await inbox('?status=read');
      expect(readOnly.body).toMatchObject({ count: 1, unread: 2 });
      expect(readOnly.body.results.map((message) => message.name)).toEqual(['Omar']);

      const unread = await mark(id, { read: false });
      expect(unread.body).toMatchObject({ message: workshopMessages.workshop.markedUnread, data: { id, read_at: null } });
      expect((await inbox()).body.unread).toBe(3);
    });

    it('refuses a bad mark with 400 and an unknown message with 404', async () => {
      const id = sent[0]?.id ?? '';
      for (const body of [{}, { read: 'yes' }, { read: 1 }]) {
        const answer = await mark(id, body);
        expectRefusal(answer, 400, workshopMessages.workshop.readInvalid);
        expect((answer.body as { errors?: Record<string, string[]> }).errors?.read).toEqual([workshopMessages.workshop.readInvalid]);
      }
      expectRefusal(await mark('no-such-message', { read: true }), 404, workshopMessages.workshop.messageNotFound);
    });

    it('records each change of mark (not a repeated one) in the audit log', async () => {
      const entries = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, sent[1]?.id ?? ''));
      expect(entries.map((entry) => [entry.action, entry.targetKind, entry.actorName, entry.before, entry.after])).toEqual([
        ['message.read', 'message', staff.name, { read: false }, { read: true }],
        ['message.unread', 'message', staff.name, { read: true }, { read: false }],
      ]);
    });
  });
}
