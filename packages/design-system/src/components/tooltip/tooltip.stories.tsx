import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Design system/Tooltip',
  component: Tooltip,
  tags: ['autodocs', 'catalog'],
  args: {
    content: 'Imbal hasil setara per tahun',
    openDelay: 0,
    children: <Button variant="ghost">Ekuivalen p.a.</Button>,
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toHaveTextContent('Imbal hasil setara per tahun');
  },
};

/**
 * The screenshot baseline at 360 px (vitest.setup.ts): the tooltip shown on keyboard focus,
 * screenshot of the whole page because it renders in a portal.
 */
export const Catalog: Story = {
  parameters: { visual: { page: true } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};
