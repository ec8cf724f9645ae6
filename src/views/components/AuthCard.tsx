// The centred card every account page (sign in, create account, forgot and reset password) sits in.
import type { ReactNode } from 'react';
import * as styles from '../pages/LoginPage.css';
import { buttonClass } from './buttonClass';

interface AuthCardProps {
  /** id of the heading; the card is labelled by it. */
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
  icon?: ReactNode;
  /** The registration form needs a wider card. */
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ id, title, subtitle, icon, wide = false, children }: AuthCardProps) {
  return (
    <div className={styles.shell}>
      <section className={wide ? styles.wideCard : styles.card} aria-labelledby={id}>
        <header className={styles.header}>
          {icon ? (
            <span className={styles.badge} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <h1 id={id} className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </header>
        {children}
      </section>
    </div>
  );
}

/** The form's submit button: disabled with a spinner and its busy label while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`} disabled={busy} aria-busy={busy}>
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
