import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { DateField, type DateFieldProps } from './date-field';

function Controlled({
  initial = '',
  ...props
}: Omit<DateFieldProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DateField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Design system/DateField',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Tanggal lahir' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tanggal lahir' });
    await userEvent.type(input, '17081945');
    await expect(input).toHaveValue('17-08-1945');
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'sm' })}>
      <Controlled label="Tanggal lahir" hint="Format DD-MM-YYYY" />
      <Controlled label="Tanggal akta" initial="31-02-2020" error="Format tanggal DD-MM-YYYY" />
      <Controlled label="Tanggal pendirian" initial="01-06-2010" disabled />
    </div>
  ),
};
