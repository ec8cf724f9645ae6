// "Ready to book?": a section on the brand's band with its heading, a sentence and the links that act on it. The home
// page, in the first load, shows it: it is laid out by classes, not by other parts.
import type { ReactNode } from 'react';
import * as styles from './CallToAction.css';

interface CallToActionProps {
  headingId: string;
  heading: ReactNode;
  text: ReactNode;
  /** The links, side by side. */
  children: ReactNode;
}

export function CallToAction({ headingId, heading, text, children }: CallToActionProps) {
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
