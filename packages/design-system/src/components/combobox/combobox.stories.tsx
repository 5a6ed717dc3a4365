import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { Combobox, type ComboboxProps } from './combobox';

const banks = [
  { value: '009', label: 'BNI' },
  { value: '008', label: 'Bank Mandiri' },
  { value: '014', label: 'BCA' },
  { value: '002', label: 'BRI' },
  { value: '451', label: 'Bank Syariah Indonesia' },
  { value: '147', label: 'Bank Muamalat' },
];

function Controlled(props: Omit<ComboboxProps, 'value' | 'onValueChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className={css({ display: 'grid', gap: '2', maxW: 'sm' })}>
      <Combobox {...rest} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/Combobox',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: {
    label: 'Bank',
    options: banks,
    emptyText: 'Tidak ditemukan',
    toggleLabel: 'Buka daftar bank',
    placeholder: 'Cari bank',
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndChoose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: 'Bank' });
    await userEvent.click(input);
    // paste: user-event's typing loses its caret when Ark rewrites the value between keys
    await userEvent.paste('syariah');
    await waitFor(() =>
      expect(body.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Bank Syariah Indonesia',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(body.getByRole('option', { name: 'Bank Syariah Indonesia' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('451'));
  },
};

export const NothingFound: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Bank' }));
    await userEvent.paste('zzz');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Tidak ditemukan'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Catalog: Story = {
  render: () => (
    <div className={css({ display: 'grid', gap: '5', maxW: 'md' })}>
      <Controlled
        label="Bank"
        options={banks}
        emptyText="Tidak ditemukan"
        toggleLabel="Buka daftar bank"
        placeholder="Cari bank"
      />
      <Controlled
        label="Bank"
        options={[]}
        loading
        loadingLabel="Memuat"
        emptyText="Tidak ditemukan"
        toggleLabel="Buka daftar bank"
      />
      <Controlled
        label="Bank"
        options={banks}
        error="Bank harap diisi"
        emptyText="Tidak ditemukan"
        toggleLabel="Buka daftar bank"
      />
      <Controlled
        label="Bank"
        options={banks}
        initial="009"
        disabled
        emptyText="Tidak ditemukan"
        toggleLabel="Buka daftar bank"
      />
    </div>
  ),
};
