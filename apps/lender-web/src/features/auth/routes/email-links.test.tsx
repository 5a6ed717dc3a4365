// The pages the server's mails link to: /auth/verify-email?code= and /auth/reset-password?token=.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

describe('verify-email page', () => {
  it('sends the code once and shows the server message', async () => {
    const codes: unknown[] = [];
    server.use(
      http.post('*/api/v1/lender/auth/verify_email', async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({
          status: 'notfilled',
          message: 'Email berhasil diverifikasi. Silakan masuk.',
        });
      }),
    );
    renderApp('/auth/verify-email?code=abc123');
    expect(await screen.findByText('Email berhasil diverifikasi. Silakan masuk.')).toBeTruthy();
    expect(codes).toEqual([{ code: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Ke halaman masuk' }).getAttribute('href')).toBe(
      '/auth/login',
    );
  });

  it('an unknown code shows the server message in English', async () => {
    server.use(
      http.post('*/api/v1/lender/auth/verify_email', () =>
        HttpResponse.json({ message: 'The activation link is invalid.' }, { status: 404 }),
      ),
    );
    renderApp('/en/auth/verify-email?code=nope');
    expect(await screen.findByText('The activation link is invalid.')).toBeTruthy();
    expect(screen.getByText('Activation failed')).toBeTruthy();
  });

  it('without a code says the link is incomplete and sends nothing', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/lender/auth/verify_email', () => ((calls += 1), HttpResponse.json({}))),
    );
    renderApp('/auth/verify-email');
    expect(
      await screen.findByText(
        'Tautan aktivasi tidak lengkap. Buka kembali tautan dari email Anda.',
      ),
    ).toBeTruthy();
    expect(calls).toBe(0);
  });
});

describe('reset-password page', () => {
  it('without a token offers a new link', async () => {
    renderApp('/auth/reset-password');
    expect(await screen.findByRole('link', { name: 'Minta tautan baru' })).toBeTruthy();
  });

  it('sends token and the new password, then shows the server message', async () => {
    let body: unknown = null;
    server.use(
      http.post('*/api/v1/lender/auth/reset_password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Kata sandi berhasil diubah. Silakan masuk.' });
      }),
    );
    renderApp('/auth/reset-password?token=t0k');
    await screen.findByRole('heading', { level: 1, name: 'Atur ulang kata sandi' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^kata sandi baru/i, { selector: 'input' }), 'Baru12345');
    await user.type(
      screen.getByLabelText(/^ulangi kata sandi baru/i, { selector: 'input' }),
      'Baru12345',
    );
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(await screen.findByText('Kata sandi berhasil diubah. Silakan masuk.')).toBeTruthy();
    expect(body).toEqual({
      token: 't0k',
      password: 'Baru12345',
      password_confirmation: 'Baru12345',
    });
  });

  it('checks the password rule before sending', async () => {
    renderApp('/auth/reset-password?token=t0k');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^kata sandi baru/i, { selector: 'input' }), 'pendek');
    await user.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(
      await screen.findByText('Kata sandi minimal 8 karakter dan berisi huruf serta angka'),
    ).toBeTruthy();
  });
});
