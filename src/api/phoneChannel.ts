// The customer's opt-in to booking messages on WhatsApp or by SMS (DESIGN.md "Third round"): send a code to the
// profile's phone, check it, switch the channel off. Every call takes the caller's AbortSignal.
import { VERIFY_RESEND_SECONDS, type PhoneChannel } from '../domain/channels';
import type { ApiSuccess, ProfileAnswer } from '../domain/types';
import { api, ApiError, call, normaliseError } from './client';

/** A 429 on sending a code: the server's sentence and how many seconds to wait (its `Retry-After`). */
export class CodeWait extends ApiError {
  constructor(
    message: string,
    readonly seconds: number,
  ) {
    super(message, 429);
    this.name = 'CodeWait';
  }
}

/** Seconds from a `Retry-After` header (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Runs the send and rethrows its failure as `call` does, a 429 as a `CodeWait` carrying the header's seconds. */
export async function sendingCode<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const failure = (error as { apiError?: ApiError }).apiError ?? (await normaliseError(error));
    if (!(failure instanceof ApiError) || failure.status !== 429) throw failure;
    const header = (error as { response?: Response }).response?.headers.get('Retry-After') ?? null;
    throw new CodeWait(failure.message, retryAfterSeconds(header) ?? VERIFY_RESEND_SECONDS);
  }
}

/** Sends a 6-digit code over `channel` to the profile's phone (400: not offered or no mobile; 429: wait). */
export const startPhoneVerification = async (channel: PhoneChannel, signal?: AbortSignal): Promise<string | undefined> => {
  const body = await sendingCode(() => api.post('auth/phone/verify/start/', { json: { channel }, signal }).json<{ success: true; message?: string }>());
  return body.message;
};

/** Checks the code; answers the profile with the channel switched on (400 with `errors.code` otherwise). */
export const verifyPhone = async (channel: PhoneChannel, code: string, signal?: AbortSignal): Promise<ProfileAnswer> => {
  const body = await call(() => api.post('auth/phone/verify/', { json: { channel, code }, signal }).json<ApiSuccess<ProfileAnswer>>());
  return body.data;
};

/** Switches booking messages on the phone off; answers the profile. */
export const switchPhoneChannelOff = async (signal?: AbortSignal): Promise<ProfileAnswer> => {
  const body = await call(() => api.put('auth/profile/', { json: { phone_channel: 'none' }, signal }).json<ApiSuccess<ProfileAnswer>>());
  return body.data;
};
