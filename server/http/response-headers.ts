// Security headers (and the API's default no-store) are prepared *before* the handler runs, so they go out with
// the response the handler creates. Setting them afterwards (hono's secureHeaders, compress) makes the node
// adapter rebuild every response as a full web Response: measured here at about half the catalogue's throughput.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** `formTargets`: other origins a page may post a form to (JazzCash's hosted page, reached by a signed form POST). */
const contentSecurityPolicy = (production: boolean, formTargets: readonly string[]) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // react-hot-toast injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(' '),
  ].join('; ');

export function securityHeaders(production: boolean, formTargets: readonly string[] = []): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(production, formTargets)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ...(production ? ([['Strict-Transport-Security', 'max-age=15552000; includeSubDomains']] as Array<[string, string]>) : []),
  ];
}

/** Every /api answer is private and fresh unless its handler says otherwise with c.header(). */
export const API_DEFAULT_HEADERS: Array<[string, string]> = [['Cache-Control', 'no-store']];

/** Prepares `headers` on every response; a handler may still override one with c.header(). */
export const prepareHeaders =
  (headers: Array<[string, string]>): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    return next();
  };

/** Runs `middleware` only for clients that accept a compressed answer (browsers do; load tools and curl don't ask). */
export const whenAccepted =
  (middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.req.header('accept-encoding') ? middleware(c, next) : next();
