// One contact message: who sent it and how to reach them, the service, when it came, the text, and its actions:
// reply, the sender's bookings (the board's search by their e-mail or phone), mark read or unread.
import { Link } from 'wouter';
import { consoleSearchPath } from '../../../domain/console/consolePaths';
import { formatReceived, inboxContent as content, replyLink } from '../../../domain/console/workshopContent';
import type { InboxMessage } from '../../../domain/staff';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import * as styles from '../components/workshopPage.css';
import * as inboxStyles from './InboxPage.css';

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
    <li className={`${inboxStyles.card} ${unread ? inboxStyles.unreadCard : ''}`} aria-labelledby={headingId}>
      <div className={inboxStyles.cardHead}>
        <h2 id={headingId} className={inboxStyles.sender}>
          {message.name}
        </h2>
        {unread ? <span className={`${ui.badge} ${styles.status.info}`}>{content.unreadBadge}</span> : null}
      </div>
      <dl className={inboxStyles.details}>
        <div>
          <dt>{content.email}</dt>
          <dd>{message.email}</dd>
        </div>
        <div>
          <dt>{content.phone}</dt>
          <dd>{message.phone || content.noPhone}</dd>
        </div>
        <div>
          <dt>{content.service}</dt>
          <dd>{message.service}</dd>
        </div>
        <div>
          <dt>{content.received}</dt>
          <dd>
            <time dateTime={message.created_at}>{formatReceived(message.created_at)}</time>
          </dd>
        </div>
      </dl>
      <p className={inboxStyles.text}>{message.message}</p>
      <div className={styles.rowActions}>
        <a className={buttonClass('primary', 'small')} href={replyLink(message.email)} aria-label={content.replyLabel(message.name)}>
          {content.reply}
        </a>
        <Link className={buttonClass('secondary', 'small')} href={consoleSearchPath(message.email)} aria-label={content.bookingsByEmailLabel(message.name)}>
          {content.bookingsByEmail}
        </Link>
        {message.phone ? (
          <Link className={buttonClass('secondary', 'small')} href={consoleSearchPath(message.phone)} aria-label={content.bookingsByPhoneLabel(message.name)}>
            {content.bookingsByPhone}
          </Link>
        ) : null}
        <button
          type="button"
          className={buttonClass('secondary', 'small')}
          disabled={markDisabled}
          aria-busy={busy}
          aria-label={unread ? content.markReadLabel(message.name) : content.markUnreadLabel(message.name)}
          onClick={() => onMark(unread)}
        >
          {unread ? content.markRead : content.markUnread}
        </button>
      </div>
    </li>
  );
}
