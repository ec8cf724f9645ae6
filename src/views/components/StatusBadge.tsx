// A booking's status on its badge, in its tone (both apps); an unknown status takes pending's.
import type { ReactNode } from 'react';
import { statusToneOf } from '../../domain/booking-status';
import * as styles from './StatusBadge.css';

export function StatusBadge({ status, children }: { status: string; children: ReactNode }) {
  return <span className={styles.status[statusToneOf(status)]}>{children}</span>;
}
