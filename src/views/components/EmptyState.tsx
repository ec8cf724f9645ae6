// Nothing to show: the reason, and optionally a way forward.
import type { ReactNode } from 'react';
import { SparkleIcon } from './icons';
import * as styles from './StatusStates.css';

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.panel} role="status">
      <span className={styles.emptyIcon}>
        <SparkleIcon size={28} />
      </span>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
