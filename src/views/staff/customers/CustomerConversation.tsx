// A customer's WhatsApp and SMS with the workshop, oldest first: each message's direction and channel, when, its
// text, and where an outgoing one's delivery stands; an empty state when there is none.
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { conversationContent as content } from '../../../domain/console/channelContent';
import type { CustomerFile } from '../../../domain/desk';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import * as page from '../components/console.css';
import { ChannelBadge } from '../components/ChannelBadge';
import { DeliveryStatusBadge } from '../components/DeliveryStatusBadge';
import * as styles from './CustomersPage.css';

export function CustomerConversation({ conversation }: { conversation: CustomerFile['conversation'] }) {
  if (conversation.length === 0) return <p className={page.muted}>{content.empty}</p>;
  return (
    <Stack as="ol" space="sm" aria-label={content.listLabel} className={styles.conversation}>
      {conversation.map((entry) => (
        <li key={entry.id} className={entry.direction === 'in' ? styles.incoming : styles.outgoing}>
          <Inline space="sm">
            <strong>{entry.direction === 'in' ? content.fromCustomer : content.fromWorkshop}</strong>
            <ChannelBadge channel={entry.channel} />
            {entry.status ? <DeliveryStatusBadge status={entry.status} /> : null}
            <time dateTime={entry.at} className={page.muted}>
              {formatConsoleTime(entry.at)}
            </time>
          </Inline>
          <p className={styles.messageText}>{entry.text}</p>
        </li>
      ))}
    </Stack>
  );
}
