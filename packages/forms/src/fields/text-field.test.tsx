import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { nikSchema, passwordSchema } from '../schemas';
import { applyServerErrors } from '../server-errors';
import { axeViolations } from '../test/axe';
import { renderWithIntl as render } from '../test/intl';
import { FormPasswordField, FormTextField } from '.';

const schema = z.object({ nik: nikSchema(), password: passwordSchema() });
type Values = z.infer<typeof schema>;

function Form({
  onValid,
  serverError,
}: {
  onValid: (values: Values) => void;
  serverError?: unknown;
}) {
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { nik: '', password: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        if (serverError) applyServerErrors(serverError, setError);
        else onValid(values);
      })}
    >
      <FormTextField
        control={control}
        name="nik"
        label="NIK"
        inputMode="numeric"
        parse={(text) => text.replace(/\D/g, '')}
        required
      />
      <FormPasswordField
        control={control}
        name="password"
        label="Kata Sandi"
        showLabel="Tampilkan"
        hideLabel="Sembunyikan"
      />
      <button type="submit">Simpan</button>
    </form>
  );
}

describe('FormTextField / FormPasswordField', () => {
  it('shows the zod messages on submit and focuses the first invalid field', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: /NIK/ }), '12a34');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('NIK harus 16 digit')).toBeTruthy();
    expect(screen.getByText('Harap diisi')).toBeTruthy();
    const nik = screen.getByRole('textbox', { name: /NIK/ });
    expect(nik.getAttribute('aria-invalid')).toBe('true');
    expect((nik as HTMLInputElement).value).toBe('1234');
    expect(document.activeElement).toBe(nik);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits valid values', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: /NIK/ }), '3174012345678901');
    await userEvent.type(screen.getByLabelText('Kata Sandi'), 'Pendana123');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ nik: '3174012345678901', password: 'Pendana123' }),
    );
  });

  it('shows server field errors under the fields', async () => {
    render(
      <Form
        onValid={vi.fn()}
        serverError={{ status: 422, message: 'x', fieldErrors: { nik: ['NIK Sudah Terdaftar'] } }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /NIK/ }), '3174012345678901');
    await userEvent.type(screen.getByLabelText('Kata Sandi'), 'Pendana123');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('NIK Sudah Terdaftar')).toBeTruthy();
  });

  it('has no axe violations with errors shown', async () => {
    render(<Form onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findAllByText('Harap diisi')).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
  });
});
