// /staff/mail: the outbox with its status filter (?status=), each mail's status, attempts and last error, a link to
// each mail's content, and "Send again" on a failed one. Without SMTP a notice says mail is not leaving this machine
// and a delivered mail reads "Written to file". The mail outbox machine loads and resends; the page renders it.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { consoleMailPath } from '../../../domain/console/consolePaths';
import { mailStatusLabel, mailOutboxContent as copy } from '../../../domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../../../domain/types';
import { inspector } from '../../../machines/inspector';
import { MAIL_FILTERS, mailFilterOfSearch, mailOutboxMachine, type MailOutboxSnapshot } from '../../../machines/mailOutbox';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../components/PageHeader';
import * as page from '../layout/consolePage.css';
import * as table from '../layout/dataTable.css';
import * as styles from './MailPage.css';

const selectListStatus = (snapshot: MailOutboxSnapshot) => snapshot.value.list;
const selectFilter = (snapshot: MailOutboxSnapshot) => snapshot.context.filter;
const selectMails = (snapshot: MailOutboxSnapshot) => snapshot.context.mails;
const selectError = (snapshot: MailOutboxSnapshot) => snapshot.context.error;
const selectDelivery = (snapshot: MailOutboxSnapshot) => snapshot.context.delivery;
const selectResendingId = (snapshot: MailOutboxSnapshot) => snapshot.context.resendingId;
const selectResending = (snapshot: MailOutboxSnapshot) => snapshot.hasTag('resending');

interface MailPageProps {
  /** The page's logic; tests pass `mailOutboxMachine.provide({ actors })` to stub the server. */
  logic?: typeof mailOutboxMachine;
}

export default function MailPage({ logic = mailOutboxMachine }: MailPageProps) {
  const urlFilter = mailFilterOfSearch(useSearch());
  const actor = useActorRef(useFlowEffects(logic), { input: { filter: urlFilter }, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the list follows it (a chip press changes both, so this is then a no-op)
    actor.send({ type: 'mailOutbox.followUrl', filter: urlFilter });
  }, [actor, urlFilter]);
  const status = useSelector(actor, selectListStatus);
  const filter = useSelector(actor, selectFilter);
  const mails = useSelector(actor, selectMails);
  const error = useSelector(actor, selectError);
  const delivery = useSelector(actor, selectDelivery);
  const resendingId = useSelector(actor, selectResendingId);
  const resending = useSelector(actor, selectResending);

  return (
    <section className={page.consolePage} aria-labelledby="mail-title">
      <PageHeader title={copy.title} titleId="mail-title" lead={copy.lead} leadClassName={page.pageLead} />
      {delivery === 'file' ? <FileDeliveryNotice /> : null}

      <div className={styles.filters} role="group" aria-label={copy.filterLabel}>
        {MAIL_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={filter === value}
            onClick={() => actor.send({ type: 'mailOutbox.filter', filter: value })}
          >
            {value === 'sent' && delivery === 'file' ? copy.writtenToFile : copy.filters[value]}
          </button>
        ))}
      </div>

      {status === 'loading' ? <LoadingState text={copy.loading} /> : null}
      {status === 'error' ? <ErrorState message={error ?? copy.loadFailed} onRetry={() => actor.send({ type: 'mailOutbox.retry' })} /> : null}
      {status === 'empty' ? <EmptyState message={copy.empty[filter]} /> : null}
      {status === 'loaded' ? (
        <div className={table.panel}>
          <MailTable
            mails={mails}
            delivery={delivery}
            resendingId={resendingId}
            resending={resending}
            onResend={(mailId) => actor.send({ type: 'mailOutbox.resend', mailId })}
          />
        </div>
      ) : null}
    </section>
  );
}

function FileDeliveryNotice() {
  return (
    <div className={`${ui.alert.info} ${styles.notice}`} role="note" aria-labelledby="mail-file-notice">
      <h2 id="mail-file-notice" className={styles.noticeTitle}>
        {copy.fileNoticeTitle}
      </h2>
      <p>{copy.fileNoticeText}</p>
      <p>{copy.fileNoticeHowTo}</p>
    </div>
  );
}

interface MailTableProps {
  mails: OpsMail[];
  delivery: MailDelivery | null;
  resendingId: number | null;
  resending: boolean;
  onResend: (mailId: number) => void;
}

function MailTable({ mails, delivery, resendingId, resending, onResend }: MailTableProps) {
  const columns = copy.columns;
  const headings = [columns.to, columns.subject, columns.kind, columns.status, columns.attempts, columns.lastError, columns.created, columns.sent, columns.actions];
  return (
    <div className={table.scroller}>
      <table className={table.stackedTable}>
        <caption className={`${table.caption} visually-hidden`}>{copy.tableCaption}</caption>
        <thead className={table.head}>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={table.headCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={table.body}>
          {mails.map((mail) => {
            const busy = resendingId === mail.id;
            return (
              <tr key={mail.id} className={table.row}>
                <td className={`${table.cell} ${styles.breakable}`} data-label={columns.to}>
                  {mail.to}
                </td>
                <td className={table.cell} data-label={columns.subject}>
                  <Link href={consoleMailPath(mail.id)}>{mail.subject}</Link>
                </td>
                <td className={`${table.cell} ${styles.breakable}`} data-label={columns.kind}>
                  {mail.kind}
                </td>
                <td className={table.cell} data-label={columns.status}>
                  <span>
                    <span className={styles.statusBadge[mail.status]}>{mailStatusLabel(mail.status, delivery)}</span>
                  </span>
                </td>
                <td className={table.cell} data-label={columns.attempts}>
                  {mail.attempts}
                </td>
                <td className={table.cell} data-label={columns.lastError}>
                  {mail.last_error ? <span className={styles.lastError}>{mail.last_error}</span> : <span className={page.muted}>{copy.noError}</span>}
                </td>
                <td className={`${table.cell} ${table.nowrap}`} data-label={columns.created}>
                  <time dateTime={mail.created_at}>{formatConsoleTime(mail.created_at)}</time>
                </td>
                <td className={`${table.cell} ${table.nowrap}`} data-label={columns.sent}>
                  {mail.sent_at ? <time dateTime={mail.sent_at}>{formatConsoleTime(mail.sent_at)}</time> : <span className={page.muted}>{copy.notSent}</span>}
                </td>
                <td className={table.cell} data-label={columns.actions}>
                  {mail.status === 'failed' ? (
                    <span>
                      <button
                        type="button"
                        className={`${buttonClass('secondary')} ${styles.resendButton}`}
                        aria-busy={busy}
                        disabled={resending}
                        onClick={() => onResend(mail.id)}
                      >
                        {busy ? (
                          copy.resending
                        ) : (
                          <>
                            {copy.resend}
                            <span className="visually-hidden"> {copy.resendWhat(mail.subject, mail.to)}</span>
                          </>
                        )}
                      </button>
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
