// /staff/mail/:id: one mail of the outbox: to whom, its status (written to a file when it has one), attempts and last
// error, attachments, and its content: the text part, or the HTML part in a sandboxed frame that runs no script and
// reaches nothing of the console. Secrets the mail carried read masked (the server masks them). Which part shows is
// purely visual state of this page.
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { CONSOLE_PATHS } from '../../../domain/console/consolePaths';
import { mailDetailContent as content, mailOutboxContent, mailStatusLabel } from '../../../domain/console/shellContent';
import type { OpsMailDetail } from '../../../domain/types';
import { mailDetailInput, mailDetailMachine } from '../../../machines/mailDetail';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { useResource } from '../../components/useResource';
import * as bookingStyles from '../booking/BookingDetailPage.css';
import * as page from '../layout/consolePage.css';
import * as styles from './MailDetailPage.css';
import * as outboxStyles from './MailPage.css';

type MailPart = 'text' | 'html';

export default function MailDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { status, data, error, retry } = useResource(mailDetailMachine, mailDetailInput(id));

  return (
    <div className={page.consolePage}>
      <Link href={CONSOLE_PATHS.mail} className={bookingStyles.backLink}>
        <span aria-hidden="true">←&nbsp;</span>
        {content.backToOutbox}
      </Link>
      {data ? (
        <MailView mail={data} />
      ) : status === 'notFound' ? (
        <>
          <h1 className={page.pageTitle}>{mailOutboxContent.title}</h1>
          <EmptyState message={error ?? content.notFound} />
        </>
      ) : status === 'error' ? (
        <>
          <h1 className={page.pageTitle}>{mailOutboxContent.title}</h1>
          <ErrorState message={error ?? content.loadFailed} onRetry={retry} />
        </>
      ) : (
        <LoadingState text={content.loading} />
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={bookingStyles.fact}>
      <dt className={bookingStyles.factLabel}>{label}</dt>
      <dd className={bookingStyles.factValue}>{children}</dd>
    </div>
  );
}

function MailView({ mail }: { mail: OpsMailDetail }) {
  const facts = content.facts;
  return (
    <>
      <h1 className={page.pageTitle}>{mail.subject}</h1>
      <section className={page.panel} aria-label={content.factsLabel}>
        <dl className={bookingStyles.facts}>
          <Fact label={facts.to}>{mail.to}</Fact>
          {mail.reply_to ? <Fact label={facts.replyTo}>{mail.reply_to}</Fact> : null}
          <Fact label={facts.kind}>{mail.kind}</Fact>
          <Fact label={facts.status}>
            <span>
              <span className={outboxStyles.statusBadge[mail.status]}>{mailStatusLabel(mail.status, mail.file ? 'file' : null)}</span>
            </span>
          </Fact>
          <Fact label={facts.attempts}>{mail.attempts}</Fact>
          {mail.last_error ? <Fact label={facts.lastError}>{mail.last_error}</Fact> : null}
          <Fact label={facts.created}>
            <time dateTime={mail.created_at}>{formatConsoleTime(mail.created_at)}</time>
          </Fact>
          <Fact label={facts.sent}>{mail.sent_at ? <time dateTime={mail.sent_at}>{formatConsoleTime(mail.sent_at)}</time> : content.none}</Fact>
          <Fact label={facts.attachments}>
            {mail.attachments.length > 0 ? mail.attachments.map((attachment) => <span key={attachment.filename}>{attachment.filename}</span>) : content.none}
          </Fact>
          {mail.file ? <Fact label={facts.file}>{mail.file}</Fact> : null}
        </dl>
      </section>
      <MailContent mail={mail} />
    </>
  );
}

function MailContent({ mail }: { mail: OpsMailDetail }) {
  const [part, setPart] = useState<MailPart>('text');
  return (
    <section className={page.panel} aria-labelledby="mail-content-title">
      <h2 id="mail-content-title" className={bookingStyles.sectionTitle}>
        {content.partsLabel}
      </h2>
      <div className={styles.partSwitch} role="group" aria-labelledby="mail-content-title">
        {(['text', 'html'] as const).map((value) => (
          <button key={value} type="button" className={outboxStyles.chip} aria-pressed={part === value} onClick={() => setPart(value)}>
            {content.parts[value]}
          </button>
        ))}
      </div>
      <p className={page.muted}>{content.maskedNote}</p>
      {part === 'text' ? (
        <pre className={styles.textPart}>{mail.text}</pre>
      ) : mail.html ? (
        // sandbox="" : no scripts, no forms, no navigation of the console, a unique origin (no cookies, no storage)
        <iframe className={styles.htmlPart} sandbox="" srcDoc={mail.html} title={content.htmlFrameTitle(mail.subject)} />
      ) : (
        <p className={page.muted}>{content.noHtml}</p>
      )}
    </section>
  );
}
