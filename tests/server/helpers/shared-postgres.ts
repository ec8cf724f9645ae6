// The run's PostgreSQL cluster (tests/setup/sharedPostgres.global.ts), as a test file sees it: a fresh database per
// call, a copy of the migrated template or empty.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabaseOn } from './postgres-cluster';

export const SHARED_TEMPLATE = 'shineworks_template';

export type SharedPostgres = { adminUrl: string } | { reason: string };

/** Why PostgreSQL cannot run here, or null. */
export function postgresUnavailable(): string | null {
  const shared = inject('sharedPostgres');
  return 'reason' in shared ? shared.reason : null;
}

/** A new database on the run's cluster: migrated (a copy of the template) unless `empty`; its URL. */
export async function newPostgresDatabase(prefix: string, options: { empty?: boolean } = {}): Promise<string> {
  const shared = inject('sharedPostgres');
  if ('reason' in shared) throw new Error(shared.reason);
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  return createDatabaseOn(shared.adminUrl, name, options.empty ? undefined : SHARED_TEMPLATE);
}
