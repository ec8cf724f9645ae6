// "Skip to content": the first stop of the keyboard, to the page's main region past the header and its navigation.
import type { ReactNode } from 'react';
import * as styles from './SkipLink.css';

export function SkipLink({ href, tone = 'brand', children }: { href: string; tone?: keyof typeof styles.tone; children: ReactNode }) {
  return (
    <a href={href} className={styles.tone[tone]}>
      {children}
    </a>
  );
}
