// A checkbox inside its label ("Remember me"): the label names it and a press anywhere on it ticks it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './Checkbox.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
}

export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <label className={styles.checkbox}>
      <input {...input} type="checkbox" className={styles.checkboxInput} />
      {label}
    </label>
  );
}
