// The databases the API suite runs on: PGlite always, a throwaway PostgreSQL cluster when its binaries exist.
import { openPostgres, type DatabaseHandle } from '../../../server/db/client';
import { openTemplatePglite, pgliteTemplate } from './pglite-template';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** Why this backend cannot run here, or null. */
  skipReason: string | null;
  /** A fresh, migrated, empty database. */
  open(): Promise<DatabaseHandle>;
  /** A second connection pool on the database `handle` opened (a second app instance); PostgreSQL only. */
  reopen(handle: DatabaseHandle): Promise<DatabaseHandle>;
  stop(): Promise<void>;
}

const TEMPLATE_DATABASE = 'shineworks_template';

export async function prepareBackends(): Promise<TestBackend[]> {
  await pgliteTemplate();
  const pglite: TestBackend = {
    name: 'pglite',
    skipReason: null,
    open: openTemplatePglite,
    reopen: () => Promise.reject(new Error('PGlite is one connection in one process; it cannot be opened twice.')),
    stop: async () => {},
  };

  if (process.env.SKIP_POSTGRES_TESTS === 'true') {
    return [pglite, unavailable('SKIP_POSTGRES_TESTS is true')];
  }
  const started = await startPostgresCluster();
  if ('reason' in started) return [pglite, unavailable(started.reason)];
  const cluster: PostgresCluster = started.cluster;
  // Migrate once into a template database; each suite copies it (CREATE DATABASE … TEMPLATE), which is fast.
  const template = await openPostgres(await cluster.createDatabase(TEMPLATE_DATABASE), 1);
  await template.close();
  let count = 0;
  const urls = new WeakMap<DatabaseHandle, string>();
  const postgres: TestBackend = {
    name: 'postgres',
    skipReason: null,
    async open() {
      count += 1;
      const url = await cluster.createDatabase(`suite_${process.pid}_${count}`, TEMPLATE_DATABASE);
      const handle = await openPostgres(url, 5);
      urls.set(handle, url);
      return handle;
    },
    async reopen(handle) {
      const url = urls.get(handle);
      if (!url) throw new Error('reopen() needs a handle this backend opened.');
      return openPostgres(url, 5);
    },
    stop: () => cluster.stop(),
  };
  return [pglite, postgres];
}

function unavailable(reason: string): TestBackend {
  console.warn(`Skipping the PostgreSQL variant of the API suite: ${reason}.`);
  return {
    name: 'postgres',
    skipReason: reason,
    open: () => Promise.reject(new Error(reason)),
    reopen: () => Promise.reject(new Error(reason)),
    stop: async () => {},
  };
}
