// `npm run dev` serves the flow atlas at /flows/: the page `npm run flows` wrote to docs/flows/index.html.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ATLAS_FILE, FLOWS_DIR } from './paths';

export const ATLAS_ROUTE = '/flows';

export const flowAtlasRoute = (): Plugin => ({
  name: 'flow-atlas',
  configureServer(server) {
    server.middlewares.use(ATLAS_ROUTE, (request, response, next) => {
      if (request.method !== 'GET' || !['/', '/index.html'].includes(request.url ?? '')) return next();
      readFile(path.resolve(FLOWS_DIR, ATLAS_FILE), 'utf8').then(
        (page) => {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(page);
        },
        () => {
          response.statusCode = 404;
          response.end('No flow atlas yet: run `npm run flows`.');
        },
      );
    });
  },
});
