// My Account on the SDK's MSW handlers: the profile with the mother's name masked,
// the edit that sends only what changed (→ 'Profile Berhasil di Ubah' → /dashboard), nothing changed
// said, a 422 on its field with the typed value kept; both providers' signature state; the data
// verification; error with Retry; loading.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetIndividualProfileMockHandler,
  getGetLenderInfoResponseMock,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markConfirmed } from '../../../capabilities/password-confirmation';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { server, setupMswServer } from '../../../test/msw-server';
import { pickOption } from '../../../test/pick-option';
import { currentPath, renderApp } from '../../../test/render-app';
import { PROFILE } from './my-account-fixtures';

setupMswServer();

const PAGE = '/dashboard/my-account';
const UPDATE = '*/api/v1/lender/profile';
let sent: unknown[];

beforeEach(() => {
  sent = [];
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  markConfirmed('tok-1');
  server.use(
    getGetIndividualProfileMockHandler({ data: PROFILE }),
    http.post(UPDATE, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Profil berhasil diubah', data: PROFILE });
    }),
  );
});

describe('my account', () => {
  it("§5.18 shows the profile, the mother's name masked (spec §5), both providers' signature state", async () => {
    renderApp(PAGE);
    const personal = (await screen.findByRole('heading', { name: 'Data diri' })).closest(
      'section',
    )!;
    expect(within(personal).getByText('Siti Aminah')).toBeTruthy();
    expect(within(personal).getByText('+62 812-3456-7890')).toBeTruthy();
    expect(within(personal).getByText('Fati***')).toBeTruthy();
    expect(personal.textContent).not.toContain('Fatimah');

    const signature = screen
      .getByRole('heading', { name: 'Tanda tangan elektronik' })
      .closest('section')!;
    const privy = within(signature).getByRole('heading', { name: 'PrivyID' }).closest('li')!;
    expect(within(privy).getByText('Sudah ditandatangani')).toBeTruthy();
    expect(within(privy).queryByRole('link')).toBeNull();
    const vida = within(signature).getByRole('heading', { name: 'VIDA Sign' }).closest('li')!;
    expect(within(vida).getByText('Menunggu tanda tangan')).toBeTruthy();
    const link = within(vida).getByRole('link', { name: 'Buka halaman tanda tangan VIDA Sign' });
    expect(link.getAttribute('href')).toBe('https://sign.vida.id/envelopes/9b7c/sign?recipient=1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(signature.textContent).toContain(
      'Tanda tangan elektronik terakhir: Rabu, 18 November 2026',
    );
  });

  it("§5.18 each word of the mother's name longer than 2 characters shows its first half, the rest as asterisks", async () => {
    server.use(
      getGetIndividualProfileMockHandler({
        data: { ...PROFILE, nama_ibu_kandung: 'Siti Nur Al Fatimah' },
      }),
    );
    renderApp(PAGE);
    const personal = (await screen.findByRole('heading', { name: 'Data diri' })).closest(
      'section',
    )!;
    expect(within(personal).getByText('Si** Nu* Al Fati***')).toBeTruthy();
    expect(personal.textContent).not.toContain('Fatimah');
  });

  it("§8.21 sends only what changed, then the dashboard with 'Profile Berhasil di Ubah'; nothing changed is said", async () => {
    const user = userEvent.setup();
    const { context } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Tidak ada data yang berubah.')).toBeTruthy();
    expect(sent).toEqual([]);

    await pickOption(
      user,
      screen.getByRole('combobox', { name: 'Status pernikahan' }),
      'Cerai Hidup',
    );
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
    expect(await screen.findByText('Profile Berhasil di Ubah')).toBeTruthy();
    expect(sent).toEqual([{ status_pernikahan: 3 }]);
  });

  it("§9.14 'Profile Berhasil di Ubah' is an other notification: 1.5 seconds, placed at the top", async () => {
    const create = vi.spyOn(toaster, 'create');
    try {
      const user = userEvent.setup();
      renderApp(PAGE);
      await pickOption(
        user,
        await screen.findByRole('combobox', { name: 'Status pernikahan' }),
        'Cerai Hidup',
      );
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      const toast = await screen.findByText('Profile Berhasil di Ubah');
      expect(create).toHaveBeenCalledWith({
        title: 'Profile Berhasil di Ubah',
        type: 'success',
        duration: 1500,
      });
      expect(toast.closest('[data-placement]')?.getAttribute('data-placement')).toBe('top');
    } finally {
      create.mockRestore();
    }
  });

  it('a 422 lands on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(UPDATE, () =>
        HttpResponse.json(
          { message: 'Data tidak valid', errors: { nama_ibu_kandung: ['Nama terlalu panjang'] } },
          { status: 422 },
        ),
      ),
    );
    renderApp(PAGE);
    const mother = await screen.findByLabelText(/^Nama ibu kandung baru/);
    await user.type(mother, 'Aisyah binti Abdullah');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama terlalu panjang')).toBeTruthy();
    expect((mother as HTMLInputElement).value).toBe('Aisyah binti Abdullah');
  });

  it("§8.25 an account not yet active sends its data for verification and shows the server's answer", async () => {
    const user = userEvent.setup();
    const info = getGetLenderInfoResponseMock();
    let verified = false;
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({
          ...info,
          data: { ...info.data, lender_type: 1, user_status: 'pending' },
        }),
      ),
      http.post('*/api/v2/lender/profile/verify_data', () => {
        verified = true;
        return HttpResponse.json({
          message: 'Data Anda sedang kami verifikasi',
          data: { user_status: 'pending' },
        });
      }),
    );
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Kirim data untuk diverifikasi' }));
    expect(await screen.findByText('Data Anda sedang kami verifikasi')).toBeTruthy();
    expect(verified).toBe(true);
  });

  it('a refused profile shows the reason with Retry; a slow one a skeleton', async () => {
    server.use(
      http.get('*/api/v1/lender/profile', () =>
        HttpResponse.json({ message: 'Akses ditolak' }, { status: 403 }),
      ),
    );
    const first = renderApp(PAGE);
    expect(await screen.findByText('Akses ditolak')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    first.unmount();
    server.use(
      http.get('*/api/v1/lender/profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Akun Saya' });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
