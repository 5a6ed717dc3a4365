import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { formatCurrency } from '../../formatters/number';
import { formatDate } from '../../formatters/date';
import { transactionStatusLabel, transactionStatusTone } from '../../formatters/transaction-status';
import { Badge } from '../badge/badge';
import { Table, type TableColumn } from './table';

interface Row {
  id: string;
  date: string;
  description: string;
  amount: number;
  status: number;
}

const rows: Row[] = [
  { id: '1', date: '2026-01-05', description: 'Top up via VA BNI', amount: 5000000, status: 3 },
  {
    id: '2',
    date: '2026-01-07',
    description: 'Pendanaan Rumah Tapak Bekasi',
    amount: 1000000,
    status: 2,
  },
  {
    id: '3',
    date: '2026-01-09',
    description: 'Penarikan dana ke rekening BSI',
    amount: 250000,
    status: 4,
  },
];

const columns: TableColumn<Row>[] = [
  { id: 'date', header: 'Tanggal', cell: (row) => formatDate(row.date, 'id') },
  { id: 'description', header: 'Keterangan', cell: (row) => row.description },
  { id: 'amount', header: 'Nominal', cell: (row) => formatCurrency(row.amount), align: 'end' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge tone={transactionStatusTone(row.status)}>
        {transactionStatusLabel(row.status, 'id')}
      </Badge>
    ),
  },
];

function TransactionsTable({ empty = false }: { empty?: boolean }) {
  return (
    <Table
      columns={columns}
      rows={empty ? [] : rows}
      rowKey={(row) => row.id}
      caption="Riwayat transaksi"
      emptyText="Belum ada transaksi"
    />
  );
}

const meta = {
  title: 'Design system/Table',
  component: TransactionsTable,
  tags: ['autodocs', 'catalog'],
} satisfies Meta<typeof TransactionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Transactions: Story = {};
export const Empty: Story = { args: { empty: true } };

/** The screenshot baseline at 360 px (vitest.setup.ts): rows with status badges, and the empty table. */
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '6' })}>
      <TransactionsTable />
      <TransactionsTable empty />
    </div>
  ),
};
