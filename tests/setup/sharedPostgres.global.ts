// One throwaway PostgreSQL cluster for the whole run, started before the first server suite and stopped after the
// last, with the migrations applied once into a template database that every suite copies (CREATE DATABASE …
// TEMPLATE takes milliseconds; initdb and the migrations took seconds per file).
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/client';
import { SHARED_TEMPLATE, type SharedPostgres } from '../server/helpers/shared-postgres';
import { startPostgresCluster } from '../server/helpers/postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedPostgres: SharedPostgres;
  }
}

export default async function startSharedPostgres(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SKIP_POSTGRES_TESTS === 'true') {
    project.provide('sharedPostgres', { reason: 'SKIP_POSTGRES_TESTS is true' });
    return undefined;
  }
  const started = await startPostgresCluster();
  if ('reason' in started) {
    project.provide('sharedPostgres', { reason: started.reason });
    return undefined;
  }
  const { cluster } = started;
  const template = await openPostgres(await cluster.createDatabase(SHARED_TEMPLATE), 1);
  await template.close();
  project.provide('sharedPostgres', { adminUrl: cluster.url('postgres') });
  return () => cluster.stop();
}
