// The catalogue list is read on every visit and changes a few times a year. Once the route has answered a URL,
// repeats are written from memory before the framework builds a Request and a Response for them: the same bytes
// and headers, near the bare node:http ceiling (docs/benchmarks.md). A change made through this instance's
// catalogue invalidates it at once; another instance's change shows within the catalogue's TTL, as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Config } from '../config';
import { catalogueListKey, type Catalogue } from '../services/catalogue';
import { logRequest, type Logger } from './logger';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { API_DEFAULT_HEADERS, securityHeaders } from './response-headers';

/** Answers the request and returns true, or returns false and leaves it untouched for the framework. */
export type CachedResponder = (request: IncomingMessage, response: ServerResponse) => boolean;

const LIST_PATH = '/api/services/list/';
/** The framework's compress() leaves smaller bodies as they are. */
const COMPRESS_FROM_BYTES = 1024;
const MAX_ENTRIES = 256;

interface Encoded {
  text: string;
  plain: Buffer;
  gzip: Buffer | null;
}

/** 'identity' without Accept-Encoding, 'gzip' when it lists gzip plainly, null for anything subtler (q-values…). */
function encodingFor(acceptEncoding: string | undefined): 'identity' | 'gzip' | null {
  if (!acceptEncoding) return 'identity';
  if (acceptEncoding.includes(';')) return null;
  return acceptEncoding.split(',').some((token) => token.trim().toLowerCase() === 'gzip') ? 'gzip' : null;
}

export function catalogueResponseCache({ catalogue, config, logger }: { catalogue: Catalogue; config: Config; logger: Logger }): CachedResponder {
  const fixedHeaders = [...securityHeaders(config.nodeEnv === 'production'), ...API_DEFAULT_HEADERS, ['Content-Type', 'application/json']].flat();
  const encoded = new Map<string, Encoded>();

  const encode = (key: string, text: string, gzip: boolean): Encoded => {
    let entry = encoded.get(key);
    if (entry?.text !== text) {
      if (encoded.size >= MAX_ENTRIES) encoded.clear();
      entry = { text, plain: Buffer.from(text), gzip: null };
      encoded.set(key, entry);
    }
    if (gzip) entry.gzip ??= gzipSync(entry.plain);
    return entry;
  };

  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || url === undefined || !url.startsWith(LIST_PATH)) return false;
    if (url.length > LIST_PATH.length && url[LIST_PATH.length] !== '?') return false;
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === null) return false;
    const key = catalogueListKey(url);
    const text = catalogue.cachedJson(key);
    if (text === undefined) return false;

    const started = performance.now();
    const entry = encode(key, text, encoding === 'gzip');
    const compressed = encoding === 'gzip' && entry.plain.length >= COMPRESS_FROM_BYTES;
    const body = compressed && entry.gzip ? entry.gzip : entry.plain;
    const requestId = requestIdFor(request.headers['x-request-id'] as string | undefined);
    const headers = [...fixedHeaders, REQUEST_ID_HEADER, requestId, 'Content-Length', String(body.length)];
    if (compressed) headers.push('Vary', 'Accept-Encoding', 'Content-Encoding', 'gzip');
    response.writeHead(200, headers);
    response.end(body);
    logRequest(logger, { method: 'GET', route: LIST_PATH, status: 200, started, requestId, cache: 'hit' });
    return true;
  };
}
