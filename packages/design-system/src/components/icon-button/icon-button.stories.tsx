import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Plus, Trash2 } from 'lucide-react';
import { css } from '@pendana/design-system/styled-system/css';
import { IconButton } from './icon-button';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Tambah dana', icon: <Plus aria-hidden size={20} /> },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '3' })}>
      <IconButton label="Notifikasi" icon={<Bell aria-hidden size={20} />} />
      <IconButton label="Tambah" variant="solid" icon={<Plus aria-hidden size={20} />} />
      <IconButton label="Hapus" variant="danger" icon={<Trash2 aria-hidden size={20} />} />
      <IconButton label="Nonaktif" disabled icon={<Plus aria-hidden size={20} />} />
    </div>
  ),
};
