import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './qr-code';

const meta = {
  title: 'Design system/QrCode',
  component: QrCode,
  tags: ['autodocs', 'catalog'],
  args: {
    value:
      '00020101021226660014ID.CO.QRIS.WWW0118936000000000000000215ID10200000000000303UMI5204599953033605405100005802ID5907PENDANA6007JAKARTA6304ABCD',
    label: 'QRIS untuk top up Rp 100.000',
    downloadLabel: 'Unduh QR',
    fileNamePrefix: 'topup',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Qris: Story = {};

/** The screenshot baseline at 360 px (vitest.setup.ts): the default arguments. */
export const Catalog: Story = {};
