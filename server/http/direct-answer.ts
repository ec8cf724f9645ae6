// What the answers written before the framework share (decisions 007 and 009): a client must not be able to tell
// them from the app's — same security and API headers, request-id rule, gzip from 1 KB, and request log line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { Encoded } from '../fast-reads/encoded-bodies';
import type { AppMetrics } from '../metrics';
import { logRequest, type Logger } from './logger';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { API_DEFAULT_HEADERS, securityHeaders } from './response-headers';
import { hostedFormOrigins } from '../payments/settings';

/**
 * Answers the request (returning true), or returns false at once and leaves it to the next responder or the app.
 * A responder that needs to wait may return true and hand the request to the app later with `toApp`.
 */
export type Responder = (request: IncomingMessage, response: ServerResponse, toApp: (request: IncomingMessage, response: ServerResponse) => void) => boolean;

/** The framework's compress() leaves smaller bodies as they are. */
const COMPRESS_FROM_BYTES = 1024;

/** 'identity' without Accept-Encoding, 'gzip' when it lists gzip plainly, null for anything subtler (q-values…). */
export function encodingFor(acceptEncoding: string | undefined): 'identity' | 'gzip' | null {
  if (!acceptEncoding) return 'identity';
  if (acceptEncoding.includes(';')) return null;
  return acceptEncoding.split(',').some((token) => token.trim().toLowerCase() === 'gzip') ? 'gzip' : null;
}

export interface JsonAnswer {
  request: IncomingMessage;
  response: ServerResponse;
  /** The route as the app's log line names it. */
  route: string;
  started: number;
  body: Encoded;
  encoding: 'identity' | 'gzip';
  /** How the log line tells it from the app's: the catalogue's response cache, or a direct read. */
  via: 'cache' | 'direct';
}

/** Writes a 200 JSON answer with exactly the app's headers, and logs and times it as the app would. */
export function jsonAnswerWriter(config: Config, logger: Logger, metrics: AppMetrics): (answer: JsonAnswer) => void {
  const fixedHeaders = [...securityHeaders(config.nodeEnv === 'production', hostedFormOrigins(config)), ...API_DEFAULT_HEADERS, ['Content-Type', 'application/json']].flat();
  return ({ request, response, route, started, body, encoding, via }) => {
    const gzipped = encoding === 'gzip' && body.plain.length >= COMPRESS_FROM_BYTES ? body.gzip : null;
    const bytes = gzipped ?? body.plain;
    const requestId = requestIdFor(request.headers['x-request-id'] as string | undefined);
    const headers = [...fixedHeaders, REQUEST_ID_HEADER, requestId, 'Content-Length', String(bytes.length)];
    if (gzipped) headers.push('Vary', 'Accept-Encoding', 'Content-Encoding', 'gzip');
    response.writeHead(200, headers);
    response.end(bytes);
    metrics.observeRequest('GET', route, 200, started);
    logRequest(logger, via === 'cache' ? { method: 'GET', route, status: 200, started, requestId, cache: 'hit' } : { method: 'GET', route, status: 200, started, requestId, direct: true });
  };
}

/** True when a request URL is exactly `path`, with or without a query string. */
export const isPath = (url: string, path: string): boolean =>
  url.startsWith(path) && (url.length === path.length || url[path.length] === '?');

/** The query of a request URL whose path is exactly `path`, or null for any other URL. */
export const queryOf = (url: string, path: string): URLSearchParams | null =>
  isPath(url, path) ? new URLSearchParams(url.slice(path.length + 1)) : null;
