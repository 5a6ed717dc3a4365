import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Switch } from './switch';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Notifikasi email' },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Notifikasi email' });
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '2' })}>
      <Switch label="Mati" />
      <Switch label="Hidup" defaultChecked />
      <Switch label="Nonaktif" disabled />
    </div>
  ),
};
