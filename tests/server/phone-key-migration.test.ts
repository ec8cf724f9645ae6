// Migration 0015 keys every existing account's phone (users.phone_key) the way the server keys a phone it saves
// (normalisePakistaniPhone, src/domain/phone.ts), so the desk finds customers who registered before it by any
// spelling: its SQL and the server's rule must agree on every spelling, on PGlite and PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalisePakistaniPhone } from '../../src/domain/phone';
import { migrationsFolder } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { suiteBackends, useApp } from './helpers/suite';

const backends = await suiteBackends();

const MIGRATION = readFileSync(path.join(migrationsFolder, '0015_desk_bookings_blocks_customers.sql'), 'utf8');
const BACKFILL = MIGRATION.split('--> statement-breakpoint').find((statement) => statement.includes('SET "phone_key"')) ?? '';

const SPELLINGS = [
  '03001234567',
  '0300-1234567',
  '+92 300 1234567',
  '923001234567',
  '0092 300 1234567',
  '3001234567',
  '(0300) 123-4567',
  '021-34567890',
  '+92 21 3456 7890',
  '051 1234567',
  ' 042.3576.1234 ',
  '2134567890',
  '+1 202 555 0100',
  '0300 123456',
  '0111 123456',
  '0300-CALL-NOW',
  '',
];

describe.each(backends)('migration 0015’s phone keys on $name', (backend) => {
  const ctx = useApp(backend);

  it.skipIf(backend.skipReason !== null)('keys every spelling as the server does', async () => {
    expect(BACKFILL).not.toBe('');
    const rows = await ctx.handle.db
      .insert(users)
      .values(SPELLINGS.map((phone, index) => ({ email: null, passwordHash: null, fullName: `Spelling ${index}`, phone, role: 'customer' as const })))
      .returning({ id: users.id });
    await ctx.handle.db.execute(sql.raw(BACKFILL));
    const keyed = await ctx.handle.db.select({ phone: users.phone, key: users.phoneKey }).from(users).where(inArray(users.id, rows.map((row) => row.id)));
    expect(keyed.map(({ phone, key }) => [phone, key]).sort()).toEqual(SPELLINGS.map((phone) => [phone, normalisePakistaniPhone(phone)]).sort());
  });
});
