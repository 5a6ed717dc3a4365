import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetLenderInfoResponseMock } from '@pendana/api-sdk/msw';
import type { LegacyKycStatus } from '@pendana/api-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { heirThenPhoneInEnglish, heirThenPhoneInIndonesian } from '../../../test/heir-and-phone';
import { pickOption } from '../../../test/pick-option';
import { currentPath, renderApp } from '../../../test/render-app';

setupMswServer();

let status: LegacyKycStatus;
let calls: string[] = [];
const bodies: Record<string, Record<string, unknown>[]> = {};

async function formEntries(request: Request) {
  const out: Record<string, string> = {};
  for (const [key, value] of (await request.formData()).entries())
    out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  return out;
}

function legacyServer(initial: Partial<LegacyKycStatus>, { photosFail = false } = {}) {
  status = {
    profile: 'incomplete',
    education: 'incomplete',
    inheritance: 'incomplete',
    step_order: 1,
    user_status: 'notfilled',
    ...initial,
  };
  const base = '*/api/v1/lender/kyc';
  const notFilled = () => HttpResponse.json({ message: 'Belum diisi.' }, { status: 404 });
  server.use(
    http.get(`${base}/status`, () => HttpResponse.json({ data: status })),
    http.get(`${base}/data_diri`, notFilled),
    http.get(`${base}/pendidikan`, notFilled),
    http.get(`${base}/ahli_waris`, notFilled),
    http.post(`${base}/form/data_diri`, async ({ request }) => {
      calls.push('form/data_diri');
      (bodies.personal ??= []).push(await formEntries(request));
      status = { ...status, profile: 'complete', step_order: 2 };
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 2 });
    }),
    http.post(`${base}/data_diri/foto`, async ({ request }) => {
      calls.push('data_diri/foto');
      // The files' part headers (jsdom's File cannot go through undici's formData parser).
      const parts: Record<string, string> = {};
      for (const match of (await request.text()).matchAll(/name="(\w+)"; filename="([^"]+)"/g))
        parts[match[1]!] = `file:${match[2]}`;
      (bodies.photos ??= []).push(parts);
      return photosFail
        ? HttpResponse.json({ message: 'Berkas terlalu besar' }, { status: 413 })
        : HttpResponse.json({
            message: 'ok',
            data: { foto_ktp: null, profile_ktp: null, profile: null },
          });
    }),
    http.post(`${base}/form/pendidikan`, async ({ request }) => {
      (bodies.education ??= []).push(await formEntries(request));
      status = { ...status, education: 'complete', step_order: 3 };
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 3 });
    }),
    http.post(`${base}/ahli_waris`, async ({ request }) => {
      (bodies.heir ??= []).push((await request.json()) as Record<string, unknown>);
      status = { ...status, inheritance: 'complete', step_order: 4 };
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 4 });
    }),
    http.post(`${base}/send_otp`, async ({ request }) => {
      (bodies.otp ??= []).push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        status: 'success',
        message: 'ok',
        expires_in: 300,
        resend_in: 60,
      });
    }),
    http.post(`${base}/verify_otp`, async ({ request }) => {
      const { no_otp } = (await request.json()) as { no_otp: string };
      return HttpResponse.json(
        no_otp === '123456'
          ? { status: 'success', message: 'ok' }
          : { status: 'failed', message: 'salah' },
      );
    }),
  );
}

const photo = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

