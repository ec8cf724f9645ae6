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
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../components/PageHeader';
import * as page from '../layout/consolePage.css';
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
    <section className={page.consolePage} aria-labelledby="audit-log-title">
      <PageHeader title={copy.title} titleId="audit-log-title" lead={booking ? copy.bookingLead(shortId(booking)) : copy.lead} leadClassName={page.pageLead}>
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
            <button type="button" className={buttonClass('secondary')} onClick={() => actor.send({ type: 'auditLog.previous' })}>
              {copy.previous}
            </button>
          ) : null}
        </EmptyState>
      ) : null}
      {status === 'loaded' ? (
        <div className={table.panel}>
          <AuditTable entries={entries} />
          <nav className={styles.pagination} aria-label={copy.pagination}>
            <button type="button" className={buttonClass('secondary')} disabled={!canGoBack} onClick={() => actor.send({ type: 'auditLog.previous' })}>
              {copy.previous}
            </button>
            <p className={styles.pageInfo} aria-live="polite">
              {copy.pageOf(pageNumber)} · {copy.entries(count)}
            </p>
            <button type="button" className={buttonClass('secondary')} disabled={!canGoNext} onClick={() => actor.send({ type: 'auditLog.next' })}>
              {copy.next}
            </button>
          </nav>
        </div>
      ) : null}
    </section>
  );
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const columns = copy.columns;
  return (
    <div className={table.scroller}>
      <table className={table.stackedTable}>
        <caption className={`${table.caption} visually-hidden`}>{copy.tableCaption}</caption>
        <thead className={table.head}>
          <tr>
            <th scope="col" className={table.headCell}>
              {columns.when}
            </th>
            <th scope="col" className={table.headCell}>
              {columns.who}
            </th>
            <th scope="col" className={table.headCell}>
              {columns.action}
            </th>
            <th scope="col" className={table.headCell}>
              {columns.summary}
            </th>
            <th scope="col" className={table.headCell}>
              {columns.booking}
            </th>
          </tr>
        </thead>
        <tbody className={table.body}>
          {entries.map((entry) => (
            <tr key={entry.id} className={table.row}>
              <td className={`${table.cell} ${table.nowrap}`} data-label={columns.when}>
                <time dateTime={entry.at}>{formatConsoleTime(entry.at)}</time>
              </td>
              <td className={table.cell} data-label={columns.who}>
                <ActorName actor={entry.actor} />
              </td>
              <td className={table.cell} data-label={columns.action}>
                <code className={styles.action}>{entry.action}</code>
              </td>
              <td className={table.cell} data-label={columns.summary}>
                {copy.summary(entry.target_name, entry.summary)}
              </td>
              <td className={table.cell} data-label={columns.booking}>
                {entry.booking_id ? (
                  <Link href={consoleBookingPath(entry.booking_id)}>{copy.bookingNumber(shortId(entry.booking_id))}</Link>
                ) : (
                  <span className={page.muted}>{copy.noBooking}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
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
