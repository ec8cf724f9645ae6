// `npm run ops -- …`: the workshop's command line, compiled (dist/server/cli.js) when that build is current, else
// straight from the TypeScript through tsx, so it works before the server was ever built or started.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_OUT_DIR, ROOT, isServerBuildFresh } from './build-server.mjs';

if (await isServerBuildFresh()) {
  await import(pathToFileURL(path.join(DEFAULT_OUT_DIR, 'cli.js')).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(ROOT, 'server', 'ops', 'cli.ts')).href);
}
