// The console's workshop settings: capacity, closed dates, the inbox, staff accounts, catalogue edits.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';

export function opsWorkshopRoutes(_deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
