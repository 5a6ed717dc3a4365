import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@pendana/design-system/components/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import * as z from 'zod/mini';
import { css } from '@pendana/design-system/styled-system/css';
import { FormPasswordField, FormTextField } from '../fields';
import { requiredText } from '../schemas';
import { applyServerErrors } from '../server-errors';

const schema = z.object({ username: requiredText(), password: requiredText() });
type Values = z.infer<typeof schema>;

/** A login form built from the forms package: zod messages, server field errors, summary message. */
function LoginFormExample({ serverError }: { serverError?: unknown }) {
  const { control, handleSubmit, setError } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });
  const [message, setMessage] = useState('');
  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4', maxW: 'sm' })}
      onSubmit={handleSubmit(() => {
        if (serverError) setMessage(applyServerErrors(serverError, setError).message);
      })}
    >
      <FormTextField
        control={control}
        name="username"
        label="Username atau Email"
        autoComplete="username"
        required
      />
      <FormPasswordField
        control={control}
        name="password"
        label="Kata Sandi"
        showLabel="Tampilkan kata sandi"
        hideLabel="Sembunyikan kata sandi"
        required
      />
      {message ? <p role="alert">{message}</p> : null}
      <Button type="submit">Masuk</Button>
    </form>
  );
}

const meta = {
  title: 'Forms/Login form (example)',
  component: LoginFormExample,
  tags: ['autodocs'],
  // The rules speak message ids; the app's catalogue gives their texts (here the one this form uses).
  parameters: {
    intl: {
      messages: {
        id: { 'validation.required': 'Harap diisi' },
        en: { 'validation.required': 'Required' },
      },
    },
  },
} satisfies Meta<typeof LoginFormExample>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findAllByText('Harap diisi')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /Username atau Email/ })).toHaveFocus();
  },
};

export const ServerFieldError: Story = {
  args: {
    serverError: {
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { username: ['Username Sudah Terdaftar'] },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Username atau Email/ }), 'budi');
    await userEvent.type(canvas.getByLabelText(/Kata Sandi/), 'Pendana123!');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Username Sudah Terdaftar',
    );
  },
};
