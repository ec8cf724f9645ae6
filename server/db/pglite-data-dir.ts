// Creates an embedded database's data directory (initdb and migrations) in a child process, the settings every
// PGlite start is given, and the opening of a directory with flushes that reach the disk (decision 018).
// initdb inside WASM runs a second PostgreSQL instance and keeps a full copy of its heap to restore between its
// steps: about 500 MB of garbage that V8 frees only when it happens to collect it, so the server used to keep it for
// its lifetime. In a child process all of it is returned when the child exits, and the server only ever opens a
// directory that exists: its first start costs what a restart costs (decision 013).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { flushPath, flushTree } from './flush-files';
import { FlushingNodeFS } from './flushing-node-fs';

/**
 * PostgreSQL's shared buffers live inside the WASM heap and are written through at start, so each megabyte of
 * them is a resident megabyte from the first second. 16 MB holds the whole of a workshop's database for years
 * (a migrated and seeded one is about 8 MB); reads beyond it come from the operating system's file cache. PGlite's
 * default is 128 MB (what initdb writes into postgresql.conf); a command-line setting overrides the file, so
 * directories created before this setting get it too.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  // Single-user mode serves one connection; the shared arrays sized by these only cost memory.
  max_connections: '5',
  wal_buffers: '1MB',
  temp_buffers: '2MB',
  max_prepared_transactions: '0',
  // PGlite starts with fsync off (`-F`, dropped below). On: a commit returns once its WAL is flushed, a checkpoint
  // once the data files are. fsync() is the one flush Emscripten passes on to the file system (its fdatasync() does
  // nothing); FlushingNodeFS turns it into fdatasync(2) on the real file.
  fsync: 'on',
  synchronous_commit: 'on',
  wal_sync_method: 'fsync',
};

const FSYNC_OFF = '-F';

export const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams.filter((param) => param !== FSYNC_OFF),
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * The embedded database in `dataDir` (which holds one), flushing what it commits to the disk. `extensions`: PGlite
 * extensions to load (their files are unpacked at each open, so only when wanted).
 */
export const openPgliteDirectory = (dataDir: string, extensions: Extensions = {}) =>
  new PGlite({ fs: new FlushingNodeFS(dataDir), startParams: pgliteStartParams(), extensions });

const INITIALISING_PREFIX = '.initialising-';

/**
 * The child: PGlite runs initdb on an empty directory and starts; the migrations are applied (DDL on a new database
 * touches tens of megabytes of the WASM heap that would otherwise stay with the server); then it closes.
 */
const INITDB_CHILD = `
const [pgliteUrl, drizzleUrl, migratorUrl, dataDir, startParams, migrationsFolder] = process.argv.slice(1);
const { PGlite } = await import(pgliteUrl);
const { drizzle } = await import(drizzleUrl);
const { migrate } = await import(migratorUrl);
const client = new PGlite(dataDir, { startParams: JSON.parse(startParams) });
await client.waitReady;
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
`;

function runInitdbChild(dataDir: string, migrationsFolder: string): Promise<void> {
  const modules = ['@electric-sql/pglite', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map((name) => import.meta.resolve(name));
  const child = spawn(
    process.execPath,
    ['--input-type=module', '--eval', INITDB_CHILD, ...modules, dataDir, JSON.stringify(pgliteStartParams()), migrationsFolder],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`initialising the database failed (${signal ?? `exit ${code}`}): ${errors.trim()}`)),
    );
  });
}

/**
 * A directory without PG_VERSION is no database: one made by hand, or what an older start left when it died during
 * initdb. Empty, it goes; otherwise it is kept beside, renamed, never deleted.
 */
async function moveAsideWhatIsInTheWay(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  if ((await readdir(dataDir)).length === 0) await rmdir(dataDir);
  else await rename(dataDir, `${dataDir}.incomplete-${Date.now()}`);
}

/**
 * Makes sure `dataDir` holds a database, migrated when it had to be created (then true). The new directory is built
 * beside it and renamed into place when complete, so a start interrupted half-way leaves no half-made database, only
 * a leftover that the next start removes. The caller holds the data directory's lock.
 */
export async function ensurePgliteDataDir(dataDir: string, migrationsFolder: string): Promise<boolean> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${base}${INITIALISING_PREFIX}`)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
  const building = path.join(parent, `${base}${INITIALISING_PREFIX}${process.pid}`);
  try {
    await runInitdbChild(building, migrationsFolder);
    // The child wrote without flushing (a crash there leaves only a leftover): flushed once, whole, then renamed
    // into place and the rename flushed, so the new database survives a power cut as soon as it is used.
    flushTree(building);
    await moveAsideWhatIsInTheWay(dataDir);
    await rename(building, dataDir);
    flushPath(parent);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return true;
}
