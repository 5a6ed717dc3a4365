import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, setupMswServer } from '../../../test/msw-server';
import { currentPath, renderApp } from '../../../test/render-app';

setupMswServer();

async function fillForm(values: { username: string; email: string; password: string }) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('radio', { name: /badan hukum/i }));
  await user.type(screen.getByLabelText(/^nama pengguna/i), values.username);
  await user.type(screen.getByLabelText(/^email/i), values.email);
  await user.type(screen.getByLabelText(/^kata sandi/i, { selector: 'input' }), values.password);
  await user.type(
    screen.getByLabelText(/^ulangi kata sandi/i, { selector: 'input' }),
    values.password,
  );
  await user.click(screen.getByRole('checkbox', { name: /menyetujui syarat dan ketentuan/i }));
  return user;
}

describe('register route', () => {
  it('sends lender_type 2 for a corporation and shows the email verification notice', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/newAuth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { status: 'Not Active', message: 'Registrasi berhasil' },
          { status: 201 },
        );
      }),
    );
    const { context } = renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Daftar sebagai pendana' });
    const user = await fillForm({
      username: 'pt.amanah',
      email: 'pt@amanah.test',
      password: 'Rahasia123',
    });
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(currentPath(context)).toBe('/auth/email-verification'));
    expect(body).toEqual({
      username: 'pt.amanah',
      email: 'pt@amanah.test',
      password: 'Rahasia123',
      password_confirmation: 'Rahasia123',
      lender_type: 2,
    });
    expect(
      await screen.findByText(/Kami telah mengirim tautan aktivasi ke pt@amanah.test/),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^email/i) as HTMLInputElement).value).toBe('pt@amanah.test');
  });

  it('puts the server field errors (422) next to the fields and keeps the form', async () => {
    server.use(
      http.post('*/api/newAuth/register', () =>
        HttpResponse.json(
          { message: 'Data tidak valid', errors: { username: ['Username Sudah Terdaftar'] } },
          { status: 422 },
        ),
      ),
    );
    const { context } = renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1 });
    const user = await fillForm({
      username: 'demo.individu',
      email: 'x@y.test',
      password: 'Rahasia123',
    });
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findAllByText('Username Sudah Terdaftar')).not.toHaveLength(0);
    expect(currentPath(context)).toBe('/auth/register');
    expect((screen.getByLabelText(/^nama pengguna/i) as HTMLInputElement).value).toBe(
      'demo.individu',
    );
  });

  it('requires a lender type and the terms before sending', async () => {
    renderApp('/en/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Register as a lender' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose a lender type')).toBeTruthy();
    expect(screen.getByText('You must agree to the terms and conditions')).toBeTruthy();
    expect(screen.getByText('Username is required')).toBeTruthy();
  });

  it('says in the page language that a referral code has at most 30 characters (not zod’s English default)', async () => {
    renderApp('/auth/register');
    await screen.findByRole('heading', { level: 1, name: 'Daftar sebagai pendana' });
    const user = await fillForm({
      username: 'pt.amanah',
      email: 'pt@amanah.test',
      password: 'Rahasia123',
    });
    await user.type(screen.getByLabelText(/^kode referal/i), 'R'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Kode referal maksimal 30 karakter')).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });
});
