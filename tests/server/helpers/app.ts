// Builds the app for a test database and talks to it through app.request(), like a browser would.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../../../server/app';
import { createAppDeps } from '../../../server/app-deps';
import { loadConfig, withSecrets, type Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { seedCatalogue } from '../../../server/db/seed';
import type { AppDeps } from '../../../server/http/context';
import { assertDocumented } from './contract';
import { TEST_SESSION_SECRET } from './secrets';


export const TEST_INDEX_HTML = '<!doctype html><html lang="en" dir="ltr"><head><title>ShineWorks</title></head><body><div id="root"></div></body></html>';
export const TEST_STAFF_HTML = '<!doctype html><html><head><title>ShineWorks Console</title></head><body><div id="root"></div></body></html>';

const tempDirs: string[] = [];
let clientDir: string | null = null;

/** A temp directory; removeTempDirs() (in a suite's afterAll) deletes them all. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `shineworks-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  clientDir = null;
}

/** A tiny built client (index.html, the console's staff.html, one hashed asset, robots.txt), shared by the suites of one process. */
export function makeClientDir(): string {
  if (clientDir) return clientDir;
  const dir = tempDir('client');
  clientDir = dir;
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(path.join(dir, 'staff.html'), TEST_STAFF_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

/** The two settings of FAST_READS that the suites comparing the fast reads with the plain ones run under. */
export const FAST_READS_SETTINGS = ['on', 'off'] as const;
export type FastReadsSetting = (typeof FAST_READS_SETTINGS)[number];

/** The configuration of a test app; FAST_READS from the environment, so `FAST_READS=off` runs every suite plain. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const env = {
    ...(process.env.FAST_READS ? { FAST_READS: process.env.FAST_READS } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'shineworks-unused-data'),
    CLIENT_DIR: overrides.CLIENT_DIR ?? makeClientDir(),
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: 'true',
    // Every call comes from one address unless it says otherwise, and every account is minutes old: the limits on
    // one client across accounts are lifted here and set by the suites that test them (booking-limits.test.ts).
    MAX_UNPAID_PER_IP: '1000000',
    BUSY_CALENDAR_PERCENT: 'off',
    ...overrides,
  };
  return withSecrets(loadConfig(env), { sessionSecret: TEST_SESSION_SECRET, opsToken: 'test-ops-token-0123456789abcdef' });
}

export async function createTestApp(
  db: Database,
  overrides: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<{ app: App; config: Config; deps: AppDeps }> {
  await seedCatalogue(db);
  const config = testConfig(overrides);
  if (options.now) config.now = options.now;
  const deps = createAppDeps({ db, config });
  return { app: createApp(deps), config, deps };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
  /** A raw body sent as is (with its own content type in headers). */
  raw?: string;
}

let ipCounter = 0;
/** A distinct client address per call site keeps per-IP limits of one test away from the others. */
export const freshIp = () => `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.${process.pid % 250}`;

/** Sends a request like a browser would; an answer /api/openapi.json does not describe fails the calling test. */
export async function call<T = Record<string, unknown>>(app: App, method: string, url: string, options: CallOptions = {}): Promise<Answer<T>> {
  // A browser sends its Origin on every unsafe request; the server refuses a cookie-authenticated one without it.
  const browserOrigin: Record<string, string> = method === 'GET' || method === 'HEAD' ? {} : { Origin: 'http://localhost' };
  const headers: Record<string, string> = { 'X-Forwarded-For': '192.0.2.1', ...browserOrigin, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] ??= 'application/json';
  }
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  const res = await app.request(url, { method, headers, body });
  const bytes = new Uint8Array(await res.arrayBuffer());
  assertDocumented({ method, url, status: res.status, headers: res.headers, bytes });
  const text = new TextDecoder().decode(bytes);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

/** `sid=<value>` from a response's Set-Cookie, or null. */
export function sessionCookieOf(headers: Headers): string | null {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (!line) return null;
  const pair = line.split(';')[0] ?? '';
  return pair === 'sid=' ? null : pair;
}

let userCounter = 0;
export const uniqueEmail = (prefix = 'customer') => `${prefix}.${process.pid}.${Date.now()}.${++userCounter}@example.pk`;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ayesha Khan',
  email: uniqueEmail(),
  phone_number: '0300 1234567',
  password: 'karachi123',
  city: '',
  state: '',
  address: '',
  ...overrides,
});

export interface SignedInCustomer {
  cookie: string;
  token: string;
  email: string;
  password: string;
  user: { id: string; name: string; email: string };
}

/** Registers a new customer (which signs them in) and returns their session cookie. */
export async function signedInCustomer(app: App, overrides: Record<string, unknown> = {}): Promise<SignedInCustomer> {
  const payload = registration(overrides);
  const answer = await call<{ data: { user: SignedInCustomer['user'] } }>(app, 'POST', '/api/auth/customer/register/', {
    body: payload,
    headers: { 'X-Forwarded-For': freshIp() },
  });
  const cookie = sessionCookieOf(answer.headers);
  if (answer.status !== 201 || !cookie) throw new Error(`Registration failed with ${answer.status}: ${answer.text}`);
  return { cookie, token: cookie.slice('sid='.length), email: String(payload.email), password: String(payload.password), user: answer.body.data.user };
}
