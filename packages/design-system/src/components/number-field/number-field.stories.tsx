import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { NumberField, type NumberFieldProps } from './number-field';

function Controlled(
  props: Omit<NumberFieldProps, 'value' | 'onValueChange'> & { initial?: string },
) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className={css({ display: 'grid', gap: '2', maxW: 'sm' })}>
      <NumberField {...rest} value={value} onValueChange={setValue} />
      <output data-testid="wire">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/NumberField',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Jumlah unit' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Jumlah unit' });
    await userEvent.type(input, '12500');
    await expect(input).toHaveValue('12.500');
    await expect(canvas.getByTestId('wire')).toHaveTextContent('12500');
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <Controlled label="Tenor" initial="12" endAddon="bulan" />
      <Controlled label="Jumlah unit" initial="1250" hint="Maksimal 10.000 unit" />
      <Controlled label="Jumlah unit" initial="0" error="Jumlah unit harap diisi" />
      <Controlled label="Jumlah lender" initial="15000" disabled />
    </div>
  ),
};
