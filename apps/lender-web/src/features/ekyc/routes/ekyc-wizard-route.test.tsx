import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetEkycStatusResponseMock, getGetLenderInfoResponseMock } from '@pendana/api-sdk/msw';
import {
  getGetAllMastersQueryKey,
  getGetAppSettingsQueryKey,
  getGetEkycEducationQueryKey,
  getGetEkycHeirQueryKey,
  getGetEkycPersonalDataQueryKey,
  getGetEkycStatusQueryKey,
  type EkycStatus,
} from '@pendana/api-sdk';
import { type LoaderFunction, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { heirThenPhoneInEnglish, heirThenPhoneInIndonesian } from '../../../test/heir-and-phone';
import { pickOption } from '../../../test/pick-option';
import { createTestContext, currentPath, renderApp } from '../../../test/render-app';

setupMswServer();

let status: EkycStatus;
const bodies: Record<string, unknown[]> = {};

function serverWithProgress(initial: Partial<EkycStatus>) {
  status = {
    ...getGetEkycStatusResponseMock().data,
    profile: 'incomplete',
    education: 'incomplete',
    inheritance: 'incomplete',
    status_ekyc: 0,
    phone_verified: false,
    ...initial,
  };
  const record =
    (name: string) =>
    async ({ request }: { request: Request }) => {
      (bodies[name] ??= []).push(await request.json());
    };
  server.use(
    http.get('*/api/v1/lender/ekyc/status', () => HttpResponse.json({ data: status })),
    http.get('*/api/v1/lender/ekyc/data_diri', () =>
      HttpResponse.json({
        data: {
          nik: '3276045708900001',
          nama: 'Siti Aminah',
          tanggal_lahir: '17-08-1990',
          profile: '/api/files/lender/1001/selfie-1.jpg',
          foto_ktp: '/api/files/lender/1001/ktp-1.jpg',
        },
      }),
    ),
    // The photos saved with the personal data (used when this tab no longer holds them).
    http.get('*/api/files/:scope/:owner/:name', () =>
      HttpResponse.arrayBuffer(new Uint8Array([255, 216, 255, 217]).buffer, {
        headers: { 'content-type': 'image/jpeg' },
      }),
    ),
    http.post('*/api/v2/lender/ekyc/user-verification', async (info) => {
      const body = (await info.request.json()) as { name: string };
      (bodies.identity ??= []).push(body);
      const { name } = body;
      if (name !== 'Siti Aminah') {
        status = { ...status, status_ekyc: 2 };
        return HttpResponse.json(
          {
            message: 'Data identitas tidak sesuai',
            statusKyc: 'failed',
            errorDetailsVerification: ['Nama tidak sesuai dengan data kependudukan'],
          },
          { status: 422 },
        );
      }
      const already = status.status_ekyc === 1;
      status = { ...status, status_ekyc: 1 };
      return HttpResponse.json({
        code: already ? 201 : 200,
        message: 'Verifikasi identitas berhasil',
        statusKyc: 'verified',
      });
    }),
    http.get('*/api/v1/lender/ekyc/pendidikan', () => HttpResponse.json({ data: { npwp: '' } })),
    // Like the real server: a section not filled yet answers 404.
    http.get('*/api/v1/lender/ekyc/ahli_waris', () =>
      HttpResponse.json({ message: 'Data ahli waris belum diisi.' }, { status: 404 }),
    ),
    http.post('*/api/v1/lender/ekyc/pendidikan', async (info) => {
      await record('education')(info);
      status = { ...status, education: 'complete', step_order: 3 };
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 3 });
    }),
    http.post('*/api/v1/lender/ekyc/ahli_waris', async (info) => {
      await record('heir')(info);
      status = { ...status, inheritance: 'complete', step_order: 4 };
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 4 });
    }),
    http.post('*/api/v1/lender/ekyc/send_otp', async (info) => {
      await record('otp')(info);
      return HttpResponse.json({
        status: 'success',
        message: 'ok',
        expires_in: 300,
        resend_in: 60,
      });
    }),
    http.post('*/api/v1/lender/ekyc/verify_otp', async ({ request }) => {
      const { no_otp } = (await request.json()) as { no_otp: string };
      if (no_otp !== '123456') return HttpResponse.json({ status: 'failed', message: 'salah' });
      status = { ...status, phone_verified: true };
      return HttpResponse.json({ status: 'success', message: 'ok' });
    }),
  );
}

