// A wrong method on an existing API route answers 405 with the methods it does take (RFC 9110 §15.5.6).
import type { Hono } from 'hono';
import type { AppEnv } from './context';

interface RoutePattern {
  method: string;
  pattern: RegExp;
}

const toPattern = (path: string) =>
  new RegExp(`^${path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);

/** Reads the app's route table once (on first use, when every route is registered). */
export function allowedMethodsOf(app: Hono<AppEnv>): (path: string) => string[] {
  let routes: RoutePattern[] | null = null;
  return (path) => {
    routes ??= app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.endsWith('*'))
      .map((route) => ({ method: route.method, pattern: toPattern(route.path) }));
    const methods = new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
