// Invoice numbers: INV-<Karachi year>-<6 digits>, sequential within the year and never reused. The year's counter row
// is raised in the invoice's own transaction: a concurrent invoice waits on the row lock (on every instance, since the
// lock is PostgreSQL's), and a transaction that rolls back gives its number back with it.
import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '../../src/domain/invoice';
import { todayInKarachi } from '../../src/domain/format';
import type { Transaction } from '../db/client';
import { invoiceCounters } from '../db/schema';

/** The next number of the Karachi year `now` falls in, taken for an invoice the transaction `tx` creates. */
export async function takeInvoiceNumber(tx: Transaction, now: Date): Promise<string> {
  const year = Number(todayInKarachi(now).slice(0, 4));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('The invoice counter returned no number.');
  return formatInvoiceNumber(year, counter.lastNumber);
}
