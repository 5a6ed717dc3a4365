import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { Textarea } from './textarea';

const meta = {
  title: 'Design system/Textarea',
  component: Textarea,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Alamat lengkap' },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <Textarea label="Alamat lengkap" hint="Sesuai KTP" />
      <Textarea label="Alasan penarikan" required error="Alasan harap diisi" />
      <Textarea label="Catatan" disabled defaultValue="Tidak dapat diubah" />
    </div>
  ),
};
