// Starts the server: config, SPA build if missing, database (lock, migrations, a check after an unclean stop, seed),
// HTTP, a clean stop.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createApp } from './app';
import { createAppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { driverOf, openDatabase } from './db/client';
import { checkAfterUncleanStop } from './db/check';
import { DataDirLockedError } from './db/lock';
import { seedCatalogue } from './db/seed';
import { createLogger } from './http/logger';
import { fastResponders } from './fast-reads/responders';
import { closeServer } from './http/close-server';
import { createHttpServer, DEFAULT_SOCKET_LIMITS } from './http/node-server';
import { loadSecrets } from './secrets';
import { forgetExpiredResetLinks } from './services/password-reset';

import { deleteExpiredSessions } from './services/sessions';
import { describeError } from './http/error-description';
import { queueDueReminders } from './mail/reminders';
import { mailDirectory, transportFor } from './mail/transport';
import { startMailWorker } from './mail/worker';
import { channelsOf } from './channels/set-up';
import { receiptPdf } from './mail/receipt-pdf';
import { settlePendingRefunds } from './services/refunds';
import { settlePendingPayments } from './services/payment-settling';
import { releaseUnpaidDeposits } from './services/deposits';
import { deleteOldCounters } from './services/rate-limit';
import { lastBackupState } from './backup/state';
import { setBackupSource } from './metrics/backup-source';
import { paymentsLine } from './payments/settings';

const SHUTDOWN_CAP_MS = 10_000;
const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;
const EVERY_MINUTE_MS = 60 * 1000;
/** Bookings whose deposit is overdue are released within this long of the hold's end. */
const DEPOSIT_SWEEP_MS = 15 * 1000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let envConfig;
try {
  envConfig = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const config = await loadSecrets(envConfig);
const logger = createLogger(config.logLevel);

// The customer site (index.html) and the workshop's console (staff.html) are two passes of `npm run build`.
if (!existsSync(path.join(config.clientDir, 'index.html')) && process.env.SKIP_CLIENT_BUILD !== 'true') {
  console.log(`No built web app in ${config.clientDir}: running vite build once.`);
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.error('The web app build failed; the API still starts and pages answer 503 until `npm run build` succeeds.');
  else if (spawnSync('npx', ['vite', 'build', '--mode', 'console'], { stdio: 'inherit' }).status !== 0) {
    console.error('The console build failed; the customer site starts, the console (/staff) only after `npm run build` succeeds.');
  }
}

let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
}
const handle = database;
const driver = driverOf(handle.db);
if (handle.uncleanStopOf && driver instanceof PGlite) await checkAfterUncleanStop(driver, handle.uncleanStopOf, logger);

const seeded = await seedCatalogue(handle.db);
if (seeded > 0) logger.info('catalogue seeded', { services: seeded });
// Housekeeping now and every few minutes: ended sessions, and the tokens of expired reset links in stored mail.
const housekeeping = async () => {
  try {
    await deleteExpiredSessions(handle.db, config.now());
    await forgetExpiredResetLinks(handle.db, config.now());
  } catch (error) {
    logger.error('housekeeping failed', describeError(error));
  }
};
// The sweeps under way, awaited by a clean stop before the database closes.
const sweeps = new Set<Promise<void>>();
const sweep = (work: () => Promise<void>) => {
  const running = work().finally(() => sweeps.delete(running));
  sweeps.add(running);
  return running;
};
await sweep(housekeeping);
const housekeepingTimer = setInterval(() => void sweep(housekeeping), HOUSEKEEPING_EVERY_MS);
housekeepingTimer.unref();

// One set of dependencies — the fast reads (FAST_READS) and the catalogue among them — for the app and for the
// responders that answer before it.
const deps = createAppDeps({ db: handle.db, config, logger });
// Backups: a half-written one (the server was killed during it) goes; the schedule counts from the last success.
const unfinishedBackups = await deps.backups.removeLeftovers();
if (unfinishedBackups > 0) logger.info('unfinished backups removed', { count: unfinishedBackups, dir: deps.backups.dir });
await deps.backups.startSchedule();
// /metrics reads the last backup's moments from the same record the console shows.
setBackupSource(() => {
  const { lastSuccess, lastFailure } = lastBackupState();
  return {
    lastSuccessAt: lastSuccess ? new Date(lastSuccess.created_at) : null,
    lastFailureAt: lastFailure ? new Date(lastFailure.at) : null,
  };
});

// Mail leaves through SMTP_URL, or is written as .eml files under DATA_DIR/mail (decision 011).
const transport = transportFor(config.mail, config.dataDir);
const mailWorker = startMailWorker({
  db: handle.db,
  transport,
  from: config.mail.from,
  maxAttempts: config.mail.maxAttempts,
  now: config.now,
  logger,
  invoicePdf: receiptPdf(handle.db, config),
  sessionSecret: config.sessionSecret,
  channels: channelsOf(config),
});
console.log(`online payment: ${paymentsLine(config)}`);
console.log(`booking messages on WhatsApp: ${config.whatsapp ? 'on' : 'off (no WHATSAPP_TOKEN)'}; by SMS: ${config.sms ? 'on' : 'off (no SMS_ACCOUNT_SID)'}`);
console.log(transport.kind === 'smtp' ? 'mail is delivered through SMTP_URL' : `mail is written as .eml files to ${mailDirectory(config.dataDir)} (set SMTP_URL to send it)`);
// Every minute: reminders that are due (the Settings page's reminder hours, REMINDER_HOURS on a new database; none
// when empty), refunds a gateway has not confirmed, and rate-limit counters of windows long gone.
const everyMinute = async () => {
  try {
    const { reminderHours } = await deps.profile.fresh();
    const queued = reminderHours === null ? 0 : await queueDueReminders(handle.db, deps.mail, reminderHours, config.now());
    if (queued > 0) logger.info('reminders queued', { count: queued });
    const decided = await settlePendingPayments(handle.db, deps.gateway, deps.mail, config.now());
    if (decided > 0) logger.info('pending payments settled', { count: decided });
    const refunded = await settlePendingRefunds(handle.db, deps.gateway, deps.mail, config.now());
    if (refunded > 0) logger.info('pending refunds settled', { count: refunded });
    await deleteOldCounters(handle.db, config.now());
  } catch (error) {
    logger.error('the minute sweep failed', describeError(error));
  }
};
await sweep(everyMinute);
const minuteTimer = setInterval(() => void sweep(everyMinute), EVERY_MINUTE_MS);
minuteTimer.unref();
const releaseOverdueDeposits = async () => {
  try {
    const released = await releaseUnpaidDeposits(handle.db, deps.mail, config.now());
    if (released > 0) logger.info('bookings released: deposit not paid in time', { count: released });
  } catch (error) {
    logger.error('the deposit sweep failed', describeError(error));
  }
};
await sweep(releaseOverdueDeposits);
const depositTimer = setInterval(() => void sweep(releaseOverdueDeposits), DEPOSIT_SWEEP_MS);
depositTimer.unref();
// The end-to-end suite's clock (TEST_CLOCK): after a move the sweeps that read the time run at once, not on their timers.
config.testClock?.afterMove(async () => {
  await sweep(everyMinute);
  await sweep(releaseOverdueDeposits);
});

const server = createHttpServer(createApp(deps), fastResponders(deps), {
  ...DEFAULT_SOCKET_LIMITS,
  maxConnections: config.maxConnections,
  maxConnectionsPerAddress: config.maxConnectionsPerIp,
});
server.listen(config.port, config.host, () => {
  const store = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`listening on http://localhost:${config.port} (${store}${config.fastReads ? '' : ', fast reads off'})`);
});

