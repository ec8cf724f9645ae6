// The Reports page's figures over real HTTP: a period and the one before it are asked for together (two calls with
// their dates), each answer checked against the wire's schema; a 400 keeps the server's field errors.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClient } from '../../src/api/client';
import { fetchReportPair } from '../../src/api/reports';
import { reportMessages } from '../../src/domain/messageAreas/reports';
import { reportSummaryFor } from '../fixtures/reportSummary';

const holder = vi.hoisted(() => ({ client: null as ApiClient | null }));
vi.mock('../../src/api/client', async (original) => ({
  ...(await original<object>()),
  api: { get: (...args: Parameters<ApiClient['get']>) => holder.client!.get(...args) },
}));

let server: Server;
let asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    if (from === '2020-01-01') return send(400, { success: false, message: reportMessages.reports.rangeTooLong, errors: { to: [reportMessages.reports.rangeTooLong] } });
    if (from === '2026-09-01') return send(200, { success: true, data: { ...reportSummaryFor({ from, to }), extra: 1 } });
    return send(200, { success: true, data: reportSummaryFor({ from, to }) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  holder.client = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked = [];
});

describe('report figures', () => {
  it('asks for the period and the one before it, and answers both', async () => {
    const pair = await fetchReportPair({ from: '2026-11-01', to: '2026-11-30' });
    expect([pair.current.from, pair.current.to, pair.previous.from, pair.previous.to]).toEqual(['2026-11-01', '2026-11-30', '2026-10-02', '2026-10-31']);
    expect(asked.sort()).toEqual(['/api/ops/reports/summary?from=2026-10-02&to=2026-10-31', '/api/ops/reports/summary?from=2026-11-01&to=2026-11-30']);
  });

  it('keeps the server’s field errors of a refused range', async () => {
    const error = await fetchReportPair({ from: '2020-01-01', to: '2026-11-01' }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ to: [reportMessages.reports.rangeTooLong] });
  });

  it('refuses an answer that is not the wire’s summary', async () => {
    await expect(fetchReportPair({ from: '2026-09-01', to: '2026-09-30' })).rejects.toThrow();
  });
});
