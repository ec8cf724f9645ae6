// The HTTP server: each request is offered to the responders that answer before the framework (the catalogue's
// response cache, the direct reads), in order; whatever none of them takes goes through the app.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app';
import { capConnectionsPerAddress } from './connections-per-address';
import type { Responder } from './direct-answer';

/** Socket limits: idle or slow clients cannot hold the server's file descriptors (README, "Security"). */
export interface SocketLimits {
  /** Time for a client to send a request's headers, counted from the connection or the previous request. */
  headersTimeoutMs: number;
  /** Time for a whole request, body included. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections at most; past it a new connection is closed at once. */
  maxConnections: number;
  /** Open connections from one client address (the socket's peer) at most; past it, likewise. */
  maxConnectionsPerAddress: number;
  /** How often the timeouts above are checked. */
  checkEveryMs: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 2_000,
  maxConnectionsPerAddress: 100,
  checkEveryMs: 1_000,
};

export function createHttpServer(app: App, responders: Responder[], limits: SocketLimits = DEFAULT_SOCKET_LIMITS): Server {
  const framework = getRequestListener(app.fetch);
  const toApp = (request: IncomingMessage, response: ServerResponse) => void framework(request, response);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    (request, response) => {
      for (const responder of responders) if (responder(request, response, toApp)) return;
      toApp(request, response);
    },
  );
  // Node answers 408 and closes a connection that has not sent whole headers in time, silent ones included.
  server.maxConnections = limits.maxConnections;
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress);
  return server;
}
