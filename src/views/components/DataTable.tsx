// The console's data table: a hidden caption, column headings (a sortable one is a button in its th, with
// aria-sort), one row per item, a loading row and an empty row; below `listBelow` the rows become a list of cards.
// Sorting is the caller's: the table shows `sort` and says which column was asked for (`onSort`).
import type { ReactNode } from 'react';
import * as styles from './DataTable.css';

export type { ListBelow } from './DataTable.css';

export interface DataTableColumn<Row> {
  key: string;
  heading: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (its cells are row headers). */
  rowHeader?: boolean;
  /** Off for a column of buttons: the list shows no label before them. */
  labelled?: boolean;
  sortable?: boolean;
  /** A date or a time that should not break on a wide screen. */
  nowrap?: boolean;
}

export interface DataTableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

interface DataTableProps<Row> {
  caption: string;
  /** Shows the caption above the table (it is read by assistive technology either way). */
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** While true and there are no rows yet, one row says `loadingText`; the table is aria-busy. */
  loading?: boolean;
  loadingText?: string;
  /** Said by the one row of a table with nothing to show. */
  emptyText: string;
  sort?: DataTableSort;
  onSort?: (column: string) => void;
  listBelow?: styles.ListBelow;
}

const SORT_MARK = { ascending: '▲', descending: '▼' } as const;

export function DataTable<Row>({ caption, showCaption, columns, rows, rowKey, loading = false, loadingText, emptyText, sort, onSort, listBelow = 'small' }: DataTableProps<Row>) {
  const cellClass = styles.cell[listBelow];
  const message = loading && rows.length === 0 ? loadingText : rows.length === 0 ? emptyText : null;
  return (
    <div className={styles.scroller}>
      <table className={styles.table[listBelow]} aria-busy={loading || undefined}>
        <caption className={showCaption ? styles.caption : 'visually-hidden'}>{caption}</caption>
        <thead className={styles.head[listBelow]}>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.column === column.key ? sort.direction : undefined;
              return (
                <th key={column.key} scope="col" className={styles.headCell} aria-sort={column.sortable ? (sorted ?? 'none') : undefined}>
                  {column.sortable && onSort ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                      {column.heading}
                      <span aria-hidden="true">{sorted ? SORT_MARK[sorted] : '↕'}</span>
                    </button>
                  ) : (
                    column.heading
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={styles.body[listBelow]}>
          {message !== null ? (
            <tr className={styles.row[listBelow]}>
              <td colSpan={columns.length} className={styles.message} role={loading ? 'status' : undefined}>
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row[listBelow]}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={column.nowrap ? `${cellClass} ${styles.nowrap}` : cellClass}
                      data-label={column.labelled === false ? undefined : column.heading}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
