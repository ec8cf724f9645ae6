// Booking messages on WhatsApp or by SMS: e-mail only with the offered channels to choose, the 6-digit code with its
// resend countdown, or on with "Switch off". Renders the phoneChannel machine; every refusal stays in place.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { VERIFY_CODE_LENGTH, type PhoneChannel } from '../../domain/channels';
import { ltr } from '../../domain/i18n';
import { channelMessages } from '../../domain/messageAreas/channels';
import { messages } from '../../domain/messages';
import { maskedPhone } from '../../domain/phoneMask';
import { phoneChannelContent as content } from '../../domain/profileContent';
import type { phoneChannelMachine, PhoneChannelSnapshot } from '../../machines/phoneChannel';
import { Alert } from '../components/Alert';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { Inline } from '../components/Inline';
import { LoadingState } from '../components/LoadingState';
import { PageSection } from '../components/PageSection';
import { SentenceWith } from '../components/SentenceWith';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import * as styles from './PhoneChannelCard.css';

export type PhoneChannelActor = ActorRefFrom<typeof phoneChannelMachine>;

type SectionStatus = 'loading' | 'failed' | 'off' | 'codeSent' | 'on';
const selectStatus = (snapshot: PhoneChannelSnapshot): SectionStatus => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('codeSent')) return 'codeSent';
  if (snapshot.matches('on') || snapshot.matches('switchingOff')) return 'on';
  return 'off';
};
const selectError = (snapshot: PhoneChannelSnapshot) => snapshot.context.error;
const selectOffered = (snapshot: PhoneChannelSnapshot) => snapshot.context.offered;
const selectMasked = (snapshot: PhoneChannelSnapshot) => maskedPhone(snapshot.context.phone);

export function PhoneChannelCard({ actor }: { actor: PhoneChannelActor }) {
  const status = useSelector(actor, selectStatus);
  const error = useSelector(actor, selectError);
  const offered = useSelector(actor, selectOffered);
  const sectionContent = useRef<HTMLDivElement>(null);
  const shown = useRef(status);

  // Switched on, cancelled or switched off: the button pressed is gone, so the keyboard goes to the sentence that says
  // where booking messages now come (not on the first load, not to the code input, which focuses itself).
  useEffect(() => {
    const before = shown.current;
    shown.current = status;
    if (before === status || before === 'loading' || before === 'failed' || status === 'codeSent') return;
    sectionContent.current?.querySelector<HTMLElement>('[data-outcome]')?.focus();
  }, [status]);

  return (
    <PageSection
      tone="card"
      heading={content.title}
      headingId="profile-phone-channel-title"
      headingTone="brand"
      lead={status === 'loading' || status === 'failed' || offered.length > 0 ? content.lead : undefined}
      busy={status === 'loading'}
    >
      {status === 'loading' ? <LoadingState text={content.loading} /> : null}
      {status === 'failed' ? <ErrorState message={error ?? messages.profile.loadFailed} onRetry={() => actor.send({ type: 'phoneChannel.retry' })} /> : null}
      <div ref={sectionContent}>
        {status === 'off' ? offered.length === 0 ? <Text tone="muted">{content.emailOnly}</Text> : <ChannelChoice actor={actor} /> : null}
        {status === 'codeSent' ? <CodeForm actor={actor} /> : null}
        {status === 'on' ? <ChannelOn actor={actor} /> : null}
      </div>
    </PageSection>
  );
}

const selectSendingTo = (snapshot: PhoneChannelSnapshot) => (snapshot.matches('sending') ? snapshot.context.channel : null);

