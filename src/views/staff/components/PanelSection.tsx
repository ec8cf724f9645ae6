// A titled part of a console page in its own panel, named for assistive technology by its heading.
import type { ReactNode } from 'react';
import * as page from '../layout/consolePage.css';
import * as styles from './workshopPage.css';

interface PanelSectionProps {
  headingId: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}

export function PanelSection({ headingId, title, busy, children }: PanelSectionProps) {
  return (
    <section className={page.panel} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
