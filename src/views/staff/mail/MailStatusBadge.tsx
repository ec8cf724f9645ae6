// A message's status as a badge: queued, being sent, sent (an e-mail written to a file when there is no SMTP server),
// delivered, read, failed.
import { mailStatusLabel } from '../../../domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../../../domain/types';
import { Badge, type BadgeTone } from '../../components/Badge';

const TONES: Record<OpsMail['status'], BadgeTone> = { queued: 'info', sending: 'warning', sent: 'success', delivered: 'success', read: 'successSolid', failed: 'danger' };

export function MailStatusBadge({ mail, delivery }: { mail: Pick<OpsMail, 'status' | 'channel'>; delivery: MailDelivery | null }) {
  return <Badge caps tone={TONES[mail.status]}>{mailStatusLabel(mail, delivery)}</Badge>;
}
