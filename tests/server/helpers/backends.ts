// The databases a server suite runs on: PGlite always; the run's PostgreSQL cluster too for the suites
// BOTH_DATABASES names (with the reason), when the cluster could start.
import path from 'node:path';
import { expect } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../server/db/client';
import { BOTH_DATABASES } from './both-databases';
import { openTemplatePglite, pgliteTemplate } from './pglite-template';
import { newPostgresDatabase, postgresUnavailable } from './shared-postgres';

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

/** Whether the suite being collected is one BOTH_DATABASES names. */
const runsOnBoth = (): boolean => {
  const file = expect.getState().testPath;
  return file !== undefined && path.basename(file) in BOTH_DATABASES;
};

export async function prepareBackends(): Promise<TestBackend[]> {
  await pgliteTemplate();
  const pglite: TestBackend = {
    name: 'pglite',
    skipReason: null,
    open: openTemplatePglite,
    reopen: () => Promise.reject(new Error('PGlite is one connection in one process; it cannot be opened twice.')),
    stop: async () => {},
  };
  if (!runsOnBoth()) return [pglite];
  const reason = postgresUnavailable();
  if (reason !== null) return [pglite, unavailable(reason)];

  const urls = new WeakMap<DatabaseHandle, string>();
  const postgres: TestBackend = {
    name: 'postgres',
    skipReason: null,
    async open() {
      const url = await newPostgresDatabase('suite');
      const handle = await openPostgres(url, 5);
      urls.set(handle, url);
      return handle;
    },
    async reopen(handle) {
      const url = urls.get(handle);
      if (!url) throw new Error('reopen() needs a handle this backend opened.');
      return openPostgres(url, 5);
    },
    stop: async () => {},
  };
  return [pglite, postgres];
}

function unavailable(reason: string): TestBackend {
  console.warn(`Skipping the PostgreSQL variant of this suite: ${reason}.`);
  return {
    name: 'postgres',
    skipReason: reason,
    open: () => Promise.reject(new Error(reason)),
    reopen: () => Promise.reject(new Error(reason)),
    stop: async () => {},
  };
}
