// Compiles the server (start.ts and the ops CLI, with everything they import, src/domain among it) into plain ESM
// JavaScript in dist/server: packages stay external, node_modules provides them at run time. The SQL migrations are
// read at run time next to the code (server/db/client.ts resolves ./migrations from its own module), so they are
// copied beside the bundles. Plain JavaScript so that `npm start` can run it without a transpiler.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import console from 'node:console';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_OUT_DIR = path.join(ROOT, 'dist', 'server');
const MIGRATIONS = path.join(ROOT, 'server', 'db', 'migrations');
/** The source files the last build read, relative to the root: what `isServerBuildFresh` compares against. */
const INPUTS_FILE = 'inputs.json';

const ENTRIES = { start: 'server/start.ts', cli: 'server/ops/cli.ts' };

/** Builds dist/server (or `outDir`); resolves with the path of the compiled start.js. */
export async function buildServer({ outDir = DEFAULT_OUT_DIR } = {}) {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // Loaded here, not at the top: `npm start` reads isServerBuildFresh from this file without loading the compiler.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: outDir,
    bundle: true,
    // Two self-contained bundles beside the migrations folder: no shared chunk in another directory, so every
    // import.meta.url in the server points at outDir.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    banner: { js: '// Built by scripts/build-server.mjs from server/: edit the TypeScript, not this file.' },
  });
  await cp(MIGRATIONS, path.join(outDir, 'migrations'), { recursive: true });
  const inputs = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
  await writeFile(path.join(outDir, INPUTS_FILE), `${JSON.stringify(inputs, null, 1)}\n`);
  return path.join(outDir, 'start.js');
}

async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * True when `outDir` holds a build newer than every source file it was built from and every migration; a missing
 * or deleted source counts as changed.
 */
export async function isServerBuildFresh({ outDir = DEFAULT_OUT_DIR } = {}) {
  const built = Math.min(await mtimeOf(path.join(outDir, 'start.js')), await mtimeOf(path.join(outDir, 'cli.js')));
  if (!Number.isFinite(built)) return false;
  let inputs;
  try {
    inputs = JSON.parse(await readFile(path.join(outDir, INPUTS_FILE), 'utf8'));
  } catch {
    return false;
  }
  const sources = [...inputs.map((file) => path.join(ROOT, file)), MIGRATIONS, ...(await filesUnder(MIGRATIONS))];
  const times = await Promise.all(sources.map(mtimeOf));
  return times.every((time) => time <= built);
}

// `node scripts/build-server.mjs [--out-dir DIR]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--out-dir');
  const outDir = flag > 0 && process.argv[flag + 1] ? path.resolve(process.argv[flag + 1]) : DEFAULT_OUT_DIR;
  const started = performance.now();
  await buildServer({ outDir });
  console.log(`server built into ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms`);
}
