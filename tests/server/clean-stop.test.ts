// A clean stop, with the real server as a child process: on SIGTERM it stops accepting, answers every request under
// way, closes the database, lets go of DATA_DIR's lock and exits 0; a second signal ends it at once; a start made
// while it stops waits for it instead of being refused; and `npm start` exits only after the server has.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITING_FOR_STOPPING_SERVER } from '../../server/db/lock';
import { removeTempDirs } from './helpers/app';
import { processesNaming } from './helpers/processes-naming';
import { compiledServers, lockText, servedDataDir, slowSignIn, until, untilReady, type ServerProcess } from './helpers/server-process';

const servers = compiledServers();
beforeAll(() => servers.build(), 60_000);
afterAll(() => {
  servers.killAll();
  removeTempDirs();
});
const serve = servers.serve;

const isStopping = (dataDir: string) => lockText(dataDir).split('\n').includes('stopping');
const lockFile = (dataDir: string) => path.join(dataDir, '.lock');

/** Requests whose bodies are half sent, surely read by the server: a full request after them has been answered. */
async function underWay(server: ServerProcess, count: number) {
  const requests = await Promise.all(Array.from({ length: count }, () => slowSignIn(server)));
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  return requests;
}

describe('stopping the server', () => {
  it('answers every request under way at SIGTERM, refuses new connections, releases the lock and exits 0', async () => {
    const dataDir = await servedDataDir();
    const server = await serve(dataDir);
    const requests = await underWay(server, 5);

    server.child.kill('SIGTERM');
    await until(() => isStopping(dataDir), 'the lock says stopping');
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
    for (const request of requests) request.finish();
    expect(await Promise.all(requests.map((request) => request.status))).toEqual([401, 401, 401, 401, 401]);

    expect(await server.exited).toBe(0);
    expect(lockText(dataDir)).toBe('');
    expect(processesNaming(lockFile(dataDir))).toEqual([]);
    // The logs were flushed: the last line says it stopped.
    expect(server.output().trim().split('\n').at(-1)).toMatch(/"msg":"stopped"/);
  }, 60_000);

  it('exits at once, non-zero, on a second signal while requests are still under way', async () => {
    const dataDir = await servedDataDir();
    const server = await serve(dataDir);
    const [request] = await underWay(server, 1);

    server.child.kill('SIGTERM');
    await until(() => isStopping(dataDir), 'the lock says stopping');
    // One Ctrl-C reaches the server twice (the terminal's group, and npm forwarding it): a second within a second is
    // the same stop. This one comes later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(143);
    expect(await request?.status).toBeNull();
    await until(() => processesNaming(lockFile(dataDir)).length === 0, 'the lock is let go');
  }, 60_000);

  it('lets a start made while the server stops wait for it, then serve the same data', async () => {
    const dataDir = await servedDataDir();
    const first = await serve(dataDir);
    const [request] = await underWay(first, 1);
    first.child.kill('SIGTERM');
    await until(() => isStopping(dataDir), 'the lock says stopping');

    const second = await servers.spawn(dataDir);
    await until(() => second.output().includes(WAITING_FOR_STOPPING_SERVER), 'the second start waits', 30_000);
    request?.finish();
    expect(await request?.status).toBe(401);
    expect(await first.exited).toBe(0);

    await untilReady(second);
    expect((await fetch(`${second.base}/api/services/list/`)).status).toBe(200);
    expect(second.output()).not.toContain('Another server is already using');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('refuses at once, as before, a start while a running server holds the lock', async () => {
    const dataDir = await servedDataDir();
    const running = await serve(dataDir);
    const second = await servers.spawn(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another server is already using the data directory ${dataDir}`);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 60_000);
});

describe('npm start', () => {
  it('exits only after the server has, with its exit code', async () => {
    // npm runs the compiled server in dist/server, built in beforeAll: the start below is a start, not a build.
    const dataDir = await servedDataDir();
    const npm = await serve(dataDir, { npm: true });
    const serverPid = Number(lockText(dataDir).split(' ')[0]);
    expect(serverPid).not.toBe(npm.child.pid);
    const [request] = await underWay(npm, 1);

    npm.child.kill('SIGTERM');
    await until(() => isStopping(dataDir), 'the server is stopping');
    // The server is still answering its request: npm is still there.
    expect(npm.child.exitCode).toBeNull();
    request?.finish();
    expect(await request?.status).toBe(401);
    expect(await npm.exited).toBe(0);
    // When npm exits, the server is gone and the lock free: a supervisor may start the next one at once.
    expect(() => process.kill(serverPid, 0)).toThrow();
    expect(lockText(dataDir)).toBe('');
  }, 120_000);
});
