// Structured JSON log lines on stdout (info) and stderr (errors). Never bodies, cookies, tokens or passwords.
// Written through pino: info lines go to an asynchronous destination that batches whatever accumulates while a
// write is under way, so a request's line costs a buffer append instead of a system call (issue 31 measured one
// synchronous write per request at a fifth of the catalogue's throughput). Errors are rare and must survive a crash,
// so they are written at once. `flush()` empties the buffer on a clean stop (pino also does on exit).
import pino, { type DestinationStream, type Logger as Pino } from 'pino';

export type LogLevel = 'info' | 'error' | 'silent';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/** The server's own logger: also flushed on a clean stop. */
export interface FlushableLogger extends Logger {
  flush(): void;
}

/** Fields that look like secrets are written as `[redacted]`, whoever passes them by mistake. */
export const REDACTED_FIELDS = ['password', 'token', 'authorization', 'cookie', 'secret', 'api_key', 'access_token', 'session'] as const;

function lineWriter(level: 'info' | 'error' | 'silent', destination: DestinationStream | undefined): Pino {
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_FIELDS], censor: '[redacted]' },
    },
    destination,
  );
}

/** `destinations` lets tests collect the lines; by default stdout (asynchronous) and stderr (synchronous). */
export function createLogger(level: LogLevel, destinations?: { out: DestinationStream; err: DestinationStream }): FlushableLogger {
  const out = level === 'info' ? (destinations?.out ?? pino.destination({ fd: 1, sync: false })) : undefined;
  const err = level !== 'silent' ? (destinations?.err ?? pino.destination({ fd: 2, sync: true })) : undefined;
  const infoLines = lineWriter(out ? 'info' : 'silent', out);
  const errorLines = lineWriter(err ? 'error' : 'silent', err);
  return {
    info(msg, fields) {
      if (out) infoLines.info(fields ?? {}, msg);
    },
    error(msg, fields) {
      if (err) errorLines.error(fields ?? {}, msg);
    },
    flush() {
      for (const stream of [out, err]) {
        const flushSync = (stream as { flushSync?: () => void } | undefined)?.flushSync;
        try {
          flushSync?.call(stream);
        } catch {
          // Nothing written yet, or the stream is gone (a closed pipe): nothing left to flush.
        }
      }
    },
  };
}

export interface RequestLine {
  method: string;
  route: string;
  status: number;
  started: number;
  requestId: string;
  /** Set when the answer came from the in-memory response cache. */
  cache?: 'hit';
  /** Set when a direct read answered before the framework (decision 009). */
  direct?: true;
}

/** The one structured line per request; never bodies, cookies or credentials. */
export function logRequest(logger: Logger, { method, route, status, started, requestId, cache, direct }: RequestLine): void {
  logger.info('request', {
    method,
    route,
    status,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
    request_id: requestId,
    ...(cache ? { cache } : {}),
    ...(direct ? { direct } : {}),
  });
}
