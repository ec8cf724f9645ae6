// A password input with a show/hide toggle (a pressed/unpressed button with a fixed name).
import { useState, type InputHTMLAttributes } from 'react';
import * as fieldStyles from './Field.css';
import * as styles from './PasswordInput.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  /** Accessible name of the toggle, e.g. "Show password". */
  toggleLabel?: string;
};

export function PasswordInput({ toggleLabel = 'Show password', className, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <input {...inputProps} type={visible ? 'text' : 'password'} dir="ltr" className={`${fieldStyles.input} ${styles.input} ${className ?? ''}`} />
      <button
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={inputProps.id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

const iconProps = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;

const EyeIcon = () => (
  <svg {...iconProps}>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

const EyeOffIcon = () => (
  <svg {...iconProps}>
    <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94" />
    <path d="M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19" />
    <path d="M14.12 14.12a3 3 0 1 1-4.24-4.24" />
    <line x1="1" y1="1" x2="23" y2="23" />
  </svg>
);
