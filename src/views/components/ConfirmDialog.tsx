// The confirming step of a change that cannot be undone, in both apps: the question, the button that keeps things as
// they are, and the confirming one, busy while the machine works (the dialog cannot be dismissed meanwhile).
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { Dialog } from './Dialog';
import * as styles from './Dialog.css';

interface ConfirmDialogProps {
  title: string;
  /** The question, or what will happen. */
  text: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** The label of the button that changes nothing ("Cancel", "No, keep booking"). */
  cancelLabel: string;
  busy: boolean;
  /** `destructive` (the default) for what removes or ends something, `primary` otherwise. */
  tone?: Extract<ButtonVariant, 'destructive' | 'primary'>;
  onConfirm: () => void;
  onDismiss: () => void;
  /** Anything the confirming person must read beyond the question (a note on money, a refusal). */
  children?: ReactNode;
}

export function ConfirmDialog({ title, text, confirmLabel, busyLabel, cancelLabel, busy, tone = 'destructive', onConfirm, onDismiss, children }: ConfirmDialogProps) {
  const dismiss = () => {
    if (!busy) onDismiss();
  };
  return (
    <Dialog
      title={title}
      onClose={dismiss}
      footer={
        <>
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{text}</p>
      {children}
    </Dialog>
  );
}
