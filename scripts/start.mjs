// `npm start`: runs the compiled server (dist/server/start.js), compiling it first when it is missing or older than
// the TypeScript it was built from. Plain JavaScript, so production never loads a transpiler; the compiler runs in
// a child process of its own, so none of it stays in the server's memory.
import { spawnSync } from 'node:child_process';
import console from 'node:console';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { DEFAULT_OUT_DIR, ROOT, isServerBuildFresh } from './build-server.mjs';

if (!(await isServerBuildFresh())) {
  console.log('The compiled server is missing or older than its sources: building it once (npm run build:server).');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The server build failed: see the errors above.');
    process.exit(1);
  }
}

// Stack traces name the TypeScript files and lines.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(DEFAULT_OUT_DIR, 'start.js')).href);
