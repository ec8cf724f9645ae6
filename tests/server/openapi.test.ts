// /api/openapi.json describes every API route, with request bodies taken from the schemas the server validates with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { OPERATIONS } from '../../server/openapi/operations';
import { call, createTestApp, removeTempDirs } from './helpers/app';
import { openTemplatePglite, pgliteTemplate } from './helpers/pglite-template';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown>; required?: string[] } } } } }>>;
}

describe('OpenAPI document', () => {
  let handle: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    await pgliteTemplate();
    handle = await openTemplatePglite();
    app = (await createTestApp(handle.db)).app;
  });
  afterAll(async () => {
    await handle.close();
    removeTempDirs();
  });

  it('lists exactly the routes the server registers', () => {
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.method !== 'HEAD' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${withoutTrailingSlash(route.path)}`),
    );
    const documented = new Set(OPERATIONS.map((operation) => `${operation.method.toUpperCase()} ${withoutTrailingSlash(operation.path)}`));
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('serves OpenAPI 3.0 with request bodies generated from the validation schemas', async () => {
    const answer = await call<Document>(app, 'GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.0.3');
    const register = answer.body.paths['/api/auth/customer/register/']?.post?.requestBody?.content['application/json'].schema;
    expect(Object.keys(register?.properties ?? {})).toEqual(expect.arrayContaining(['full_name', 'email', 'phone_number', 'password']));
    expect(register?.required).toEqual(expect.arrayContaining(['full_name', 'email', 'phone_number', 'password']));
    const card = answer.body.paths['/api/payments/card']?.post?.requestBody?.content['application/json'].schema;
    expect(card?.required).toEqual(expect.arrayContaining(['cardNumber', 'cardHolder', 'expiryDate', 'cvv', 'bookingId']));
    expect(answer.body.paths['/api/cars/{id}/']).toHaveProperty('patch');
  });

  it('has a readable page at /api/docs', async () => {
    const answer = await call(app, 'GET', '/api/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expect(answer.text).toContain('/api/bookings/create-customer/');
  });
});
