// A mail's status as a badge: queued, being sent, sent (or written to a file when there is no SMTP server), failed.
import { mailStatusLabel } from '../../../domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../../../domain/types';
import { Badge, type BadgeTone } from '../../components/Badge';

const TONES: Record<OpsMail['status'], BadgeTone> = { queued: 'info', sending: 'warning', sent: 'success', delivered: 'success', read: 'successSolid', failed: 'danger' };

export function MailStatusBadge({ status, delivery }: { status: OpsMail['status']; delivery: MailDelivery | null }) {
  return <Badge caps tone={TONES[status]}>{mailStatusLabel(status, delivery)}</Badge>;
}
