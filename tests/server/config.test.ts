import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { problemsOf } from './helpers/config-problems';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/shineworks');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('/srv/shineworks', 'data'));
    expect(config.clientDir).toBe(path.resolve('/srv/shineworks', 'dist/client'));
    expect(config.databaseUrl).toBeNull();
    expect(config.sessionSecret).toBeNull();
    expect(config.opsToken).toBeNull();
    expect(config.tax).toEqual({ rate: 0.18, label: 'Tax (GST 18%)' });
    expect(config.company.name).toBe('ShineWorks Car Detailing');
    expect(config.company.address).toContain('Karachi');
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits.loginPerAccount).toEqual({ max: 10, windowSeconds: 900 });
    expect(config.rateLimits.loginPerIp).toEqual({ max: 100, windowSeconds: 900 });
    expect(config.rateLimits.registerPerIp).toEqual({ max: 20, windowSeconds: 3600 });
    expect(config.rateLimits.contactPerIp).toEqual({ max: 20, windowSeconds: 3600 });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.fastReads).toBe(true);
    expect(config.paymentGateway).toBe('sandbox');
    expect(config.mail).toEqual({ smtpUrl: null, from: 'ShineWorks <no-reply@localhost>', maxAttempts: 8 });
    expect(config.reminderHours).toBe(24);
    expect(config.bookingLimits).toEqual({ maxActive: 5, changeCutoffMinutes: 0 });
    expect(config.rateLimits.bookingPerAccount).toEqual({ max: 30, windowSeconds: 3600 });
    expect(config.rateLimits.bookingPerIp).toEqual({ max: 300, windowSeconds: 3600 });
    expect(config.rateLimits.verifyPerNumber).toEqual({ max: 5, windowSeconds: 3600 });
    expect(config.rateLimits.verifyPerIp).toEqual({ max: 20, windowSeconds: 3600 });
    expect(config.clientLimits).toEqual({
      maxUnpaidPerIp: 15,
      maxUnpaidPerDevice: 6,
      busyCalendar: { percent: 50, days: 3, windowMinutes: 60, newAccountHours: 24 },
    });
  });

  it('reads the limits on one client across accounts, and BUSY_CALENDAR_PERCENT=off switches the busy-calendar rule off', () => {
    const config = loadConfig({
      MAX_UNPAID_PER_IP: '40',
      MAX_UNPAID_PER_DEVICE: '8',
      BUSY_CALENDAR_PERCENT: '70',
      BUSY_CALENDAR_DAYS: '5',
      BUSY_CALENDAR_MINUTES: '30',
      NEW_ACCOUNT_HOURS: '48',
      REGISTER_MAX_PER_IP: '50',
      VERIFY_MAX_PER_NUMBER: '2',
      VERIFY_MAX_PER_IP: '60',
    });
    expect(config.clientLimits).toEqual({ maxUnpaidPerIp: 40, maxUnpaidPerDevice: 8, busyCalendar: { percent: 70, days: 5, windowMinutes: 30, newAccountHours: 48 } });
    expect(config.rateLimits.registerPerIp.max).toBe(50);
    expect([config.rateLimits.verifyPerNumber.max, config.rateLimits.verifyPerIp.max]).toEqual([2, 60]);
    expect(problemsOf({ VERIFY_MAX_PER_NUMBER: '0', VERIFY_MAX_PER_IP: 'many' })).toEqual([
      'VERIFY_MAX_PER_NUMBER must be a whole number between 1 and 1000000.',
      'VERIFY_MAX_PER_IP must be a whole number between 1 and 1000000.',
    ]);
    expect(loadConfig({ BUSY_CALENDAR_PERCENT: ' Off ' }).clientLimits.busyCalendar).toBeNull();
    expect(problemsOf({ MAX_UNPAID_PER_IP: '0', MAX_UNPAID_PER_DEVICE: 'six', BUSY_CALENDAR_PERCENT: '101', BUSY_CALENDAR_DAYS: '0', NEW_ACCOUNT_HOURS: '' })).toEqual([
      'MAX_UNPAID_PER_IP must be a whole number between 1 and 1000000.',
      'MAX_UNPAID_PER_DEVICE must be a whole number between 1 and 1000000.',
      'BUSY_CALENDAR_PERCENT must be a whole number from 1 to 100, or off to let new accounts book however busy the calendar is.',
      'BUSY_CALENDAR_DAYS must be a whole number between 1 and 60.',
      'NEW_ACCOUNT_HOURS must be a whole number between 1 and 720.',
    ]);
  });

  it('reads the mail and calendar settings, and an empty REMINDER_HOURS sends no reminders', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@mail.shineworks.pk:465',
      MAIL_FROM: 'ShineWorks Bookings <bookings@shineworks.pk>',
      MAIL_MAX_ATTEMPTS: '3',
      REMINDER_HOURS: '',
      MAX_ACTIVE_BOOKINGS: '2',
      BOOKING_MAX_PER_ACCOUNT: '10',
      BOOKING_MAX_PER_IP: '50',
      CHANGE_CUTOFF_MINUTES: '120',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://mailer:secret@mail.shineworks.pk:465', from: 'ShineWorks Bookings <bookings@shineworks.pk>', maxAttempts: 3 });
    expect(config.reminderHours).toBeNull();
    expect(config.bookingLimits).toEqual({ maxActive: 2, changeCutoffMinutes: 120 });
    expect(config.rateLimits.bookingPerAccount.max).toBe(10);
    expect(config.rateLimits.bookingPerIp.max).toBe(50);
  });

  it('names each bad mail setting in one sentence', () => {
    expect(problemsOf({ SMTP_URL: 'mail.shineworks.pk:25', MAIL_FROM: 'not an address', REMINDER_HOURS: 'soon', MAX_ACTIVE_BOOKINGS: '0' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587.',
      'MAIL_FROM must be an address, such as ShineWorks <no-reply@shineworks.pk>.',
      'REMINDER_HOURS must be a whole number of hours from 1 to 336, or empty to send no reminders.',
      'MAX_ACTIVE_BOOKINGS must be a whole number between 1 and 1000000.',
    ]);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/lib/shineworks',
        DATABASE_URL: 'postgres://app:secret@db:5432/shineworks',
        TRUST_PROXY: 'true',
        TAX_RATE: '0.16',
        TAX_LABEL: 'Sales Tax (16%)',
        LOGIN_MAX_PER_ACCOUNT: '5',
        CLIENT_DIR: '/opt/client',
        PUBLIC_URL: 'https://book.shineworks.pk/',
        FAST_READS: 'OFF',
      },
      '/srv/shineworks',
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/shineworks');
    expect(config.databaseUrl).toBe('postgres://app:secret@db:5432/shineworks');
    expect(config.trustProxy).toBe(true);
    expect(config.tax).toEqual({ rate: 0.16, label: 'Sales Tax (16%)' });
    expect(config.rateLimits.loginPerAccount.max).toBe(5);
    expect(config.clientDir).toBe('/opt/client');
    expect(config.publicUrl).toBe('https://book.shineworks.pk');
    expect(config.fastReads).toBe(false);
  });

  it('caps connections per client address at 100 by default, and not on their own behind a trusted proxy', () => {
    expect(loadConfig({}, '/srv/shineworks')).toMatchObject({ maxConnections: 2_000, maxConnectionsPerIp: 100 });
    expect(loadConfig({ MAX_CONNECTIONS_PER_IP: '20' }, '/srv/shineworks').maxConnectionsPerIp).toBe(20);
    // Behind a proxy every connection comes from the proxy's address: only the global cap holds unless one is set.
    expect(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS: '500' }, '/srv/shineworks').maxConnectionsPerIp).toBe(500);
    expect(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '300' }, '/srv/shineworks').maxConnectionsPerIp).toBe(300);
    for (const bad of ['0', 'many', '-5', '1000001']) {
      expect(problemsOf({ MAX_CONNECTIONS_PER_IP: bad })).toEqual(['MAX_CONNECTIONS_PER_IP must be a whole number between 1 and 1000000.']);
    }
  });

  it('names every bad variable in one clear sentence each', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://nope',
      NODE_ENV: 'staging',
      TAX_RATE: '18%',
      TRUST_PROXY: 'sometimes',
      LOGIN_MAX_PER_IP: '0',
      SESSION_SECRET: 'short',
      COMPANY_EMAIL: 'not-an-email',
      FAST_READS: 'sometimes',
    });
    expect(problems).toEqual([
      'PORT must be a whole number between 0 and 65535.',
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database.',
      'NODE_ENV must be development, production or test.',
      'SESSION_SECRET must be at least 32 characters long.',
      'TAX_RATE must be a fraction between 0 and 1, such as 0.18.',
      'COMPANY_EMAIL must be an email address.',
      'TRUST_PROXY must be true or false.',
      'LOGIN_MAX_PER_IP must be a whole number between 1 and 1000000.',
      'FAST_READS must be on or off.',
    ]);
    expect(new ConfigError(problems).message).toContain('Invalid configuration:\n  - PORT must be');
  });

  it('asks for a shared SESSION_SECRET when several instances share PostgreSQL in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' })).toEqual([
      'SESSION_SECRET must be set when DATABASE_URL is used in production, with the same value on every instance.',
    ]);
  });

  it('takes PAYMENT_GATEWAY sandbox, live or off, and refuses anything else', () => {
    expect(loadConfig({ PAYMENT_GATEWAY: 'off' }, '/srv/shineworks').paymentGateway).toBe('off');
    expect(loadConfig({ PAYMENT_GATEWAY: ' sandbox ' }, '/srv/shineworks').paymentGateway).toBe('sandbox');
    expect(problemsOf({ PAYMENT_GATEWAY: 'stripe' })).toEqual(['PAYMENT_GATEWAY must be sandbox, live or off.']);
  });

  it('runs live with the gateways whose settings are all present, and names what a half-set gateway lacks', () => {
    const jazzcash = { JAZZCASH_MERCHANT_ID: 'MC10027', JAZZCASH_PASSWORD: 'pw', JAZZCASH_INTEGRITY_SALT: 'salt' };
    const live = loadConfig({ PAYMENT_GATEWAY: 'live', ...jazzcash }, '/srv/shineworks');
    expect(live.livePayments.jazzcash).toMatchObject({ apiUrl: 'https://sandbox.jazzcash.com.pk', merchantId: 'MC10027', merchantMpin: null });
    expect(live.livePayments.safepay).toBeNull();
    expect(live.livePayments.easypaisa).toBeNull();
    expect(problemsOf({ PAYMENT_GATEWAY: 'live' })).toEqual([
      'PAYMENT_GATEWAY=live needs the settings of at least one gateway: JazzCash, Safepay or Easypaisa (README "Taking real payments").',
    ]);
    expect(problemsOf({ PAYMENT_GATEWAY: 'live', SAFEPAY_API_KEY: 'sec_1' })).toEqual([
      'Safepay needs SAFEPAY_API_KEY, SAFEPAY_SECRET_KEY, SAFEPAY_WEBHOOK_SECRET together (missing: SAFEPAY_SECRET_KEY, SAFEPAY_WEBHOOK_SECRET).',
    ]);
    expect(problemsOf({ ...jazzcash, JAZZCASH_API_URL: 'sandbox.jazzcash.com.pk' })).toEqual(['JAZZCASH_API_URL must start with http:// or https://.']);
  });

  it('refuses to start in production unless PAYMENT_GATEWAY is set explicitly', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'PAYMENT_GATEWAY must be set in production: live (the real gateways), sandbox (test numbers, nothing is charged) or off (payment at the workshop).',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'off' }, '/srv/shineworks').paymentGateway).toBe('off');
  });
});
