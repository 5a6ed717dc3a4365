// Settings on the SDK's MSW handlers: the language switch keeps the page (the URL's
// /en prefix), the account and its verified phone, the password link sent to the account's e-mail
// (and a refusal), the terms in a popup, log out; error with Retry; loading.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetPhoneNumberMockHandler,
  getGetTermConditionMockHandler,
  getGetUserInfoMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSession, saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { currentPath, renderApp } from '../../../test/render-app';
import { PHONE, TERMS, USER_INFO } from './settings-fixtures';

setupMswServer();

const PAGE = '/dashboard/setting';

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  server.use(
    getGetUserInfoMockHandler(USER_INFO),
    getGetPhoneNumberMockHandler(PHONE),
    getGetTermConditionMockHandler(TERMS),
  );
});

describe('settings', () => {
  it('shows the account and its verified phone; the language switch keeps the page', async () => {
    const user = userEvent.setup();
    const { context } = renderApp(PAGE);
    const account = (await screen.findByRole('heading', { name: 'Akun' })).closest('section')!;
    expect(await within(account).findByText('demo.individu@pendana.test')).toBeTruthy();
    expect(await within(account).findByText('+62 812-3456-7890')).toBeTruthy();
    expect(within(account).getByText('Terverifikasi')).toBeTruthy();
    expect(
      within(account).getByRole('link', { name: 'Hubungi kami via WhatsApp' }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\d+\?text=Halo%20Pendana/);

    const choice = screen.getByRole('list', { name: 'Bahasa aplikasi' });
    expect(
      within(choice).getByRole('link', { name: 'Bahasa Indonesia' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(within(choice).getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe(
      null,
    );
    await user.click(within(choice).getByRole('link', { name: 'English' }));
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard/setting'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const english = screen.getByRole('list', { name: 'App language' });
    expect(
      within(english).getByRole('link', { name: 'English' }).getAttribute('aria-current'),
    ).toBe('true');
    await user.click(within(english).getByRole('link', { name: 'Bahasa Indonesia' }));
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard/setting'));
  });

  it("sends the password link to the account's e-mail and shows the server's answer", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/lender/auth/forgot_password', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({ message: 'Tautan atur ulang kata sandi telah dikirim.' })
          : HttpResponse.json({ message: 'Terlalu banyak permintaan' }, { status: 429 });
      }),
    );
    renderApp(PAGE);
    expect(
      await screen.findByText(/membuat kata sandi baru ke demo\.individu@pendana\.test/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kirim tautan ubah kata sandi' }));
    expect(await screen.findByText('Tautan atur ulang kata sandi telah dikirim.')).toBeTruthy();
    expect(sent).toEqual([{ email: 'demo.individu@pendana.test' }]);
    await user.click(screen.getByRole('button', { name: 'Kirim ulang tautan' }));
    const refused = await screen.findByRole('alert');
    expect(refused.textContent).toContain('Tautan gagal dikirim');
    expect(refused.textContent).toContain('Terlalu banyak permintaan');
  });

  it('opens the terms in a popup and logs out', async () => {
    const user = userEvent.setup();
    let loggedOut = false;
    server.use(
      http.post('*/api/newAuth/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ message: 'Berhasil keluar' });
      }),
    );
    const { context } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Baca syarat dan ketentuan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Syarat dan ketentuan' });
    expect(await within(dialog).findByText(/Anda menyetujui/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const logout = screen.getByRole('region', { name: 'Keluar' });
    await user.click(within(logout).getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(currentPath(context)).toBe('/auth/login'));
    expect(loggedOut).toBe(true);
    expect(readSession()).toBeNull();
  });

  it('a refused account shows the reason with Retry; a slow one a skeleton', async () => {
    server.use(
      http.get('*/api/v1/user_info', () =>
        HttpResponse.json({ message: 'Akun tidak ditemukan' }, { status: 404 }),
      ),
    );
    const first = renderApp(PAGE);
    expect((await screen.findAllByText('Akun tidak ditemukan')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Coba lagi' }).length).toBeGreaterThan(0);
    first.unmount();
    server.use(
      http.get('*/api/v1/user_info', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Pengaturan' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
