// A section of a public page (the home page, the catalogue) across the page's width: its heading and lead centred
// above what it holds.
import type { ReactNode } from 'react';
import * as ui from '../../styles/ui.css';
import { Heading } from './Heading';
import * as styles from './SiteSection.css';
import { Stack } from './Stack';

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
      <Stack space="sm" align="center" className={ui.container}>
        <Heading level={2} id={headingId} size="xl">
          {heading}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <Stack space="xl" className={styles.content}>
          {children}
        </Stack>
      </Stack>
    </section>
  );
}
