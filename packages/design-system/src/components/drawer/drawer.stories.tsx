import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Drawer } from './drawer';

const meta = {
  title: 'Design system/Drawer',
  component: Drawer,
  tags: ['autodocs', 'catalog'],
  args: {
    title: 'Filter proyek',
    closeLabel: 'Tutup',
    trigger: <Button variant="outline">Filter</Button>,
    children: <p>Pilih jenis akad dan tenor.</p>,
    footer: <Button>Terapkan</Button>,
  },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const drawer = await body.findByRole('dialog', { name: 'Filter proyek' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const BottomSheet: Story = { args: { placement: 'bottom', defaultOpen: true } };

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): the open side panel with a description, body,
 * action and ×, screenshot of the whole page because it renders in a portal.
 */
export const Catalog: Story = {
  args: { defaultOpen: true, description: 'Tampilkan proyek yang sesuai.' },
  parameters: { visual: { page: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Filter proyek' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};