/** The pathnames of the GET requests the app makes while `run` runs. */
async function getsDuring(run: () => Promise<void>): Promise<string[]> {
  const started: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') started.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return started;
}

/** Every section saved and the phone verified: the wizard's last step, identity verification. */
const READY_TO_VERIFY: Partial<EkycStatus> = {
  profile: 'complete',
  education: 'complete',
  inheritance: 'complete',
  phone_verified: true,
  step_order: 4,
};

const WIZARD_CALLS = [
  '/api/v1/lender/ekyc/status',
  '/api/v1/lender/ekyc/data_diri',
  '/api/v1/lender/ekyc/pendidikan',
  '/api/v1/lender/ekyc/ahli_waris',
  '/api/v1/app/settings',
];

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = findRoute(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('individual eKYC wizard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    for (const key of Object.keys(bodies)) delete bodies[key];
    saveSession({ token: 'tok-ekyc', userId: '1001', userStatus: 'notfilled' });
  });

  it("the route loader starts the wizard's six calls before anything renders", async () => {
    serverWithProgress({ step_order: 1 });
    const context = createTestContext('/auth/login');
    const { queryClient } = context;
    const loader = findRoute(context.router.routes as RouteObject[], 'ekyc')
      ?.loader as LoaderFunction;
    const url = new URL('http://localhost/dashboard/ekyc');
    await loader({
      request: new Request(url),
      url,
      params: {},
      context: undefined,
      pattern: '/dashboard/ekyc',
    } as unknown as Parameters<LoaderFunction>[0]);
    const settled = (key: readonly unknown[]) => queryClient.getQueryState(key)?.status;
    await waitFor(() => {
      expect(settled(getGetEkycStatusQueryKey())).toBe('success');
      expect(settled(getGetAllMastersQueryKey())).toBe('success');
      expect(settled(getGetEkycPersonalDataQueryKey())).toBe('success');
      expect(settled(getGetEkycEducationQueryKey())).toBe('success');
      expect(settled(getGetAppSettingsQueryKey())).toBe('success');
      // not filled yet: the 404 is kept as the answer
      expect(settled(getGetEkycHeirQueryKey())).toBe('error');
    });
  });

  it('asks each of its calls once per visit (the prefetched 404 of an empty section is not asked again)', async () => {
    serverWithProgress({ step_order: 1 });
    const gets = await getsDuring(async () => {
      renderApp('/dashboard/ekyc');
      await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    });
    for (const call of WIZARD_CALLS)
      expect(
        gets.filter((path) => path === call),
        call,
      ).toHaveLength(1);
  });

  it('§5.4 starts at step_order − 1 and lists the spec messages before the personal data submit', async () => {
    serverWithProgress({ step_order: 1 });
    renderApp('/dashboard/ekyc');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^NIK/), '3174091708900001');
    await user.type(screen.getByLabelText(/^Nama lengkap/), 'Siti Aminah');
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    const alert = (await screen.findByText('Lengkapi data berikut')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Agama harap diisi',
      'Ibu kandung harap diisi',
      'Status pernikahan harap diisi',
      'Kode pos harap diisi',
      'RT harap diisi',
      'RW harap diisi',
    ]);
  });

  /**
   * Step 0 with everything already on the server (photos included), so a plain "Simpan dan lanjut"
   * saves it; the save answers with `stepOrderAfterSave` as the server's progress.
   */
  function personalDataSaved(stepOrderAfterSave: number) {
    serverWithProgress({ step_order: 1 });
    const order: string[] = [];
    server.use(
      http.get('*/api/v1/lender/ekyc/status', () => {
        order.push('GET status');
        return HttpResponse.json({ data: status });
      }),
      http.get('*/api/v1/lender/ekyc/data_diri', () =>
        HttpResponse.json({
          data: {
            nik: '3276045708900001',
            nama: 'Siti Aminah',
            tempat_lahir: 'Depok',
            tanggal_lahir: '17-08-1990',
            agama: 1,
            jenis_kelamin: 2,
            ibu_kandung: 'Fatimah',
            status_pernikahan: 1,
            kewarganegaraan: 'WNI',
            alamat: 'Jl. Melati 1',
            kode_pos: '16514',
            rt: '001',
            rw: '002',
            is_passport: false,
            profile: '/api/files/lender/1001/selfie-1.jpg',
            profile_ktp: '/api/files/lender/1001/selfie-ktp-1.jpg',
            foto_ktp: '/api/files/lender/1001/ktp-1.jpg',
          },
        }),
      ),
      http.post('*/api/v1/lender/ekyc/data_diri', async ({ request }) => {
        order.push('POST data_diri');
        (bodies.personal ??= []).push(await request.json());
        status = { ...status, profile: 'complete', step_order: stepOrderAfterSave };
        return HttpResponse.json({
          message: 'Data berhasil disimpan',
          step_order: stepOrderAfterSave,
        });
      }),
    );
    return order;
  }

  it('§4.1 §4.2 after the personal data save the progress is read again and step_order − 1 (2 − 1) gives step 1', async () => {
    const order = personalDataSaved(2);
    const { context } = renderApp('/dashboard/ekyc');
    await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pendidikan, pekerjaan dan bank' }),
    ).toBeTruthy();
    expect(context.router.state.location.search).toBe('?step=1');
    expect(bodies.personal).toHaveLength(1);
    // the server-reported progress is asked for again after the save
    expect(order.slice(order.indexOf('POST data_diri'))).toContain('GET status');
  });

  it('§4.1 after the personal data save the step never goes beyond the progress the server reports (step_order 1 → step 0)', async () => {
    const order = personalDataSaved(1);
    const { context } = renderApp('/dashboard/ekyc');
    await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    await waitFor(() => expect(bodies.personal).toHaveLength(1));
    await waitFor(() =>
      expect(order.slice(order.indexOf('POST data_diri'))).toContain('GET status'),
    );
    // the save asked for step 1; the server's progress (step_order 1) keeps step 0
    await waitFor(() => expect(context.router.state.location.search).toBe('?step=1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Identitas dan data diri' })).toBeTruthy();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Pendidikan, pekerjaan dan bank' }),
    ).toBeNull();
  });

  it('region pickers: provinsi → kabupaten → kecamatan → kelurahan, the kelurahan fills the postcode', async () => {
    serverWithProgress({ step_order: 1 });
    renderApp('/dashboard/ekyc');
    await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    const user = userEvent.setup();
    const pick = async (label: RegExp, option: string) => {
      await pickOption(user, screen.getByRole('combobox', { name: label }), option);
    };
    await pick(/^Provinsi/, 'Jawa Barat');
    await pick(/^Kabupaten\/kota/, 'Kota Depok');
    await pick(/^Kecamatan/, 'Cinere');
    await pick(/^Kelurahan\/desa/, 'Cinere');
    await waitFor(() =>
      expect((screen.getByLabelText(/^Kode pos/) as HTMLInputElement).value).toBe('16514'),
    );
  });

  it('keeps typed text as a draft: a reload comes back with it', async () => {
    serverWithProgress({ step_order: 1 });
    const first = renderApp('/dashboard/ekyc');
    await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    await userEvent.setup().type(screen.getByLabelText(/^Nama ibu kandung/), 'Fatimah');
    first.unmount();
    renderApp('/dashboard/ekyc');
    await screen.findByText('Isian Anda sebelumnya dipulihkan dari perangkat ini.');
    expect((screen.getByLabelText(/^Nama ibu kandung/) as HTMLInputElement).value).toBe('Fatimah');
  });

  it('§4.2 §4.4 §4.5 §4.6 education → step 2 → heir → phone modal → OTP modal → wrong OTP (otpFailed) → right OTP → success modal → dashboard, in English', async () => {
    serverWithProgress({ profile: 'complete', step_order: 2 });
    const { context } = renderApp('/en/dashboard/ekyc');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Education, work and bank' }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const heirHeading = await screen.findByRole('heading', { level: 2, name: 'Heir' });
    expect(context.router.state.location.search).toBe('?step=2');
    // the new step's heading takes the focus (lib/use-step-focus)
    await waitFor(() => expect(document.activeElement).toBe(heirHeading));
    // npwp is always sent in the education and work form (spec §5)
    expect(bodies.education).toEqual([{ npwp: '' }]);

    await user.type(screen.getByLabelText(/^Heir's name/), 'Ahmad Fauzi');
    await user.type(screen.getByLabelText(/^Heir's NIK/), '3201234567890001');
    await pickOption(
      user,
      screen.getByRole('combobox', { name: /Family relationship/ }),
      'Suami/Istri',
    );
    await user.type(screen.getByLabelText(/^Heir's mobile number/), '0812-3456-7890');
    await user.type(screen.getByLabelText(/^Heir's address/), 'Depok');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    const phoneDialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(bodies.heir).toEqual([
      {
        ahli_waris: 'Ahmad Fauzi',
        nik: '3201234567890001',
        hubungan: 2,
        telp: '81234567890',
        kode_operator: '812',
        alamat: 'Depok',
      },
    ]);
    await user.type(within(phoneDialog).getByLabelText(/^Mobile number/), '081298765432');
    await user.click(within(phoneDialog).getByRole('button', { name: 'Send OTP code' }));
    const otpDialog = await screen.findByRole('dialog', { name: 'Enter the OTP code' });
    expect(bodies.otp).toEqual([
      { no_telp: '81298765432', kode_operator: '812', kode_negara: '62' },
    ]);

    await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '654321');
    expect(await within(otpDialog).findByText('The OTP code you entered is wrong!')).toBeTruthy();

    for (const box of within(otpDialog).getAllByRole('textbox')) await user.clear(box);
    await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '123456');
    const success = await screen.findByRole('dialog', { name: 'Data submitted' });
    await user.click(within(success).getByRole('button', { name: 'Go to Home' }));
    // Liveness path: the identity check runs with the saved photos converted to base64.
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
    expect(bodies.identity).toEqual([
      {
        nik: '3276045708900001',
        name: 'Siti Aminah',
        dob: '1990-08-17',
        phone: '6281298765432',
        selfie: 'data:image/jpeg;base64,/9j/2Q==',
        ktp: 'data:image/jpeg;base64,/9j/2Q==',
      },
    ]);
  });

  /** The heir saved, then the phone modals; OTP → success modal (all in Indonesian). */
  async function phoneToSuccess() {
    serverWithProgress({ profile: 'complete', education: 'complete', step_order: 3 });
    const { context } = renderApp('/dashboard/ekyc');
    const user = userEvent.setup();
    const success = await heirThenPhoneInIndonesian(user, 'Data berhasil dikirim');
    return { context, user, success };
  }

  it('§8.11 code 201 closes the success modal and stays on the wizard (no failure, no dashboard)', async () => {
    const { context, user, success } = await phoneToSuccess();
    // The status the wizard reads after the check (it is read again either way).
    let readsAfterCheck = 0;
    server.use(
      http.get('*/api/v1/lender/ekyc/status', () => {
        if (bodies.identity) readsAfterCheck += 1;
        return HttpResponse.json({ data: status });
      }),
      http.post('*/api/v2/lender/ekyc/user-verification', async ({ request }) => {
        (bodies.identity ??= []).push(await request.json());
        return HttpResponse.json({
          code: 201,
          message: 'Data sudah terverifikasi',
          statusKyc: 'verified',
        });
      }),
    );
    const visited: string[] = [];
    context.router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(within(success).getByRole('button', { name: 'Ke Beranda' }));
    await waitFor(() => expect(bodies.identity).toHaveLength(1));
    await waitFor(() => expect(readsAfterCheck).toBeGreaterThan(0));
    // The wizard again, with its identity notice and button (status_ekyc is still 0 here).
    expect(await screen.findByRole('button', { name: 'Verifikasi identitas' })).toBeTruthy();
    // Closed (Ark keeps it a moment with data-state="closed" while it animates out).
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Data berhasil dikirim' })).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog', { name: 'Gagal' })).toBeNull();
    expect(currentPath(context)).toBe('/dashboard/ekyc');
    // Closed, not sent on as a fresh verification would be (200 → dashboard).
    expect(visited).not.toContain('/dashboard');
  });

  it('§8.8 failed finalise: the status cannot be read after the OTP → "Telah terjadi kesalahan!" in the success modal', async () => {
    const { context, user, success } = await phoneToSuccess();
    server.use(
      http.get('*/api/v1/lender/ekyc/status', () =>
        HttpResponse.json({ message: 'Sedang gangguan' }, { status: 422 }),
      ),
    );
    await user.click(within(success).getByRole('button', { name: 'Ke Beranda' }));
    expect(await within(success).findByText('Telah terjadi kesalahan!')).toBeTruthy();
    expect(currentPath(context)).toBe('/dashboard/ekyc');
    expect(bodies.identity).toBeUndefined();
  });

  it("§8.8 en: a failed finalise says 'Telah terjadi kesalahan!' in English in the success modal", async () => {
    serverWithProgress({ profile: 'complete', education: 'complete', step_order: 3 });
    const { context } = renderApp('/en/dashboard/ekyc');
    const user = userEvent.setup();
    const success = await heirThenPhoneInEnglish(user, 'Data submitted');
    server.use(
      http.get('*/api/v1/lender/ekyc/status', () =>
        HttpResponse.json({ message: 'Sedang gangguan' }, { status: 422 }),
      ),
    );
    await user.click(within(success).getByRole('button', { name: 'Go to Home' }));
    expect(await within(success).findByText('Something went wrong!')).toBeTruthy();
    expect(within(success).queryByText('Telah terjadi kesalahan!')).toBeNull();
    expect(currentPath(context)).toBe('/en/dashboard/ekyc');
    expect(bodies.identity).toBeUndefined();
  });

  it('§4.3 sends a lender whose sections are complete, phone and identity verified (status_ekyc 1, liveness path) to the dashboard', async () => {
    serverWithProgress({
      profile: 'complete',
      education: 'complete',
      inheritance: 'complete',
      phone_verified: true,
      status_ekyc: 1,
      step_order: 4,
    });
    const { context } = renderApp('/dashboard/ekyc');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });

  it("§8.11 identity mismatch: the 'Gagal' dialog lists the server's details, then re-verification is offered", async () => {
    serverWithProgress(READY_TO_VERIFY);
    server.use(
      http.get('*/api/v1/lender/ekyc/data_diri', () =>
        HttpResponse.json({
          data: {
            nik: '3276045708900001',
            nama: 'Siti Aminah Binti',
            tanggal_lahir: '17-08-1990',
            profile: '/api/files/lender/1001/selfie-1.jpg',
            foto_ktp: '/api/files/lender/1001/ktp-1.jpg',
          },
        }),
      ),
    );
    renderApp('/dashboard/ekyc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nomor HP yang terverifikasi/), '081298765432');
    await user.click(screen.getByRole('button', { name: 'Verifikasi identitas' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Gagal' });
    expect(within(failed).getByRole('listitem').textContent).toBe(
      'Nama tidak sesuai dengan data kependudukan',
    );
    await user.click(within(failed).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    expect(await screen.findByRole('button', { name: 'Ulangi verifikasi' })).toBeTruthy();
  });

  it("§8.11 identity mismatch without details: the 'Gagal' dialog shows the server's message", async () => {
    serverWithProgress(READY_TO_VERIFY);
    server.use(
      http.post('*/api/v2/lender/ekyc/user-verification', async ({ request }) => {
        (bodies.identity ??= []).push(await request.json());
        return HttpResponse.json(
          { message: 'NIK tidak terdaftar di data kependudukan', statusKyc: 'failed' },
          { status: 422 },
        );
      }),
    );
    renderApp('/dashboard/ekyc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nomor HP yang terverifikasi/), '081298765432');
    await user.click(screen.getByRole('button', { name: 'Verifikasi identitas' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Gagal' });
    expect(within(failed).getByText('NIK tidak terdaftar di data kependudukan')).toBeTruthy();
    expect(within(failed).queryByRole('listitem')).toBeNull();
    expect(bodies.identity).toHaveLength(1);
  });

  it('identity failed notice: one whole sentence, and one naming why re-verification did not start', async () => {
    serverWithProgress({
      profile: 'complete',
      education: 'complete',
      inheritance: 'complete',
      phone_verified: true,
      status_ekyc: 2,
      step_order: 4,
    });
    server.use(
      http.post('*/api/v1/lender/ekyc/verifikasi-ulang', () =>
        HttpResponse.json({ message: 'Verifikasi ulang sedang ditutup' }, { status: 422 }),
      ),
    );
    renderApp('/dashboard/ekyc');
    const again = await screen.findByRole('button', { name: 'Ulangi verifikasi' });
    const notice = () => screen.getByText(/^Verifikasi identitas sebelumnya tidak berhasil\./);
    expect(notice().textContent).toBe('Verifikasi identitas sebelumnya tidak berhasil.');
    await userEvent.setup().click(again);
    await waitFor(() =>
      expect(notice().textContent).toBe(
        'Verifikasi identitas sebelumnya tidak berhasil. Verifikasi ulang belum dapat dimulai: Verifikasi ulang sedang ditutup',
      ),
    );
  });

  it.each([
    [
      'id',
      '',
      /^Nomor HP yang terverifikasi/,
      'Verifikasi identitas',
      'Terdapat kesalahan, coba lagi!',
    ],
    [
      'en',
      '/en',
      /^Verified mobile number/,
      'Verify identity',
      'Something went wrong, please try again!',
    ],
  ])(
    "§8.12 %s: a saved photo that cannot be converted stops the check with 'Terdapat kesalahan, coba lagi!' (translated in English)",
    async (_lang, prefix, phoneLabel, verify, text) => {
      serverWithProgress(READY_TO_VERIFY);
      server.use(
        http.get('*/api/files/:scope/:owner/:name', () =>
          HttpResponse.json({ message: 'x' }, { status: 404 }),
        ),
      );
      renderApp(`${prefix}/dashboard/ekyc`);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(phoneLabel), '081298765432');
      await user.click(screen.getByRole('button', { name: verify }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(bodies.identity).toBeUndefined();
    },
  );

  it('is for individuals only: a corporation goes to its dashboard', async () => {
    serverWithProgress({ step_order: 1 });
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({ data: { ...getGetLenderInfoResponseMock().data, lender_type: 2 } }),
      ),
    );
    const { context } = renderApp('/dashboard/ekyc');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });
});

describe("the liveness path follows the server's setting (getAppSettings), not the build", () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveSession({ token: 'tok-ekyc', userId: '1001', userStatus: 'notfilled' });
  });

  const livenessSetting = (liveness_provider: 'privy' | 'vida' | 'none') =>
    server.use(
      http.get('*/api/v1/app/settings', () => HttpResponse.json({ data: { liveness_provider } })),
    );

  it.each(['privy', 'vida'] as const)(
    '%s: a KTP holder takes the liveness test in the personal data step',
    async (provider) => {
      serverWithProgress({ step_order: 1 });
      livenessSetting(provider);
      renderApp('/dashboard/ekyc');
      expect(await screen.findByRole('group', { name: 'Tes liveness' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mulai tes liveness' })).toBeTruthy();
    },
  );

  it('none: no liveness test in the personal data step (the standard path)', async () => {
    serverWithProgress({ step_order: 1 });
    livenessSetting('none');
    renderApp('/dashboard/ekyc');
    await screen.findByRole('heading', { level: 2, name: 'Identitas dan data diri' });
    expect(screen.getByLabelText(/^NIK/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tes liveness' })).toBeNull();
  });

  it('none: sections complete and phone verified is done, without the identity check; privy waits for it', async () => {
    serverWithProgress({ ...READY_TO_VERIFY, status_ekyc: 0 });
    livenessSetting('none');
    const standard = renderApp('/dashboard/ekyc');
    await waitFor(() => expect(currentPath(standard.context)).toBe('/dashboard'));
    standard.unmount();

    livenessSetting('privy');
    const liveness = renderApp('/dashboard/ekyc');
    await screen.findByRole('heading', { level: 2, name: 'Ahli waris' });
    expect(currentPath(liveness.context)).toBe('/dashboard/ekyc');
  });

  it('the settings cannot be read: the wizard says so with a retry, and never guesses a provider', async () => {
    serverWithProgress({ step_order: 1 });
    server.use(
      http.get('*/api/v1/app/settings', () =>
        HttpResponse.json({ message: 'Layanan sedang tidak tersedia' }, { status: 503 }),
      ),
    );
    renderApp('/dashboard/ekyc');
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tes liveness' })).toBeNull();
  });
});
