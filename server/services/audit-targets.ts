// What an audit entry acts on, by name ("Full Detail", "Sana Staff"), so the log reads "Full Detail: price 2500 →
// 2800" rather than a bare id. The name the entry recorded comes first (a renamed service keeps the name it had);
// otherwise the service's, account's or message sender's name as it is now; null for what has no name.
import { inArray } from 'drizzle-orm';
import type { AuditEntry } from '../../src/domain/staff';
import type { Executor } from '../db/client';
import { contactMessages, services, users } from '../db/schema';

type NamedKind = Extract<AuditEntry['target_kind'], 'service' | 'user' | 'message'>;

const recordedName = (entry: AuditEntry): string | null => {
  const name = entry.after?.name ?? entry.before?.name;
  return typeof name === 'string' && name !== '' ? name : null;
};

const idsOf = (entries: readonly AuditEntry[], kind: NamedKind) => [...new Set(entries.filter((entry) => entry.target_kind === kind).map((entry) => entry.target_id))];

/** The current names of the targets of each kind the entries name, in one query per kind that appears. */
async function currentNames(db: Executor, entries: readonly AuditEntry[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const serviceIds = idsOf(entries, 'service');
  const userIds = idsOf(entries, 'user');
  const messageIds = idsOf(entries, 'message');
  const rows = [
    ...(serviceIds.length ? (await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, serviceIds))).map((row) => ({ ...row, kind: 'service' })) : []),
    ...(userIds.length ? (await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, userIds))).map((row) => ({ ...row, kind: 'user' })) : []),
    ...(messageIds.length
      ? (await db.select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages).where(inArray(contactMessages.id, messageIds))).map((row) => ({ ...row, kind: 'message' }))
      : []),
  ];
  for (const row of rows) names.set(`${row.kind}:${row.id}`, row.name);
  return names;
}

/** The entries with `target_name` filled where their target has a name. */
export async function nameAuditTargets(db: Executor, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const names = await currentNames(db, entries);
  return entries.map((entry) => ({ ...entry, target_name: recordedName(entry) ?? names.get(`${entry.target_kind}:${entry.target_id}`) ?? null }));
}
