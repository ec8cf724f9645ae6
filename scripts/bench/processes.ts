// Starts the app server and the bare node:http ceiling as child processes, so the load generator never shares
// their event loop, and stops them at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export interface RunningApp extends Running {
  dataDir: string;
  /** The server's own process (node itself, not a wrapper): what the memory bench reads /proc/<pid>/status of. */
  pid: number;
  /** From spawn to the first 200 of /api/ready. */
  readyMs: number;
  /** Ends the process at once, like a power cut to the process (not to the disk). */
  kill(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, pollMs = 100): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`server not ready at ${url}:\n${output()}`);
}

const OUTPUT_KEPT = 4000;

/** Reads the child's output as it comes (a server logging every request writes megabytes), keeping only its end. */
function track(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

const stopChild = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * The load generator is one address and a few accounts booking far more than a customer would; the limits that
 * protect the calendar are not what we measure, so every bench server runs with them lifted.
 */
export const LIFTED_LIMITS: Record<string, string> = {
  LOGIN_MAX_PER_IP: '1000000',
  REGISTER_MAX_PER_IP: '1000000',
  MAX_ACTIVE_BOOKINGS: '1000000',
  BOOKING_MAX_PER_ACCOUNT: '1000000',
  BOOKING_MAX_PER_IP: '1000000',
  MAX_UNPAID_PER_IP: '1000000',
  MAX_UNPAID_PER_DEVICE: '1000000',
  BUSY_CALENDAR_PERCENT: 'off',
  MAX_CONNECTIONS_PER_IP: '1000000',
};

/**
 * The real server (`server/start.ts` through tsx, or what `nodeArgs` names) on a fresh embedded database (or
 * `dataDir`), or on `databaseUrl` when given; its stdout into `stdoutFile` when given.
 */
export async function startAppServer(
  options: { databaseUrl?: string; dataDir?: string; env?: Record<string, string>; nodeArgs?: string[]; stdoutFile?: string } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shineworks-server-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, options.nodeArgs ?? ['--import', 'tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      ...LIFTED_LIMITS,
      ...options.env,
    },
    // A log file, as `npm start >> server.log` writes it: read by no one during the run, so the load generator's
    // process does not pay for reading the lines.
    stdio: ['ignore', options.stdoutFile ? openSync(options.stdoutFile, 'a') : 'pipe', 'pipe'],
  });
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/api/ready`, child, output, 20);
  const readyMs = performance.now() - startedAt;
  return { url, dataDir, pid: child.pid!, readyMs, stop: () => stopChild(child), kill: () => stopChild(child, 'SIGKILL') };
}

/** A bare node:http server answering every request with `body` as JSON: the machine's ceiling. */
export async function startBareServer(body: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts'), String(port)], {
    env: { ...process.env, BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url, child, output);
  return { url, stop: () => stopChild(child) };
}
