import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { FormComboboxField, FormSelectField } from '../fields';

interface Values {
  agama: string;
  bank: string;
  cabang: string;
}

/** Select and combobox bound to a form; choosing a bank clears the branch that depends on it. */
function SelectFieldsExample() {
  const { control, setValue } = useForm<Values>({
    defaultValues: { agama: '', bank: '', cabang: 'lama' },
  });
  const [changes, setChanges] = useState<string[]>([]);
  const values = useWatch({ control });
  return (
    <div className={css({ display: 'grid', gap: '4', maxW: 'sm' })}>
      <FormSelectField
        control={control}
        name="agama"
        label="Agama"
        placeholder="Pilih agama"
        options={[
          { value: '1', label: 'Islam' },
          { value: '2', label: 'Kristen' },
        ]}
        onValueChange={(value) => setChanges((list) => [...list, `agama=${value}`])}
      />
      <FormComboboxField
        control={control}
        name="bank"
        label="Bank"
        emptyText="Tidak ditemukan"
        toggleLabel="Buka daftar bank"
        options={[
          { value: '009', label: 'BNI' },
          { value: '451', label: 'Bank Syariah Indonesia' },
        ]}
        onValueChange={(value) => {
          setValue('cabang', '');
          setChanges((list) => [...list, `bank=${value}`]);
        }}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
      <output data-testid="changes">{changes.join(' ')}</output>
    </div>
  );
}

const meta = {
  title: 'Forms/Select fields (example)',
  component: SelectFieldsExample,
  tags: ['autodocs'],
} satisfies Meta<typeof SelectFieldsExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAndNotify: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Agama' }));
    await userEvent.click(await body.findByRole('option', { name: 'Kristen' }));
    await waitFor(() => expect(canvas.getByTestId('changes')).toHaveTextContent('agama=2'));
    const bank = canvas.getByRole('combobox', { name: 'Bank' });
    await userEvent.click(bank);
    await userEvent.paste('syariah');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('option')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('changes')).toHaveTextContent('agama=2 bank=451'),
    );
    await expect(canvas.getByTestId('values')).toHaveTextContent(
      JSON.stringify({ agama: '2', bank: '451', cabang: '' }),
    );
  },
};
