// Front-end weight: gzip bytes the home page loads before interaction, and what each lazy route adds.
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

function build(mode: 'production' | 'preact'): { outDir: string; manifest: Manifest } {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `shineworks-bundle-${mode}-`));
  const result = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--manifest', '--logLevel', 'error'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed`);
  return { outDir, manifest: JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest };
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
  for (const [label, mode] of [['React', 'production'], ['Preact', 'preact']] as const) {
    const { outDir, manifest } = build(mode);
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entryKey) throw new Error('no entry chunk in the manifest');
    const initial = closure(manifest, entryKey);
    rows.push({ build: label, part: 'home page, initial', ...weigh(outDir, initial) });
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/views/')) continue;
      const added = [...closure(manifest, key)].filter((file) => !initial.has(file));
      rows.push({ build: label, part: `+ ${routeName(chunk.src)}`, ...weigh(outDir, added) });
    }
  }
  return rows;
}
