import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  tags: ['autodocs', 'catalog'],
  args: {
    title: 'Belum ada pendanaan',
    description: 'Mulai danai proyek pertama Anda.',
    action: <Button>Lihat proyek</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The screenshot baseline at 360 px (vitest.setup.ts): the default arguments. */
export const Catalog: Story = {};
