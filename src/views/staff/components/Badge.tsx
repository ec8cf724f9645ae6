// A small pill beside a value (a status, a count, whether something is on); its tone says how it reads.
import type { ReactNode } from 'react';
import * as ui from '../../../styles/ui.css';
import * as styles from './console.css';

export type BadgeTone = keyof typeof styles.badgeTone;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${ui.badge} ${styles.badge} ${styles.badgeTone[tone]}`}>{children}</span>;
}
