// Where a message to a customer stands (an inbox answer, a WhatsApp or SMS message of the conversation): queued,
// sent, delivered, read or failed, in the outbox's tones.
import { NOTIFICATION_STATUS_LABELS } from '../../../domain/console/channelContent';
import type { NotificationStatus } from '../../../domain/channels';
import { Badge, type BadgeTone } from '../../components/Badge';

const TONES: Record<NotificationStatus, BadgeTone> = { queued: 'info', sent: 'success', delivered: 'success', read: 'successSolid', failed: 'danger' };

export function DeliveryStatusBadge({ status }: { status: NotificationStatus }) {
  return (
    <Badge caps tone={TONES[status]}>
      {NOTIFICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
