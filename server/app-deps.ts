// The app's dependencies: one set of fast reads (switched by FAST_READS) and one catalogue over it, shared by the
// app and by the responders that answer before it.
import { createBackupService, type BackupService } from './backup/service';
import type { Config } from './config';
import type { Database } from './db/client';
import { createFastReads } from './fast-reads';
import type { AppDeps } from './http/context';
import { createLogger, type Logger } from './http/logger';
import { mailContextOf } from './mail/types';
import { createMetrics } from './metrics';
import { describeError } from './http/error-description';
import { Catalogue } from './services/catalogue';
import { gatewayNamed, type PaymentGateway } from './services/payment-gateway';
import { storedWorkshopProfile, workshopDefaultsOf } from './services/workshop-profile';
import { storedWorkshopSettings } from './services/workshop-settings';

export function createAppDeps({
  db,
  config,
  logger = createLogger(config.logLevel),
  gateway = gatewayNamed(config.paymentGateway, config.livePayments, logger, () => config.now(), config.company.email),
  backups,
}: {
  db: Database;
  config: Config;
  logger?: Logger;
  gateway?: PaymentGateway | null;
  /** Tests pass one with their own clock, timer or file writer. */
  backups?: BackupService;
}): AppDeps {
  const fastReads = createFastReads(db, { enabled: config.fastReads });
  const profile = storedWorkshopProfile(db, workshopDefaultsOf(config));
  return {
    db,
    config,
    logger,
    metrics: createMetrics(db, (error) => logger.error('metrics could not read the database', describeError(error))),
    fastReads,
    catalogue: new Catalogue(db, fastReads.catalogue),
    mail: mailContextOf(config, () => profile.current().company),
    gateway,
    workshop: storedWorkshopSettings(db, config.capacity),
    profile,
    backups:
      backups ??
      createBackupService({
        db,
        ...config.backup,
        now: () => config.now(),
        onError: (message, error) => logger.error('backup failed', { message, error: error instanceof Error ? error.message : String(error) }),
      }),
  };
}
