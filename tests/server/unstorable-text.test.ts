// A NUL or a broken surrogate wherever text enters the API is refused with 400 and the field named, before any query,
// on both databases; and an error log line never carries query parameters or request bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { createApp, type App } from '../../server/app';
import { createAppDeps } from '../../server/app-deps';
import type { DatabaseHandle } from '../../server/db/client';
import { describeError } from '../../server/http/error-description';
import type { LogFields, Logger } from '../../server/http/logger';
import { call, createTestApp, registration, testConfig } from './helpers/app';
import { bookFor, customerWithCar, type CustomerWithCar } from './helpers/customers';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends } from './helpers/suite';
import { serverMessages } from '../../server/messages';

const backends = await suiteBackends();

const NUL = '\u0000';

interface Envelope {
  success: false;
  message: string;
  detail: string;
  errors?: Record<string, string[]>;
}

function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (msg: string, fields: LogFields = {}) => void lines.push(JSON.stringify({ level, msg, ...fields }));
  return { lines, info: write('info'), error: write('error') };
}

describe.each(backends)('unstorable text on $name', (backend) => {
  let handle: DatabaseHandle;
  let app: App;
  let logger: ReturnType<typeof capturingLogger>;
  let owner: CustomerWithCar;
  let bookingId: string;
  let invoiceId: string;

  beforeAll(async () => {
    if (backend.skipReason !== null) return;
    handle = await backend.open();
    await createTestApp(handle.db);
    logger = capturingLogger();
    app = createApp(createAppDeps({ db: handle.db, config: testConfig({ LOG_LEVEL: 'info' }), logger }));
    owner = await customerWithCar(app);
    const booking = await bookFor(app, owner, addDays(todayInKarachi(new Date()), 2));
    bookingId = booking.id;
    invoiceId = booking.invoice_id ?? '';
  });
  afterAll(async () => {
    await handle?.close();
  });

  const expectRefused = (answer: { status: number; body: unknown }, field: string) => {
    expect(answer.status).toBe(400);
    const body = answer.body as Envelope;
    expect(body.success).toBe(false);
    expect(body.message).toBe(serverMessages.textNotAllowed(field));
    expect(body.detail).toBe(body.message);
    expect(body.errors?.[field]).toEqual([serverMessages.characterNotAllowed]);
  };

  it.skipIf(backend.skipReason !== null)('refuses NUL in every kind of JSON body, naming the field', async () => {
    const cookie = owner.customer.cookie;
    expectRefused(await call(app, 'POST', '/api/auth/customer/login/', { body: { email: `a${NUL}@example.pk`, password: 'karachi123' } }), 'email');
    expectRefused(await call(app, 'POST', '/api/auth/customer/register/', { body: registration({ full_name: `Ayesha${NUL}` }) }), 'full_name');
    expectRefused(await call(app, 'POST', '/api/contact/receive/', { body: { name: `N${NUL}`, email: 'a@example.pk', message: 'Hello there' } }), 'name');
    expectRefused(await call(app, 'PUT', '/api/auth/profile/', { cookie, body: { name: `Ayesha${NUL}Khan` } }), 'name');
    expectRefused(await call(app, 'POST', '/api/cars/add-car/', { cookie, body: { make: `To${NUL}yota`, model: 'Corolla', year: 2020, license_plate: 'KHI-1' } }), 'make');
    expectRefused(
      await call(app, 'POST', '/api/payments/card', { cookie, body: { bookingId: `${bookingId}${NUL}`, cardNumber: '4242424242424242', cardHolder: 'A K', expiryDate: '12/30', cvv: '123' } }),
      'bookingId',
    );
    expectRefused(await call(app, 'POST', '/api/auth/customer/login/', { raw: '{"email":"a@example.pk","password":"x\\ud800y"}', headers: { 'Content-Type': 'application/json' } }), 'password');
    expectRefused(await call(app, 'POST', '/api/contact/receive/', { body: { name: 'N', email: 'a@example.pk', message: 'Hello', extra: { nested: [`x${NUL}`] } } }), 'extra.nested.0');
  });

  it.skipIf(backend.skipReason !== null)('refuses NUL and broken percent-encoding in path ids and query strings', async () => {
    const cookie = owner.customer.cookie;
    expectRefused(await call(app, 'GET', '/api/invoices/abc%00def/', { cookie }), 'path');
    expectRefused(await call(app, 'GET', `/api/bookings/${bookingId}%00/`, { cookie }), 'path');
    expectRefused(await call(app, 'GET', `/api/invoices/${invoiceId}%ED%A0%80/download/`, { cookie }), 'path');
    expectRefused(await call(app, 'GET', '/api/services/list/?category=wash%00'), 'category');
    expectRefused(await call(app, 'GET', '/api/customer/my-bookings/?status=%E0%A4', { cookie }), 'status');
  });

  it.skipIf(backend.skipReason !== null)('checks the decoded value after a second "=" in a query pair, not the raw pair', async () => {
    const headers = OPS_TOKEN_HEADERS;
    expectRefused(await call(app, 'GET', '/api/ops/bookings/search?q=a=%00', { headers }), 'q');
    expectRefused(await call(app, 'GET', '/api/ops/mail?to=a=%00', { headers }), 'to');
    expectRefused(await call(app, 'GET', '/api/ops/audit?booking=a=b%00', { headers }), 'booking');
    expectRefused(await call(app, 'GET', '/api/ops/bookings/search?q==%ED%A0%80', { headers }), 'q');
    expectRefused(await call(app, 'GET', '/api/services/list/?category=a%3D%00', {}), 'category');
  });

  it.skipIf(backend.skipReason !== null)('logged no error and no personal data while refusing', () => {
    const errors = logger.lines.filter((line) => line.includes('"level":"error"'));
    expect(errors).toEqual([]);
    const everything = logger.lines.join('\n');
    expect(everything).not.toContain(owner.customer.email);
    expect(everything).not.toContain('karachi123');
  });
});

describe('error log lines', () => {
  it('carry the kind, code and code locations of a failed query, never its parameters or the values PostgreSQL quotes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      detail: 'Key (email)=(ayesha@example.pk) already exists.',
    });
    const failed = Object.assign(new Error('Failed query: insert into "users" values ($1, $2, $3)\nparams: ayesha@example.pk,03001234567,scrypt$16384$abc'), {
      name: 'DrizzleQueryError',
      query: 'insert into "users" values ($1, $2, $3)',
      params: ['ayesha@example.pk', '03001234567', 'scrypt$16384$abc'],
      cause,
    });
    const line = JSON.stringify(describeError(failed));
    expect(line).not.toContain('ayesha@example.pk');
    expect(line).not.toContain('03001234567');
    expect(line).not.toContain('scrypt$');
    const fields = describeError(failed);
    expect(fields.code).toBe('23505');
    expect(fields.constraint).toBe('users_email_unique');
    expect(String(fields.error)).toContain('DrizzleQueryError');
    expect(String(fields.stack)).toMatch(/^at /);
  });

  it('drop the input PostgreSQL quotes in its own messages', () => {
    const line = JSON.stringify(describeError(Object.assign(new Error('invalid input syntax for type integer: "0300-SECRET"'), { code: '22P02' })));
    expect(line).not.toContain('0300-SECRET');
    expect(line).toContain('22P02');
  });
});
