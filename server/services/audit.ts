// The audit log: every console and ops action, who did it, when, and what changed (before → after). Recorded in the
// transaction of the change it describes, so the log never tells of a change that did not happen.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditActorRole, AuditEntry } from '../../src/domain/staff';
import type { Executor } from '../db/client';
import { auditLog, type AuditRow } from '../db/schema';
import { nameAuditTargets } from './audit-targets';

/** The one who acts: a staff or admin account, or the ops token (no account). */
export interface Actor {
  id: string | null;
  name: string;
  role: AuditActorRole;
}

export interface AuditRecord {
  action: string;
  targetKind: AuditEntry['target_kind'];
  targetId: string;
  bookingId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(db: Executor, actor: Actor, record: AuditRecord, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    action: record.action,
    targetKind: record.targetKind,
    targetId: record.targetId,
    bookingId: record.bookingId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** A value the code itself writes (a status, a date, a time, an id, a number) reads as it is. */
const PLAIN_TOKEN = /^[A-Za-z0-9_.:@+-]+$/;
/** Characters that could break or reorder a line: C0 and C1 controls, line separators, bidirectional controls. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const QUOTED_MAX_LENGTH = 120;

/**
 * Text someone typed (a reason, a note, a name) in double quotes, its quotes, backslashes and invisible characters
 * escaped and its length capped, so it reads as data and never as more of the summary (the whole text stays in
 * `after`/`before`).
 */
export function quoted(text: string): string {
  const characters = [...text];
  const shortened = characters.length > QUOTED_MAX_LENGTH ? `${characters.slice(0, QUOTED_MAX_LENGTH).join('')}…` : text;
  const escaped = shortened.replace(/[\\"]/g, (character) => `\\${character}`).replace(INVISIBLE, (character) => {
    if (character === '\n') return '\\n';
    if (character === '\r') return '\\r';
    if (character === '\t') return '\\t';
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `"${escaped}"`;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return PLAIN_TOKEN.test(text) ? text : quoted(text);
};

/**
 * "field: before → after" for each field that changed, joined; the action itself when nothing is compared. Any
 * value but a plain token is quoted, so typed text cannot pass for another change or another entry.
 */
export function summaryOf(row: Pick<AuditRow, 'action' | 'before' | 'after'>): string {
  // Nothing to compare with (a read, a reset): the facts it records, each as "field: value".
  if (row.before === null && row.after !== null) {
    const facts = Object.entries(row.after).map(([field, value]) => `${field.replaceAll('_', ' ')}: ${shown(value)}`);
    if (facts.length > 0) return facts.join('; ');
  }
  const before = row.before ?? {};
  const after = row.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes = fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field.replaceAll('_', ' ')}: ${shown(before[field])} → ${shown(after[field])}`);
  return changes.length > 0 ? changes.join('; ') : row.action;
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, name: row.actorName, role: row.actorRole as AuditEntry['actor']['role'] },
  action: row.action,
  target_kind: row.targetKind as AuditEntry['target_kind'],
  target_id: row.targetId,
  target_name: null,
  booking_id: row.bookingId,
  summary: summaryOf(row),
  before: row.before,
  after: row.after,
});

/** One page of the log, newest first; `bookingId` narrows it to one booking's history. */
export async function listAudit(db: Executor, filter: { bookingId?: string; offset: number; limit: number }): Promise<{ count: number; entries: AuditEntry[] }> {
  const conditions: SQL[] = [];
  if (filter.bookingId) conditions.push(eq(auditLog.bookingId, filter.bookingId));
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(filter.limit).offset(filter.offset);
  return { count: total?.value ?? 0, entries: await nameAuditTargets(db, rows.map(toAuditEntry)) };
}