describe('older individual KYC flow', () => {
  beforeEach(() => {
    sessionStorage.clear();
    calls = [];
    for (const key of Object.keys(bodies)) delete bodies[key];
    saveSession({ token: 'tok-kyc', userId: '3001', userStatus: 'notfilled' });
  });

  it('§4.15 step 0 (personal data) → first multipart form, then the photos separately → step 1', async () => {
    legacyServer({});
    const { context, container } = renderApp('/dashboard/kyc');
    await screen.findByRole('heading', { level: 2, name: 'Data diri dan foto' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^NIK/), '3174091708900001');
    await user.type(screen.getByLabelText(/^Nama lengkap/), 'Siti Aminah');
    await user.type(screen.getByLabelText(/^Tanggal lahir/), '17081990');
    await user.upload(container.querySelector('input[type="file"][name="ktp"]')!, photo('ktp.png'));
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pendidikan, pekerjaan dan bank' }),
    ).toBeTruthy();
    expect(context.router.state.location.search).toBe('?step=1');
    await screen.findByText('Foto identitas terkirim.');
    expect(calls).toEqual(['form/data_diri', 'data_diri/foto']);
    expect(bodies.personal).toEqual([
      {
        nik: '3174091708900001',
        nama: 'Siti Aminah',
        tanggal_lahir: '17-08-1990',
        kewarganegaraan: 'WNI',
        is_passport: '0',
      },
    ]);
    expect(bodies.photos).toEqual([{ ktp: 'file:ktp.png' }]);
  });

  it('a NIK that is not 16 digits stops the first submit', async () => {
    legacyServer({});
    renderApp('/dashboard/kyc');
    await screen.findByRole('heading', { level: 2, name: 'Data diri dan foto' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^NIK/), '12345');
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(await screen.findByText('NIK harus 16 digit')).toBeTruthy();
    expect(bodies.personal).toBeUndefined();
  });

  it('photos refused after the first form: step 1 stays, with the message and a retry', async () => {
    legacyServer({}, { photosFail: true });
    const { container } = renderApp('/dashboard/kyc');
    await screen.findByRole('heading', { level: 2, name: 'Data diri dan foto' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^NIK/), '3174091708900001');
    await user.upload(
      container.querySelector('input[type="file"][name="profile"]')!,
      photo('me.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    await screen.findByRole('heading', { level: 2, name: 'Pendidikan, pekerjaan dan bank' });
    expect(await screen.findByText('Berkas terlalu besar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kirim ulang foto' }));
    await waitFor(() => expect(calls.filter((c) => c === 'data_diri/foto')).toHaveLength(2));
  });

  it('§4.15 step 1 → step 2 (npwp always sent) → heir → phone → wrong OTP → OTP → dashboard, in English', async () => {
    legacyServer({ profile: 'complete', step_order: 2 });
    const { context } = renderApp('/en/dashboard/kyc');
    await screen.findByRole('heading', { level: 2, name: 'Education, work and bank' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Heir' })).toBeTruthy();
    expect(context.router.state.location.search).toBe('?step=2');
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
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
  });

  it('§8.8 failed finalise: the account cannot be read after the OTP → "Telah terjadi kesalahan!", then a retry reaches the dashboard', async () => {
    legacyServer({ profile: 'complete', education: 'complete', step_order: 3 });
    let accountFails = false;
    server.use(
      http.get('*/api/v1/lender_info', () =>
        accountFails
          ? HttpResponse.json({ message: 'Sedang gangguan' }, { status: 422 })
          : HttpResponse.json(getGetLenderInfoResponseMock()),
      ),
    );
    const { context } = renderApp('/dashboard/kyc');
    const user = userEvent.setup();
    const success = await heirThenPhoneInIndonesian(user, 'Data terkirim');
    accountFails = true;
    await user.click(within(success).getByRole('button', { name: 'Ke beranda' }));
    expect(await within(success).findByText('Telah terjadi kesalahan!')).toBeTruthy();
    expect(currentPath(context)).toBe('/dashboard/kyc');
    accountFails = false;
    await user.click(within(success).getByRole('button', { name: 'Ke beranda' }));
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });

  it("§8.8 en: a failed finalise says 'Telah terjadi kesalahan!' in English, then a retry reaches the dashboard", async () => {
    legacyServer({ profile: 'complete', education: 'complete', step_order: 3 });
    let accountFails = false;
    server.use(
      http.get('*/api/v1/lender_info', () =>
        accountFails
          ? HttpResponse.json({ message: 'Sedang gangguan' }, { status: 422 })
          : HttpResponse.json(getGetLenderInfoResponseMock()),
      ),
    );
    const { context } = renderApp('/en/dashboard/kyc');
    const user = userEvent.setup();
    const success = await heirThenPhoneInEnglish(user, 'Data submitted');
    accountFails = true;
    await user.click(within(success).getByRole('button', { name: 'Go to Home' }));
    expect(await within(success).findByText('Something went wrong!')).toBeTruthy();
    expect(within(success).queryByText('Telah terjadi kesalahan!')).toBeNull();
    expect(currentPath(context)).toBe('/en/dashboard/kyc');
    accountFails = false;
    await user.click(within(success).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
  });

  it('the URL step never goes beyond step_order − 1', async () => {
    legacyServer({ step_order: 1 });
    renderApp('/dashboard/kyc?step=2');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Data diri dan foto' }),
    ).toBeTruthy();
  });

  it('everything complete and under review → dashboard', async () => {
    legacyServer({
      profile: 'complete',
      education: 'complete',
      inheritance: 'complete',
      step_order: 4,
      user_status: 'pending',
    });
    const { context } = renderApp('/dashboard/kyc');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });

  it('is for individuals only: a corporation goes to the dashboard', async () => {
    legacyServer({});
    server.use(
      http.get('*/api/v1/lender_info', () =>
        HttpResponse.json({ data: { ...getGetLenderInfoResponseMock().data, lender_type: 2 } }),
      ),
    );
    const { context } = renderApp('/dashboard/kyc');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });
});
