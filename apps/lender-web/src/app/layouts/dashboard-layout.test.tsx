import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetLenderInfoResponseMock } from '@pendana/api-sdk/msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, saveSession } from '../../lib/session';
import { toaster } from '../../lib/toaster';
import { server, setupMswServer } from '../../test/msw-server';
import { currentPath, renderApp } from '../../test/render-app';

setupMswServer();

const corporate = () => {
  const answer = getGetLenderInfoResponseMock();
  return {
    data: {
      ...answer.data,
      lender_type: 2 as const,
      username: 'demo.korporasi',
      nama: 'PT Amanah Sejahtera',
    },
  };
};

function sidebarLinks(): string[] {
  const nav = screen.getAllByRole('navigation', { name: /menu utama|main menu/i })[0]!;
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('dashboard shell', () => {
  beforeEach(() => saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' }));
  afterEach(() => vi.restoreAllMocks());

  it('without a session goes to the login page of the same language', async () => {
    document.cookie = 'token=; Path=/; Max-Age=0';
    const { context } = renderApp('/en/dashboard');
    await waitFor(() => expect(currentPath(context)).toBe('/en/auth/login'));
  });

  it('shows the individual menu (spec §2): account, work and heir, no corporate account', async () => {
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Halo, Siti Aminah' }),
    ).toBeTruthy();
    expect(sidebarLinks()).toEqual([
      '/dashboard',
      '/dashboard/my-funding',
      '/dashboard/search-for-funding',
      '/dashboard/simulation',
      '/dashboard/my-account',
      '/dashboard/work-information',
      '/dashboard/heir-information',
      '/dashboard/news',
      '/dashboard/setting',
    ]);
    const nav = screen.getAllByRole('navigation', { name: 'Menu utama' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Beranda' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByText('Lainnya')).toBeTruthy();
  });

  it('shows the corporate menu in English with /en links', async () => {
    server.use(http.get('*/api/v1/lender_info', () => HttpResponse.json(corporate())));
    renderApp('/en/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, PT Amanah Sejahtera' }),
    ).toBeTruthy();
    expect(sidebarLinks()).toEqual([
      '/en/dashboard',
      '/en/dashboard/my-funding',
      '/en/dashboard/search-for-funding',
      '/en/dashboard/simulation',
      '/en/dashboard/my-account-corporate',
      '/en/dashboard/news',
      '/en/dashboard/setting',
    ]);
  });

  it('home links a corporation whose KYC is not complete to the corporate wizard', async () => {
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({ data: { ...corporate().data, user_status: 'notfilled' } }),
      ),
    );
    renderApp('/dashboard');
    const link = await screen.findByRole('link', { name: 'Lengkapi data badan hukum' });
    expect(link.getAttribute('href')).toBe('/dashboard/corporate-kyc');
  });

  it('home links an individual on the older flow (is_new_lender_ekyc false) to /dashboard/kyc', async () => {
    const answer = getGetLenderInfoResponseMock();
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({
          data: {
            ...answer.data,
            lender_type: 1,
            user_status: 'notfilled',
            is_new_lender_ekyc: false,
          },
        }),
      ),
    );
    renderApp('/en/dashboard');
    const link = await screen.findByRole('link', { name: 'Complete your personal data' });
    expect(link.getAttribute('href')).toBe('/en/dashboard/kyc');
  });

  it('guards: a corporation opening an individual page is sent to its dashboard home', async () => {
    server.use(http.get('*/api/v1/lender_info', () => HttpResponse.json(corporate())));
    const { context } = renderApp('/dashboard/work-information');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });

  it('guards: an individual opening the corporate account page is sent to its dashboard home', async () => {
    const { context } = renderApp('/en/dashboard/my-account-corporate');
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
  });

  it('§4.24 §8.24 a 401 (spec §8): server message as an error toast, cookies removed, back to /en/auth/login', async () => {
    server.use(
      http.get('*/api/v1/lender_info', ({ request }) => {
        expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
        expect(request.headers.get('Request-Access')).toBe('tok-1');
        expect(request.headers.get('X-LANG')).toBe('en');
        return HttpResponse.json({ message: 'Your session has expired' }, { status: 401 });
      }),
    );
    const { context } = renderApp('/en/dashboard');
    await waitFor(() => expect(currentPath(context)).toBe('/en/auth/login'));
    expect(await screen.findByText('Your session has expired')).toBeTruthy();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('user_id')).toBeNull();
    expect(readCookie('user_status')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to Pendana' }),
    ).toBeTruthy();
  });

  it("§4.24 §8.24 a 401 of a page's own call (withdrawal) ends the session too: error toast with the server's message, cookies removed, /auth/login", async () => {
    vi.spyOn(toaster, 'create');
    server.use(
      http.post('*/api/newRekening/showPenarikan', () =>
        HttpResponse.json({ message: 'Sesi Anda telah berakhir' }, { status: 401 }),
      ),
    );
    const { context } = renderApp('/dashboard/withdrawal');
    await waitFor(() => expect(currentPath(context)).toBe('/auth/login'));
    expect(readCookie('token')).toBeNull();
    expect(readCookie('user_id')).toBeNull();
    expect(readCookie('user_status')).toBeNull();
    await waitFor(() =>
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Sesi Anda telah berakhir', type: 'error' }),
      ),
    );
    expect(await screen.findByText('Sesi Anda telah berakhir')).toBeTruthy();
  });

  it('logout: calls the server, removes the cookies and goes to the login page', async () => {
    let loggedOut = false;
    server.use(
      http.post(
        '*/api/newAuth/logout',
        () => ((loggedOut = true), HttpResponse.json({ message: 'ok' })),
      ),
    );
    const { context } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Halo, Siti Aminah' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Keluar' })[0]!);
    await waitFor(() => expect(currentPath(context)).toBe('/auth/login'));
    expect(loggedOut).toBe(true);
    expect(readCookie('token')).toBeNull();
  });

  it('logout while the server is down still ends the session locally', async () => {
    server.use(http.post('*/api/newAuth/logout', () => HttpResponse.error()));
    const { context } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Halo, Siti Aminah' });
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Keluar' })[0]!);
    await waitFor(() => expect(currentPath(context)).toBe('/auth/login'));
    expect(readCookie('token')).toBeNull();
  });

  it('lender info cannot be loaded (server down): a clear message and a retry, no crash', async () => {
    server.use(http.get('*/api/v1/lender_info', () => HttpResponse.error()));
    renderApp('/dashboard');
    expect(
      await screen.findByText('Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});

describe('needs-confirmation pages (spec §6)', () => {
  beforeEach(() =>
    saveSession({ token: `tok-${Math.random()}`, userId: '1001', userStatus: 'active' }),
  );

  it('asks for the password first; a refusal shows the server error; the right password opens the page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/newAuth/verifyPassword', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        sent.push(body);
        return HttpResponse.json(
          body.password === 'Pendana123!'
            ? { success: 'Kata sandi benar' }
            : { error: 'Password salah' },
        );
      }),
    );
    renderApp('/dashboard/my-account');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konfirmasi kata sandi' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Fitur ini belum tersedia/)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^kata sandi/i, { selector: 'input' }), 'salah');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Password salah');
    await user.clear(screen.getByLabelText(/^kata sandi/i, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^kata sandi/i, { selector: 'input' }), 'Pendana123!');
    await user.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Akun Saya' })).toBeTruthy();
    expect(sent).toEqual([{ password: 'salah' }, { password: 'Pendana123!' }]);
  });

  it('shows the first password error of a 422', async () => {
    server.use(
      http.post('*/api/newAuth/verifyPassword', () =>
        HttpResponse.json(
          { message: 'Invalid', errors: { password: ['Password is too long'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp('/en/dashboard/work-information');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Password is too long');
  });

  it('pages without confirmation open directly', async () => {
    renderApp('/dashboard/setting');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeTruthy();
  });
});
