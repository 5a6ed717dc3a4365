// A small table of figures (a simulation's schedule, a funding's yield payments): a caption for screen
// readers, column headers, the first column read as the row's name (start-aligned), the others as
// figures (end-aligned). Cells wrap rather than scroll, so a 360 px page never scrolls sideways.
import type { ReactNode } from 'react';
import { css } from '@pendana/design-system/styled-system/css';

const styles = {
  frame: css({
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    minW: '0',
  }),
  table: css({
    width: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { p: '2', textAlign: 'end', overflowWrap: 'anywhere' },
    '& th:first-child, & td:first-child': { textAlign: 'start' },
    '& thead th': { color: 'fg.muted', fontWeight: 'medium' },
    '& tbody tr + tr': { borderTopWidth: '1px', borderColor: 'border.default' },
  }),
};

export interface FigureTableProps {
  /** Names the table for screen readers (not shown). */
  caption: string;
  columns: string[];
  /** One entry per row: a stable key and a cell per column. */
  rows: { key: string | number; cells: ReactNode[] }[];
}

export function FigureTable({ caption, columns, rows }: FigureTableProps) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
