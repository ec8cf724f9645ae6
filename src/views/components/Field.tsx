// One field shell for every input: the label, the required mark, the hint and the error, tied to the control by ids
// (`aria-describedby` lists the error, then the hint). The control itself comes from the caller, given its props.
import type { ReactNode } from 'react';
import * as styles from './Field.css';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Marks the label with a red asterisk (hidden from screen readers: the control says aria-required). */
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (control: ControlProps) => ReactNode;
  /** Something that belongs to the field below its messages (a strength meter, a link). */
  trailing?: ReactNode;
}

export function Field({ id, label, required, error, hint, children, trailing }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {trailing}
    </div>
  );
}
