// /api/openapi.json as a contract: every operation describes its success body, the check that holds every answer of
// the server suites to it really refuses a wrong one, and the statuses it declares are the ones the server answers.
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import type { AppEnv } from '../../server/http/context';
import { openApiDocument, openApiPath } from '../../server/openapi/document';
import { OPERATIONS } from '../../server/openapi/operations';
import { call } from './helpers/app';
import { Contract, ContractViolation, assertDocumented, contract, type ObservedAnswer, type OpenApiDocument } from './helpers/contract';

const jsonHeaders = new Headers({ 'content-type': 'application/json' });
const answer = (method: string, url: string, status: number, body: unknown, headers: Headers = jsonHeaders): ObservedAnswer => ({
  method,
  url,
  status,
  headers,
  bytes: new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)),
});

const gzipped = (method: string, url: string, status: number, body: unknown): ObservedAnswer => ({
  ...answer(method, url, status, body),
  headers: new Headers({ 'content-type': 'application/json', 'content-encoding': 'gzip' }),
  bytes: gzipSync(JSON.stringify(body)),
});

const car = { id: 'c1', make: 'Toyota', model: 'Corolla', year: 2021, license_plate: 'KHI-1', color: 'White', customer: 'u1', is_default: true };

/** Every object in the document, wherever it is. */
function* schemaNodes(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const item of node) yield* schemaNodes(item);
  else if (typeof node === 'object' && node !== null) {
    yield node as Record<string, unknown>;
    for (const value of Object.values(node)) yield* schemaNodes(value);
  }
}

