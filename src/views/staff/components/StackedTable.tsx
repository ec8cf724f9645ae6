// A console table whose rows become labelled cards on a phone: its hidden caption, its column headings and its rows
// (each cell gives its column's name in `data-label`).
import type { ReactNode } from 'react';
import * as page from '../layout/consolePage.css';
import * as styles from './workshopPage.css';

interface StackedTableProps {
  caption: string;
  headings: readonly string[];
  children: ReactNode;
}

export function StackedTable({ caption, headings, children }: StackedTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={page.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className={styles.stackedHead}>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={page.headCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.stackedBody}>{children}</tbody>
      </table>
    </div>
  );
}
