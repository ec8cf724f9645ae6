// The frame every server suite shares: the databases it runs on, stopped after it, and a fresh app per group.
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { AppDeps } from '../../../server/http/context';
import type { DatabaseHandle } from '../../../server/db/client';
import { createTestApp, removeTempDirs } from './app';
import { prepareBackends, type TestBackend } from './backends';
import { openTemplatePglite } from './pglite-template';

/** PGlite, and PostgreSQL where it can run; both stopped (and temp dirs removed) after the suite. */
export async function suiteBackends(): Promise<TestBackend[]> {
  const backends = await prepareBackends();
  afterAll(async () => {
    for (const backend of backends) await backend.stop();
    removeTempDirs();
  });
  return backends;
}

export interface AppOnBackend {
  handle: DatabaseHandle;
  app: App;
  config: Config;
  deps: AppDeps;
}

/** A fresh database and app for the surrounding `describe`, closed after it; nothing opens on a skipped backend. */
export function useApp(backend: TestBackend, overrides: Record<string, string> = {}, options: { now?: () => Date } = {}): AppOnBackend {
  const context = {} as AppOnBackend;
  beforeAll(async () => {
    if (backend.skipReason !== null) return;
    context.handle = await backend.open();
    Object.assign(context, await createTestApp(context.handle.db, overrides, options));
  });
  afterAll(async () => {
    await context.handle?.close();
  });
  return context;
}

/** A fresh app on a copy of the migrated PGlite template for the surrounding `describe` (or file), closed after it, for suites that need no PostgreSQL run. */
export function usePgliteApp(overrides: Record<string, string> = {}, options: { now?: () => Date } = {}): AppOnBackend {
  const context = {} as AppOnBackend;
  beforeAll(async () => {
    context.handle = await openTemplatePglite();
    Object.assign(context, await createTestApp(context.handle.db, overrides, options));
  });
  afterAll(async () => {
    await context.handle?.close();
    removeTempDirs();
  });
  return context;
}
