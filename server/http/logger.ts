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
