// Server configuration: environment variables only, validated once at start with one sentence per bad variable.
import path from 'node:path';
import * as v from 'valibot';
import { isEmailAddress } from '../src/domain/email';
import { isIsoDate } from '../src/domain/schemas';
import { MINUTE_STEP } from '../src/domain/workshopSchemas';
import { anyLiveGateway, httpUrl, livePaymentSettings, PaymentEnvFields, type LivePaymentSettings } from './payments/settings';
import { createTestClock, type TestClock } from './test-clock/clock';

const integer = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number between ${min} and ${max}.`),
    v.transform(Number),
    v.minValue(min, `${name} must be a whole number between ${min} and ${max}.`),
    v.maxValue(max, `${name} must be a whole number between ${min} and ${max}.`),
  );

const text = (fallback: string) => v.pipe(v.optional(v.string(), fallback), v.trim());
const optionalText = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.transform((value) => (value === '' ? null : value)),
);

const boolean = (name: string, fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['true', 'false', '1', '0', 'yes', 'no'], `${name} must be true or false.`),
    v.transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

/**
 * The online payment gateways: `sandbox` (test numbers, nothing is charged), `live` (the real gateways whose settings
 * are present, server/payments/settings.ts) or `off` (payment at the workshop).
 */
export const PAYMENT_GATEWAYS = ['sandbox', 'live', 'off'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

const EnvSchema = v.object({
  PORT: integer('PORT', 3000, 0, 65535),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('./data'),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: integer('BACKUP_EVERY_HOURS', 24, 0, 168),
  BACKUP_KEEP: integer('BACKUP_KEEP', 7, 1, 1000),
  DATABASE_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === null || /^postgres(ql)?:\/\//.test(value),
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
    ),
  ),
  NODE_ENV: v.pipe(
    text('development'),
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test.'),
  ),
  LOG_LEVEL: v.pipe(text('info'), v.picklist(['info', 'error', 'silent'], 'LOG_LEVEL must be info, error or silent.')),
  SESSION_SECRET: v.pipe(
    optionalText,
    v.check((value) => value === null || value.length >= 32, 'SESSION_SECRET must be at least 32 characters long.'),
  ),
  OPS_TOKEN: v.pipe(
    optionalText,
    v.check((value) => value === null || value.length >= 24, 'OPS_TOKEN must be at least 24 characters long.'),
  ),
  METRICS_TOKEN: v.pipe(
    optionalText,
    v.check((value) => value === null || value.length >= 24, 'METRICS_TOKEN must be at least 24 characters long.'),
  ),
  PUBLIC_URL: v.pipe(
    optionalText,
    v.check((value) => value === null || /^https?:\/\/[^\s/]+/.test(value), 'PUBLIC_URL must start with http:// or https://.'),
  ),
  TAX_RATE: v.pipe(
    text('0.18'),
    v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'TAX_RATE must be a fraction between 0 and 1, such as 0.18.'),
    v.transform(Number),
  ),
  TAX_LABEL: v.pipe(text('Tax (GST 18%)'), v.nonEmpty('TAX_LABEL must not be empty.')),
  COMPANY_NAME: v.pipe(text('ShineWorks Car Detailing'), v.nonEmpty('COMPANY_NAME must not be empty.')),
  COMPANY_ADDRESS: v.pipe(
    text('Plot 14-C, Khayaban-e-Ittehad, Phase 6, DHA, Karachi 75500'),
    v.nonEmpty('COMPANY_ADDRESS must not be empty.'),
  ),
  COMPANY_PHONE: v.pipe(text('+92 21 3584 1122'), v.nonEmpty('COMPANY_PHONE must not be empty.')),
  COMPANY_EMAIL: v.pipe(
    text('bookings@shineworks.pk'),
    v.check(isEmailAddress, 'COMPANY_EMAIL must be an email address.'),
  ),
  CLIENT_DIR: text('dist/client'),
  TRUST_PROXY: boolean('TRUST_PROXY', false),
  LOGIN_MAX_PER_ACCOUNT: integer('LOGIN_MAX_PER_ACCOUNT', 10, 1, 1_000_000),
  LOGIN_MAX_PER_IP: integer('LOGIN_MAX_PER_IP', 100, 1, 1_000_000),
  MAX_CONNECTIONS: integer('MAX_CONNECTIONS', 2_000, 1, 1_000_000),
  MAX_CONNECTIONS_PER_IP: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 1_000_000), 'MAX_CONNECTIONS_PER_IP must be a whole number between 1 and 1000000.'),
    v.transform((value) => (value === '' ? null : Number(value))),
  ),
  LOGIN_MAX_PER_ACCOUNT_ALL_ADDRESSES: integer('LOGIN_MAX_PER_ACCOUNT_ALL_ADDRESSES', 50, 1, 1_000_000),
  RESET_MAX_PER_ACCOUNT: integer('RESET_MAX_PER_ACCOUNT', 5, 1, 1_000_000),
  RESET_MAX_PER_IP: integer('RESET_MAX_PER_IP', 30, 1, 1_000_000),
  REGISTER_MAX_PER_IP: integer('REGISTER_MAX_PER_IP', 20, 1, 1_000_000),
  CONTACT_MAX_PER_IP: integer('CONTACT_MAX_PER_IP', 20, 1, 1_000_000),
  CONTACT_ACK_MAX_PER_ADDRESS: integer('CONTACT_ACK_MAX_PER_ADDRESS', 3, 0, 1_000_000),
  VERIFY_MAX_PER_NUMBER: integer('VERIFY_MAX_PER_NUMBER', 5, 1, 1_000_000),
  VERIFY_MAX_PER_IP: integer('VERIFY_MAX_PER_IP', 20, 1, 1_000_000),
  BAYS: integer('BAYS', 3, 1, 50),
  SLOT_MINUTES: v.pipe(integer('SLOT_MINUTES', 120, 15, 720), v.check((minutes) => minutes % MINUTE_STEP === 0, 'SLOT_MINUTES must be a multiple of 5.')),
  BUFFER_MINUTES: v.pipe(integer('BUFFER_MINUTES', 0, 0, 60), v.check((minutes) => minutes % MINUTE_STEP === 0, 'BUFFER_MINUTES must be a multiple of 5.')),
  FAST_READS: v.pipe(
    text('on'),
    v.toLowerCase(),
    v.picklist(['on', 'off'], 'FAST_READS must be on or off.'),
    v.transform((value) => value === 'on'),
  ),
  PAYMENT_GATEWAY: v.pipe(optionalText, v.nullable(v.picklist(PAYMENT_GATEWAYS, 'PAYMENT_GATEWAY must be sandbox, live or off.'))),
  ...PaymentEnvFields,
  SMTP_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === null || /^smtps?:\/\/[^\s/]+/.test(value),
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587.',
    ),
  ),
  MAIL_FROM: v.pipe(
    text('ShineWorks <no-reply@localhost>'),
    v.check((value) => /^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value), 'MAIL_FROM must be an address, such as ShineWorks <no-reply@shineworks.pk>.'),
  ),
  MAIL_MAX_ATTEMPTS: integer('MAIL_MAX_ATTEMPTS', 8, 1, 100),
  WHATSAPP_API_URL: httpUrl('WHATSAPP_API_URL', 'https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  SMS_API_URL: httpUrl('SMS_API_URL', 'https://api.twilio.com'),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  SMS_FROM: optionalText,
  REMINDER_HOURS: v.pipe(
    v.optional(v.string(), '24'),
    v.trim(),
    v.check((value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 336), 'REMINDER_HOURS must be a whole number of hours from 1 to 336, or empty to send no reminders.'),
    v.transform((value) => (value === '' ? null : Number(value))),
  ),
  MAX_ACTIVE_BOOKINGS: integer('MAX_ACTIVE_BOOKINGS', 5, 1, 1_000_000),
  BOOKING_MAX_PER_ACCOUNT: integer('BOOKING_MAX_PER_ACCOUNT', 30, 1, 1_000_000),
  BOOKING_MAX_PER_IP: integer('BOOKING_MAX_PER_IP', 300, 1, 1_000_000),
  CHANGE_CUTOFF_MINUTES: integer('CHANGE_CUTOFF_MINUTES', 0, 0, 10_080),
  MAX_UNPAID_PER_IP: integer('MAX_UNPAID_PER_IP', 15, 1, 1_000_000),
  MAX_UNPAID_PER_DEVICE: integer('MAX_UNPAID_PER_DEVICE', 6, 1, 1_000_000),
  BUSY_CALENDAR_PERCENT: v.pipe(
    v.optional(v.string(), '50'),
    v.trim(),
    v.toLowerCase(),
    v.check(
      (value) => value === 'off' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 100),
      'BUSY_CALENDAR_PERCENT must be a whole number from 1 to 100, or off to let new accounts book however busy the calendar is.',
    ),
    v.transform((value) => (value === 'off' ? null : Number(value))),
  ),
  BUSY_CALENDAR_DAYS: integer('BUSY_CALENDAR_DAYS', 3, 1, 60),
  BUSY_CALENDAR_MINUTES: integer('BUSY_CALENDAR_MINUTES', 60, 1, 1440),
  NEW_ACCOUNT_HOURS: integer('NEW_ACCOUNT_HOURS', 24, 1, 720),
  CLOSED_DATES: v.pipe(
    text(''),
    v.transform((value) => value.split(',').map((date) => date.trim()).filter((date) => date !== '')),
    v.check(
      (dates) => dates.every(isIsoDate),
      'CLOSED_DATES must be a comma-separated list of dates written YYYY-MM-DD.',
    ),
  ),
  TEST_CLOCK: boolean('TEST_CLOCK', false),
});

/**
 * Upcoming unpaid bookings one client address or one device may hold across all its accounts, and the busy-calendar
 * rule: while `percent` of the next `days` days' slots were booked in the last `windowMinutes`, accounts younger
 * than `newAccountHours` cannot book online (null: off).
 */
export interface ClientLimits {
  maxUnpaidPerIp: number;
  maxUnpaidPerDevice: number;
  busyCalendar: { percent: number; days: number; windowMinutes: number; newAccountHours: number } | null;
}

/** Enough for a family or an office behind one NAT (a browser opens about six per site). */
const DEFAULT_MAX_CONNECTIONS_PER_IP = 100;
const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Configuration read from the environment; secrets may still be missing (see server/secrets.ts). */
export interface EnvConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'info' | 'error' | 'silent';
  sessionSecret: string | null;
  opsToken: string | null;
  /** A second bearer token that opens GET /metrics only (the ops token opens it too); null when not set. */
  metricsToken: string | null;
  publicUrl: string;
  tax: { rate: number; label: string };
  company: { name: string; address: string; phone: string; email: string };
  clientDir: string;
  trustProxy: boolean;
  /** Open HTTP connections at most (the other socket limits are fixed, see server/http/node-server.ts). */
  maxConnections: number;
  /**
   * Open HTTP connections from one socket address at most: MAX_CONNECTIONS_PER_IP, by default 100, or no cap of its
   * own (MAX_CONNECTIONS) with TRUST_PROXY, where every connection comes from the proxy.
   */
  maxConnectionsPerIp: number;
  rateLimits: {
    loginPerAccount: RateLimit;
    loginPerIp: RateLimit;
    loginPerAccountAllAddresses: RateLimit;
    resetPerAccount: RateLimit;
    resetPerIp: RateLimit;
    registerPerIp: RateLimit;
    contactPerIp: RateLimit;
    /** Acknowledgements of the contact form to one e-mail address (further messages are stored without one). */
    contactAcknowledgementsPerAddress: RateLimit;
    bookingPerAccount: RateLimit;
    bookingPerIp: RateLimit;
    /** Phone verification codes sent to one number, whichever accounts asked. */
    verifyPerNumber: RateLimit;
    /** Phone verification codes asked for from one client address, to any numbers. */
    verifyPerIp: RateLimit;
  };
  /** Mail: SMTP when smtpUrl is set, else .eml files under DATA_DIR/mail; attempts before a mail is marked failed. */
  mail: { smtpUrl: string | null; from: string; maxAttempts: number };
  /**
   * WhatsApp Cloud API and a Twilio-style SMS API (README "WhatsApp and SMS"): null when its settings are absent, and
   * then the channel is not offered. Webhooks are refused unless the app secret (WhatsApp) or auth token (SMS) checks.
   */
  whatsapp: { apiUrl: string; token: string; phoneNumberId: string; appSecret: string; verifyToken: string | null } | null;
  sms: { apiUrl: string; accountSid: string; authToken: string; from: string } | null;
  /** Hours before the start a reminder goes out; null sends none. */
  reminderHours: number | null;
  /** Calendar rules: upcoming active bookings a customer may hold, and how long before the start changes stop. */
  bookingLimits: { maxActive: number; changeCutoffMinutes: number };
  /** What one client (address, device) may hold across its accounts: services/client-limits.ts. */
  clientLimits: ClientLimits;
  /**
   * A new database's capacity: bays working in parallel, how often start times are offered (SLOT_MINUTES), the cleanup
   * time after each visit (BUFFER_MINUTES), and days it is closed. Opening hours start as 08:00–20:00 every day.
   */
  capacity: { bays: number; slotMinutes: number; bufferMinutes: number; closedDates: string[] };
  /** Which gateway takes online payments; `off` answers 503 to the payment routes (README "Checkout and online payment"). */
  paymentGateway: PaymentGatewayName;
  /** The real gateways' settings (used with PAYMENT_GATEWAY=live); each null when not set up. */
  livePayments: LivePaymentSettings;
  /** The in-memory fast paths of decisions 006–010 (FAST_READS, on by default); off, every read asks the database. */
  fastReads: boolean;
  /** Backups (README "Keeping your data"): into BACKUP_DIR or DATA_DIR/backups, every `everyHours` (0 = off), `keep` kept. */
  backup: { dir: string; everyHours: number; keep: number };
  /** The clock the end-to-end suite moves (TEST_CLOCK, only with NODE_ENV=test); null everywhere else. */
  testClock: TestClock | null;
  /** The clock every date and time rule reads; tests fix it. */
  now: () => Date;
}

/** The configuration the running server uses: every secret present. */
export interface Config extends EnvConfig {
  sessionSecret: string;
  opsToken: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment. Pure: no files, no network. Throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): EnvConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const name = typeof key === 'string' ? key : 'environment';
      if (!problems.has(name)) problems.set(name, issue.message.endsWith('.') ? issue.message : `${name} is invalid.`);
    }
    throw new ConfigError([...problems.values()]);
  }
  const e = result.output;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL !== null && e.SESSION_SECRET === null) {
    throw new ConfigError([
      'SESSION_SECRET must be set when DATABASE_URL is used in production, with the same value on every instance.',
    ]);
  }
  const whatsappSet = [e.WHATSAPP_TOKEN, e.WHATSAPP_PHONE_NUMBER_ID, e.WHATSAPP_APP_SECRET];
  if (whatsappSet.some((value) => value !== null) && whatsappSet.some((value) => value === null)) {
    throw new ConfigError(['WhatsApp needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET together (and WHATSAPP_VERIFY_TOKEN for the webhook\'s check).']);
  }
  const smsSet = [e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM];
  if (smsSet.some((value) => value !== null) && smsSet.some((value) => value === null)) {
    throw new ConfigError(['SMS needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM together.']);
  }
  if (e.NODE_ENV === 'production' && e.PAYMENT_GATEWAY === null) {
    throw new ConfigError(['PAYMENT_GATEWAY must be set in production: live (the real gateways), sandbox (test numbers, nothing is charged) or off (payment at the workshop).']);
  }
  if (e.TEST_CLOCK && e.NODE_ENV !== 'test') {
    throw new ConfigError(['TEST_CLOCK lets the end-to-end tests move the server\'s clock: it is refused unless NODE_ENV=test.']);
  }
  const live = livePaymentSettings(e);
  if (live.problems.length > 0) throw new ConfigError(live.problems);
  if (e.PAYMENT_GATEWAY === 'live' && !anyLiveGateway(live.settings)) {
    throw new ConfigError(['PAYMENT_GATEWAY=live needs the settings of at least one gateway: JazzCash, Safepay or Easypaisa (README "Taking real payments").']);
  }
  const testClock = e.TEST_CLOCK ? createTestClock() : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    sessionSecret: e.SESSION_SECRET,
    opsToken: e.OPS_TOKEN,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    tax: { rate: e.TAX_RATE, label: e.TAX_LABEL },
    company: { name: e.COMPANY_NAME, address: e.COMPANY_ADDRESS, phone: e.COMPANY_PHONE, email: e.COMPANY_EMAIL },
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    trustProxy: e.TRUST_PROXY,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? e.MAX_CONNECTIONS : DEFAULT_MAX_CONNECTIONS_PER_IP),
    rateLimits: {
      loginPerAccount: { max: e.LOGIN_MAX_PER_ACCOUNT, windowSeconds: FIFTEEN_MINUTES },
      loginPerIp: { max: e.LOGIN_MAX_PER_IP, windowSeconds: FIFTEEN_MINUTES },
      loginPerAccountAllAddresses: { max: e.LOGIN_MAX_PER_ACCOUNT_ALL_ADDRESSES, windowSeconds: FIFTEEN_MINUTES },
      resetPerAccount: { max: e.RESET_MAX_PER_ACCOUNT, windowSeconds: ONE_HOUR },
      resetPerIp: { max: e.RESET_MAX_PER_IP, windowSeconds: ONE_HOUR },
      registerPerIp: { max: e.REGISTER_MAX_PER_IP, windowSeconds: ONE_HOUR },
      contactPerIp: { max: e.CONTACT_MAX_PER_IP, windowSeconds: ONE_HOUR },
      contactAcknowledgementsPerAddress: { max: e.CONTACT_ACK_MAX_PER_ADDRESS, windowSeconds: ONE_HOUR },
      bookingPerAccount: { max: e.BOOKING_MAX_PER_ACCOUNT, windowSeconds: ONE_HOUR },
      bookingPerIp: { max: e.BOOKING_MAX_PER_IP, windowSeconds: ONE_HOUR },
      verifyPerNumber: { max: e.VERIFY_MAX_PER_NUMBER, windowSeconds: ONE_HOUR },
      verifyPerIp: { max: e.VERIFY_MAX_PER_IP, windowSeconds: ONE_HOUR },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    whatsapp:
      e.WHATSAPP_TOKEN !== null && e.WHATSAPP_PHONE_NUMBER_ID !== null && e.WHATSAPP_APP_SECRET !== null
        ? { apiUrl: e.WHATSAPP_API_URL, token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, appSecret: e.WHATSAPP_APP_SECRET, verifyToken: e.WHATSAPP_VERIFY_TOKEN }
        : null,
    sms:
      e.SMS_ACCOUNT_SID !== null && e.SMS_AUTH_TOKEN !== null && e.SMS_FROM !== null
        ? { apiUrl: e.SMS_API_URL, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM }
        : null,
    reminderHours: e.REMINDER_HOURS,
    bookingLimits: { maxActive: e.MAX_ACTIVE_BOOKINGS, changeCutoffMinutes: e.CHANGE_CUTOFF_MINUTES },
    clientLimits: {
      maxUnpaidPerIp: e.MAX_UNPAID_PER_IP,
      maxUnpaidPerDevice: e.MAX_UNPAID_PER_DEVICE,
      busyCalendar:
        e.BUSY_CALENDAR_PERCENT === null
          ? null
          : { percent: e.BUSY_CALENDAR_PERCENT, days: e.BUSY_CALENDAR_DAYS, windowMinutes: e.BUSY_CALENDAR_MINUTES, newAccountHours: e.NEW_ACCOUNT_HOURS },
    },
    capacity: { bays: e.BAYS, slotMinutes: e.SLOT_MINUTES, bufferMinutes: e.BUFFER_MINUTES, closedDates: e.CLOSED_DATES },
    paymentGateway: e.PAYMENT_GATEWAY ?? 'sandbox',
    livePayments: live.settings,
    fastReads: e.FAST_READS,
    backup: {
      dir: e.BACKUP_DIR === null ? path.resolve(cwd, e.DATA_DIR, 'backups') : path.resolve(cwd, e.BACKUP_DIR),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
    testClock,
    now: testClock?.now ?? (() => new Date()),
  };
}

/** Completes an EnvConfig whose secrets are already known (tests, or after server/secrets.ts filled them). */
export function withSecrets(config: EnvConfig, secrets: { sessionSecret: string; opsToken: string }): Config {
  return { ...config, sessionSecret: config.sessionSecret ?? secrets.sessionSecret, opsToken: config.opsToken ?? secrets.opsToken };
}
