// One migrated PGlite data directory per migration set, dumped once to os.tmpdir and loaded by every suite.
// The first PGlite open (initdb in WASM) takes seconds and ~850 MB; loading a dump takes well under one. The dump is
// an uncompressed tar (~40 MB): gunzipping it took half of every open (measured 815 ms → 419 ms an open).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openPgliteClient, type DatabaseHandle } from '../../../server/db/client';

/** The installed PGlite's version (the template is made per version). */
export const pgliteVersion = (): string => {
  const manifest = readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
};

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cached: Promise<Buffer> | null = null;

async function buildOrWait(file: string): Promise<Buffer> {
  const lock = `${file}.lock`;
  for (let waited = 0; waited < 180_000; waited += 200) {
    if (existsSync(file)) return readFileSync(file);
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      // Another test worker is building it; a lock older than two minutes is abandoned.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) unlinkSync(lock);
      } catch {
        // Gone meanwhile.
      }
      await sleep(200);
      continue;
    }
    try {
      const pglite = new PGlite();
      const handle = await openPgliteClient(pglite);
      const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
      await handle.close();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      return dump;
    } finally {
      unlinkSync(lock);
    }
  }
  throw new Error(`Timed out waiting for the PGlite template ${file}.`);
}

export function pgliteTemplate(): Promise<Buffer> {
  cached ??= buildOrWait(path.join(os.tmpdir(), `shineworks-pglite-template-${templateKey()}.tar`));
  return cached;
}

/** A fresh in-memory database with every migration applied, loaded from the template. */
export async function openTemplatePglite(): Promise<DatabaseHandle> {
  const dump = await pgliteTemplate();
  return openPgliteClient(new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]) }));
}
