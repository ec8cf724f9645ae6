// An icon (or a glyph, a step's number) on a round disc; decoration only, hidden from screen readers.
import type { ReactNode } from 'react';
import * as styles from './IconBadge.css';

interface IconBadgeProps {
  tone: keyof typeof styles.tone;
  /** 40, 48, 56 or 64 pixels across. */
  size: keyof typeof styles.size;
  children: ReactNode;
}

export function IconBadge({ tone, size, children }: IconBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.size[size]} ${styles.tone[tone]}`} aria-hidden="true">
      {children}
    </span>
  );
}
