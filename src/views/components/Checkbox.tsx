// A checkbox inside its label ("Remember me", a setting): the label names it and a press anywhere on it ticks it; a
// hint below, if any, describes it.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as styles from './Checkbox.css';
import * as fieldStyles from './Field.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function Checkbox({ label, hint, ...input }: CheckboxProps) {
  const hintId = useId();
  const checkbox = (
    <label className={styles.checkbox}>
      <input {...input} type="checkbox" className={styles.checkboxInput} aria-describedby={hint ? hintId : undefined} />
      {label}
    </label>
  );
  if (!hint) return checkbox;
  return (
    <div className={fieldStyles.field}>
      {checkbox}
      <p id={hintId} className={fieldStyles.hint}>
        {hint}
      </p>
    </div>
  );
}
