// The HTTP server: each request is offered to the responders that answer before the framework (the catalogue's
// response cache, the direct reads), in order; whatever none of them takes goes through the app.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { App } from '../app';
import type { Responder } from './direct-answer';

export function createHttpServer(app: App, responders: Responder[]): Server {
  const framework = getRequestListener(app.fetch);
  const toApp = (request: IncomingMessage, response: ServerResponse) => void framework(request, response);
  return createServer((request, response) => {
    for (const responder of responders) if (responder(request, response, toApp)) return;
    toApp(request, response);
  });
}
