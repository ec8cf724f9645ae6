// Work after the answer (server/http/after-answer.ts) starts only once Node has finished writing the response, and,
// for in-process requests, only once the Response has been handed back.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { afterAnswer } from '../../server/http/after-answer';

/** An app whose one route schedules a job that notes whether the answer had already left. */
function appNotingTheAnswer(seen: string[]) {
  const app = new Hono<{ Bindings: { outgoing?: ServerResponse } }>();
  let answered = false;
  app.get('/', (c) => {
    afterAnswer(c, () => seen.push(c.env?.outgoing ? `finished: ${c.env.outgoing.writableFinished}` : `answered: ${answered}`));
    return c.text('ok');
  });
  return { app, markAnswered: () => (answered = true) };
}

describe('work after the answer', () => {
  it('starts once Node has finished writing the response', async () => {
    const seen: string[] = [];
    const { app } = appNotingTheAnswer(seen);
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await response.text()).toBe('ok');
      await vi.waitFor(() => expect(seen).toEqual(['finished: true']));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('starts after an in-process request has its Response', async () => {
    const seen: string[] = [];
    const { app, markAnswered } = appNotingTheAnswer(seen);
    const response = await app.request('/');
    markAnswered();
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual(['answered: true']));
    expect(response.status).toBe(200);
  });
});
