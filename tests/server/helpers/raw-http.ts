// A real socket in front of the app (with the responders that answer before the framework), and raw requests to
// it: bytes exactly as sent, plus which path answered, read from the request log line.
import type { AddressInfo } from 'node:net';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect } from 'vitest';
import { createApp, type App } from '../../../server/app';
import { createAppDeps } from '../../../server/app-deps';
import type { Config } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { fastResponders } from '../../../server/fast-reads/responders';
import type { AppDeps } from '../../../server/http/context';
import type { Responder } from '../../../server/http/direct-answer';
import type { LogFields, Logger } from '../../../server/http/logger';
import { createHttpServer } from '../../../server/http/node-server';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The request's log line (cache: 'hit' or direct: true when the app did not answer it). */
  line: LogFields | undefined;
}

/** Collects the request log lines; pass it to the app and the responders. */
export function requestLog(): { logger: Logger; lines: LogFields[] } {
  const lines: LogFields[] = [];
  return { lines, logger: { info: (msg, fields = {}) => msg === 'request' && lines.push(fields), error: () => {} } };
}

export interface Listening {
  base: string;
  close(): Promise<void>;
}

export async function listen(app: App, responders: Responder[]): Promise<Listening> {
  const server: Server = createHttpServer(app, responders);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The app and the responders before it, made as server/start.ts makes them (fast reads as `config` says). */
export async function listenLikeStart(options: { db: Database; config: Config; logger: Logger }): Promise<Listening & { app: App; deps: AppDeps }> {
  const deps = createAppDeps(options);
  const app = createApp(deps);
  return { ...(await listen(app, fastResponders(deps))), app, deps };
}

export async function rawRequest(base: string, lines: LogFields[], path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const before = lines.length;
  const answer = await new Promise<Omit<RawAnswer, 'line'>>((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
  await expect.poll(() => lines.length).toBeGreaterThan(before);
  return { ...answer, line: lines.at(-1) };
}

/** Headers a client could compare between two answers (not the date or the per-request id). */
export const comparable = (headers: IncomingHttpHeaders) =>
  Object.entries(headers)
    .filter(([name]) => !['date', 'x-request-id'].includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
