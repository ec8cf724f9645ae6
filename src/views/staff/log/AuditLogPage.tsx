// /staff/log: the audit log, newest first, a page at a time (?page=), or one booking's entries (?booking=). The audit
// log machine loads it; the page renders its states and sends events.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { consoleBookingPath, CONSOLE_PATHS } from '../../../domain/console/consolePaths';
import { auditLogContent as copy, roleLabels } from '../../../domain/console/shellContent';
import { shortId } from '../../../domain/format';
import type { AuditEntry } from '../../../domain/staff';
import { auditLogMachine, auditQueryOfSearch, type AuditLogSnapshot } from '../../../machines/auditLog';
import { inspector } from '../../../machines/inspector';
import { buttonClass } from '../../components/buttonClass';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { Inline } from '../../components/Inline';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { PageHeader } from '../components/PageHeader';
import * as consoleStyles from '../components/console.css';
import * as table from '../layout/dataTable.css';
import * as styles from './AuditLogPage.css';

const selectStatus = (snapshot: AuditLogSnapshot) => snapshot.value;
const selectEntries = (snapshot: AuditLogSnapshot) => snapshot.context.entries;
const selectError = (snapshot: AuditLogSnapshot) => snapshot.context.error;
const selectPage = (snapshot: AuditLogSnapshot) => snapshot.context.page;
const selectCount = (snapshot: AuditLogSnapshot) => snapshot.context.count;
const selectBooking = (snapshot: AuditLogSnapshot) => snapshot.context.booking;
const selectCanGoNext = (snapshot: AuditLogSnapshot) => snapshot.can({ type: 'auditLog.next' });
const selectCanGoBack = (snapshot: AuditLogSnapshot) => snapshot.can({ type: 'auditLog.previous' });

interface AuditLogPageProps {
  /** The page's logic; tests pass `auditLogMachine.provide({ actors })` to stub the server. */
  logic?: typeof auditLogMachine;
}

export default function AuditLogPage({ logic = auditLogMachine }: AuditLogPageProps) {
  const query = auditQueryOfSearch(useSearch());
  const actor = useActorRef(useFlowEffects(logic), { input: query, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the log follows it (a page button changes both, so this is then a no-op)
    actor.send({ type: 'auditLog.followUrl', page: query.page, booking: query.booking });
  }, [actor, query.page, query.booking]);
  const status = useSelector(actor, selectStatus);
  const entries = useSelector(actor, selectEntries);
  const error = useSelector(actor, selectError);
  const pageNumber = useSelector(actor, selectPage);
  const count = useSelector(actor, selectCount);
  const booking = useSelector(actor, selectBooking);
  const canGoNext = useSelector(actor, selectCanGoNext);
  const canGoBack = useSelector(actor, selectCanGoBack);

  return (
    <Stack as="section" space="lg" aria-labelledby="audit-log-title">
      <PageHeader title={copy.title} titleId="audit-log-title" lead={booking ? copy.bookingLead(shortId(booking)) : copy.lead}>
        {booking ? (
          <Link href={CONSOLE_PATHS.log} className={buttonClass('secondary')}>
            {copy.allEntries}
          </Link>
        ) : null}
      </PageHeader>

      {status === 'loading' ? <LoadingState text={copy.loading} /> : null}
      {status === 'error' ? <ErrorState message={error ?? copy.loadFailed} onRetry={() => actor.send({ type: 'auditLog.retry' })} /> : null}
      {status === 'empty' ? (
        <EmptyState message={copy.empty}>
          {canGoBack ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'auditLog.previous' })}>
              {copy.previous}
            </Button>
          ) : null}
        </EmptyState>
      ) : null}
      {status === 'loaded' ? (
        <Stack space="md" className={table.panel}>
          <AuditTable entries={entries} />
          <Inline as="nav" space="sm" align="spaceBetween" aria-label={copy.pagination}>
            <Button variant="secondary" disabled={!canGoBack} onClick={() => actor.send({ type: 'auditLog.previous' })}>
              {copy.previous}
            </Button>
            <p className={styles.pageInfo} aria-live="polite">
              {copy.pageOf(pageNumber)} · {copy.entries(count)}
            </p>
            <Button variant="secondary" disabled={!canGoNext} onClick={() => actor.send({ type: 'auditLog.next' })}>
              {copy.next}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const headings = copy.columns;
  const columns: DataTableColumn<AuditEntry>[] = [
    { key: 'when', heading: headings.when, nowrap: true, cell: (entry) => <time dateTime={entry.at}>{formatConsoleTime(entry.at)}</time> },
    { key: 'who', heading: headings.who, cell: (entry) => <ActorName actor={entry.actor} /> },
    { key: 'action', heading: headings.action, cell: (entry) => <code className={styles.action}>{entry.action}</code> },
    { key: 'summary', heading: headings.summary, cell: (entry) => copy.summary(entry.target_name, entry.summary) },
    {
      key: 'booking',
      heading: headings.booking,
      cell: (entry) =>
        entry.booking_id ? (
          <Link href={consoleBookingPath(entry.booking_id)}>{copy.bookingNumber(shortId(entry.booking_id))}</Link>
        ) : (
          <span className={consoleStyles.muted}>{copy.noBooking}</span>
        ),
    },
  ];
  return <DataTable caption={copy.tableCaption} columns={columns} rows={entries} rowKey={(entry) => String(entry.id)} emptyText={copy.empty} listBelow="tablet" />;
}

function ActorName({ actor }: { actor: AuditEntry['actor'] }) {
  if (actor.role === 'ops_token') return <span>{roleLabels.ops_token}</span>;
  return (
    <span className={styles.who}>
      <span>{actor.name}</span>
      <span className={styles.whoRole}>{roleLabels[actor.role]}</span>
    </span>
  );
}
