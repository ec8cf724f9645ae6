// The frame of the console's pages before it is in use (sign-in, not allowed, a new password): the console's name
// and the page in <main>, with no navigation.
import type { ReactNode } from 'react';
import { CONSOLE_NAME } from '../../../domain/console/shellContent';
import { SparkleIcon } from '../../components/icons';
import * as styles from './ConsoleLayout.css';

export function StandaloneFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={`${styles.inner} ${styles.bar}`}>
          <span className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              <SparkleIcon />
            </span>
            {CONSOLE_NAME}
          </span>
        </div>
      </header>
      <main id="console-main" className={styles.standaloneMain}>
        {children}
      </main>
    </div>
  );
}
