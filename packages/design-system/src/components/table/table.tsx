import type { ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { table } from '@pendana/design-system/styled-system/recipes';

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** 'end' for numbers and money (right-aligned, tabular figures, no wrapping). */
  align?: 'start' | 'end';
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Visible caption (title) of the table; also names the phone card list. */
  caption: string;
  /** Shown when there are no rows. */
  emptyText: ReactNode;
  className?: string;
}

/** Data table on tablets and desktops; on a phone each row is a card of label/value pairs. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  emptyText,
  className,
}: TableProps<Row>) {
  const styles = table();
  if (rows.length === 0) {
    return (
      <section className={cx(styles.root, className)} aria-label={caption}>
        <p className={styles.empty}>{emptyText}</p>
      </section>
    );
  }
  return (
    <div className={cx(styles.root, className)}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.headerCell}
                data-align={column.align ?? 'start'}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={styles.row}>
              {columns.map((column) => (
                <td key={column.id} className={styles.cell} data-align={column.align ?? 'start'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            <dl style={{ margin: 0, display: 'contents' }}>
              {columns.map((column) => (
                <div key={column.id} className={styles.cardRow}>
                  <dt className={styles.cardLabel}>{column.header}</dt>
                  <dd className={styles.cardValue} style={{ margin: 0 }}>
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
