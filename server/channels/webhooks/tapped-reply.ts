// Which of the reminder's quick replies a customer pressed, and on which booking: the button's payload
// (`confirm:{bookingId}`), or a bare `confirm`/`reschedule` with the reminder it answers (WhatsApp's context id).
import { and, eq } from 'drizzle-orm';
import { parseQuickReplyPayload, QUICK_REPLIES, type QuickReply } from '../../../src/domain/channels';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema';
import type { InboundMessage } from './events';

export interface TappedReply {
  reply: QuickReply;
  bookingId: string;
}

/** The reply and booking a button names; null for a text, or a button that names no booking of ours. */
export async function tappedReply(db: Executor, message: InboundMessage): Promise<TappedReply | null> {
  if (!message.quickReply) return null;
  const payload = message.quickReply.payload;
  const parsed = payload === null ? null : parseQuickReplyPayload(payload);
  if (parsed) return parsed;
  const reply = QUICK_REPLIES.find((known) => known === payload);
  if (!reply || message.contextId === null) return null;
  const [reminder] = await db
    .select({ bookingId: outbox.bookingId })
    .from(outbox)
    .where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.providerId, message.contextId)))
    .limit(1);
  return reminder?.bookingId ? { reply, bookingId: reminder.bookingId } : null;
}
