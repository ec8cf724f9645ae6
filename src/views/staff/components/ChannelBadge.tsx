// Where a message came in or left: "Website", "WhatsApp", "SMS" or "E-mail", each in its own tone.
import { INBOX_CHANNEL_LABELS, NOTIFICATION_CHANNEL_LABELS } from '../../../domain/console/channelContent';
import type { InboxChannel, NotificationChannel } from '../../../domain/channels';
import { Badge, type BadgeTone } from '../../components/Badge';

type AnyChannel = InboxChannel | NotificationChannel;
const TONES: Record<AnyChannel, BadgeTone> = { web: 'brand', email: 'brand', whatsapp: 'success', sms: 'violet' };
const labelOf = (channel: AnyChannel) => (channel === 'web' ? INBOX_CHANNEL_LABELS.web : NOTIFICATION_CHANNEL_LABELS[channel]);

export function ChannelBadge({ channel }: { channel: AnyChannel }) {
  return <Badge tone={TONES[channel]}>{labelOf(channel)}</Badge>;
}
