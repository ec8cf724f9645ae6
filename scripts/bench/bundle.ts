// Front-end weight: gzip bytes the home page loads before interaction, what each lazy route adds, and what the
// workshop's console (staff.html, built in a pass of its own into the same directory) loads before interaction.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleRow {
  build: string;
  part: string;
  jsGzip: number;
  cssGzip: number;
}

interface Build {
  outDir: string;
  customer: Manifest;
  console: Manifest;
}

const readManifest = (outDir: string, name: string) => JSON.parse(readFileSync(path.join(outDir, '.vite', name), 'utf8')) as Manifest;

/** Both passes of a flavour, as `npm run build` runs them; the console pass names its manifest itself (vite.config.ts). */
function build(customerMode: 'production' | 'preact', consoleMode: 'console' | 'preact-console'): Build {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `shineworks-bundle-${customerMode}-`));
  for (const mode of [customerMode, consoleMode]) {
    const args = ['vite', 'build', '--mode', mode, '--outDir', outDir, '--manifest', '--logLevel', 'error'];
    const result = spawnSync('npx', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed`);
  }
  return { outDir, customer: readManifest(outDir, 'manifest.json'), console: readManifest(outDir, 'manifest-console.json') };
}

function entryOf(manifest: Manifest, html: string): string {
  if (!manifest[html]?.isEntry) throw new Error(`no entry chunk for ${html} in the manifest`);
  return html;
}

/** Every file a chunk pulls in statically (itself, its static imports, their CSS). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function weigh(outDir: string, files: Iterable<string>): { jsGzip: number; cssGzip: number } {
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    if (file.endsWith('.css')) cssGzip += size;
    else if (file.endsWith('.js')) jsGzip += size;
  }
  return { jsGzip, cssGzip };
}

const routeName = (src: string) => path.basename(src).replace(/\.tsx?$/, '');

export function benchBundles(): BundleRow[] {
  const rows: BundleRow[] = [];
  for (const [label, mode, consoleMode] of [['React', 'production', 'console'], ['Preact', 'preact', 'preact-console']] as const) {
    const { outDir, customer: manifest, console: consoleManifest } = build(mode, consoleMode);
    const initial = closure(manifest, entryOf(manifest, 'index.html'));
    rows.push({ build: label, part: 'home page, initial', ...weigh(outDir, initial) });
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/views/')) continue;
      const added = [...closure(manifest, key)].filter((file) => !initial.has(file));
      rows.push({ build: label, part: `+ ${routeName(chunk.src)}`, ...weigh(outDir, added) });
    }
    const consoleInitial = closure(consoleManifest, entryOf(consoleManifest, 'staff.html'));
    rows.push({ build: label, part: 'console, initial', ...weigh(outDir, consoleInitial) });
  }
  return rows;
}
