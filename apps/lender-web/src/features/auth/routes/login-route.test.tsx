import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { currentPath, renderApp } from '../../../test/render-app';

setupMswServer();

async function fillAndSubmit(username: string, password: string, submit = /^masuk$/i) {
  const user = userEvent.setup();
  if (username)
    await user.type(screen.getByLabelText(/nama pengguna atau email|username or email/i), username);
  if (password)
    await user.type(
      screen.getByLabelText(/^(kata sandi|password)/i, { selector: 'input' }),
      password,
    );
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}

describe('login route', () => {
  it('is Indonesian at /auth/login', async () => {
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk ke Pendana' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('id');
  });

  it('is English under /en', async () => {
    renderApp('/en/auth/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Pendana' }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /switch language to bahasa indonesia/i })
        .getAttribute('href'),
    ).toBe('/auth/login');
    expect(document.documentElement.lang).toBe('en');
  });

  it('empty fields: a message under each field, nothing sent', async () => {
    let calls = 0;
    server.use(http.post('*/api/newAuth/login', () => (calls++, HttpResponse.json({}))));
    renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('', '');
    expect(await screen.findByText('Nama pengguna atau email harap diisi')).toBeTruthy();
    expect(screen.getByText('Kata sandi harap diisi')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it('empty fields in English', async () => {
    renderApp('/en/auth/login');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('', '', /^log in$/i);
    expect(await screen.findByText('Username or email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('wrong password: shows the server message (sent with X-LANG) and keeps what was typed', async () => {
    let lang: string | null = null;
    server.use(
      http.post('*/api/newAuth/login', ({ request }) => {
        lang = request.headers.get('X-LANG');
        return HttpResponse.json({ message: 'Username atau password salah' }, { status: 401 });
      }),
    );
    const { context } = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('demo.individu', 'salah123');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Gagal masuk');
    expect(alert.textContent).toContain('Username atau password salah');
    expect(lang).toBe('id');
    expect((screen.getByLabelText(/nama pengguna atau email/i) as HTMLInputElement).value).toBe(
      'demo.individu',
    );
    expect(
      (screen.getByLabelText(/^kata sandi/i, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe('salah123');
    expect(currentPath(context)).toBe('/auth/login');
    expect(readCookie('token')).toBeNull();
  });

  it('server down: a clear message in English, the form keeps its values', async () => {
    server.use(http.post('*/api/newAuth/login', () => HttpResponse.error()));
    renderApp('/en/auth/login');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('demo.individu', 'Pendana123!', /^log in$/i);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect((screen.getByLabelText(/username or email/i) as HTMLInputElement).value).toBe(
      'demo.individu',
    );
  });

  it('success: writes the three cookies and opens the dashboard in the same language', async () => {
    const { context } = renderApp('/en/auth/login');
    await screen.findByRole('heading', { level: 1 });
    await fillAndSubmit('demo.individu', 'Pendana123!', /^log in$/i);
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
    expect(readCookie('token')).toBe('q3Zt8C1mJ0b4cX9dWfYkR2sLpA7eNhVuT6oGiB5xKzE');
    expect(readCookie('user_id')).toBe('1001');
    expect(readCookie('user_status')).toBe('active');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Siti Aminah' }),
    ).toBeTruthy();
  });

  it('two-factor on: the code step appears after the password, and the code signs in', async () => {
    let finished: unknown = null;
    server.use(
      http.post('*/api/newAuth/login', () =>
        HttpResponse.json(
          { two_factor_required: true, challenge_token: 'challenge-1', expires_in: 5 },
          { status: 202 },
        ),
      ),
      http.post('*/api/newAuth/login/two_factor', async ({ request }) => {
        finished = await request.json();
        return HttpResponse.json({
          access_token: 'q3Zt8C1mJ0b4cX9dWfYkR2sLpA7eNhVuT6oGiB5xKzE',
          token_type: 'bearer',
          expires_in: 10080,
          status: 'active',
          user_id: 1001,
          lender_type: 1,
        });
      }),
    );
    const { context } = renderApp('/en/auth/login');
    await screen.findByRole('heading', { level: 1 });
    const user = await fillAndSubmit('demo.individu', 'Pendana123!', /^log in$/i);
    const code = await screen.findByLabelText(/^verification code/i);
    expect(readCookie('token')).toBeFalsy();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the verification code')).toBeTruthy();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
    expect(finished).toEqual({ challenge_token: 'challenge-1', code: '123456' });
    expect(readCookie('token')).toBe('q3Zt8C1mJ0b4cX9dWfYkR2sLpA7eNhVuT6oGiB5xKzE');
  });
});
