// Production runs the compiled server: `npm run build:server` bundles server/start.ts (and src/domain) into plain
// JavaScript, and that file alone — no transpiler loaded — migrates a fresh data directory, seeds the catalogue,
// answers the API and stops on SIGTERM, its data directory's lock released.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClientDir, removeTempDirs, tempDir } from './helpers/app';
import { processesNaming } from './helpers/processes-naming';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const READY_WITHIN_MS = 20_000;

// Inside the project, so that the compiled files find node_modules as dist/server does.
let outDir: string;
let server: ChildProcess | null = null;
let output = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForReady(base: string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the compiled server exited:\n${output}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server was not ready within ${READY_WITHIN_MS} ms:\n${output}`);
}

beforeAll(async () => {
  mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  outDir = mkdtempSync(path.join(ROOT, 'dist', 'compiled-server-test-'));
  await run(process.execPath, ['scripts/build-server.mjs', '--out-dir', outDir], { cwd: ROOT });
}, 30_000);

afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
  removeTempDirs();
});

describe('the compiled server', () => {
  it('is plain JavaScript beside its migrations, with the packages left to node_modules', () => {
    const start = readFileSync(path.join(outDir, 'start.js'), 'utf8');
    expect(existsSync(path.join(outDir, 'cli.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'start.js.map'))).toBe(true);
    expect(existsSync(path.join(outDir, 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(start).toMatch(/from "hono"/);
    expect(start).not.toMatch(/\btsx\b/);
    expect(start).not.toMatch(/from "[^"]+\.ts"/);
  });

  it('starts on a fresh data directory without a transpiler, answers the API and stops on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = tempDir('compiled-data');
    server = spawn(process.execPath, [path.join(outDir, 'start.js')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIR: makeClientDir(),
        SKIP_CLIENT_BUILD: 'true',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));

    await waitForReady(base);
    const list = await fetch(`${base}/api/services/list/`);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { count: number; results: unknown[] };
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.length).toBeGreaterThan(0);
    expect((await fetch(`${base}/`)).status).toBe(200);

    const lockFile = path.join(dataDir, '.lock');
    expect(processesNaming(lockFile)).toHaveLength(1);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The data directory's lock left with the server: no flock process stays behind.
    expect(processesNaming(lockFile)).toEqual([]);
  }, 30_000);
});
