import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormComboboxField, FormSelectField } from '.';

interface Values {
  agama: string;
  bank: string;
}

function Fields({ onChange }: { onChange: (field: string, value: string) => void }) {
  const { control } = useForm<Values>({ defaultValues: { agama: '', bank: '' } });
  return (
    <>
      <FormSelectField
        control={control}
        name="agama"
        label="Agama"
        options={[
          { value: '1', label: 'Islam' },
          { value: '2', label: 'Kristen' },
        ]}
        onValueChange={(value) => onChange('agama', value)}
      />
      <FormComboboxField
        control={control}
        name="bank"
        label="Bank"
        emptyText="-"
        toggleLabel="Buka"
        options={[
          { value: '009', label: 'BNI' },
          { value: '451', label: 'BSI' },
        ]}
        onValueChange={(value) => onChange('bank', value)}
      />
    </>
  );
}

describe('FormSelectField / FormComboboxField onValueChange', () => {
  it('is called with the chosen option after the form value changed', async () => {
    const onChange = vi.fn();
    render(<Fields onChange={onChange} />);
    const agama = screen.getByRole('combobox', { name: 'Agama' });
    await userEvent.click(agama);
    await userEvent.click(await screen.findByRole('option', { name: 'Kristen' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('agama', '2'));
    // Ark gives the focus back to the trigger a frame later: typing before that would go there.
    await waitFor(() => expect(document.activeElement).toBe(agama));
    await userEvent.type(screen.getByRole('combobox', { name: 'Bank' }), 'BS');
    await userEvent.click(await screen.findByRole('option', { name: 'BSI' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('bank', '451'));
  });
});
