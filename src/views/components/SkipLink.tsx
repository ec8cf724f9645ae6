// "Skip to content": the first stop of the keyboard, to the page's main region past the header and its navigation.
import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

export function SkipLink({ href, onDark = false, children }: { href: string; onDark?: boolean; children: ReactNode }) {
  return (
    <a href={href} className={onDark ? styles.onDark : styles.link}>
      {children}
    </a>
  );
}
