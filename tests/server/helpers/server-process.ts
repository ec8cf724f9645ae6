// The real server as a child process — `node server/start.ts` through tsx, or `npm start` as production runs it — on
// a data directory copied from one migrated template (no initdb per test), and requests that stay under way for as
// long as a test wants: their body is sent in two halves.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { freePort } from '../../../scripts/bench/processes';
import { pgliteStartParams } from '../../../server/db/pglite-data-dir';
import { makeClientDir, tempDir } from './app';
import { pgliteTemplate } from './pglite-template';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER_OPS_TOKEN = 'server-process-ops-token-0123456789';

let template: Promise<string> | null = null;

/** A DATA_DIR holding a migrated embedded database, copied from one made once per test worker. */
export async function servedDataDir(): Promise<string> {
  template ??= (async () => {
    // Not a tempDir(): those go when a file ends, and the worker's next files copy this one too.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shineworks-data-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const pglite = new PGlite(path.join(dir, 'pglite'), { loadDataDir: new Blob([new Uint8Array(await pgliteTemplate())]), startParams: pgliteStartParams() });
    await pglite.waitReady;
    await pglite.close();
    return dir;
  })();
  const dataDir = tempDir('served-data');
  cpSync(await template, dataDir, { recursive: true });
  return dataDir;
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts the server on `dataDir` (its own port): the compiled `startJs` when given (quicker to start than through
 * tsx), `npm start` with `npm` (the compiled server in dist/server, built when stale), else server/start.ts.
 */
export function spawnServer(dataDir: string, options: { npm?: boolean; startJs?: string; port?: number; env?: Record<string, string> } = {}): Promise<ServerProcess> {
  return (async () => {
    const port = options.port ?? (await freePort());
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      CLIENT_DIR: makeClientDir(),
      SKIP_CLIENT_BUILD: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      OPS_TOKEN: SERVER_OPS_TOKEN,
      ...options.env,
    };
    const child = options.npm
      ? spawn('npm', ['start', '--silent'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, options.startJs ? [options.startJs] : ['--import', 'tsx', 'server/start.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, base: `http://127.0.0.1:${port}`, port, output: () => output, exited };
  })();
}

/** Resolves once /api/ready answers 200; fails if the process exits first. */
export async function untilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Polls `check` every 20 ms until it is true. */
export async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const lockText = (dataDir: string) => {
  try {
    return readFileSync(path.join(dataDir, '.lock'), 'utf8');
  } catch {
    return '';
  }
};

export interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  /** The answer's status, or null when the connection closed without one. */
  status: Promise<number | null>;
}

/**
 * A sign-in with a wrong password whose body arrives in two halves: under way from the server's point of view
 * until finish(). Resolves once its headers and first half are written.
 */
export async function slowSignIn(server: ServerProcess): Promise<SlowRequest> {
  const body = JSON.stringify({ email: 'nobody@example.pk', password: 'not-the-password-1' });
  const half = Math.floor(body.length / 2);
  const socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  const status = new Promise<number | null>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) resolve(Number(match[1]));
    });
    socket.on('close', () => resolve(null));
    socket.on('error', () => resolve(null));
  });
  const head = [
    'POST /api/auth/customer/login/ HTTP/1.1',
    `Host: 127.0.0.1:${server.port}`,
    `Origin: ${server.base}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    '',
  ].join('\r\n');
  await new Promise<void>((resolve) => socket.write(head + body.slice(0, half), () => resolve()));
  return { finish: () => socket.write(body.slice(half)), status };
}

/**
 * Servers a test file starts and stops: `build()` compiles the server once per file (as production runs it, and quicker to
 * start than through a transpiler), `serve()` starts one and waits until it is ready, `killAll()` ends what is left.
 */
export function compiledServers(defaults: Parameters<typeof spawnServer>[1] = {}) {
  const started: ServerProcess[] = [];
  let startJs: string | null = null;
  let outDir: string | null = null;
  return {
    /** Compiles into a folder of this file's own under dist/ (where the packages resolve): test files run side by side. */
    async build(): Promise<void> {
      mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
      outDir = mkdtempSync(path.join(ROOT, 'dist', 'server-process-'));
      await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--out-dir', outDir], { cwd: ROOT });
      startJs = path.join(outDir, 'start.js');
    },
    async serve(dataDir: string, options: Parameters<typeof spawnServer>[1] = {}): Promise<ServerProcess> {
      if (startJs === null) throw new Error('compiledServers: build() first (in beforeAll).');
      const server = await spawnServer(dataDir, { startJs, ...defaults, ...options, env: { ...defaults.env, ...options.env } });
      started.push(server);
      await untilReady(server);
      return server;
    },
    /** Starts one without waiting for it to be ready. */
    async spawn(dataDir: string, options: Parameters<typeof spawnServer>[1] = {}): Promise<ServerProcess> {
      if (startJs === null) throw new Error('compiledServers: build() first (in beforeAll).');
      const server = await spawnServer(dataDir, { startJs, ...defaults, ...options, env: { ...defaults.env, ...options.env } });
      started.push(server);
      return server;
    },
    /** Ends every server still running and removes the compiled folder. */
    killAll(): void {
      for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    },
  };
}
