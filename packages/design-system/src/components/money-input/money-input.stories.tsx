import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { MoneyInput, type MoneyInputProps } from './money-input';

function Controlled(
  props: Omit<MoneyInputProps, 'value' | 'onValueChange'> & { initial?: string },
) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className={css({ display: 'grid', gap: '2', maxW: 'sm' })}>
      <MoneyInput {...rest} value={value} onValueChange={setValue} />
      <output data-testid="wire">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/MoneyInput',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Nominal pendanaan' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nominal pendanaan' });
    await userEvent.type(input, '2500000');
    await expect(input).toHaveValue('2.500.000');
    await expect(canvas.getByTestId('wire')).toHaveTextContent('2500000');
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <Controlled label="Nominal" initial="1000000" hint="Minimal Rp 100.000" />
      <Controlled
        label="Nominal penarikan"
        initial="50000"
        error="Penarikan minimum adalah Rp. 100.000,-"
      />
      <Controlled label="Total aset" initial="1100000000" disabled />
    </div>
  ),
};
