// Idle and slow clients cannot hold the server: a connection cap, a smaller one per client address, and connections
// that send no (or only part of a) request are answered 408 and closed once the header timeout passes, so new
// customers get through. Clients come from several loopback addresses (127.0.0.0/8 is all loopback).
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, type Server } from 'node:http';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { createHttpServer, type SocketLimits } from '../../server/http/node-server';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';
import { createTestApp, removeTempDirs } from './helpers/app';

const LIMITS: SocketLimits = {
  headersTimeoutMs: 600,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 300,
  maxConnections: 20,
  maxConnectionsPerAddress: 8,
  checkEveryMs: 100,
};

let handle: DatabaseHandle;
let app: App;
let server: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  await pgliteTemplate();
  handle = await openTemplatePglite();
  app = (await createTestApp(handle.db)).app;
  server = createHttpServer(app, [], LIMITS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
  removeTempDirs();
});

/** An idle client: connects, then sends nothing (or the start of a request) and never finishes. */
function idleClient(partial?: string, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      if (partial) socket.write(partial);
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.resume();
    socket.once('error', reject);
    sockets.push(socket);
  });
}

const closed = (socket: Socket) => socket.destroyed || socket.closed;
const openConnections = () => new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)));

async function health(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  await response.arrayBuffer();
  return response.status;
}

/** GET /api/health on a connection of its own from `localAddress`. */
const healthFrom = (localAddress: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });

describe('socket limits', () => {
  it('never holds more connections than the cap; the ones past it are closed at once', async () => {
    // Six clients from each of ten addresses: under the per-address cap, so the global cap is the one that binds.
    const clients = await Promise.all(
      Array.from({ length: 60 }, (_, index) => idleClient(index % 2 ? 'GET /api/health HTTP/1.1\r\nHost: x\r\n' : undefined, `127.0.0.${10 + (index % 10)}`)),
    );
    await vi.waitFor(async () => expect(clients.filter(closed).length).toBeGreaterThanOrEqual(40), { timeout: 500 });
    expect(await openConnections()).toBeLessThanOrEqual(LIMITS.maxConnections);
  });

  it('closes silent and half-sent connections after the header timeout, and then serves new requests', async () => {
    await vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 5_000, interval: 100 });
    // The client side hears of each close an event-loop turn or more after the server has let go of it.
    await vi.waitFor(() => expect(sockets.every(closed)).toBe(true), { timeout: 1_000, interval: 20 });
    expect(await health()).toBe(200);
  });

  it('holds at most the per-address cap from one client address, closing the rest at once, while other addresses get in', async () => {
    const crowd = await Promise.all(Array.from({ length: 15 }, () => idleClient(undefined, '127.0.0.2')));
    await vi.waitFor(() => expect(crowd.filter(closed)).toHaveLength(15 - LIMITS.maxConnectionsPerAddress), { timeout: 500, interval: 20 });
    expect(await openConnections()).toBe(LIMITS.maxConnectionsPerAddress);
    expect(await healthFrom('127.0.0.3')).toBe(200);
    expect(await health()).toBe(200);

    // Once its connections close, the address may connect again.
    for (const socket of crowd) socket.destroy();
    await vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 2_000, interval: 20 });
    expect(await healthFrom('127.0.0.2')).toBe(200);
  });
});
