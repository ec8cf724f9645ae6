// "Skip to content": the first stop of the keyboard, to the page's main region past the header and its navigation.
import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

export function SkipLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={styles.link}>
      {children}
    </a>
  );
}
