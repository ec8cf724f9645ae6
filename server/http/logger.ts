// Structured JSON log lines on stdout (info) and stderr (errors). Never bodies, cookies, tokens or passwords.
export type LogLevel = 'info' | 'error' | 'silent';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function createLogger(level: LogLevel): Logger {
  const line = (lvl: 'info' | 'error', msg: string, fields: LogFields = {}) =>
    JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields });
  return {
    info(msg, fields) {
      if (level === 'info') process.stdout.write(`${line('info', msg, fields)}\n`);
    },
    error(msg, fields) {
      if (level !== 'silent') process.stderr.write(`${line('error', msg, fields)}\n`);
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
