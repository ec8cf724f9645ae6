// A clean stop's HTTP part: no new connections, every request under way answered, at most `capMs`. Keep-alive
// connections are closed as soon as they are idle, and a request that arrives on one meanwhile is answered with
// `Connection: close`; past the cap whatever is left is cut.
import type { Server } from 'node:http';

const IDLE_SWEEP_MS = 50;

/** Resolves once every connection is closed: true when all were answered within `capMs`, false when cut. */
export function closeServer(server: Server, capMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let done = false;
    const finish = (answered: boolean) => {
      if (done) return;
      done = true;
      clearInterval(sweep);
      clearTimeout(cap);
      resolve(answered);
    };
    server.on('request', (_request, response) => {
      response.shouldKeepAlive = false;
    });
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cap = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, capMs);
    server.close(() => finish(true));
    server.closeIdleConnections();
  });
}
