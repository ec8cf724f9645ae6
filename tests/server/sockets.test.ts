// Idle and slow clients cannot hold the server: a connection cap, and connections that send no (or only part of a)
// request are answered 408 and closed once the header timeout passes, so new customers get through.
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { createHttpServer, type SocketLimits } from '../../server/http/node-server';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';
import { createTestApp, removeTempDirs } from './helpers/app';

const LIMITS: SocketLimits = { headersTimeoutMs: 600, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 300, maxConnections: 20, checkEveryMs: 100 };

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
function idleClient(partial?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
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

describe('socket limits', () => {
  it('never holds more connections than the cap; the ones past it are closed at once', async () => {
    const clients = await Promise.all(Array.from({ length: 60 }, (_, index) => idleClient(index % 2 ? 'GET /api/health HTTP/1.1\r\nHost: x\r\n' : undefined)));
    await vi.waitFor(async () => expect(clients.filter(closed).length).toBeGreaterThanOrEqual(40), { timeout: 500 });
    expect(await openConnections()).toBeLessThanOrEqual(LIMITS.maxConnections);
  });

  it('closes silent and half-sent connections after the header timeout, and then serves new requests', async () => {
    await vi.waitFor(async () => expect(await openConnections()).toBe(0), { timeout: 5_000, interval: 100 });
    // The client side hears of each close an event-loop turn or more after the server has let go of it.
    await vi.waitFor(() => expect(sockets.every(closed)).toBe(true), { timeout: 1_000, interval: 20 });
    expect(await health()).toBe(200);
  });
});
