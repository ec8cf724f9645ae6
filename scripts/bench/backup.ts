// Backup and restore time: a workshop made through the API (customers, cars, bookings with their slots, items and
// invoices), the reports' busy year (scripts/bench/reports.ts) and a year's mail and audit trail written in bulk, backed up by the server's own snapshot, then loaded
// into a fresh embedded database and, when PostgreSQL runs, restored into an empty one as `npm run db:restore` does.
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { verifiedHeader } from '../../server/backup/backup-reader';
import { loadRows } from '../../server/backup/restore';
import { restoreBackup } from '../../server/backup/restore-into';
import { writeBackup } from '../../server/backup/snapshot';
import { createTestApp } from '../../tests/server/helpers/app';
import { bookFor, customerWithCar } from '../../tests/server/helpers/customers';
import { withSql } from '../../tests/server/helpers/backup-fixtures';
import { openTemplatePglite } from '../../tests/server/helpers/pglite-template';
import { generateYear, REPORT_DATA_SET } from './reports';

export interface BackupBenchRow {
  target: string;
  rows: number;
  bytes: number;
  backupSeconds: number;
  restoreSeconds: number;
}

const CUSTOMERS = 150;
const MAILS = 20_000;
const AUDIT_ENTRIES = 20_000;

const seconds = (since: number) => (performance.now() - since) / 1000;

/** The data set's size, in words, for the table's heading. */
export const BACKUP_DATA_SET = `${CUSTOMERS} customers with ${CUSTOMERS * 2} bookings through the API, the reports' busy year (${REPORT_DATA_SET}), ${MAILS} mails and ${AUDIT_ENTRIES} audit entries in bulk`;

export async function benchBackup(postgresUrl: string | null): Promise<BackupBenchRow[]> {
  const source = await openTemplatePglite();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shineworks-bench-backup-'));
  try {
    const { app } = await createTestApp(source.db, { BOOKING_MAX_PER_IP: '1000000', BOOKING_MAX_PER_ACCOUNT: '1000000' });
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const who = await customerWithCar(app);
      await bookFor(app, who, addDays(todayInKarachi(), 1 + (index % 28)));
      await bookFor(app, who, addDays(todayInKarachi(), 29 + (index % 28)));
    }
    await generateYear(source.db);
    await withSql(source.db, async (client) => {
      await client.query(
        `INSERT INTO outbox ("to", subject, body, html, kind, message_id, status)
         SELECT 'customer' || n || '@example.pk', 'Your booking is confirmed', repeat('Thank you for booking. ', 40), repeat('<p>Thank you for booking.</p>', 60),
                'booking_confirmed', '<bench-' || n || '@shineworks.pk>', 'sent'
         FROM generate_series(1, ${MAILS}) AS n`,
      );
      await client.query(
        `INSERT INTO audit_log (actor_name, actor_role, action, target_kind, target_id, before, after)
         SELECT 'Front desk', 'staff', 'booking.status', 'booking', 'b-' || n, jsonb_build_object('status', 'pending'), jsonb_build_object('status', 'confirmed', 'at', now())
         FROM generate_series(1, ${AUDIT_ENTRIES}) AS n`,
      );
    });

    const started = performance.now();
    const createdAt = new Date();
    const written = await writeBackup({ db: source.db, dir, name: 'bench.jsonl.gz', createdAt });
    const backupSeconds = seconds(started);
    const file = path.join(dir, written.file);
    const bytes = (await stat(file)).size;

    const rows: BackupBenchRow[] = [];
    const target = await openTemplatePglite();
    try {
      const loading = performance.now();
      await withSql(target.db, async (client) => loadRows(client, await verifiedHeader(file), file));
      rows.push({ target: 'PGlite (check + load into a migrated database)', rows: written.rows, bytes, backupSeconds, restoreSeconds: seconds(loading) });
    } finally {
      await target.close();
    }
    if (postgresUrl) {
      const restoring = performance.now();
      await restoreBackup({ file, force: false, databaseUrl: postgresUrl, dataDir: dir });
      rows.push({ target: 'PostgreSQL (npm run db:restore: check, migrations, load)', rows: written.rows, bytes, backupSeconds, restoreSeconds: seconds(restoring) });
    }
    return rows;
  } finally {
    await source.close();
    await rm(dir, { recursive: true, force: true });
  }
}
