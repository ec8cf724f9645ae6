// Starts the server: config, SPA build if missing, database (lock, migrations, seed), HTTP, graceful stop.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { createAppDeps } from './app-deps';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedCatalogue } from './db/seed';
import { createLogger } from './http/logger';
import { fastResponders } from './fast-reads/responders';
import { createHttpServer, DEFAULT_SOCKET_LIMITS } from './http/node-server';
import { loadSecrets } from './secrets';
import { forgetExpiredResetLinks } from './services/password-reset';
import { deleteExpiredSessions } from './services/sessions';
import { describeError } from './http/error-description';

const SHUTDOWN_CAP_MS = 10_000;
const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

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

if (!existsSync(path.join(config.clientDir, 'index.html')) && process.env.SKIP_CLIENT_BUILD !== 'true') {
  console.log(`No built web app in ${config.clientDir}: running vite build once.`);
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.error('The web app build failed; the API still starts and pages answer 503 until `npm run build` succeeds.');
}

let database;
try {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) fail(error.message);
  fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
}
const handle = database;

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
await housekeeping();
setInterval(() => void housekeeping(), HOUSEKEEPING_EVERY_MS).unref();

// One set of dependencies — the fast reads (FAST_READS) and the catalogue among them — for the app and for the
// responders that answer before it.
const deps = createAppDeps({ db: handle.db, config, logger });
const server = createHttpServer(createApp(deps), fastResponders(deps), {
  ...DEFAULT_SOCKET_LIMITS,
  maxConnections: config.maxConnections,
});
server.listen(config.port, config.host, () => {
  const store = handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`listening on http://localhost:${config.port} (${store}${config.fastReads ? '' : ', fast reads off'})`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('stopping', { signal });
  // Stop accepting, let in-flight requests finish, but never wait longer than the cap.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, SHUTDOWN_CAP_MS);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
  try {
    await handle.close();
  } catch (error) {
    console.error(`Closing the database failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(0);
}

process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
