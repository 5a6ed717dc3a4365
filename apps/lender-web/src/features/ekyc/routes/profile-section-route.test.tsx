// The profile's single-page edits of the eKYC sections on the SDK's MSW handlers:
// behind the password confirmation, the saved section in its form, "Simpan" sends it and ends on
// /dashboard with 'Profile Berhasil di Ubah'; a load failure says so with Retry; corporations are
// sent home.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetLenderInfoResponseMock } from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { markConfirmed, resetConfirmation } from '../../../capabilities/password-confirmation';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { currentPath, renderApp } from '../../../test/render-app';

setupMswServer();

const HEIR = {
  ahli_waris: 'Ahmad Fauzi',
  nik: '3201234567890001',
  hubungan: 2,
  telp: '81234567890',
  kode_operator: '812',
  alamat: 'Depok',
};
let bodies: Record<string, unknown[]>;

beforeEach(() => {
  bodies = {};
  resetConfirmation();
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  server.use(
    http.get('*/api/v1/lender/ekyc/ahli_waris', () => HttpResponse.json({ data: HEIR })),
    http.post('*/api/v1/lender/ekyc/ahli_waris', async ({ request }) => {
      (bodies.heir ??= []).push(await request.json());
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 4 });
    }),
    http.get('*/api/v1/lender/ekyc/pendidikan', () => HttpResponse.json({ data: { npwp: '' } })),
    http.post('*/api/v1/lender/ekyc/pendidikan', async ({ request }) => {
      (bodies.education ??= []).push(await request.json());
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 3 });
    }),
    http.post('*/api/newAuth/verifyPassword', () =>
      HttpResponse.json({ success: 'Kata sandi benar' }),
    ),
  );
});

describe('profile: heir and work information', () => {
  it('heir: the saved heir in its form; "Simpan" sends the change, then the dashboard with the spec\'s text', async () => {
    markConfirmed('tok-1');
    const user = userEvent.setup();
    const { context } = renderApp('/dashboard/heir-information');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informasi Ahli Waris' }),
    ).toBeTruthy();
    const address = (await screen.findByLabelText(/^Alamat ahli waris/)) as HTMLInputElement;
    expect(address.value).toBe('Depok');
    expect((screen.getByLabelText(/^Nama ahli waris/) as HTMLInputElement).value).toBe(
      'Ahmad Fauzi',
    );
    await user.clear(address);
    await user.type(address, 'Bogor');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    // The toast first: it shows for a moment only, and may be gone by the time the page changed.
    expect(await screen.findByText('Profile Berhasil di Ubah')).toBeTruthy();
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
    expect(bodies.heir).toEqual([{ ...HEIR, alamat: 'Bogor' }]);
  });

  it('work (en): the password first, then the form; "Save" ends on the dashboard', async () => {
    const user = userEvent.setup();
    const { context } = renderApp('/en/dashboard/work-information');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your password' }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Pendana123!');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Information' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    // The toast first: it shows for a moment only, and may be gone by the time the page changed.
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
    // npwp is always sent in the education and work form (spec §5).
    expect(bodies.education).toEqual([{ npwp: '' }]);
  });

  it('a section that cannot be read says so, with Retry', async () => {
    markConfirmed('tok-1');
    server.use(
      http.get('*/api/v1/lender/ekyc/ahli_waris', () =>
        HttpResponse.json({ message: 'Akses ditolak' }, { status: 403 }),
      ),
    );
    renderApp('/dashboard/heir-information');
    expect(await screen.findByText('Data profil gagal dimuat')).toBeTruthy();
    expect(screen.getByText('Akses ditolak')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });

  it('a corporation is sent to its home', async () => {
    const info = getGetLenderInfoResponseMock();
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({ ...info, data: { ...info.data, lender_type: 2 } }),
      ),
    );
    const { context } = renderApp('/dashboard/work-information');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });
});
