// The console's day board, booking actions and audit log: /api/ops/board, /api/ops/bookings/…, /api/ops/audit.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

export function opsBoardRoutes(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
