import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
