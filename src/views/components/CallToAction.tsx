// "Ready to book?": a section on the brand's band with its heading, a sentence and the links that act on it.
import type { ReactNode } from 'react';
import * as styles from './CallToAction.css';
import { Heading } from './Heading';
import { Inline } from './Inline';
import { Stack } from './Stack';

interface CallToActionProps {
  headingId: string;
  heading: ReactNode;
  text: ReactNode;
  /** The links, side by side. */
  children: ReactNode;
}

export function CallToAction({ headingId, heading, text, children }: CallToActionProps) {
  return (
    <Stack as="section" space="md" align="center" aria-labelledby={headingId} className={styles.band}>
      <Heading level={2} id={headingId} size="xl">
        {heading}
      </Heading>
      <p className={styles.text}>{text}</p>
      <Inline space="md" align="center">
        {children}
      </Inline>
    </Stack>
  );
}
