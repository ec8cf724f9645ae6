// A customer's WhatsApp and SMS conversation with the workshop, for their file in the console: their messages in
// (linked by phone) and the workshop's out (booking messages, answers, codes), merged by time, the last 100, oldest first.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PHONE_CHANNELS, VERIFY_CODE_LENGTH } from '../../src/domain/channels';
import type { ConversationEntry as ConversationEntrySchema } from '../../src/domain/deskWire';
import type * as v from 'valibot';
import type { Executor } from '../db/client';
import { contactMessages, outbox, type OutboxRow } from '../db/schema';
import { notificationStatus, outboxText } from './inbox';

export const CONVERSATION_LENGTH = 100;

/** Kinds whose text carries a secret: the console shows it masked. */
const SECRET_KINDS: ReadonlySet<string> = new Set(['phone_verification']);
type ConversationEntry = v.InferOutput<typeof ConversationEntrySchema>;

const CODE_PATTERN = new RegExp(`\\d{${VERIFY_CODE_LENGTH}}`, 'g');
const masked = (text: string) => text.replace(CODE_PATTERN, '•'.repeat(VERIFY_CODE_LENGTH));

const outgoingText = (row: OutboxRow) => (SECRET_KINDS.has(row.kind) ? masked(row.body) : outboxText(row));

export async function customerConversation(db: Executor, customerId: string): Promise<ConversationEntry[]> {
  const [incoming, outgoing] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.customerId, customerId), inArray(contactMessages.channel, [...PHONE_CHANNELS])))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONVERSATION_LENGTH),
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.customerId, customerId), inArray(outbox.channel, [...PHONE_CHANNELS])))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(CONVERSATION_LENGTH),
  ]);
  const entries: Array<ConversationEntry & { sortAt: number }> = [
    // Each list oldest first, so that entries of one instant keep their own order through the stable sort below.
    ...incoming.reverse().map((row) => ({
      id: `in-${row.id}`,
      direction: 'in' as const,
      channel: row.channel === 'web' ? ('email' as const) : row.channel,
      kind: 'message',
      text: row.message,
      status: null,
      at: row.createdAt.toISOString(),
      sortAt: row.createdAt.getTime(),
    })),
    ...outgoing.reverse().map((row) => ({
      id: `out-${row.id}`,
      direction: 'out' as const,
      channel: row.channel,
      kind: row.kind,
      text: outgoingText(row),
      status: notificationStatus(row.status),
      at: row.createdAt.toISOString(),
      sortAt: row.createdAt.getTime(),
    })),
  ];
  return entries
    .sort((a, b) => a.sortAt - b.sortAt)
    .slice(-CONVERSATION_LENGTH)
    .map(({ sortAt: _sortAt, ...entry }) => entry);
}
