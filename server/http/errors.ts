// One error envelope for every failed API answer: {success:false, detail, message, errors?}.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SlotRefusal } from '../../src/domain/constants';
import type { ApiErrorBody } from '../../src/domain/types';
import { messages } from '../../src/domain/messages';
import { validate, type FieldErrors } from '../../src/domain/schemas';
import type * as v from 'valibot';
import { unsafeTextField } from './text-guard';
import { serverMessages } from '../messages';
import { isLostLockRace } from '../db/retry-transaction';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** What the refusal offers besides its sentence (the envelope's `data`). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const envelope = (message: string, errors?: FieldErrors, reason?: SlotRefusal, data?: Record<string, unknown>): ApiErrorBody & { data?: Record<string, unknown> } => ({
  success: false,
  detail: message,
  message,
  ...(errors ? { errors } : {}),
  ...(reason ? { reason } : {}),
  ...(data ? { data } : {}),
});

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
  headers: Record<string, string> = {},
  reason?: SlotRefusal,
  data?: Record<string, unknown>,
) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(envelope(message, errors, reason, data), status);
}

/** Validates with a shared domain schema; a failure becomes a 400 with per-field texts. */
export function validOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.ok) throw new HttpError(400, result.first || serverMessages.validationFailed, result.errors);
  return result.value;
}

/** A 400 naming the field whose text cannot be stored (NUL, broken Unicode). */
export const unsafeTextError = (field: string) =>
  new HttpError(400, serverMessages.textNotAllowed(field), { [field]: [serverMessages.characterNotAllowed] });

/** Reads a JSON body: an empty body is an empty object, malformed JSON or unstorable text is a 400. */
export async function readJson(c: Context): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, serverMessages.invalidJson);
  }
  const unsafe = unsafeTextField(parsed);
  if (unsafe !== null) throw unsafeTextError(unsafe);
  return parsed;
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, messages.auth.tooManyAttempts, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Seconds to wait before sending again a change that lost every retry of a lock race. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * The answer to a change that lost a lock race on every retry (db/retry-transaction.ts), or to any statement the
 * database rolled back to break a deadlock: 503 with Retry-After, never 500. Null for any other error.
 */
export const busyRefusal = (error: unknown): HttpError | null =>
  isLostLockRace(error) ? new HttpError(503, serverMessages.databaseBusy, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) }) : null;
