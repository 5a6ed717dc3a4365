import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { Spinner } from '../spinner/spinner';
import { Progress } from './progress';

const meta = {
  title: 'Design system/Progress',
  component: Progress,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Dana terkumpul', value: 75, valueText: '75%' },
} satisfies Meta<typeof Progress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <Progress
        label="Dana terkumpul"
        value={750000000}
        max={1000000000}
        valueText="Rp 750.000.000 dari Rp 1.000.000.000"
      />
      <Progress label="Imbal hasil" value={40} tone="accent" valueText="40%" />
      <Progress label="Mengunggah" value={null} />
      <div
        className={css({ display: 'flex', gap: '4', alignItems: 'center', color: 'primary.fg' })}
      >
        <Spinner size="sm" label="Memuat" />
        <Spinner size="md" />
        <Spinner size="lg" label="Memuat data" />
      </div>
    </div>
  ),
};
