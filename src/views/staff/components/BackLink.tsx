// The way back from a record's page to its list ("← Back to the board").
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './BackLink.css';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={styles.backLink}>
      <span aria-hidden="true">←&nbsp;</span>
      {children}
    </Link>
  );
}
