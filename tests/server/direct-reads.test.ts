// My Bookings and the date grid are answered before the framework (decision 009): a client must get the same
// bytes and headers as from the plain app, and everything but a plain success must still be the app's own answer.
// The server under test is made as server/start.ts makes it, with fast reads on and off; the reference beside it,
// on the same database, is the plain app (FAST_READS=off). Off, nothing is answered before the framework.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { createSession } from '../../server/services/sessions';
import { createUser } from '../../server/services/users';
import { serverMessages } from '../../server/messages';
import { call, FAST_READS_SETTINGS, removeTempDirs, signedInCustomer, testConfig } from './helpers/app';
import { prepareBackends } from './helpers/backends';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { answeredDirectly, useComparedApps } from './helpers/compared-apps';
import { comparable, type RawAnswer } from './helpers/raw-http';

const backends = await prepareBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeTempDirs();
});

const MINE = '/api/customer/my-bookings/';
const DATES = '/api/bookings/available-dates/';

for (const backend of backends) {
  for (const setting of FAST_READS_SETTINGS) {
    describe.skipIf(backend.skipReason !== null)(`direct reads on ${backend.name}, fast reads ${setting}`, () => {
      const direct = setting === 'on';
      let who: CustomerWithCar;
      const apps = useComparedApps(backend, { plain: () => testConfig({ FAST_READS: 'off' }), tested: () => testConfig({ FAST_READS: setting }) });
      const { viaPlainApp, viaTested } = apps;

      beforeAll(async () => {
        who = await customerWithCar(apps.tested.app);
        const tomorrow = addDays(todayInKarachi(new Date()), 1);
        // Enough bookings for a list over 1 KB, the size from which answers are gzipped.
        for (let day = 1; day <= 4; day += 1) await bookFor(apps.tested.app, who, addDays(tomorrow, day));
      });

      const expectSameAnswer = (mine: RawAnswer, theirs: RawAnswer) => {
        expect(mine.status).toBe(theirs.status);
        expect(mine.body.toString()).toBe(theirs.body.toString());
        expect(comparable(mine.headers)).toEqual(comparable(theirs.headers));
      };

      it('answers My Bookings with the same bytes and headers as the plain app, by cookie or bearer token', async () => {
        const cookie = { Cookie: who.customer.cookie };
        for (const path of [MINE, `${MINE}?status=pending`, `${MINE}?date_from=2020-01-01&date_to=2099-12-31`]) {
          const answer = await viaTested(path, cookie);
          expect(answeredDirectly(answer)).toBe(direct);
          expectSameAnswer(answer, await viaPlainApp(path, cookie));
          expect(answer.line).toMatchObject({ method: 'GET', route: MINE, status: 200 });
          // A repeat (from memory where fast reads keep it) is still the same answer.
          expectSameAnswer(await viaTested(path, cookie), answer);
        }
        const list = JSON.parse((await viaTested(MINE, cookie)).body.toString()) as { data: unknown[] };
        expect(list.data).toHaveLength(4);
        const token = who.customer.cookie.replace(/^sid=/, '');
        expect(answeredDirectly(await viaTested(MINE, { Authorization: `Bearer ${token}` }))).toBe(direct);
      });

      it('gzips for a browser that asks, the same document once inflated', async () => {
        const zipping = { Cookie: who.customer.cookie, 'Accept-Encoding': 'gzip, deflate, br' };
        const plainText = (await viaTested(MINE, { Cookie: who.customer.cookie })).body.toString();
        const zipped = await viaTested(MINE, zipping);
        expect(answeredDirectly(zipped)).toBe(direct);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers.vary).toBe('Accept-Encoding');
        expect(gunzipSync(zipped.body).toString()).toBe(plainText);
        // The app streams what it compresses (chunked); written from memory the length is known. Nothing else differs.
        const framing = ([name]: [string, unknown]) => name !== 'content-length' && name !== 'transfer-encoding';
        expect(comparable(zipped.headers).filter(framing)).toEqual(comparable((await viaPlainApp(MINE, zipping)).headers).filter(framing));
      });

      it('leaves every refusal to the app: no session, a bad filter, a staff account, a signed-out session', async () => {
        const refusal = async (path: string, headers: Record<string, string>, status: number, message: string) => {
          const answer = await viaTested(path, headers);
          expect(answeredDirectly(answer)).toBe(false);
          expect(answer.status).toBe(status);
          expect(JSON.parse(answer.body.toString())).toMatchObject({ success: false, message });
        };
        await refusal(MINE, {}, 401, messages.auth.notAuthenticated);
        await refusal(MINE, { Cookie: 'sid=not-a-session' }, 401, messages.auth.notAuthenticated);
        await refusal(`${MINE}?status=lost`, { Cookie: who.customer.cookie }, 400, messages.booking.statusFilterInvalid);

        const staff = await createUser(apps.handle.db, { email: `staff.${process.pid}.${setting}.direct@example.pk`, password: 'staffpass1', fullName: 'Sana Staff', phone: '03211234567', role: 'staff' });
        const staffCookie = `sid=${(await createSession(apps.handle.db, apps.tested.deps.config.sessionSecret, staff.id, false)).token}`;
        await refusal(MINE, { Cookie: staffCookie }, 403, messages.auth.accessDenied);

        const temporary = await createUser(apps.handle.db, {
          email: `temporary.${process.pid}.${setting}.direct@example.pk`,
          password: 'temporary-1',
          fullName: 'Ayesha Khan',
          phone: '03001234567',
          role: 'customer',
          mustChangePassword: true,
        });
        const temporaryCookie = `sid=${(await createSession(apps.handle.db, apps.tested.deps.config.sessionSecret, temporary.id, false)).token}`;
        await refusal(MINE, { Cookie: temporaryCookie }, 403, serverMessages.passwordChangeRequired);

        const leaving = await signedInCustomer(apps.tested.app);
        expect(answeredDirectly(await viaTested(MINE, { Cookie: leaving.cookie }))).toBe(direct);
        expect((await call(apps.tested.app, 'POST', '/api/auth/logout/', { cookie: leaving.cookie })).status).toBe(200);
        await refusal(MINE, { Cookie: leaving.cookie }, 401, messages.auth.notAuthenticated);
      });

      it('answers the date grid as the plain app does, and leaves a bad query to the app', async () => {
        for (const path of [DATES, `${DATES}?days=14&service=express-exterior-wash`]) {
          const answer = await viaTested(path);
          expect(answeredDirectly(answer)).toBe(direct);
          expectSameAnswer(answer, await viaPlainApp(path));
          expectSameAnswer(await viaTested(path), answer);
        }
        for (const [path, status] of [
          [`${DATES}?days=0`, 400],
          [`${DATES}?service=no-such-service`, 404],
        ] as const) {
          const answer = await viaTested(path);
          expect(answeredDirectly(answer)).toBe(false);
          expectSameAnswer(answer, await viaPlainApp(path));
          expect(answer.status).toBe(status);
        }
      });
    });
  }
}
