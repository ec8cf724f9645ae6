// What the backup suites share: a workshop with customers, cars, bookings, sessions and queued mail, made through the
// API; every table's content (to compare a database with its restored copy); and running the restore as the
// operator runs it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { addDays, todayInKarachi } from '../../../src/domain/format';
import type { BookingDetail } from '../../../src/domain/types';
import type { App } from '../../../server/app';
import { quoteIdentifier, sequenceValues, tablesInForeignKeyOrder } from '../../../server/backup/catalog';
import { pgliteSql, postgresSql, type SqlClient } from '../../../server/backup/sql-client';
import { driverOf, type Database } from '../../../server/db/client';
import { bookFor, customerWithCar, type CustomerWithCar } from './customers';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Workshop {
  customers: Array<CustomerWithCar & { bookings: BookingDetail[] }>;
}

/** `count` customers, each with a car and two bookings. */
export async function busyWorkshop(app: App, count = 3): Promise<Workshop> {
  const customers: Workshop['customers'] = [];
  for (let index = 0; index < count; index += 1) {
    const who = await customerWithCar(app);
    customers.push({
      ...who,
      bookings: [await bookFor(app, who, addDays(todayInKarachi(), 2 + index)), await bookFor(app, who, addDays(todayInKarachi(), 10 + index))],
    });
  }
  return { customers };
}

/** Runs `work` with a plain query client on the database (a connection of the pool on PostgreSQL). */
export async function withSql<T>(db: Database, work: (client: SqlClient) => Promise<T>): Promise<T> {
  const driver = driverOf(db);
  if (driver instanceof PGlite) return work(pgliteSql(driver));
  const connection = await driver.connect();
  try {
    return await work(postgresSql(connection));
  } finally {
    connection.release();
  }
}

/** Every table's rows as sorted JSON texts (timestamps in UTC), and every sequence: equal means the same data. */
export async function databaseContent(db: Database): Promise<{ tables: Record<string, string[]>; sequences: unknown }> {
  return withSql(db, async (client) => {
    await client.query("SET TimeZone = 'UTC'");
    const tables: Record<string, string[]> = {};
    for (const table of await tablesInForeignKeyOrder(client)) {
      const rows = await client.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM public.${quoteIdentifier(table)} t`);
      tables[table] = rows.map((row) => row.r).sort();
    }
    return { tables, sequences: await sequenceValues(client) };
  });
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run db:restore -- ...args` as the operator types it, with DATA_DIR or DATABASE_URL in its environment. */
export async function restoreCommand(args: string[], env: Record<string, string>): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts', 'db-restore.mjs'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
