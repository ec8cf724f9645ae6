// What a well-signed webhook changes: statuses move our rows forward, customers' messages land in the inbox, and a
// quick reply is answered. Each event on its own: one that cannot be used is skipped, the others still apply.
import type { PhoneChannel } from '../../../src/domain/channels';
import type { InboundMessage, ProviderStatus } from './events';
import { storeInbound } from './inbound';
import { answerQuickReply, type QuickReplyDeps } from './quick-replies';
import { applyProviderStatus } from './statuses';
import { tappedReply } from './tapped-reply';

export interface ReceivedEvents {
  statuses: readonly ProviderStatus[];
  messages: readonly InboundMessage[];
}

export async function receiveEvents(deps: QuickReplyDeps, channel: PhoneChannel, events: ReceivedEvents, now: Date): Promise<void> {
  for (const status of events.statuses) await applyProviderStatus(deps.db, channel, status, now);
  for (const message of events.messages) {
    const tap = channel === 'whatsapp' ? await tappedReply(deps.db, message) : null;
    const stored = await storeInbound(deps.db, channel, message, tap?.bookingId ?? null, now);
    // A repeat (stored before) was answered then; a sender who has not proved the phone is never acted on.
    if (stored?.verified && tap) await answerQuickReply(deps, stored, tap, now);
  }
}
