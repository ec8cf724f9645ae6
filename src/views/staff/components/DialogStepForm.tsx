// The form of a console dialog that makes one change in steps (a booking action, a refund decision): what it acts on,
// the step's body, then Close and the confirming button. While the change is on its way both stay focusable but inert
// (aria-disabled), so the keyboard keeps its place; the server's refusal replaces the body and takes the keyboard,
// with Back (when there is a step to go back to) and Close. Each new step moves the keyboard into it.
import { useEffect, useRef, type ReactNode } from 'react';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { Inline } from '../../components/Inline';
import * as styles from './DialogStepForm.css';

const FOCUSABLE = 'textarea:not([disabled]), input:not([disabled]), button:not([disabled])';

interface DialogStepFormProps {
  /** The statechart's step: `busy` and `refused` are every dialog's; the others ask something. */
  step: string;
  subject: ReactNode;
  refusal: string | null;
  labels: { close: string; back: string; working: string };
  confirmLabel: string;
  tone: 'primary' | 'destructive';
  /** Off while the change still lacks something (a reschedule's start time). */
  ready?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** After a refusal, back to the step that asked. */
  onBack?: () => void;
  children: ReactNode;
}

export function DialogStepForm({ step, subject, refusal, labels, confirmLabel, tone, ready = true, onConfirm, onClose, onBack, children }: DialogStepFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);
  const refused = step === 'refused';
  const busy = step === 'busy';
  useEffect(() => {
    // a new step: the keyboard goes to it (the refusal itself, so it is read), not to the page behind
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = formRef.current?.querySelector<HTMLElement>(step === 'refused' ? '[data-refusal]' : FOCUSABLE);
    target?.focus();
  }, [step]);

  return (
    <form
      ref={formRef}
      className={ui.form}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!refused) onConfirm();
      }}
    >
      {subject}
      {refused ? (
        <p className={`${ui.alert.error} ${styles.refusal}`} role="alert" tabIndex={-1} data-refusal>
          {refusal}
        </p>
      ) : (
        children
      )}
      <Inline space="sm" align="end">
        {refused ? (
          <>
            {onBack ? (
              <Button variant="secondary" onClick={onBack}>
                {labels.back}
              </Button>
            ) : null}
            <Button variant="primary" onClick={onClose}>
              {labels.close}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} aria-disabled={busy || undefined}>
              {labels.close}
            </Button>
            <Button type="submit" variant={tone} aria-disabled={busy || !ready || undefined}>
              {busy ? labels.working : confirmLabel}
            </Button>
          </>
        )}
      </Inline>
    </form>
  );
}

/** What the dialog acts on, shaded above its question: a bold title line, then any details, a line each. */
export function DialogSubject({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.subject}>
      <span className={styles.subjectTitle}>{title}</span>
      {children}
    </div>
  );
}
