// A block of a printable sheet (the confirmation, the invoice): a section named by its small uppercase title.
import type { ReactNode } from 'react';
import * as styles from './SheetBlock.css';

export function SheetBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.sheetBlock} aria-labelledby={id}>
      <h2 id={id} className={styles.sheetBlockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
