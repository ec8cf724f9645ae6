// A small pill beside a name or a value: "Default", "Selected", a category, a state (on, off, a count).
import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.tone;

interface BadgeProps {
  tone: BadgeTone;
  /** Capitals, spaced: a state ("DEFAULT") rather than a name. */
  caps?: boolean;
  children: ReactNode;
}

export function Badge({ tone, caps = false, children }: BadgeProps) {
  return <span className={[styles.badge, caps ? styles.caps : null, styles.tone[tone]].filter(Boolean).join(' ')}>{children}</span>;
}
