// Work a request causes but its answer must not wait for, or show: it starts only once the answer has left.
import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Runs `job` after the answer: once Node has finished (or abandoned) the response, or, for in-process requests
 * (tests), on the event loop's next turn, after the Response has been handed back.
 */
export function afterAnswer(c: Context, job: () => void): void {
  const bindings: unknown = c.env;
  const outgoing = typeof bindings === 'object' && bindings !== null && 'outgoing' in bindings ? bindings.outgoing : null;
  if (outgoing instanceof ServerResponse) outgoing.once('close', job);
  else setImmediate(job);
}
