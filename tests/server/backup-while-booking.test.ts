// A backup taken while 20 customers are booking (concurrent API calls) restores to a state where no booking is
// half there: every booking in it has its slots, its items and its invoice. On PostgreSQL the bookings really run
// beside the snapshot's transaction; on PGlite they wait for it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, todayInKarachi } from '../../src/domain/format';
import { verifiedHeader } from '../../server/backup/backup-reader';
import { loadRows } from '../../server/backup/restore';
import { tempDir } from './helpers/app';
import { withSql } from './helpers/backup-fixtures';
import { bookFor, customerWithCar } from './helpers/customers';
import { openTemplatePglite } from './helpers/pglite-template';
import { OPS_TOKEN_HEADERS } from './helpers/staff';
import { suiteBackends, useApp } from './helpers/suite';

const CUSTOMERS = 20;

describe.each(await suiteBackends())('a backup during 20 bookings on $name', (backend) => {
  const backupDir = tempDir(`busy-${backend.name}`);
  const context = useApp(backend, { BACKUP_DIR: backupDir });

  it.skipIf(backend.skipReason !== null)('restores with every booking whole', async () => {
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => customerWithCar(context.app)));
    const date = addDays(todayInKarachi(), 3);
    const bookings = customers.map((who, index) => bookFor(context.app, who, addDays(date, index % 5)));
    await Promise.race(bookings);
    const backup = await context.app.request('/api/ops/backups', { method: 'POST', headers: { ...OPS_TOKEN_HEADERS, Origin: 'http://localhost' } });
    expect(backup.status).toBe(201);
    expect((await Promise.allSettled(bookings)).every((outcome) => outcome.status === 'fulfilled')).toBe(true);

    const [file] = readdirSync(backupDir).filter((name) => name.endsWith('.jsonl.gz'));
    const full = path.join(backupDir, file ?? '');
    const restored = await openTemplatePglite();
    try {
      await withSql(restored.db, async (client) => loadRows(client, await verifiedHeader(full), full));
      const counts = await withSql(restored.db, (client) =>
        client.query<{ bookings: number; without_slots: number; without_items: number; without_invoice: number }>(
          `SELECT count(*)::int AS bookings,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM booking_slots s WHERE s.booking_id = b.id))::int AS without_slots,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM booking_items i WHERE i.booking_id = b.id))::int AS without_items,
             count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM invoices v WHERE v.booking_id = b.id))::int AS without_invoice
           FROM bookings b`,
        ),
      );
      expect(counts[0]).toMatchObject({ without_slots: 0, without_items: 0, without_invoice: 0 });
      expect(counts[0]?.bookings).toBeGreaterThan(0);
      expect(counts[0]?.bookings).toBeLessThanOrEqual(CUSTOMERS);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
