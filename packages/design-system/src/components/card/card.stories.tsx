import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { formatCurrency } from '../../formatters/number';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Design system/Card',
  component: Card,
  tags: ['autodocs', 'catalog'],
  args: {
    title: 'Saldo tersedia',
    description: 'Per hari ini',
    children: <p className={css({ textStyle: 'moneyLarge' })}>{formatCurrency(2500000)}</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};

export const Catalog: Story = {
  render: () => (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      <Card title="Saldo tersedia" footer={<Button size="sm">Tarik dana</Button>}>
        <p className={css({ textStyle: 'moneyLarge' })}>{formatCurrency(2500000)}</p>
      </Card>
      <Card variant="elevated" title="Rumah Tapak Bekasi" description="Murabahah · 12 bulan">
        <Badge tone="accent">Imbal hasil 15%</Badge>
        <p className={css({ textStyle: 'money' })}>{formatCurrency(1100000000)}</p>
      </Card>
      <Card variant="accent" title="Lengkapi data Anda">
        <p>Selesaikan eKYC untuk mulai mendanai.</p>
      </Card>
    </div>
  ),
};
