// The answer to one inbox message, on the channel it came in: "Answer" opens the form; the text and its checks, the
// send and what the server said live in the answer's chart (inboxReply.ts). When WhatsApp's 24 hours have passed,
// the sentence says why and one button sends the "please reply" template instead.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { replyContent as content } from '../../../domain/console/channelContent';
import type { InboxMessage } from '../../../domain/staff';
import { inboxReplyMachine, type InboxReplySnapshot } from '../../../machines/inboxReply';
import { inspector } from '../../../machines/inspector';
import * as ui from '../../../styles/ui.css';
import * as fieldStyles from '../../components/Field.css';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useFlowEffects } from '../../components/flowEffects';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { ConsoleForm } from '../components/ConsoleForm';
import * as consoleStyles from '../components/console.css';

const selectState = (snapshot: InboxReplySnapshot) => snapshot.value;
const selectText = (snapshot: InboxReplySnapshot) => snapshot.context.text;
const selectFieldError = (snapshot: InboxReplySnapshot) => snapshot.context.fieldError;
const selectError = (snapshot: InboxReplySnapshot) => snapshot.context.error;
const selectRejected = (snapshot: InboxReplySnapshot) => snapshot.context.rejectedSubmits;

interface ReplyFormProps {
  message: InboxMessage;
  /** The message as the server has it after an answer: the inbox's list takes it. */
  onReplied: (message: InboxMessage) => void;
  /** The message's other actions: beside "Answer" while the form is closed, below the form while it is open. */
  children: ReactNode;
}

export function ReplyForm({ message, onReplied, children }: ReplyFormProps) {
  const latestOnReplied = useRef(onReplied);
  useEffect(() => {
    latestOnReplied.current = onReplied;
  }, [onReplied]);
  const logic = useMemo(() => inboxReplyMachine.provide({ actions: { replied: (_, { message: answered }) => latestOnReplied.current(answered) } }), []);
  const actor = useActorRef(useFlowEffects(logic), { input: { messageId: message.id, channel: message.channel }, inspect: inspector() });
  const state = useSelector(actor, selectState);
  const text = useSelector(actor, selectText);
  const fieldError = useSelector(actor, selectFieldError);
  const error = useSelector(actor, selectError);
  const rejectedSubmits = useSelector(actor, selectRejected);
  const fieldId = `answer-${message.id}`;
  const errorId = `answer-${message.id}-problem`;

  if (state === 'closed' || state === 'sent') {
    const label = state === 'sent' ? content.another : content.open;
    return (
      <Inline space="sm">
        <Button
          variant="primary"
          size="small"
          aria-label={state === 'sent' ? content.anotherLabel(message.name) : content.openLabel(message.name)}
          onClick={() => actor.send({ type: 'reply.open' })}
        >
          {label}
        </Button>
        {children}
      </Inline>
    );
  }

  if (state === 'windowClosed' || state === 'sendingTemplate' || (state === 'error' && error)) {
    const sendingTemplate = state === 'sendingTemplate';
    const windowClosed = state === 'windowClosed' || sendingTemplate;
    return (
      <>
      <Stack space="sm" className={`${ui.alert.error} ${consoleStyles.note}`} role="alert" aria-labelledby={errorId}>
        {windowClosed ? <strong>{content.windowClosedTitle}</strong> : null}
        <p id={errorId} className={consoleStyles.note}>
          {error ?? content.failed}
        </p>
        <Inline space="sm">
          {windowClosed ? (
            <Button variant="primary" size="small" busy={sendingTemplate} busyLabel={content.sendingTemplate} onClick={() => actor.send({ type: 'reply.sendTemplate' })}>
              {content.sendTemplate}
            </Button>
          ) : (
            <>
              <Button variant="primary" size="small" onClick={() => actor.send({ type: 'reply.retry' })}>
                {content.retry}
              </Button>
              <Button variant="secondary" size="small" onClick={() => actor.send({ type: 'reply.edit' })}>
                {content.edit}
              </Button>
            </>
          )}
          <Button variant="secondary" size="small" disabled={sendingTemplate} onClick={() => actor.send({ type: 'reply.cancel' })}>
            {content.cancel}
          </Button>
        </Inline>
      </Stack>
      <Inline space="sm">{children}</Inline>
      </>
    );
  }

  const sending = state === 'sending';
  return (
    <>
    <ConsoleForm rejectedSubmits={rejectedSubmits} onSubmit={() => actor.send({ type: 'reply.submit' })}>
      <Field id={fieldId} label={content.fieldLabel(message.channel)} hint={content.hint(message.channel)} error={fieldError} required>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={`${fieldStyles.input} ${consoleStyles.textarea}`}
            value={text}
            readOnly={sending}
            onChange={(event) => actor.send({ type: 'reply.change', text: event.target.value })}
          />
        )}
      </Field>
      <Inline space="sm">
        <Button type="submit" variant="primary" size="small" busy={sending} busyLabel={content.sending}>
          {content.send}
        </Button>
        <Button variant="secondary" size="small" disabled={sending} onClick={() => actor.send({ type: 'reply.cancel' })}>
          {content.cancel}
        </Button>
      </Inline>
    </ConsoleForm>
    <Inline space="sm">{children}</Inline>
    </>
  );
}
