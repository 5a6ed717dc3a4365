import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import {
  TRANSACTION_STATUS,
  transactionStatusLabel,
  transactionStatusTone,
} from '../../formatters/transaction-status';
import { Badge } from './badge';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  tags: ['autodocs', 'catalog'],
  args: { children: 'Berhasil', tone: 'success' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

/** Every tone, and the transaction statuses of spec §9 in both languages. */
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {(['neutral', 'info', 'success', 'warning', 'danger', 'primary', 'accent'] as const).map(
          (tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ),
        )}
      </div>
      {(['id', 'en'] as const).map((locale) => (
        <div key={locale} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {Object.values(TRANSACTION_STATUS).map((code) => (
            <Badge key={code} tone={transactionStatusTone(code)}>
              {transactionStatusLabel(code, locale)}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};
