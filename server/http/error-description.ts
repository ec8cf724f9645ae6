// What an error log line may say about a failure: its kind, the database's error code and where it happened in the
// code — never the values involved. Query errors carry their parameters (e-mails, phones, password hashes) and
// PostgreSQL's messages quote the input that failed, so neither is written as it is.
import type { LogFields } from './logger';

const MAX_DEPTH = 5;
const MAX_FRAMES = 8;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const asErrorLike = (value: unknown): ErrorLike | null => (value !== null && typeof value === 'object' ? (value as ErrorLike) : null);

/** A message with every quoted or bracketed value, key detail and number removed. */
export const redactMessage = (message: string) =>
  message
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '"…"')
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '(…)=(…)')
    .replace(/(params|parameters|values?|input|key)\s*:.*$/gim, '$1: …')
    .replace(/\b0x[0-9a-f]+\b/gi, '0x…')
    .slice(0, 300);

/** The "at …" lines of a stack, which name code locations only. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .slice(0, MAX_FRAMES)
        .map((line) => line.trim())
        .join(' | ')
    : undefined;

export function describeError(error: unknown): LogFields {
  const chain: string[] = [];
  let code: string | undefined;
  let constraint: string | undefined;
  let frames: string | undefined;
  let current = asErrorLike(error);
  for (let depth = 0; current && depth < MAX_DEPTH; depth += 1) {
    const name = typeof current.name === 'string' ? current.name : 'Error';
    // A query error's own message is the SQL text followed by its parameters: keep the name only.
    const isQueryError = 'query' in current || 'params' in current;
    const message = !isQueryError && typeof current.message === 'string' ? redactMessage(current.message) : '';
    chain.push(message ? `${name}: ${message}` : name);
    if (typeof current.code === 'string') code ??= current.code;
    if (typeof current.constraint === 'string') constraint ??= current.constraint;
    frames ??= framesOf(current.stack);
    current = asErrorLike(current.cause);
  }
  if (chain.length === 0) chain.push(typeof error);
  return { error: chain.join(' <- '), code, constraint, stack: frames };
}
