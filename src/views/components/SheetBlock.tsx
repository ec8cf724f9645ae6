// A block of a printable sheet (the confirmation, the invoice): a section named by its small uppercase title.
import type { ReactNode } from 'react';
import * as ui from '../../styles/ui.css';

export function SheetBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={ui.sheetBlock} aria-labelledby={id}>
      <h2 id={id} className={ui.sheetBlockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
