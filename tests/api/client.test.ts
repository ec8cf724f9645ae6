import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, call, createApiClient, isAuthFailure, onAuthFailure } from '../../src/api/client';
import { bookingsInTheWayOf, existingCustomerOf } from '../../src/api/desk';

const HINA = { id: 'c-1', full_name: 'Hina Siddiqui', phone: '+923457654321', email: null };
const IN_THE_WAY = { id: 'b-1', short_id: 'B1000000', customer: 'Hina Siddiqui', time: '10:00' };

let server: Server;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    if (request.url === '/api/message') return send(409, JSON.stringify({ success: false, message: 'No slots available', reason: 'day_full' }));
    if (request.url === '/api/detail') return send(400, JSON.stringify({ detail: 'Bad date', errors: { date: ['Bad date'] } }));
    if (request.url === '/api/plain') return send(503, 'down', 'text/plain');
    if (request.url === '/api/token') return send(403, JSON.stringify({ detail: 'Token is invalid' }));
    if (request.url === '/api/unauthorised') return send(401, JSON.stringify({ message: 'Please sign in' }));
    if (request.url === '/api/duplicate') return send(409, JSON.stringify({ success: false, message: 'Hina already has this phone number.', data: { existing_customer: HINA } }));
    if (request.url === '/api/in-the-way') return send(409, JSON.stringify({ success: false, message: 'The bay has 1 booking in that time.', data: { bookings: [IN_THE_WAY] } }));
    return send(200, JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = async (path: string) => {
  try {
    await call(() => client.get(path, { retry: 0 }).json());
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('API error normalisation (spec §7)', () => {
  it('uses the server message first', async () => {
    const error = await failureOf('message');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('No slots available');
    expect(error.status).toBe(409);
    expect(error.reason).toBe('day_full');
  });

  it('keeps what a refusal offers besides its sentence: the existing customer, the bookings in the way', async () => {
    const duplicate = await failureOf('duplicate');
    expect(existingCustomerOf(duplicate)).toEqual(HINA);
    expect(bookingsInTheWayOf(duplicate)).toEqual([]);
    const blocked = await failureOf('in-the-way');
    expect(bookingsInTheWayOf(blocked)).toEqual([IN_THE_WAY]);
    expect(existingCustomerOf(blocked)).toBeNull();
    expect(existingCustomerOf(await failureOf('message'))).toBeNull();
  });

  it('falls back to the detail field and keeps per-field errors', async () => {
    const error = await failureOf('detail');
    expect(error.message).toBe('Bad date');
    expect(error.fieldErrors).toEqual({ date: ['Bad date'] });
    expect(error.reason).toBeNull();
  });

  it('reads HTTP {status}: {statusText} when the body has no text', async () => {
    expect((await failureOf('plain')).message).toBe('HTTP 503: Service Unavailable');
  });

  it('treats a 401 or a token text as an authentication failure and tells the listeners', async () => {
    const heard: string[] = [];
    const stop = onAuthFailure((error) => heard.push(error.message));
    expect(isAuthFailure(await failureOf('unauthorised'))).toBe(true);
    expect(isAuthFailure(await failureOf('token'))).toBe(true);
    expect(isAuthFailure(await failureOf('message'))).toBe(false);
    stop();
    expect(heard).toEqual(['Please sign in', 'Token is invalid']);
  });
});
