import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { Steps } from './steps';

const steps = [
  { id: 'personal', label: 'Data diri' },
  { id: 'work', label: 'Pendidikan & pekerjaan' },
  { id: 'heir', label: 'Ahli waris' },
  { id: 'phone', label: 'Verifikasi HP' },
  { id: 'liveness', label: 'Liveness' },
];

const meta = {
  title: 'Design system/Steps',
  component: Steps,
  tags: ['autodocs', 'catalog'],
  args: {
    steps,
    current: 1,
    label: 'Langkah eKYC',
    completedText: 'selesai',
    summary: ({ current, total, label }) => `Langkah ${current} dari ${total}: ${label}`,
  },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Second: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '6' })}>
      <Steps {...args} current={0} />
      <Steps {...args} current={2} />
      <Steps {...args} current={5} />
    </div>
  ),
};
