// My Bookings and the date grid are answered before the framework (decision 009): a client must get the same
// bytes and headers as from the app, and everything but a plain success must still be the app's own answer.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { createApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed';
import { directReads } from '../../server/http/direct-reads';
import { Catalogue } from '../../server/services/catalogue';
import { createSession } from '../../server/services/sessions';
import { createUser } from '../../server/services/users';
import { call, removeTempDirs, signedInCustomer, testConfig } from './helpers/app';
import { prepareBackends } from './helpers/backends';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { comparable, listen, rawRequest, requestLog, type RawAnswer } from './helpers/raw-http';

const backends = await prepareBackends();
afterAll(async () => {
  for (const backend of backends) await backend.stop();
  removeTempDirs();
});

const MINE = '/api/customer/my-bookings/';
const DATES = '/api/bookings/available-dates/';

for (const backend of backends) {
  describe.skipIf(backend.skipReason !== null)(`direct reads on ${backend.name}`, () => {
    let handle: DatabaseHandle;
    let appOnly: Awaited<ReturnType<typeof listen>>;
    let direct: Awaited<ReturnType<typeof listen>>;
    let app: ReturnType<typeof createApp>;
    let who: CustomerWithCar;
    let config: Config;
    const { logger, lines } = requestLog();

    beforeAll(async () => {
      handle = await backend.open();
      await seedCatalogue(handle.db);
      config = testConfig();
      const catalogue = new Catalogue(handle.db);
      app = createApp({ db: handle.db, config, logger, catalogue });
      appOnly = await listen(app, []);
      direct = await listen(app, [directReads({ db: handle.db, config, catalogue, logger })]);
      who = await customerWithCar(app);
      const tomorrow = addDays(todayInKarachi(new Date()), 1);
      // Enough bookings for a list over 1 KB, the size from which answers are gzipped.
      for (let day = 1; day <= 4; day += 1) await bookFor(app, who, addDays(tomorrow, day));
    });
    afterAll(async () => {
      await direct?.close();
      await appOnly?.close();
      await handle?.close();
    });

    const viaApp = (path: string, headers: Record<string, string> = {}) => rawRequest(appOnly.base, lines, path, headers);
    const viaDirect = (path: string, headers: Record<string, string> = {}) => rawRequest(direct.base, lines, path, headers);
    const answeredDirectly = (answer: RawAnswer) => answer.line?.direct === true;
    const expectSameAnswer = (mine: RawAnswer, theirs: RawAnswer) => {
      expect(mine.status).toBe(theirs.status);
      expect(mine.body.toString()).toBe(theirs.body.toString());
      expect(comparable(mine.headers)).toEqual(comparable(theirs.headers));
    };

    it('answers My Bookings with the same bytes and headers as the app, by cookie or bearer token', async () => {
      const cookie = { Cookie: who.customer.cookie };
      for (const path of [MINE, `${MINE}?status=pending`, `${MINE}?date_from=2020-01-01&date_to=2099-12-31`]) {
        const answer = await viaDirect(path, cookie);
        expect(answeredDirectly(answer)).toBe(true);
        expectSameAnswer(answer, await viaApp(path, cookie));
        expect(answer.line).toMatchObject({ method: 'GET', route: MINE, status: 200 });
      }
      const list = JSON.parse((await viaDirect(MINE, cookie)).body.toString()) as { data: unknown[] };
      expect(list.data).toHaveLength(4);
      const token = who.customer.cookie.replace(/^sid=/, '');
      expect(answeredDirectly(await viaDirect(MINE, { Authorization: `Bearer ${token}` }))).toBe(true);
    });

    it('gzips for a browser that asks, the same document once inflated', async () => {
      const plain = await viaDirect(MINE, { Cookie: who.customer.cookie });
      const zipped = await viaDirect(MINE, { Cookie: who.customer.cookie, 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answeredDirectly(zipped)).toBe(true);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    });

    it('leaves every refusal to the app: no session, a bad filter, a staff account, a signed-out session', async () => {
      const refusal = async (path: string, headers: Record<string, string>, status: number, message: string) => {
        const answer = await viaDirect(path, headers);
        expect(answeredDirectly(answer)).toBe(false);
        expect(answer.status).toBe(status);
        expect(JSON.parse(answer.body.toString())).toMatchObject({ success: false, message });
      };
      await refusal(MINE, {}, 401, messages.auth.notAuthenticated);
      await refusal(MINE, { Cookie: 'sid=not-a-session' }, 401, messages.auth.notAuthenticated);
      await refusal(`${MINE}?status=lost`, { Cookie: who.customer.cookie }, 400, messages.booking.statusFilterInvalid);

      const staff = await createUser(handle.db, { email: `staff.${process.pid}.direct@example.pk`, password: 'staffpass1', fullName: 'Sana Staff', phone: '03211234567', role: 'staff' });
      const staffCookie = `sid=${(await createSession(handle.db, config.sessionSecret, staff.id, false)).token}`;
      await refusal(MINE, { Cookie: staffCookie }, 403, messages.auth.accessDenied);

      const leaving = await signedInCustomer(app);
      expect(answeredDirectly(await viaDirect(MINE, { Cookie: leaving.cookie }))).toBe(true);
      expect((await call(app, 'POST', '/api/auth/logout/', { cookie: leaving.cookie })).status).toBe(200);
      await refusal(MINE, { Cookie: leaving.cookie }, 401, messages.auth.notAuthenticated);
    });

    it('answers the date grid as the app does, and leaves a bad query to it', async () => {
      for (const path of [DATES, `${DATES}?days=14&service=express-exterior-wash`]) {
        const answer = await viaDirect(path);
        expect(answeredDirectly(answer)).toBe(true);
        expectSameAnswer(answer, await viaApp(path));
      }
      for (const [path, status] of [
        [`${DATES}?days=0`, 400],
        [`${DATES}?service=no-such-service`, 404],
      ] as const) {
        const answer = await viaDirect(path);
        expect(answeredDirectly(answer)).toBe(false);
        expectSameAnswer(answer, await viaApp(path));
        expect(answer.status).toBe(status);
      }
    });
  });
}
