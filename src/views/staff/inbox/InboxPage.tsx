// /staff/inbox: the contact form's, WhatsApp's and SMS's messages, newest first, with the filters and page in the
// address (?status=, ?channel=, ?page=); each message answered in place. The header's unread count takes the list's.
// Above them the refund requests, and for an admin the refunds a gateway could not make, to return by hand.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useContext, useEffect } from 'react';
import { useSearch } from 'wouter';
import { INBOX_FILTERS, inboxContent as content } from '../../../domain/console/workshopContent';
import { inboxChannelFilterContent, INBOX_CHANNEL_LABELS } from '../../../domain/console/channelContent';
import type { InboxMessage } from '../../../domain/staff';
import { INBOX_CHANNEL_FILTERS, INBOX_PAGE_SIZE, inboxMachine, inboxPlaceOf, type InboxSnapshot } from '../../../machines/inbox';
import { inspector } from '../../../machines/inspector';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { Inline } from '../../components/Inline';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { Badge } from '../../components/Badge';
import { FilterChips } from '../../components/FilterChips';
import { listStatusOf } from '../components/listStatus';
import { PageHeader } from '../components/PageHeader';
import * as styles from '../components/console.css';
import { MessageCard } from './MessageCard';
import { RefundRequestsPanel } from '../refunds/RefundRequestsPanel';
import { RefundsToReturnPanel } from '../refunds/RefundsToReturnPanel';
import { StaffSessionContext } from '../staffSessionContext';
import { useUnreadCountActor } from '../layout/unreadCountContext';
import * as inboxStyles from './InboxPage.css';

const selectListStatus = (snapshot: InboxSnapshot) => listStatusOf(snapshot.value.list);
const selectFilter = (snapshot: InboxSnapshot) => snapshot.context.filter;
const selectChannel = (snapshot: InboxSnapshot) => snapshot.context.channel;
const selectPage = (snapshot: InboxSnapshot) => snapshot.context.page;
const selectMessages = (snapshot: InboxSnapshot) => snapshot.context.messages;
const selectCount = (snapshot: InboxSnapshot) => snapshot.context.count;
const selectHasNext = (snapshot: InboxSnapshot) => snapshot.context.hasNext;
const selectHasPrevious = (snapshot: InboxSnapshot) => snapshot.context.hasPrevious;
const selectUnread = (snapshot: InboxSnapshot) => snapshot.context.unread;
const selectError = (snapshot: InboxSnapshot) => snapshot.context.error;
const selectMarkingId = (snapshot: InboxSnapshot) => snapshot.context.marking?.messageId ?? null;

export default function InboxPage() {
  useDocumentTitle(content.title);
  const place = inboxPlaceOf(useSearch());
  const actor = useActorRef(useFlowEffects(inboxMachine), { input: place, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the list follows it (a press changes both, so this is then a no-op)
    actor.send({ type: 'inbox.followUrl', filter: place.filter, channel: place.channel, page: place.page });
  }, [actor, place.filter, place.channel, place.page]);
  const status = useSelector(actor, selectListStatus);
  const filter = useSelector(actor, selectFilter);
  const channel = useSelector(actor, selectChannel);
  const pageNumber = useSelector(actor, selectPage);
  const messages = useSelector(actor, selectMessages);
  const count = useSelector(actor, selectCount);
  const hasNext = useSelector(actor, selectHasNext);
  const hasPrevious = useSelector(actor, selectHasPrevious);
  const unread = useSelector(actor, selectUnread);
  const error = useSelector(actor, selectError);
  const markingId = useSelector(actor, selectMarkingId);
  const pages = Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE));
  const onReplied = useCallback((message: InboxMessage) => actor.send({ type: 'inbox.replied', message }), [actor]);
  const unreadCount = useUnreadCountActor();
  const isAdmin = useContext(StaffSessionContext)?.role === 'admin';
  const listKnown = status === 'loaded' || status === 'empty';
  useEffect(() => {
    // the list's count is the newest: the header shows it at once
    if (listKnown) unreadCount?.send({ type: 'unread.set', count: unread });
  }, [unreadCount, listKnown, unread]);

  return (
    <Stack space="lg">
      <PageHeader title={content.title} lead={content.lead}>
        <p className={styles.note} role="status">
          <Badge caps tone={unread > 0 ? 'info' : 'neutral'}>{content.unreadCount(unread)}</Badge>
        </p>
      </PageHeader>
      <RefundRequestsPanel />
      {isAdmin ? <RefundsToReturnPanel /> : null}
      <div className={inboxStyles.filters}>
        <FilterChips
          compact
          label={content.filterLabel}
          options={INBOX_FILTERS.map((value) => ({ value, label: content.filters[value] }))}
          selected={filter}
          onSelect={(value) => actor.send({ type: 'inbox.filter', filter: value })}
        />
        <FilterChips
          compact
          label={inboxChannelFilterContent.label}
          options={INBOX_CHANNEL_FILTERS.map((value) => ({ value, label: value === 'all' ? inboxChannelFilterContent.all : INBOX_CHANNEL_LABELS[value] }))}
          selected={channel}
          onSelect={(value) => actor.send({ type: 'inbox.channel', channel: value })}
        />
      </div>

      <section aria-label={content.title} aria-busy={status === 'loading'}>
        {status === 'error' ? (
          <ErrorState message={error ?? content.loadFailed} onRetry={() => actor.send({ type: 'inbox.retry' })} />
        ) : status === 'empty' ? (
          <EmptyState message={content.empty[filter]} />
        ) : status === 'loading' ? (
          <LoadingState text={content.loading} />
        ) : (
          <Stack as="ul" space="md">
            {messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={markingId === message.id}
                markDisabled={markingId !== null}
                onMark={(read) => actor.send({ type: 'inbox.mark', messageId: message.id, read })}
                onReplied={onReplied}
              />
            ))}
          </Stack>
        )}
      </section>

      {status === 'loaded' && (hasNext || hasPrevious) ? (
        <Inline as="nav" space="md" align="center" aria-label={content.pagingLabel}>
          <Button variant="secondary" disabled={!hasPrevious} onClick={() => actor.send({ type: 'inbox.page', page: pageNumber - 1 })}>
            {content.previous}
          </Button>
          <span>{content.pageOf(pageNumber, pages)}</span>
          <Button variant="secondary" disabled={!hasNext} onClick={() => actor.send({ type: 'inbox.page', page: pageNumber + 1 })}>
            {content.next}
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
