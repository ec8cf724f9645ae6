// One inbox message: who sent it and on which channel (Website, WhatsApp, SMS), how to reach them, their customer
// file when their phone is a customer's (tagged Unverified, with why, when that customer never proved the phone), the
// service, when it came, the text, the answers already sent with where each stands, and its actions: answer on the
// same channel, the sender's bookings, mark read or unread.
import { Link } from 'wouter';
import { replyContent } from '../../../domain/console/channelContent';
import { consoleCustomerPath, consoleSearchPath } from '../../../domain/console/consolePaths';
import { formatReceived, inboxContent as content } from '../../../domain/console/workshopContent';
import type { InboxAnswer, InboxMessage } from '../../../domain/staff';
import { Button } from '../../components/Button';
import { buttonClass } from '../../components/buttonClass';
import { cardClass } from '../../components/cardClass';
import { Inline } from '../../components/Inline';
import * as section from '../../components/PageSection.css';
import { Stack } from '../../components/Stack';
import { Badge } from '../../components/Badge';
import { ChannelBadge } from '../components/ChannelBadge';
import { DeliveryStatusBadge } from '../components/DeliveryStatusBadge';
import { Fact, Facts } from '../components/Facts';
import * as styles from './InboxPage.css';
import { ReplyForm } from './ReplyForm';

interface MessageCardProps {
  message: InboxMessage;
  /** This message is being marked. */
  busy: boolean;
  /** Another message is being marked. */
  markDisabled: boolean;
  onMark: (read: boolean) => void;
  onReplied: (message: InboxMessage) => void;
}

export function MessageCard({ message, busy, markDisabled, onMark, onReplied }: MessageCardProps) {
  const unread = message.read_at === null;
  const headingId = `message-${message.id}-from`;
  return (
    <Stack as="li" space="sm" className={unread ? `${cardClass('panel')} ${styles.unread}` : cardClass('panel')} aria-labelledby={headingId}>
      <Inline space="sm">
        <h2 id={headingId} className={section.heading[3]}>
          {message.name}
        </h2>
        <ChannelBadge channel={message.channel} />
        {unread ? (
          <Badge caps tone="info">
            {content.unreadBadge}
          </Badge>
        ) : null}
      </Inline>
      <Facts>
        {message.email ? <Fact label={content.email}>{message.email}</Fact> : null}
        <Fact label={content.phone}>{message.phone || content.noPhone}</Fact>
        {message.channel !== 'web' || message.customer_id ? (
          <Fact label={content.customer}>
            {message.customer_id ? (
              <Inline space="xs">
                <Link href={consoleCustomerPath(message.customer_id)} aria-label={content.customerFileLabel(message.name)}>
                  {content.customerFile}
                </Link>
                {message.customer_unverified ? (
                  <Badge caps tone="warning">
                    {content.unverifiedBadge}
                  </Badge>
                ) : null}
              </Inline>
            ) : (
              content.notACustomer
            )}
          </Fact>
        ) : null}
        {message.service ? <Fact label={content.service}>{message.service}</Fact> : null}
        <Fact label={content.received}>
          <time dateTime={message.created_at}>{formatReceived(message.created_at)}</time>
        </Fact>
      </Facts>
      {message.customer_id && message.customer_unverified ? <p className={styles.unverifiedNote}>{content.unverifiedNote}</p> : null}
      <p className={styles.text}>{message.message}</p>
      {message.replies.length > 0 ? <Answers answers={message.replies} headingId={`message-${message.id}-answers`} /> : null}
      <ReplyForm message={message} onReplied={onReplied}>
        {message.email ? (
          <Link className={buttonClass('secondary', 'small')} href={consoleSearchPath(message.email)} aria-label={content.bookingsByEmailLabel(message.name)}>
            {content.bookingsByEmail}
          </Link>
        ) : null}
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
      </ReplyForm>
    </Stack>
  );
}

/** What staff answered, oldest first, each with where its delivery stands. */
function Answers({ answers, headingId }: { answers: InboxAnswer[]; headingId: string }) {
  return (
    <Stack space="xs" as="section" aria-labelledby={headingId} className={styles.answers}>
      <h3 id={headingId} className={styles.answersHeading}>
        {replyContent.answersHeading}
      </h3>
      <Stack as="ul" space="sm">
        {answers.map((answer) => (
          <li key={answer.id} className={styles.answer}>
            <p className={styles.text}>{answer.text}</p>
            <Inline space="sm">
              <ChannelBadge channel={answer.channel} />
              <DeliveryStatusBadge status={answer.status} />
              <time dateTime={answer.created_at} className={styles.answerTime}>
                {formatReceived(answer.created_at)}
              </time>
            </Inline>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