function ChannelChoice({ actor }: { actor: PhoneChannelActor }) {
  const offered = useSelector(actor, selectOffered);
  const sendingTo = useSelector(actor, selectSendingTo);
  const error = useSelector(actor, selectError);
  const errorId = 'phone-channel-choice-error';

  return (
    <Stack space="sm">
      <Text data-outcome tabIndex={-1} className={styles.outcome}>
        {channelMessages.channels.switchedOff}
      </Text>
      <div role="group" aria-labelledby="phone-channel-choice-label" aria-describedby={error ? errorId : undefined} aria-busy={sendingTo !== null}>
        <Stack space="sm">
          <Text id="phone-channel-choice-label" weight="semibold">
            {content.chooseLabel}
          </Text>
          <Inline space="sm">
            {offered.map((channel) => (
              <Button
                key={channel}
                variant="secondary"
                busy={sendingTo === channel}
                busyLabel={content.sending}
                disabled={sendingTo !== null}
                onClick={() => actor.send({ type: 'phoneChannel.choose', channel })}
              >
                {content.use(channel)}
              </Button>
            ))}
          </Inline>
        </Stack>
      </div>
      {error ? (
        <Alert as="p" tone="error" role="alert" id={errorId}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

const selectChannel = (snapshot: PhoneChannelSnapshot) => snapshot.context.channel;
const selectCode = (snapshot: PhoneChannelSnapshot) => snapshot.context.code;
const selectCodeError = (snapshot: PhoneChannelSnapshot) => snapshot.context.codeError;
const selectCodesSent = (snapshot: PhoneChannelSnapshot) => snapshot.context.codesSent;
const selectVerifying = (snapshot: PhoneChannelSnapshot) => snapshot.matches({ codeSent: { code: 'verifying' } });
const selectResend = (snapshot: PhoneChannelSnapshot) =>
  snapshot.matches({ codeSent: { resend: 'ready' } }) ? 'ready' : snapshot.matches({ codeSent: { resend: 'resending' } }) ? 'resending' : 'waiting';
const selectResendIn = (snapshot: PhoneChannelSnapshot) => snapshot.context.resendIn;

/** The masked number as one left-to-right unit, whatever the sentence's direction. */
const number = (masked: string) => (
  <bdi dir="ltr" className={styles.number}>
    {masked}
  </bdi>
);

/** "0:42": the wait before another code, as a clock reads it (left to right in Urdu too). */
const clock = (seconds: number) => ltr(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);

function CodeForm({ actor }: { actor: PhoneChannelActor }) {
  const channel = useSelector(actor, selectChannel);
  const code = useSelector(actor, selectCode);
  const codeError = useSelector(actor, selectCodeError);
  const codesSent = useSelector(actor, selectCodesSent);
  const verifying = useSelector(actor, selectVerifying);
  const resend = useSelector(actor, selectResend);
  const resendIn = useSelector(actor, selectResendIn);
  const error = useSelector(actor, selectError);
  const masked = useSelector(actor, selectMasked);
  const input = useRef<HTMLInputElement>(null);
  const resendErrorId = 'phone-channel-resend-error';

  // Each code sent takes the keyboard to the input it is typed into.
  useEffect(() => input.current?.focus(), [codesSent]);
  // A refused code: back to the input, its error read out with it.
  useEffect(() => {
    if (codeError) input.current?.focus();
  }, [codeError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!verifying) actor.send({ type: 'phoneChannel.submitCode' });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={verifying}>
      <Stack space="md">
        {channel ? (
          <Alert as="p" tone="success" role="status">
            {channelMessages.channels.codeSent(channel)}
          </Alert>
        ) : null}
        <TextField
          ref={input}
          id="phone-channel-code"
          label={content.codeLabel}
          hint={<SentenceWith sentence={content.sentTo}>{number(masked)}</SentenceWith>}
          error={codeError}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={VERIFY_CODE_LENGTH}
          dir="ltr"
          className={styles.code}
          value={code}
          onChange={(event) => actor.send({ type: 'phoneChannel.changeCode', code: event.target.value })}
          readOnly={verifying}
        />
        <Inline space="sm">
          <Button type="submit" variant="primary" busy={verifying} busyLabel={content.verifying}>
            {content.verify}
          </Button>
          <Button
            variant="secondary"
            disabled={resend !== 'ready'}
            busy={resend === 'resending'}
            busyLabel={content.resending}
            aria-describedby={error ? resendErrorId : undefined}
            onClick={() => actor.send({ type: 'phoneChannel.resend' })}
          >
            {resend === 'waiting' ? content.resendIn(clock(resendIn)) : content.resend}
          </Button>
          <Button variant="quiet" onClick={() => actor.send({ type: 'phoneChannel.cancel' })}>
            {content.cancel}
          </Button>
        </Inline>
        {error ? (
          <Alert as="p" tone="error" role="alert" id={resendErrorId}>
            {error}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

const selectChosen = (snapshot: PhoneChannelSnapshot) => snapshot.context.chosen;
const selectSwitchingOff = (snapshot: PhoneChannelSnapshot) => snapshot.matches('switchingOff');

function ChannelOn({ actor }: { actor: PhoneChannelActor }) {
  const chosen = useSelector(actor, selectChosen);
  const switchingOff = useSelector(actor, selectSwitchingOff);
  const error = useSelector(actor, selectError);
  const masked = useSelector(actor, selectMasked);
  const errorId = 'phone-channel-off-error';
  if (chosen === 'none') return null;
  const channel: PhoneChannel = chosen;

  return (
    <Stack space="md">
      <div className={styles.onRow}>
        <Badge tone="successSolid">{content.onBadge}</Badge>
        <Text as="p" weight="semibold" data-outcome tabIndex={-1} className={styles.outcome}>
          {content.onTitle(channel)}
        </Text>
      </div>
      <Text tone="muted">
        <SentenceWith sentence={content.onDetail}>{number(masked)}</SentenceWith>
      </Text>
      <Inline space="sm">
        <Button variant="secondary" busy={switchingOff} busyLabel={content.switchingOff} aria-describedby={error ? errorId : undefined} onClick={() => actor.send({ type: 'phoneChannel.switchOff' })}>
          {content.switchOff}
        </Button>
      </Inline>
      {error ? (
        <Alert as="p" tone="error" role="alert" id={errorId}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
