import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { NativeSelect, type NativeSelectProps } from './native-select';

const religions = [
  { value: '1', label: 'Islam' },
  { value: '2', label: 'Kristen' },
  { value: '3', label: 'Katolik', disabled: true },
  { value: '4', label: 'Hindu' },
  { value: '5', label: 'Buddha' },
];

function Controlled(
  props: Omit<NativeSelectProps, 'value' | 'onValueChange'> & { initial?: string },
) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className={css({ display: 'grid', gap: '2', maxW: 'sm' })}>
      <NativeSelect {...rest} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/NativeSelect',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Agama', options: religions, placeholder: 'Pilih agama' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardChoice: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Agama' });
    await userEvent.selectOptions(select, 'Hindu');
    await expect(canvas.getByTestId('value')).toHaveTextContent('4');
    await expect(select).toHaveValue('4');
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <Controlled label="Agama" options={religions} placeholder="Pilih agama" />
      <Controlled label="Agama" options={religions} initial="1" hint="Sesuai KTP" />
      <Controlled
        label="Status pernikahan"
        options={religions}
        error="Status pernikahan harap diisi"
        required
      />
      <Controlled label="Agama" options={religions} initial="4" disabled />
    </div>
  ),
};
