// The suites that hold the fast reads to the plain app: one database, the plain app (FAST_READS=off) and the app
// under test each behind a real socket, and raw requests to either, told apart by the request log.
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { seedCatalogue } from '../../../server/db/seed';
import type { AppDeps } from '../../../server/http/context';
import type { TestBackend } from './backends';
import { listenLikeStart, rawRequest, requestLog, type Listening, type RawAnswer } from './raw-http';

export interface ComparedApps {
  handle: DatabaseHandle;
  plain: Listening;
  tested: Listening & { app: App; deps: AppDeps };
  /** The same path through the plain app and through the app under test. */
  viaPlainApp: (path: string, headers?: Record<string, string>) => Promise<RawAnswer>;
  viaTested: (path: string, headers?: Record<string, string>) => Promise<RawAnswer>;
}

/** Opens both apps on a fresh, seeded database before the surrounding `describe`, and closes them after it. */
export function useComparedApps(backend: TestBackend, configs: { plain: () => Config; tested: () => Config }): ComparedApps {
  const { logger, lines } = requestLog();
  const apps = {
    viaPlainApp: (path, headers = {}) => rawRequest(apps.plain.base, lines, path, headers),
    viaTested: (path, headers = {}) => rawRequest(apps.tested.base, lines, path, headers),
  } as ComparedApps;
  beforeAll(async () => {
    apps.handle = await backend.open();
    await seedCatalogue(apps.handle.db);
    apps.plain = await listenLikeStart({ db: apps.handle.db, config: configs.plain(), logger });
    apps.tested = await listenLikeStart({ db: apps.handle.db, config: configs.tested(), logger });
  });
  afterAll(async () => {
    await apps.tested?.close();
    await apps.plain?.close();
    await apps.handle?.close();
  });
  return apps;
}

/** Whether a responder before the framework answered it (the app did not). */
export const answeredDirectly = (answer: RawAnswer) => answer.line?.direct === true;
