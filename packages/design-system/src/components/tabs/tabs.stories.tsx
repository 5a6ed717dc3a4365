import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  tags: ['autodocs', 'catalog'],
  args: {
    label: 'Status pendanaan',
    items: [
      { value: 'active', label: 'Aktif', content: <p>Pendanaan aktif</p> },
      { value: 'done', label: 'Selesai', content: <p>Pendanaan selesai</p> },
      { value: 'cancel', label: 'Dibatalkan', content: <p>Pendanaan dibatalkan</p> },
      { value: 'locked', label: 'Terkunci', content: <p>-</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Aktif' }));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Selesai' })).toHaveFocus());
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Selesai' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() =>
      expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pendanaan selesai'),
    );
  },
};

/** The screenshot baseline at 360 px (vitest.setup.ts): the default arguments. */
export const Catalog: Story = {};
