// The HTTP server: answers the response cache can give directly, everything else through the app.
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app';
import type { CachedResponder } from './response-cache';

export function createHttpServer(app: App, cached: CachedResponder): Server {
  const framework = getRequestListener(app.fetch);
  return createServer((request, response) => {
    if (!cached(request, response)) void framework(request, response);
  });
}
