// The catalogue list's repeat answers come from memory before the framework: a client must not see a difference,
// and a catalogue change must show on the very next request. Run with fast reads on and off: the answers are the
// same, and with FAST_READS=off none comes from memory.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed';
import { FAST_READS_SETTINGS, removeTempDirs, testConfig } from './helpers/app';
import { openTemplatePglite } from './helpers/pglite-template';
import { comparable, listenLikeStart, rawRequest, requestLog, type Listening } from './helpers/raw-http';

const OPS = { Authorization: 'Bearer test-ops-token-0123456789abcdef' };
const LIST = '/api/services/list/';

afterAll(() => removeTempDirs());

for (const setting of FAST_READS_SETTINGS) {
  describe(`catalogue response cache, fast reads ${setting}`, () => {
    const remembers = setting === 'on';
    const { logger, lines } = requestLog();
    let handle: DatabaseHandle;
    let server: Listening;

    beforeAll(async () => {
      handle = await openTemplatePglite();
      await seedCatalogue(handle.db);
      server = await listenLikeStart({ db: handle.db, config: testConfig({ FAST_READS: setting }), logger });
    });
    afterAll(async () => {
      await server?.close();
      await handle?.close();
    });

    /** The raw answer (bytes as sent, no decompression), and whether the response cache served it. */
    const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      const answer = await rawRequest(server.base, lines, path, headers, method);
      return { ...answer, cached: answer.line?.cache === 'hit' };
    };

    it('answers a repeat exactly as the first answer (from memory, before the app, when fast reads are on)', async () => {
      const first = await get(`${LIST}?category=interior`);
      const repeat = await get(`${LIST}?category=interior`);
      expect(first.cached).toBe(false);
      expect(repeat.cached).toBe(remembers);
      expect(repeat.status).toBe(200);
      expect(repeat.body.toString()).toBe(first.body.toString());
      expect(comparable(repeat.headers)).toEqual(comparable(first.headers));
      expect(repeat.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps a plain client request id and replaces a suspicious one', async () => {
      await get(LIST);
      expect((await get(LIST, { 'X-Request-Id': 'trace-42' })).headers['x-request-id']).toBe('trace-42');
      expect((await get(LIST, { 'X-Request-Id': 'a b<script>' })).headers['x-request-id']).not.toBe('a b<script>');
    });

    it('serves gzip to a browser that asks for it, the same document once inflated', async () => {
      const plain = await get(LIST);
      const first = await get(LIST, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(first.cached).toBe(remembers);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(first.body).toString()).toBe(plain.body.toString());
      // A preference it cannot honour exactly goes through the app's own compression.
      expect((await get(LIST, { 'Accept-Encoding': 'deflate;q=1, gzip;q=0.5' })).cached).toBe(false);
    });

    it('never answers what the app refuses or has not answered yet', async () => {
      const invalid = await get(`${LIST}?page=0`);
      expect(invalid.status).toBe(400);
      expect((await get(`${LIST}?page=0`)).cached).toBe(false);
      expect((await get('/api/services/list')).cached).toBe(false);
      const head = await get(LIST, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.cached).toBe(false);
    });

    it('shows a catalogue change on the next request', async () => {
      const countOf = (answer: { body: Buffer }) => (JSON.parse(answer.body.toString()) as { count: number }).count;
      const before = countOf(await get(LIST));
      expect((await get(LIST)).cached).toBe(remembers);
      const upsert = await fetch(`${server.base}/api/ops/services`, {
        method: 'POST',
        headers: { ...OPS, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ id: 'headlight-restore', name: 'Headlight Restore', price: 2500, category: 'add_ons', duration_minutes: 45 }]),
      });
      expect(upsert.status).toBe(200);
      const after = await get(LIST);
      expect(after.cached).toBe(false);
      expect(countOf(after)).toBe(before + 1);
      expect((await get(LIST)).cached).toBe(remembers);
    });
  });
}
