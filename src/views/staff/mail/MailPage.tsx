// /staff/mail: the outbox with its status filter (?status=), each mail's status, attempts and last error, a link to
// each mail's content, and "Send again" on a failed one. Without SMTP a notice says mail is not leaving this machine
// and a delivered mail reads "Written to file". The mail outbox machine loads and resends; the page renders it.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { consoleMailPath } from '../../../domain/console/consolePaths';
import { mailOutboxContent as copy } from '../../../domain/console/shellContent';
import type { MailDelivery, OpsMail } from '../../../domain/types';
import { inspector } from '../../../machines/inspector';
import { outboxChannelContent, NOTIFICATION_CHANNEL_LABELS } from '../../../domain/console/channelContent';
import { MAIL_CHANNEL_FILTERS, MAIL_FILTERS, mailChannelOfSearch, mailFilterOfSearch, mailOutboxMachine, type MailOutboxSnapshot } from '../../../machines/mailOutbox';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import * as section from '../../components/PageSection.css';
import { Stack } from '../../components/Stack';
import { FilterChips } from '../../components/FilterChips';
import { PageHeader } from '../components/PageHeader';
import * as consoleStyles from '../components/console.css';
import * as table from '../layout/dataTable.css';
import { ChannelBadge } from '../components/ChannelBadge';
import { MailStatusBadge } from './MailStatusBadge';
import * as styles from './MailPage.css';

const selectListStatus = (snapshot: MailOutboxSnapshot) => snapshot.value.list;
const selectFilter = (snapshot: MailOutboxSnapshot) => snapshot.context.filter;
const selectChannel = (snapshot: MailOutboxSnapshot) => snapshot.context.channel;
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
  const search = useSearch();
  const urlFilter = mailFilterOfSearch(search);
  const urlChannel = mailChannelOfSearch(search);
  const actor = useActorRef(useFlowEffects(logic), { input: { filter: urlFilter, channel: urlChannel }, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the list follows it (a chip press changes both, so this is then a no-op)
    actor.send({ type: 'mailOutbox.followUrl', filter: urlFilter, channel: urlChannel });
  }, [actor, urlFilter, urlChannel]);
  const status = useSelector(actor, selectListStatus);
  const filter = useSelector(actor, selectFilter);
  const channel = useSelector(actor, selectChannel);
  const mails = useSelector(actor, selectMails);
  const error = useSelector(actor, selectError);
  const delivery = useSelector(actor, selectDelivery);
  const resendingId = useSelector(actor, selectResendingId);
  const resending = useSelector(actor, selectResending);

  return (
    <Stack as="section" space="lg" aria-labelledby="mail-title">
      <PageHeader title={copy.title} titleId="mail-title" lead={copy.lead} />
      {delivery === 'file' ? <FileDeliveryNotice /> : null}

      <FilterChips
        compact
        label={copy.filterLabel}
        options={MAIL_FILTERS.map((value) => ({ value, label: value === 'sent' && delivery === 'file' && (channel === 'all' || channel === 'email') ? copy.writtenToFile : copy.filters[value] }))}
        selected={filter}
        onSelect={(value) => actor.send({ type: 'mailOutbox.filter', filter: value })}
      />
      <FilterChips
        compact
        label={outboxChannelContent.filterLabel}
        options={MAIL_CHANNEL_FILTERS.map((value) => ({ value, label: value === 'all' ? outboxChannelContent.all : NOTIFICATION_CHANNEL_LABELS[value] }))}
        selected={channel}
        onSelect={(value) => actor.send({ type: 'mailOutbox.channel', channel: value })}
      />

      {status === 'loading' ? <LoadingState text={copy.loading} /> : null}
      {status === 'error' ? <ErrorState message={error ?? copy.loadFailed} onRetry={() => actor.send({ type: 'mailOutbox.retry' })} /> : null}
      {status === 'empty' ? <EmptyState message={copy.empty[filter]} /> : null}
      {status === 'loaded' ? (
        <Stack space="md" className={table.panel}>
          <MailTable
            mails={mails}
            delivery={delivery}
            resendingId={resendingId}
            resending={resending}
            onResend={(mailId) => actor.send({ type: 'mailOutbox.resend', mailId })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

function FileDeliveryNotice() {
  return (
    <Stack space="sm" className={`${ui.alert.info} ${styles.notice}`} role="note" aria-labelledby="mail-file-notice">
      <h2 id="mail-file-notice" className={section.heading[3]}>
        {copy.fileNoticeTitle}
      </h2>
      <p className={consoleStyles.note}>{copy.fileNoticeText}</p>
      <p className={consoleStyles.note}>{copy.fileNoticeHowTo}</p>
    </Stack>
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
  const headings = copy.columns;
  const columns: DataTableColumn<OpsMail>[] = [
    { key: 'to', heading: headings.to, cell: (mail) => <span className={mail.channel === 'email' ? styles.breakable : styles.phoneNumber}>{mail.to}</span> },
    {
      key: 'channel',
      heading: headings.channel,
      cell: (mail) => (
        <span>
          <ChannelBadge channel={mail.channel} />
        </span>
      ),
    },
    {
      key: 'subject',
      heading: headings.subject,
      // the kind under the subject (a WhatsApp or SMS message's opening words): one column less
      cell: (mail) => (
        <Stack space="xs">
          <Link href={consoleMailPath(mail.id)}>{mail.subject}</Link>
          <span className={consoleStyles.muted}>{mail.kind}</span>
        </Stack>
      ),
    },
    {
      key: 'status',
      heading: headings.status,
      cell: (mail) => (
        <span>
          <MailStatusBadge mail={mail} delivery={delivery} />
        </span>
      ),
    },
    { key: 'attempts', heading: headings.attempts, cell: (mail) => mail.attempts },
    {
      key: 'lastError',
      heading: headings.lastError,
      cell: (mail) => (mail.last_error ? <span className={styles.lastError}>{mail.last_error}</span> : <span className={consoleStyles.muted}>{copy.noError}</span>),
    },
    { key: 'created', heading: headings.created, nowrap: true, cell: (mail) => <time dateTime={mail.created_at}>{formatConsoleTime(mail.created_at)}</time> },
    {
      key: 'sent',
      heading: headings.sent,
      nowrap: true,
      cell: (mail) => (mail.sent_at ? <time dateTime={mail.sent_at}>{formatConsoleTime(mail.sent_at)}</time> : <span className={consoleStyles.muted}>{copy.notSent}</span>),
    },
    {
      key: 'actions',
      heading: headings.actions,
      nowrap: true,
      cell: (mail) =>
        mail.status === 'failed' ? (
          <span>
            <Button variant="secondary" size="small" busy={resendingId === mail.id} busyLabel={copy.resending} disabled={resending} onClick={() => onResend(mail.id)}>
              {copy.resend}
              <span className="visually-hidden"> {copy.resendWhat(mail.subject, mail.to)}</span>
            </Button>
          </span>
        ) : null,
    },
  ];
  return <DataTable caption={copy.tableCaption} columns={columns} rows={mails} rowKey={(mail) => String(mail.id)} emptyText={copy.empty.all} listBelow="tablet" />;
}
