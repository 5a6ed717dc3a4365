import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { Avatar } from './avatar';

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  tags: ['autodocs', 'catalog'],
  args: { name: 'Budi Santoso' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
      <Avatar name="Budi Santoso" size="sm" />
      <Avatar name="Siti Nur Aisyah" />
      <Avatar name="PT Maju Bersama" size="lg" />
    </div>
  ),
};
