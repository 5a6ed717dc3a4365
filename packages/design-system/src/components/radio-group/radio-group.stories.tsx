import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { RadioGroup } from './radio-group';

const options = [
  { value: '1', label: 'Individu' },
  { value: '2', label: 'Badan Hukum' },
];

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Jenis lender', options },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Individu'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Badan Hukum' })).toBeChecked();
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '6' })}>
      <RadioGroup label="Jenis lender" options={options} defaultValue="1" />
      <RadioGroup
        label="Jenis lender"
        options={options}
        orientation="horizontal"
        hint="Tidak dapat diubah setelah daftar"
      />
      <RadioGroup label="Jenis lender" options={options} error="Pilih jenis lender" />
      <RadioGroup
        label="Jenis lender"
        options={[...options, { value: '3', label: 'Lainnya', disabled: true }]}
        disabled
        defaultValue="2"
      />
    </div>
  ),
};