// A clean stop (SIGTERM, SIGINT): the lock says "stopping" (a start meanwhile waits for it), no new connections,
// every request under way answered (SHUTDOWN_CAP_MS at most), the mail worker's unsent claims given back, the
// sweeps and a backup being written finished, the database closed and its lock released, the logs flushed, exit 0. A second signal exits at
// once — unless it comes within DUPLICATE_SIGNAL_MS: Ctrl-C reaches the whole terminal's process group and npm
// forwards it to its child as well, so one keypress arrives twice.
const DUPLICATE_SIGNAL_MS = 1_000;
const SIGNAL_EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };
let stoppingSince: number | null = null;

async function stop(signal: string) {
  stoppingSince = performance.now();
  handle.markStopping?.();
  logger.info('stopping', { signal });
  clearInterval(housekeepingTimer);
  clearInterval(minuteTimer);
  clearInterval(depositTimer);
  deps.backups.stopSchedule();
  const answered = await closeServer(server, SHUTDOWN_CAP_MS);
  if (!answered) logger.error('requests still under way were cut', { after_ms: SHUTDOWN_CAP_MS });
  await mailWorker.stop();
  await Promise.allSettled(sweeps);
  await deps.backups.finished();
  try {
    await handle.close();
  } catch (error) {
    logger.error('closing the database failed', describeError(error));
  }
  logger.info('stopped', { signal });
  logger.flush();
  process.exit(0);
}

function onSignal(signal: NodeJS.Signals) {
  if (stoppingSince === null) {
    void stop(signal);
    return;
  }
  if (performance.now() - stoppingSince < DUPLICATE_SIGNAL_MS) return;
  logger.error('stopping at once', { signal });
  logger.flush();
  process.exit(SIGNAL_EXIT_CODES[signal] ?? 1);
}

process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
