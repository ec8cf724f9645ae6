// Property-based: malformed, oversized, wrongly typed and unicode-heavy bodies and query strings on every API
// route never give a 5xx, always give the error envelope when refused, and a refused request changes no row.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/format';
import { createApp, type App } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import type { Logger } from '../../server/http/logger';
import type { DatabaseHandle } from '../../server/db/client';
import { call, createTestApp, removeTempDirs, testConfig, type SignedInCustomer } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { databaseFingerprint } from './helpers/fingerprint';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';

const NOW = new Date('2026-11-22T05:30:00Z');
const OPS_TOKEN = 'test-ops-token-0123456789abcdef';
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 12);

// Every field name some endpoint reads, so generated objects hit the validators rather than only "missing".
const FIELD_NAMES = [
  'email', 'password', 'remember', 'full_name', 'phone_number', 'name', 'phone', 'address', 'city', 'state', 'zipCode',
  'make', 'model', 'year', 'license_plate', 'color', 'customer', 'is_default', 'service', 'car', 'booking_date', 'time',
  'customer_notes', 'reason', 'date', 'new_date', 'new_time', 'cancellation_reason', 'rating', 'review', 'message',
  'bookingId', 'cardNumber', 'cardHolder', 'expiryDate', 'cvv', 'billingAddress', 'vpa', 'amount', 'walletType', 'token',
  'status', 'method', 'role', 'id', 'price', 'items', 'website', 'subject',
] as const;
const QUERY_NAMES = ['page', 'page_size', 'days', 'service', 'start_date', 'category', 'is_active', 'status', 'date', 'customer_id'] as const;

const nasty = fc.constantFrom(
  '', ' ', '\u0000', '\u202e\u0645\u0631\u062d\u0628\u0627', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚗🧽', '٠٣٠٠١٢٣٤٥٦٧', "'; drop table users; --", '../../etc/passwd',
  '%00', 'null', '-1', '1e309', '2026-02-30', '25:61', '9'.repeat(400), '\ud800', 'a'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }));
const typedObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 8 });
const body = fc.oneof(
  typedObject.map((object) => JSON.stringify(object)),
  fc.jsonValue({ maxDepth: 3 }).map((json) => JSON.stringify(json) ?? 'null'),
  text, // mostly not JSON at all
  fc.constant(JSON.stringify({ message: 'x'.repeat(70_000) })), // over the body limit
);
const query = fc.dictionary(fc.constantFrom(...QUERY_NAMES), text, { maxKeys: 4 });
const who = fc.constantFrom('customer', 'nobody', 'ops');

/** URLs cannot carry lone surrogates (encodeURIComponent throws): send the replacement character instead. */
const wellFormed = (raw: string) => raw.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const segment = (raw: string) => encodeURIComponent(wellFormed(raw));

interface Route {
  method: string;
  path: string;
}

describe('bad input on every API route', () => {
  let handle: DatabaseHandle;
  let app: App;
  let customer: SignedInCustomer;
  let realIds: string[];
  let routes: Route[];
  // Every line the server logs during the run: nothing sent may show up in it.
  const logged: string[] = [];
  const logger: Logger = {
    info: (msg, fields) => void logged.push(JSON.stringify({ level: 'info', msg, ...fields })),
    error: (msg, fields) => void logged.push(JSON.stringify({ level: 'error', msg, ...fields })),
  };
  const sentTexts = new Set<string>();

  beforeAll(async () => {
    await pgliteTemplate();
    handle = await openTemplatePglite();
    await createTestApp(handle.db);
    const config = testConfig({ LOG_LEVEL: 'info' });
    config.now = () => NOW;
    app = createApp(createAppDeps({ db: handle.db, config, logger }));
    const owner = await customerWithCar(app);
    customer = owner.customer;
    const booking = await bookFor(app, owner, addDays('2026-11-22', 1));
    realIds = [owner.car.id, booking.id, booking.invoice_id ?? '', 'express-exterior-wash', customer.user.id];
    const seen = new Set<string>();
    routes = app.routes
      .filter((route) => route.method !== 'ALL' && route.method !== 'HEAD' && route.path.startsWith('/api/'))
      // Signing out ends the session the other runs use; its refusals are covered in the API suite.
      .filter((route) => route.path !== '/api/auth/logout/')
      .filter((route) => {
        const key = `${route.method} ${route.path}`;
        return seen.has(key) ? false : (seen.add(key), true);
      })
      .map(({ method, path }) => ({ method, path }));
  });
  afterAll(async () => {
    await handle.close();
    removeTempDirs();
  });

  it('never answers 5xx, always the envelope when refused, and a refusal changes nothing', async () => {
    const statuses = new Map<number, number>();
    // The digest after the last refusal: still the state of the database until something is accepted.
    let known: Record<string, string> | null = null;
    for (const route of routes) {
      const param = fc.oneof(text, fc.uuid(), fc.constantFrom(...realIds));
      await fc.assert(
        fc.asyncProperty(param, query, body, who, async (id, params, payload, caller) => {
          const search = new URLSearchParams(Object.entries(params).map(([key, raw]) => [key, wellFormed(raw)])).toString();
          const url = `${route.path.replace(/:[A-Za-z]+/g, segment(id))}${search ? `?${search}` : ''}`;
          const unsafe = route.method !== 'GET';
          const headers: Record<string, string> = unsafe ? { 'Content-Type': 'application/json' } : {};
          if (caller === 'ops') headers.Authorization = `Bearer ${OPS_TOKEN}`;
          const before = known ?? (await databaseFingerprint(handle.db));
          if (unsafe && payload.length >= 12) sentTexts.add(payload);
          const answer = await call<{ success?: unknown; detail?: unknown; message?: unknown }>(app, route.method, url, {
            cookie: caller === 'customer' ? customer.cookie : undefined,
            raw: unsafe ? payload : undefined,
            headers,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          known = null;
          const where = `${route.method} ${url.slice(0, 120)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
          expect(answer.status, where).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(answer.body.success, where).toBe(false);
            expect(typeof answer.body.detail === 'string' && answer.body.detail.length > 0, where).toBe(true);
            expect(answer.body.message, where).toBe(answer.body.detail);
            const after = await databaseFingerprint(handle.db);
            expect(after, where).toEqual(before);
            known = after;
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.BAD_INPUT_SEED ?? 20261122) },
      );
    }
    expect(logged.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    const log = logged.join('\n');
    expect(log).not.toContain(customer.email);
    for (const sent of sentTexts) expect(log.includes(sent), `a request body appears in the log: ${sent.slice(0, 80)}`).toBe(false);
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.info(`bad input over ${routes.length} routes: ${summary}`);
  }, 240_000);
});
