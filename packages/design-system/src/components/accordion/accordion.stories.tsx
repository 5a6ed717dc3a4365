import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  tags: ['autodocs', 'catalog'],
  args: {
    items: [
      {
        value: 'q1',
        title: 'Apa itu Pendana?',
        content:
          'Platform pendanaan berbasis syariah yang mempertemukan pemberi dana dan penerima dana.',
      },
      { value: 'q2', title: 'Berapa minimal pendanaan?', content: 'Mulai Rp 1.000.000 per paket.' },
      {
        value: 'q3',
        title: 'Bagaimana imbal hasil dibagikan?',
        content: 'Sesuai akad proyek, ke saldo Anda.',
      },
    ],
    defaultValue: ['q1'],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {};

/** The screenshot baseline at 360 px (vitest.setup.ts): the default arguments. */
export const Catalog: Story = {};
