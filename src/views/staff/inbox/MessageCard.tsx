// One contact message: who sent it and how to reach them, the service, when it came, the text, and its actions:
// reply, the sender's bookings (the board's search by their e-mail or phone), mark read or unread.
import { Link } from 'wouter';
import { consoleSearchPath } from '../../../domain/console/consolePaths';
import { formatReceived, inboxContent as content, replyLink } from '../../../domain/console/workshopContent';
import type { InboxMessage } from '../../../domain/staff';
import { Button } from '../../components/Button';
import { buttonClass } from '../../components/buttonClass';
import { cardClass } from '../../components/cardClass';
import { Inline } from '../../components/Inline';
import * as section from '../../components/PageSection.css';
import { Stack } from '../../components/Stack';
import { Badge } from '../../components/Badge';
import { Fact, Facts } from '../components/Facts';
import * as styles from './InboxPage.css';

interface MessageCardProps {
  message: InboxMessage;
  /** This message is being marked. */
  busy: boolean;
  /** Another message is being marked. */
  markDisabled: boolean;
  onMark: (read: boolean) => void;
}

export function MessageCard({ message, busy, markDisabled, onMark }: MessageCardProps) {
  const unread = message.read_at === null;
  const headingId = `message-${message.id}-from`;
  return (
    <Stack as="li" space="sm" className={unread ? `${cardClass('panel')} ${styles.unread}` : cardClass('panel')} aria-labelledby={headingId}>
      <Inline space="sm">
        <h2 id={headingId} className={section.heading[3]}>
          {message.name}
        </h2>
        {unread ? <Badge caps tone="info">{content.unreadBadge}</Badge> : null}
      </Inline>
      <Facts>
        <Fact label={content.email}>{message.email}</Fact>
        <Fact label={content.phone}>{message.phone || content.noPhone}</Fact>
        <Fact label={content.service}>{message.service}</Fact>
        <Fact label={content.received}>
          <time dateTime={message.created_at}>{formatReceived(message.created_at)}</time>
        </Fact>
      </Facts>
      <p className={styles.text}>{message.message}</p>
      <Inline space="sm">
        <a className={buttonClass('primary', 'small')} href={replyLink(message.email ?? '')} aria-label={content.replyLabel(message.name)}>
          {content.reply}
        </a>
        <Link className={buttonClass('secondary', 'small')} href={consoleSearchPath(message.email ?? '')} aria-label={content.bookingsByEmailLabel(message.name)}>
          {content.bookingsByEmail}
        </Link>
        {message.phone ? (
          <Link className={buttonClass('secondary', 'small')} href={consoleSearchPath(message.phone)} aria-label={content.bookingsByPhoneLabel(message.name)}>
            {content.bookingsByPhone}
          </Link>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          disabled={markDisabled}
          busy={busy}
          aria-label={unread ? content.markReadLabel(message.name) : content.markUnreadLabel(message.name)}
          onClick={() => onMark(unread)}
        >
          {unread ? content.markRead : content.markUnread}
        </Button>
      </Inline>
    </Stack>
  );
}
