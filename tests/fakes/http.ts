// What both provider fakes share: a node:http server on a free port, bodies read whole, JSON answers, and the
// "fail the next requests" plan a test sets.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** A refusal the next request(s) get instead of the normal answer, or a wait longer than the client's timeout. */
export type FailPlan = { status: number; code?: number; message?: string; times?: number } | { hangMs: number; times?: number };

export class FailQueue {
  private plans: FailPlan[] = [];
  add(plan: FailPlan): void {
    for (let i = 0; i < (plan.times ?? 1); i += 1) this.plans.push(plan);
  }
  next(): FailPlan | undefined {
    return this.plans.shift();
  }
  clear(): void {
    this.plans = [];
  }
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at `port` (0: a free one); a handler's throw answers 500 like a real server's fault. */
export async function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>, port = 0): Promise<Listening> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      if (!response.headersSent) answerJson(response, 500, { error: { message: error instanceof Error ? error.message : String(error) } });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Posts a signed webhook the way the real service does; the answer's status, or 0 when nothing answered. */
export async function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<number> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
