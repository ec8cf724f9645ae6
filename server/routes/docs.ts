// The API's own description: /api/openapi.json and a readable /api/docs.
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { docsPage } from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';

export function docsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', (c) => c.json(openApiDocument()));
  routes.get('/docs', (c) => c.html(docsPage()));
  return routes;
}
