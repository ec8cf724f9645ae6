// Upgrading a database with WhatsApp and SMS messages: the migration that brings proven phones marks an account as the
// proven owner of its phone only when the last code it used went to that number, and shows every message filed before
// under an account that never proved the sender's phone as unverified. Run for real on PGlite: migrated up to the
// migration before, rows written, then the rest applied.
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { removeTempDirs } from './helpers/app';
import { migrationsBefore } from './helpers/migrations-before';

const PROVEN_PHONES_MIGRATION = '_verified_phone_owners';

describe('upgrading a database with phone messages', () => {
  const client = new PGlite();
  afterAll(async () => {
    await client.close();
    removeTempDirs();
  });

  it('keeps as proven only a phone whose code was the last one used, and marks messages of unproven senders', async () => {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsBefore(PROVEN_PHONES_MIGRATION) });
    const account = (id: string, phoneKey: string) =>
      db.execute(sql`insert into users (id, email, full_name, phone, phone_key) values (${id}, ${`${id}@example.pk`}, ${id}, ${phoneKey}, ${phoneKey})`);
    const usedCode = (id: string, userId: string, phoneKey: string, usedAt: string | null) =>
      db.execute(sql`insert into phone_verifications (id, user_id, channel, phone_key, code_hash, created_at, expires_at, used_at)
        values (${id}, ${userId}, 'whatsapp', ${phoneKey}, 'hash', '2026-11-01T05:00:00Z', '2026-11-01T05:10:00Z', ${usedAt})`);
    await account('proven', '+923001111111');
    await usedCode('v1', 'proven', '+923001111111', '2026-11-01T05:01:00Z');
    // Proved an older number, then moved to this one without a code.
    await account('moved', '+923002222222');
    await usedCode('v2', 'moved', '+923002222222', '2026-11-01T05:01:00Z');
    await usedCode('v3', 'moved', '+923002222221', '2026-11-02T05:01:00Z');
    // Asked for a code and never used it.
    await account('asked', '+923003333333');
    await usedCode('v4', 'asked', '+923003333333', null);
    await account('never', '+923004444444');

    const message = (id: string, channel: string, phoneKey: string | null, customerId: string | null) =>
      db.execute(sql`insert into contact_messages (id, channel, name, email, phone, phone_key, customer_id, provider_id, message, ip_hash)
        values (${id}, ${channel}, 'Sender', ${channel === 'web' ? 'sender@example.pk' : null}, ${phoneKey ?? ''}, ${phoneKey}, ${customerId}, ${channel === 'web' ? null : `p-${id}`}, 'Hello', '')`);
    await message('m-proven', 'whatsapp', '+923001111111', 'proven');
    await message('m-other-number', 'sms', '+923009999999', 'proven');
    await message('m-moved', 'whatsapp', '+923002222222', 'moved');
    await message('m-asked', 'sms', '+923003333333', 'asked');
    await message('m-never', 'whatsapp', '+923004444444', 'never');
    await message('m-nobody', 'whatsapp', '+923005555555', null);
    await message('m-web', 'web', null, null);

    await migrate(db, { migrationsFolder });

    const owners = await db.select({ id: schema.users.id, provenAt: schema.users.phoneVerifiedAt }).from(schema.users).orderBy(asc(schema.users.id));
    expect(owners.map(({ id, provenAt }) => [id, provenAt?.toISOString() ?? null])).toEqual([
      ['asked', null],
      ['moved', null],
      ['never', null],
      ['proven', '2026-11-01T05:01:00.000Z'],
    ]);
    const marked = await db.select({ id: schema.contactMessages.id, unverified: schema.contactMessages.customerUnverified }).from(schema.contactMessages).orderBy(asc(schema.contactMessages.id));
    expect(Object.fromEntries(marked.map(({ id, unverified }) => [id, unverified]))).toEqual({
      'm-asked': true,
      'm-moved': true,
      'm-never': true,
      'm-nobody': false,
      'm-other-number': true,
      'm-proven': false,
      'm-web': false,
    });
  });
});
