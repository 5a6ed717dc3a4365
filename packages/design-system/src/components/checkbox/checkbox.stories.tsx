import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Saya menyetujui syarat dan ketentuan' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Saya menyetujui syarat dan ketentuan' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '2' })}>
      <Checkbox label="Belum dicentang" />
      <Checkbox label="Dicentang" defaultChecked />
      <Checkbox label="Sebagian" checked="indeterminate" />
      <Checkbox label="Dengan keterangan" hint="Anda dapat berhenti kapan saja" />
      <Checkbox label="Wajib" required error="Anda harus menyetujui syarat dan ketentuan" />
      <Checkbox label="Nonaktif" disabled />
    </div>
  ),
};
