// The server's log lines: one JSON object per line with time, level, msg and the caller's fields; secrets that slip
// into a field are redacted; LOG_LEVEL info | error | silent decides what is written.
import { describe, expect, it } from 'vitest';
import { createLogger, logRequest, type LogLevel } from '../../server/http/logger';

function collected(level: LogLevel) {
  const out: string[] = [];
  const err: string[] = [];
  const logger = createLogger(level, { out: { write: (line: string) => out.push(line) }, err: { write: (line: string) => err.push(line) } });
  const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, out: () => parsed(out), err: () => parsed(err), raw: () => [...out, ...err] };
}

describe('the server logger', () => {
  it('writes one JSON line per call with the fields callers and log readers rely on', () => {
    const { logger, out, err, raw } = collected('info');
    logRequest(logger, { method: 'GET', route: '/api/bookings/:id/', status: 200, started: performance.now() - 12.34, requestId: 'req-7' });
    logger.error('mail failed', { mail_id: 4, kind: 'booking_confirmation' });
    expect(raw().every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).toBe(true);
    const [request] = out();
    expect(request).toEqual({ time: expect.any(String), level: 'info', msg: 'request', method: 'GET', route: '/api/bookings/:id/', status: 200, duration_ms: expect.any(Number), request_id: 'req-7' });
    expect(new Date(String(request?.time)).toISOString()).toBe(request?.time);
    expect(request?.duration_ms).toBeGreaterThanOrEqual(12.3);
    expect(err()).toEqual([{ time: expect.any(String), level: 'error', msg: 'mail failed', mail_id: 4, kind: 'booking_confirmation' }]);
  });

  it('redacts fields that look like secrets', () => {
    const { logger, raw } = collected('info');
    logger.info('careless', { password: 'hunter2-secret', token: 'tok-123456', authorization: 'Bearer abc', cookie: 'sid=xyz', kept: 'visible' });
    const [line] = raw();
    expect(line).toContain('"kept":"visible"');
    for (const secret of ['hunter2-secret', 'tok-123456', 'Bearer abc', 'sid=xyz']) expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('writes errors only at LOG_LEVEL=error, and nothing at silent', () => {
    const errorsOnly = collected('error');
    errorsOnly.logger.info('request', { status: 200 });
    errorsOnly.logger.error('failed', {});
    expect(errorsOnly.out()).toEqual([]);
    expect(errorsOnly.err().map((line) => line.msg)).toEqual(['failed']);

    const silent = collected('silent');
    silent.logger.info('request', {});
    silent.logger.error('failed', {});
    expect(silent.raw()).toEqual([]);
    silent.logger.flush();
  });
});
