// Staff sign-in for the workshop's console: /api/auth/staff/…
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

export function staffAuthRoutes(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
