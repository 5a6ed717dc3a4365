import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Select, type SelectProps } from './select';

const religions = [
  { value: '1', label: 'Islam' },
  { value: '2', label: 'Kristen' },
  { value: '3', label: 'Katolik', disabled: true },
  { value: '4', label: 'Hindu' },
  { value: '5', label: 'Buddha' },
];

function Controlled(props: Omit<SelectProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className={css({ display: 'grid', gap: '2', maxW: 'sm' })}>
      <Select {...rest} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/Select',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: { label: 'Agama', options: religions, placeholder: 'Pilih agama' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MouseChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Agama' }));
    await userEvent.click(await body.findByRole('option', { name: 'Kristen' }));
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('2'));
    await expect(canvas.getByRole('combobox', { name: 'Agama' })).toHaveTextContent('Kristen');
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('combobox', { name: 'Agama' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    // Keys go to the open list: wait until it has the focus (keys pressed before are lost — a CI
    // flake under load). Then down to Hindu, one key at a time, never landing on the disabled Katolik.
    await waitFor(() => expect(listbox).toHaveFocus());
    const highlighted = () =>
      body.queryAllByRole('option').find((option) => option.hasAttribute('data-highlighted'))
        ?.textContent;
    for (let key = 0; key < 4 && highlighted() !== 'Hindu'; key += 1) {
      const before = highlighted();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(highlighted()).not.toBe(before));
      await expect(highlighted()).not.toBe('Katolik');
    }
    await expect(highlighted()).toBe('Hindu');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('4'));
    await expect(trigger).toHaveFocus();
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
