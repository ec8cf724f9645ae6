// /staff/inbox: the contact form's messages, newest first, with the filter and page in the address (?status=, ?page=).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { INBOX_FILTERS, inboxContent as content } from '../../../domain/console/workshopContent';
import { INBOX_PAGE_SIZE, inboxMachine, inboxPlaceOf, type InboxSnapshot } from '../../../machines/inbox';
import { inspector } from '../../../machines/inspector';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { listStatusOf } from '../components/listStatus';
import { PageHeader } from '../components/PageHeader';
import * as styles from '../components/workshopPage.css';
import * as page from '../layout/consolePage.css';
import * as inboxStyles from './InboxPage.css';
import { MessageCard } from './MessageCard';
import { RefundRequestsPanel } from '../refunds/RefundRequestsPanel';

const selectListStatus = (snapshot: InboxSnapshot) => listStatusOf(snapshot.value.list);
const selectFilter = (snapshot: InboxSnapshot) => snapshot.context.filter;
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
    actor.send({ type: 'inbox.followUrl', filter: place.filter, page: place.page });
  }, [actor, place.filter, place.page]);
  const status = useSelector(actor, selectListStatus);
  const filter = useSelector(actor, selectFilter);
  const pageNumber = useSelector(actor, selectPage);
  const messages = useSelector(actor, selectMessages);
  const count = useSelector(actor, selectCount);
  const hasNext = useSelector(actor, selectHasNext);
  const hasPrevious = useSelector(actor, selectHasPrevious);
  const unread = useSelector(actor, selectUnread);
  const error = useSelector(actor, selectError);
  const markingId = useSelector(actor, selectMarkingId);
  const pages = Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE));

  return (
    <div className={page.consolePage}>
      <PageHeader title={content.title} lead={content.lead}>
        <p className={`${ui.badge} ${unread > 0 ? styles.status.info : styles.status.off}`} role="status">
          {content.unreadCount(unread)}
        </p>
      </PageHeader>
      <RefundRequestsPanel />
      <div className={page.toolbar} role="group" aria-label={content.filterLabel}>
        {INBOX_FILTERS.map((value) => (
          <button key={value} type="button" className={inboxStyles.chip} aria-pressed={filter === value} onClick={() => actor.send({ type: 'inbox.filter', filter: value })}>
            {content.filters[value]}
          </button>
        ))}
      </div>

      <section aria-label={content.title} aria-busy={status === 'loading'}>
        {status === 'error' ? (
          <ErrorState message={error ?? content.loadFailed} onRetry={() => actor.send({ type: 'inbox.retry' })} />
        ) : status === 'empty' ? (
          <EmptyState message={content.empty[filter]} />
        ) : status === 'loading' ? (
          <LoadingState text={content.loading} />
        ) : (
          <ul className={inboxStyles.list}>
            {messages.map((message) => (
              <MessageCard
                key={message.id}
                message={message}
                busy={markingId === message.id}
                markDisabled={markingId !== null}
                onMark={(read) => actor.send({ type: 'inbox.mark', messageId: message.id, read })}
              />
            ))}
          </ul>
        )}
      </section>

      {status === 'loaded' && (hasNext || hasPrevious) ? (
        <nav className={inboxStyles.paging} aria-label={content.pagingLabel}>
          <button type="button" className={buttonClass('secondary')} disabled={!hasPrevious} onClick={() => actor.send({ type: 'inbox.page', page: pageNumber - 1 })}>
            {content.previous}
          </button>
          <span>{content.pageOf(pageNumber, pages)}</span>
          <button type="button" className={buttonClass('secondary')} disabled={!hasNext} onClick={() => actor.send({ type: 'inbox.page', page: pageNumber + 1 })}>
            {content.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