describe('the API contract', () => {
  const document = openApiDocument() as unknown as OpenApiDocument;
  const operationIn = (method: string, path: string) => document.paths[openApiPath(path)]?.[method];

  it('describes the success answers of every operation, with a schema for every JSON one and the Location of a redirect', () => {
    for (const operation of OPERATIONS) {
      const documented = operationIn(operation.method, operation.path);
      const where = `${operation.method.toUpperCase()} ${operation.path}`;
      const answers = [operation.success, ...(operation.alsoAnswers ?? [])];
      expect(Object.keys(documented?.responses ?? {}).filter((status) => /^[23]/.test(status) && status !== '304'), where).toEqual(answers.map(({ status }) => String(status)).sort());
      for (const answer of answers) {
        const success = documented?.responses[String(answer.status)];
        if ('redirect' in answer) {
          expect(success?.headers, where).toHaveProperty('Location');
          continue;
        }
        const [mediaType, content] = Object.entries(success?.content ?? {})[0] ?? [];
        expect(mediaType, where).toBeDefined();
        expect(Object.keys(content?.schema ?? {}).length, where).toBeGreaterThan(0);
      }
    }
  });

  it('compiles every schema the document holds, and lists no 500 and no catch-all answer', () => {
    const checker = contract();
    for (const name of Object.keys(document.components.schemas)) expect(() => checker.validatorAt(`/components/schemas/${name}`), name).not.toThrow();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).not.toContain('500');
        expect(Object.keys(operation.responses), `${method} ${path}`).not.toContain('default');
      }
    }
  });

  it('declares 201 where the server creates: contact (both spellings) and ops users', () => {
    for (const path of ['/api/contact/receive/', '/api/contact/recieve/', '/api/ops/users']) {
      expect(Object.keys(document.paths[path]?.post?.responses ?? {}).filter((status) => status.startsWith('2')), path).toEqual(['201']);
    }
  });

  it('gives a car’s year one declaration: a whole number, or four digits as text', () => {
    const checker = contract();
    for (const node of schemaNodes(document)) expect('type' in node && 'anyOf' in node, JSON.stringify(node)).toBe(false);
    const addCar = checker.validatorAt('/paths/~1api~1cars~1add-car~1/post/requestBody/content/application~1json/schema');
    const withYear = (year: unknown) => ({ make: 'Toyota', model: 'Corolla', year, license_plate: 'KHI-1' });
    expect([2021, '2021', 2021.5, 'soon'].map((year) => addCar(withYear(year)))).toEqual([true, true, false, false]);
  });

  it('documents the Idempotency-Key header where a retry must not do the work twice', () => {
    const raw = openApiDocument() as { paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>> };
    for (const path of ['/api/payments/card', '/api/payments/upi', '/api/payments/wallet', '/api/bookings/create-customer/']) {
      expect(raw.paths[path]?.post?.parameters, path).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    }
  });

  describe('the check every call goes through', () => {
    const checker = new Contract(document);

    it('accepts a documented answer', () => {
      expect(checker.problems(answer('GET', '/api/health', 200, { status: 'ok' }))).toEqual([]);
      expect(checker.problems(answer('POST', '/api/cars/add-car/', 201, { success: true, message: 'Vehicle added', data: car }))).toEqual([]);
      const refusal = { success: false, detail: 'No.', message: 'No.' };
      expect(checker.problems(answer('GET', '/api/cars/c1/', 405, refusal, new Headers({ 'content-type': 'application/json', allow: 'DELETE, PATCH' })))).toEqual([]);
      expect(checker.problems(answer('GET', '/api/no-such-route', 404, refusal))).toEqual([]);
      expect(checker.problems(gzipped('GET', '/api/health', 200, { status: 'ok' }))).toEqual([]);
      expect(checker.problems(answer('GET', '/robots.txt', 418, 'teapot', new Headers({ 'content-type': 'text/plain' })))).toEqual([]);
    });

    it('refuses a body that does not match, naming the field', () => {
      const wrongYear = checker.problems(answer('POST', '/api/cars/add-car/', 201, { success: true, data: { ...car, year: '2021' } }));
      expect(wrongYear.join('\n')).toContain('/data/year');
      expect(checker.problems(answer('POST', '/api/cars/add-car/', 201, { success: true, data: { ...car, secret: 'x' } })).length).toBeGreaterThan(0);
      expect(checker.problems(answer('GET', '/api/health', 200, { status: 'down' })).length).toBeGreaterThan(0);
      expect(checker.problems(gzipped('GET', '/api/health', 200, { status: 'down' })).length).toBeGreaterThan(0);
      expect(checker.problems(answer('GET', '/api/invoices/i1/download/', 200, { pdf: false }))).toEqual(['content type is application/json, documented application/pdf']);
    });

    it('refuses a status the operation does not document', () => {
      expect(checker.problems(answer('POST', '/api/cars/add-car/', 200, { success: true, data: car }))[0]).toMatch(/^200 is not documented for POST \/api\/cars\/add-car\//);
      expect(checker.problems(answer('GET', '/api/services/list/', 404, { success: false, detail: 'x', message: 'x' })).length).toBeGreaterThan(0);
      expect(checker.problems(answer('GET', '/api/health', 500, { oops: true })).length).toBeGreaterThan(0);
      expect(checker.problems(answer('GET', '/api/cars/c1/', 405, { success: false, detail: 'No.', message: 'No.' }))).toEqual(['a 405 without the Allow header']);
      expect(checker.problems(answer('POST', '/api/login', 200, { success: true }))).toEqual(['no documented operation has this path']);
    });

    it('fails the calling test through call(), with method, path, status and what is wrong', async () => {
      const liar = new Hono<AppEnv>();
      liar.get('/api/health', (c) => c.json({ status: 'fine' }));
      liar.post('/api/contact/receive/', (c) => c.json({ success: true, data: { id: 'm1' } }, 200));
      const app = liar as unknown as App;
      await expect(call(app, 'GET', '/api/health')).rejects.toThrow(ContractViolation);
      await expect(call(app, 'GET', '/api/health')).rejects.toThrow(/GET \/api\/health answered 200[\s\S]*\/status/);
      await expect(call(app, 'POST', '/api/contact/receive/', { body: { name: 'A' } })).rejects.toThrow(/POST \/api\/contact\/receive\/ answered 200[\s\S]*200 is not documented/);
    });

    it('names the problems in the message it throws', () => {
      expect(() => assertDocumented(answer('GET', '/api/health', 200, { status: 'down' }), checker)).toThrow(/GET \/api\/health answered 200, which \/api\/openapi.json does not describe:\n {2}- \/status/);
    });
  });
});
