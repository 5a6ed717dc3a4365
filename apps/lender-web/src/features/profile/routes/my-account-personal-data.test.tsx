// My Account's personal data section on MSW: the identity read-only with its reason; the address
// (province → village, postcode, RT/RW) and occupation saved through updateProfilePersonalData with
// the stored data kept → 'Profile Berhasil di Ubah' → /dashboard; a refusal on its field with the
// typed values kept; error with Retry; the skeleton while loading.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import {
  getGetAllMastersMockHandler,
  getGetIndividualProfileMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { markConfirmed } from '../../../capabilities/password-confirmation';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { pickOption } from '../../../test/pick-option';
import { currentPath, renderApp } from '../../../test/render-app';
import { PROFILE } from './my-account-fixtures';
import { MASTERS, PERSONAL_DATA, regionHandlers } from './personal-data-fixtures';

setupMswServer();

const PAGE = '/dashboard/my-account';
const URL = '*/api/v2/lender/profile/data_diri';
const REASON =
  'Nomor identitas dan nama sudah terverifikasi sehingga tidak dapat diubah di sini. Untuk mengubahnya, hubungi layanan pelanggan.';
let sent: Record<string, unknown>[];

beforeEach(() => {
  sent = [];
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  markConfirmed('tok-1');
  server.use(
    getGetIndividualProfileMockHandler({ data: PROFILE }),
    getGetAllMastersMockHandler(MASTERS),
    ...regionHandlers,
    http.get(URL, () => HttpResponse.json({ data: PERSONAL_DATA })),
    http.post(URL, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'Data diri berhasil disimpan', step_order: 4 });
    }),
  );
});

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Alamat dan pekerjaan' });
  const region = heading.closest('section')!;
  await within(region).findByRole('button', { name: 'Perbarui alamat dan pekerjaan' });
  return region;
}

describe('my account: address and occupation', () => {
  it('shows the NIK and the name read-only, with the reason', async () => {
    renderApp(PAGE);
    const region = await section();
    const nik = within(region).getByLabelText(/^NIK/) as HTMLInputElement;
    expect(nik.value).toBe('3174011505850003');
    expect(nik.readOnly).toBe(true);
    expect(within(region).getByText(REASON)).toBeTruthy();
    expect(nik.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      nik
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain(REASON);
    const name = within(region).getByLabelText(
      /^Nama lengkap sesuai identitas/,
    ) as HTMLInputElement;
    expect(name.value).toBe('Siti Aminah');
    expect(name.readOnly).toBe(true);
  });

  it("saves the new address (province → village) and occupation with the stored data, then 'Profile Berhasil di Ubah' and /dashboard", async () => {
    const user = userEvent.setup();
    const { context } = renderApp(PAGE);
    const region = await section();
    const street = within(region).getByLabelText(/^Alamat/);
    await user.clear(street);
    await user.type(street, 'Jl. Darmo 10');
    await pickOption(
      user,
      within(region).getByRole('combobox', { name: /^Provinsi/ }),
      'Jawa Timur',
    );
    await pickOption(
      user,
      within(region).getByRole('combobox', { name: /^Kabupaten\/kota/ }),
      'Kota Surabaya',
    );
    await pickOption(user, within(region).getByRole('combobox', { name: /^Kecamatan/ }), 'Genteng');
    await pickOption(
      user,
      within(region).getByRole('combobox', { name: /^Kelurahan\/desa/ }),
      'Embong Kaliasin',
    );
    const postcode = within(region).getByLabelText(/^Kode pos/);
    await user.clear(postcode);
    await user.type(postcode, '60271');
    await pickOption(
      user,
      within(region).getByRole('combobox', { name: /^Pekerjaan/ }),
      'Wiraswasta',
    );
    await user.click(within(region).getByRole('button', { name: 'Perbarui alamat dan pekerjaan' }));

    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
    expect(await screen.findByText('Profile Berhasil di Ubah')).toBeTruthy();
    const { foto_ktp: _a, profile_ktp: _b, profile: _c, ...kept } = PERSONAL_DATA;
    expect(sent).toEqual([
      {
        ...kept,
        alamat: 'Jl. Darmo 10',
        provinsi: '35',
        kabupaten: '3578',
        kecamatan: '357801',
        kelurahan: '3578011001',
        kode_pos: '60271',
        pekerjaan: 5,
      },
    ]);
  });

  it('a refused save shows the reason on its field and in the form, and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(URL, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          {
            message: 'Identitas sudah terverifikasi dan tidak dapat diubah di sini.',
            errors: { nik: ['Identitas sudah terverifikasi dan tidak dapat diubah di sini.'] },
          },
          { status: 422 },
        );
      }),
    );
    const { context } = renderApp(PAGE);
    const region = await section();
    const street = within(region).getByLabelText(/^Alamat/) as HTMLInputElement;
    await user.clear(street);
    await user.type(street, 'Jl. Darmo 10');
    const rt = within(region).getByLabelText(/^RT/) as HTMLInputElement;
    await user.clear(rt);
    await user.type(rt, '7');
    await user.click(within(region).getByRole('button', { name: 'Perbarui alamat dan pekerjaan' }));
    expect(
      await within(region).findByText(
        'Identitas sudah terverifikasi dan tidak dapat diubah di sini.',
      ),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(street.value).toBe('Jl. Darmo 10');
    expect(rt.value).toBe('7');
    expect(currentPath(context)).toBe(PAGE);
  });

  it("spec §5: an empty RT is refused before sending ('RT harap diisi')", async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    const region = await section();
    await user.clear(within(region).getByLabelText(/^RT/));
    await user.click(within(region).getByRole('button', { name: 'Perbarui alamat dan pekerjaan' }));
    expect((await within(region).findAllByText('RT harap diisi')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('a lender whose personal data was never saved is sent to the account verification', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json({ data: { nik: '', foto_ktp: null, profile_ktp: null, profile: null } }),
      ),
    );
    renderApp(PAGE);
    const heading = await screen.findByRole('heading', { name: 'Alamat dan pekerjaan' });
    const region = heading.closest('section')!;
    await within(region).findByText('Data diri belum diisi');
    expect(
      within(region).getByRole('link', { name: 'Buka verifikasi akun' }).getAttribute('href'),
    ).toBe('/dashboard/ekyc');
    expect(
      within(region).queryByRole('button', { name: 'Perbarui alamat dan pekerjaan' }),
    ).toBeNull();
  });

  it('a failed load shows the reason with Retry, which loads again; a slow one a skeleton', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Layanan sedang sibuk' }, { status: 500 })
          : HttpResponse.json({ data: PERSONAL_DATA });
      }),
    );
    const first = renderApp(PAGE);
    const heading = await screen.findByRole('heading', { name: 'Alamat dan pekerjaan' });
    const region = heading.closest('section')!;
    await user.click(await within(region).findByRole('button', { name: 'Coba lagi' }));
    await within(region).findByRole('button', { name: 'Perbarui alamat dan pekerjaan' });
    first.unmount();

    server.use(
      http.get(URL, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(PAGE);
    const slow = (await screen.findByRole('heading', { name: 'Alamat dan pekerjaan' })).closest(
      'section',
    )!;
    expect(slow.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
