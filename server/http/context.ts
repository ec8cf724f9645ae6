// What every request handler can reach: the app's dependencies and per-request values.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { BackupService } from '../backup/service';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FastReads } from '../fast-reads';
import type { MailContext } from '../mail/types';
import type { AppMetrics } from '../metrics';
import type { Catalogue } from '../services/catalogue';
import type { PaymentGateway } from '../services/payment-gateway';
import type { Actor } from '../services/audit';
import type { SignedInUser } from '../services/sessions';
import type { WorkshopProfile } from '../services/workshop-profile';
import type { WorkshopSettings } from '../services/workshop-settings';
import type { Logger } from './logger';

/** Made once per app by createAppDeps (server/app-deps.ts); the responders before the framework share them. */
export interface AppDeps {
  db: Database;
  config: Config;
  /** Everything kept in memory to answer reads faster (FAST_READS=off: nothing). */
  fastReads: FastReads;
  catalogue: Catalogue;
  logger: Logger;
  /** Request timings and counts for GET /metrics (server/metrics). */
  metrics: AppMetrics;
  /** The workshop and app details every mail carries (the workshop's as `profile` last read them). */
  mail: MailContext;
  /** The gateway PAYMENT_GATEWAY names; null when online payment is off. */
  gateway: PaymentGateway | null;
  /** The workshop's capacity (bays, slot length, closed dates) as the console last set it. */
  workshop: WorkshopSettings;
  /** The workshop's name, address, phone, e-mail, tax registration, home figures and reminder hours (Settings page). */
  profile: WorkshopProfile;
  /** Backups now and on the schedule (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP). */
  backups: BackupService;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    user: SignedInUser;
    /** Who acts on an /api/ops/… route (server/http/staff-access.ts). */
    actor: Actor;
  };
}

export type AppContext = Context<AppEnv>;

/** The client's address: X-Forwarded-For's first entry only behind a trusted proxy, else the socket peer. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (in-process requests, e.g. tests).
    return 'unknown';
  }
}
