// A section of a public page (the home page, the catalogue) across the page's width: its heading and lead centred
// above what it holds. The home page, in the first load, shows it: it is laid out by classes, not by other parts.
import type { ReactNode } from 'react';
import * as styles from './SiteSection.css';

interface SiteSectionProps {
  headingId: string;
  heading: ReactNode;
  lead?: ReactNode;
  tone?: keyof typeof styles.tone;
  busy?: boolean;
  children: ReactNode;
}

export function SiteSection({ headingId, heading, lead, tone = 'plain', busy, children }: SiteSectionProps) {
  return (
    <section className={styles.tone[tone]} aria-labelledby={headingId} aria-busy={busy}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <div className={styles.content}>{children}</div>
      </div>
    </section>
  );
}
