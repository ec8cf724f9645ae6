// /staff/mail/:id: one mail of the outbox: to whom, its status (written to a file when it has one), attempts and last
// error, attachments, and its content: the text part, or the HTML part in a sandboxed frame that runs no script and
// reaches nothing of the console. A WhatsApp or SMS message has no HTML part: its text shows as the customer reads it.
// Secrets the mail carried read masked (the server masks them). Which part shows is purely visual state of this page.
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatConsoleTime } from '../../../domain/console/consoleFormat';
import { CONSOLE_PATHS } from '../../../domain/console/consolePaths';
import { mailDetailContent as content, mailOutboxContent } from '../../../domain/console/shellContent';
import { outboxChannelContent } from '../../../domain/console/channelContent';
import type { OpsMailDetail } from '../../../domain/types';
import { mailDetailInput, mailDetailMachine } from '../../../machines/mailDetail';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import * as section from '../../components/PageSection.css';
import { Stack } from '../../components/Stack';
import { useResource } from '../../components/useResource';
import { BackLink } from '../components/BackLink';
import { Fact, Facts } from '../components/Facts';
import { FilterChips } from '../../components/FilterChips';
import { PanelSection } from '../components/PanelSection';
import * as styles from '../components/console.css';
import * as partStyles from './MailDetailPage.css';
import { ChannelBadge } from '../components/ChannelBadge';
import { MailStatusBadge } from './MailStatusBadge';

const MAIL_PARTS = ['text', 'html'] as const;
type MailPart = (typeof MAIL_PARTS)[number];

export default function MailDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { status, data, error, retry } = useResource(mailDetailMachine, mailDetailInput(id));

  return (
    <Stack space="lg">
      <BackLink href={CONSOLE_PATHS.mail}>{content.backToOutbox}</BackLink>
      {data ? (
        <MailView mail={data} />
      ) : status === 'notFound' ? (
        <>
          <h1 className={section.heading[1]}>{mailOutboxContent.title}</h1>
          <EmptyState message={error ?? content.notFound} />
        </>
      ) : status === 'error' ? (
        <>
          <h1 className={section.heading[1]}>{mailOutboxContent.title}</h1>
          <ErrorState message={error ?? content.loadFailed} onRetry={retry} />
        </>
      ) : (
        <LoadingState text={content.loading} />
      )}
    </Stack>
  );
}

function MailView({ mail }: { mail: OpsMailDetail }) {
  const facts = content.facts;
  return (
    <>
      <h1 className={section.heading[1]}>{mail.subject}</h1>
      <Card as="section" tone="panel" aria-label={content.factsLabel}>
        <Facts>
          <Fact label={facts.to}>{mail.to}</Fact>
          <Fact label={mailOutboxContent.columns.channel}>
            <span>
              <ChannelBadge channel={mail.channel} />
            </span>
          </Fact>
          {mail.reply_to ? <Fact label={facts.replyTo}>{mail.reply_to}</Fact> : null}
          <Fact label={facts.kind}>{mail.kind}</Fact>
          <Fact label={facts.status}>
            <span>
              <MailStatusBadge mail={mail} delivery={mail.file ? 'file' : null} />
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
        </Facts>
      </Card>
      {mail.channel === 'email' ? <MailContent mail={mail} /> : <PhoneMessageContent mail={mail} />}
    </>
  );
}

/** A WhatsApp or SMS message: one plain text, no parts to choose between. */
function PhoneMessageContent({ mail }: { mail: OpsMailDetail }) {
  return (
    <PanelSection headingId="mail-content-title" title={outboxChannelContent.phoneTextTitle(mail.channel)}>
      <p className={`${styles.note} ${styles.muted}`}>{outboxChannelContent.phoneNote}</p>
      <pre className={partStyles.textPart}>{mail.text}</pre>
    </PanelSection>
  );
}

function MailContent({ mail }: { mail: OpsMailDetail }) {
  const [part, setPart] = useState<MailPart>('text');
  return (
    <PanelSection headingId="mail-content-title" title={content.partsLabel}>
      <FilterChips
        compact
        label={{ labelledBy: 'mail-content-title' }}
        options={MAIL_PARTS.map((value) => ({ value, label: content.parts[value] }))}
        selected={part}
        onSelect={setPart}
      />
      <p className={`${styles.note} ${styles.muted}`}>{content.maskedNote}</p>
      {part === 'text' ? (
        <pre className={partStyles.textPart}>{mail.text}</pre>
      ) : mail.html ? (
        // sandbox="" : no scripts, no forms, no navigation of the console, a unique origin (no cookies, no storage)
        <iframe className={partStyles.htmlPart} sandbox="" srcDoc={mail.html} title={content.htmlFrameTitle(mail.subject)} />
      ) : (
        <p className={`${styles.note} ${styles.muted}`}>{content.noHtml}</p>
      )}
    </PanelSection>
  );
}
