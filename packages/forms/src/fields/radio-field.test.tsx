import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormRadioField } from '.';

function Card({ onValue }: { onValue: (value: string) => void }) {
  const { control } = useForm<{ card: string }>({ defaultValues: { card: '7' } });
  onValue(useWatch({ control, name: 'card' }));
  return (
    <FormRadioField
      control={control}
      name="card"
      label="Kartu"
      options={[
        { value: '7', label: 'VISA 1114' },
        { value: '8', label: 'MASTERCARD 1117', disabled: true },
        { value: 'new', label: 'Kartu baru' },
      ]}
    />
  );
}

describe('FormRadioField', () => {
  it('shows the form value as the checked option and stores the one picked; a disabled one stays out', async () => {
    let value = '';
    render(<Card onValue={(next) => (value = next)} />);
    expect((screen.getByRole('radio', { name: 'VISA 1114' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'MASTERCARD 1117' }));
    expect(value).toBe('7');
    await userEvent.click(screen.getByRole('radio', { name: 'Kartu baru' }));
    await waitFor(() => expect(value).toBe('new'));
  });
});
