// The one HTTP client: cookies on every call, JSON bodies, and the error normalisation of spec §7.
import type { HTTPError, KyInstance, KyResponse, Options } from 'ky';
import { authFailureMarkers, httpStatusText } from '../domain/messageAreas/http';
import type { SlotRefusal } from '../domain/constants';
import { activeLanguage } from '../domain/i18n';
import type { ApiErrorBody } from '../domain/types';

/** A failed call: its text is the server's message or detail, else 'HTTP {status}: {statusText}'. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
    /** What a refused booking day or time asks to change (the envelope's `reason`), else null. */
    readonly reason: SlotRefusal | null = null,
    /** What the refusal offers besides its sentence (the envelope's `data`: an existing customer, bookings in the way). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Where the API lives on the site's own origin; a plain link to a file the API serves starts with it. */
export const API_PATH = '/api';

const apiBase = () => (typeof location === 'undefined' ? `http://localhost:3000${API_PATH}` : `${location.origin}${API_PATH}`);

const authFailureListeners = new Set<(error: ApiError) => void>();

/** The session machine listens here to sign out on any authentication failure (spec §8). */
export const onAuthFailure = (listener: (error: ApiError) => void) => {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
};

export const isAuthFailure = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) return true;
  const text = error instanceof Error ? error.message : '';
  return authFailureMarkers().some((marker) => text.includes(marker));
};

async function toApiError(error: HTTPError): Promise<ApiError> {
  const { status, statusText } = error.response;
  let body: Partial<ApiErrorBody> & { data?: unknown } = {};
  try {
    body = (await error.response.clone().json()) as Partial<ApiErrorBody> & { data?: unknown };
  } catch {
    // not JSON: fall back to the status line
  }
  const text = body.message || body.detail || httpStatusText(status, statusText);
  return new ApiError(text, status, body.errors ?? {}, body.reason ?? null, body.data ?? null);
}

/** Turns any thrown value into an Error whose message is what the user should read. */
export async function normaliseError(error: unknown): Promise<Error> {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) return toApiError(error);
  if (error instanceof Error) return error;
  return new Error(String(error));
}

/** ky's HTTPError, known without loading ky (the library arrives with the first request). */
const isHttpError = (error: unknown): error is HTTPError => error instanceof Error && error.name === 'HTTPError' && 'response' in error;

/** ky's request promise as the API modules use it: the response, or straight to its JSON, Blob or text. */
export type ApiResponsePromise = Promise<KyResponse> & {
  json: <T = unknown>() => Promise<T>;
  blob: () => Promise<Blob>;
  text: () => Promise<string>;
};

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiClient = Record<Method, (input: string, options?: Options) => ApiResponsePromise>;

/**
 * A client for one API base; the app uses `api`, tests point one at their own server. ky is fetched with the first
 * request instead of travelling in the first load (the first screen renders before any answer is needed).
 */
export function createApiClient(prefixUrl: string): ApiClient {
  let instance: Promise<KyInstance> | null = null;
  const client = () => (instance ??= import('ky').then(({ default: ky }) => configure(ky, prefixUrl)));
  const request = (method: Method) => (input: string, options?: Options) => {
    const response = client().then((ky) => ky[method](input, options));
    return Object.assign(response, {
      json: <T>() => response.then((answer) => answer.json<T>()),
      blob: () => response.then((answer) => answer.blob()),
      text: () => response.then((answer) => answer.text()),
    });
  };
  return { get: request('get'), post: request('post'), put: request('put'), patch: request('patch'), delete: request('delete') };
}

const configure = (ky: KyInstance, prefixUrl: string): KyInstance =>
  ky.create({
    prefixUrl,
    credentials: 'include',
    timeout: 15_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    hooks: {
      // The server answers in the language the customer reads the app in, whatever the browser's own preference.
      beforeRequest: [(request) => request.headers.set('Accept-Language', activeLanguage())],
      beforeError: [
        async (error) => {
          const apiError = await toApiError(error);
          if (isAuthFailure(apiError)) authFailureListeners.forEach((listener) => listener(apiError));
          // ky rethrows what the hook returns; carry the normalised text on the HTTPError itself
          error.message = apiError.message;
          Object.assign(error, { apiError });
          return error;
        },
      ],
    },
  });

export const api = createApiClient(apiBase());

/** Runs a call and rethrows failures as ApiError with the user-facing text. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const carried = (error as { apiError?: ApiError }).apiError;
    throw carried ?? (await normaliseError(error));
  }
}

/** The server's own sentence for a failure, or null when there is none (status line only, network, timeout). */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return /^HTTP \d{3}:/.test(error.message) ? null : error.message;
}
