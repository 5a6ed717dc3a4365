import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../formatters/number';
import { axeViolations } from '../../test/axe';
import { Table, type TableColumn } from './table';

interface Row {
  id: string;
  project: string;
  amount: number;
}
const columns: TableColumn<Row>[] = [
  { id: 'project', header: 'Proyek', cell: (row) => row.project },
  { id: 'amount', header: 'Nominal', cell: (row) => formatCurrency(row.amount), align: 'end' },
];
const rows: Row[] = [
  { id: 'a', project: 'Rumah Tapak Bekasi', amount: 1000000 },
  { id: 'b', project: 'Ruko Depok', amount: 2500000 },
];

describe('Table', () => {
  it('renders a captioned table with column headers and right-aligned money', () => {
    render(
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption="Pendanaan aktif"
        emptyText="Belum ada pendanaan"
      />,
    );
    const table = screen.getByRole('table', { name: 'Pendanaan aktif' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Proyek', 'Nominal']);
    const cells = within(table).getAllByRole('cell');
    expect(cells[1]?.textContent).toBe(formatCurrency(1000000));
    expect(cells[1]?.dataset.align).toBe('end');
  });

  it('renders the same rows as phone cards with label/value pairs', () => {
    render(
      <Table
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        caption="Pendanaan aktif"
        emptyText="-"
      />,
    );
    const list = screen.getByRole('list', { name: 'Pendanaan aktif' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('Nominal').tagName).toBe('DT');
    expect(within(cards[1]!).getByText('Rp 2.500.000').tagName).toBe('DD');
  });

  it('shows the empty text when there are no rows and has no axe violations', async () => {
    render(
      <Table
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        caption="Pendanaan aktif"
        emptyText="Belum ada pendanaan"
      />,
    );
    expect(screen.getByText('Belum ada pendanaan')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
