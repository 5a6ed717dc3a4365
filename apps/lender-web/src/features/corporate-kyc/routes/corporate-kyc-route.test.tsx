import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetLenderInfoResponseMock } from '@pendana/api-sdk/msw';
import type { CorporateKycProgress } from '@pendana/api-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { server, setupMswServer } from '../../../test/msw-server';
import { pickOption } from '../../../test/pick-option';
import { currentPath, renderApp } from '../../../test/render-app';

setupMswServer();

let progress: CorporateKycProgress;
const bodies: Record<string, Record<string, string>[]> = {};

const flags = (p: CorporateKycProgress) => ({
  ...p,
  step_order: !(p.corporation === 'complete')
    ? 1
    : p.pengurus !== 'complete'
      ? 2
      : p.pemegang_saham !== 'complete'
        ? 3
        : p.contact !== 'complete'
          ? 4
          : 5,
});

function corporateServer(initial: Partial<CorporateKycProgress>, lenderType = 2) {
  progress = flags({
    corporation: 'incomplete',
    pengurus: 'incomplete',
    pemegang_saham: 'incomplete',
    contact: 'incomplete',
    step_order: 1,
    ...initial,
  });
  const base = '*/api/v1/lender_corporation/kyc';
  const save =
    (name: string, section: keyof CorporateKycProgress) =>
    async ({ request }: { request: Request }) => {
      const form = await request.formData();
      const entries: Record<string, string> = {};
      for (const [key, value] of form.entries())
        entries[key] = typeof value === 'string' ? value : `file:${value.name}`;
      (bodies[name] ??= []).push(entries);
      progress = flags({ ...progress, [section]: 'complete' });
      return HttpResponse.json({
        message: 'Data berhasil disimpan',
        step_order: progress.step_order,
        progress,
      });
    };
  server.use(
    http.get('*/api/v1/lender_info', () =>
      HttpResponse.json({
        data: {
          ...getGetLenderInfoResponseMock().data,
          lender_type: lenderType,
          user_status: 'notfilled',
        },
      }),
    ),
    http.get(`${base}/progress`, () => HttpResponse.json({ data: progress })),
    http.get(`${base}/data_perusahaan`, () =>
      HttpResponse.json({ message: 'Data tidak ditemukan.' }, { status: 404 }),
    ),
    http.get(`${base}/pengurus`, () => HttpResponse.json({ data: [] })),
    http.get(`${base}/pemegang_saham`, () => HttpResponse.json({ data: [] })),
    http.get(`${base}/contacts`, () => HttpResponse.json({ data: [] })),
    http.post(`${base}/data_perusahaan`, save('company', 'corporation')),
    http.post(`${base}/pengurus`, save('admins', 'pengurus')),
    http.post(`${base}/pemegang_saham`, save('shareholders', 'pemegang_saham')),
    http.post(`${base}/contacts`, save('contacts', 'contact')),
    http.post(`${base}/send_otp`, async ({ request }) => {
      (bodies.otp ??= []).push((await request.json()) as Record<string, string>);
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

const pick = async (
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: RegExp,
  option: string,
) => {
  await pickOption(user, within(scope).getByRole('combobox', { name: label }), option);
};

/** Step 4 in Indonesian: the last contact typed and saved. */
async function saveLastContact() {
  await screen.findByRole('heading', { level: 2, name: 'Kontak' });
  const user = userEvent.setup();
  const contact = screen.getByRole('group', { name: 'Kontak 1' });
  await user.type(within(contact).getByLabelText(/^Nama lengkap/), 'Rina');
  await user.type(within(contact).getByLabelText(/^Nomor KTP/), '3174091708900003');
  await pick(user, contact, /^Jabatan/, 'Direktur');
  await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
  return user;
}

/** …then the phone modal → OTP 123456 typed; the OTP dialog. */
async function lastContactThenOtp() {
  const user = await saveLastContact();
  const phoneDialog = await screen.findByRole('dialog', { name: 'Verifikasi nomor HP' });
  await user.type(within(phoneDialog).getByLabelText(/^Nomor HP/), '081298765432');
  await user.click(within(phoneDialog).getByRole('button', { name: 'Kirim kode OTP' }));
  const otpDialog = await screen.findByRole('dialog', { name: 'Masukkan kode OTP' });
  await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '123456');
  return { user, otpDialog };
}

/** On /en: fills the last contact and saves it (the phone dialog opens next). */
async function saveLastContactInEnglish() {
  await screen.findByRole('heading', { level: 2, name: 'Contacts' });
  const user = userEvent.setup();
  const contact = screen.getByRole('group', { name: 'Contact 1' });
  await user.type(within(contact).getByLabelText(/^Full name/), 'Rina');
  await user.type(within(contact).getByLabelText(/^ID card number/), '3174091708900003');
  await pick(user, contact, /^Position/, 'Direktur');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  return user;
}

/** The corporation's account (lender_info), answering 422 while `fails` is set (a failed finalise). */
function accountThatCanFail() {
  const account = { fails: false };
  server.use(
    http.get('*/api/v1/lender_info', () =>
      account.fails
        ? HttpResponse.json({ message: 'Sedang gangguan' }, { status: 422 })
        : HttpResponse.json({
            data: {
              ...getGetLenderInfoResponseMock().data,
              lender_type: 2,
              user_status: 'notfilled',
            },
          }),
    ),
  );
  return account;
}

describe('corporate KYC wizard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    for (const key of Object.keys(bodies)) delete bodies[key];
    saveSession({ token: 'tok-corp', userId: '2001', userStatus: 'notfilled' });
  });

  it.each([
    [{}, 'Data perusahaan'],
    [{ corporation: 'complete' }, 'Data perusahaan'],
    [{ corporation: 'complete', pengurus: 'complete' }, 'Pengurus'],
    [
      { corporation: 'complete', pengurus: 'complete', pemegang_saham: 'complete' },
      'Pemegang saham',
    ],
  ] as [Partial<CorporateKycProgress>, string][])(
    'starts where spec §4 says (%o → %s)',
    async (initial, heading) => {
      corporateServer(initial);
      renderApp('/dashboard/corporate-kyc');
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
    },
  );

  it('§4.12 §5.12 §5.13 §9.12 company: dates DD-MM-YYYY, digits-only amounts, then step 2', async () => {
    corporateServer({});
    const { context } = renderApp('/dashboard/corporate-kyc');
    await screen.findByRole('heading', { level: 2, name: 'Data perusahaan' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nama perusahaan/), 'PT Amanah');
    await user.type(screen.getByLabelText(/^NPWP perusahaan/), '01.234.567.8-901.000');
    const deed = screen.getByRole('group', { name: 'Akta pendirian' });
    await user.type(within(deed).getByLabelText(/^Tanggal akta/), '01062015');
    await user.type(screen.getByLabelText(/^Omset tahun terakhir/), '1500000000');
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    const adminsHeading = await screen.findByRole('heading', { level: 2, name: 'Pengurus' });
    // the new step's heading takes the focus (lib/use-step-focus)
    await waitFor(() => expect(document.activeElement).toBe(adminsHeading));
    expect(context.router.state.location.search).toBe('?step=2');
    expect(bodies.company).toEqual([
      {
        nama: 'PT Amanah',
        npwp: '012345678901000',
        tanggal_akta_pendirian: '01-06-2015',
        omset_tahun_terakhir: '1500000000',
      },
    ]);
  });

  it.each([
    [
      { message: 'Data tidak valid', errors: { message: ['Perusahaan diblokir'] } },
      422,
      'Perusahaan diblokir',
    ],
    [
      { message: 'Data tidak valid', errors: { npwp: ['NPWP sudah terdaftar'] } },
      422,
      'NPWP sudah terdaftar',
    ],
    [{}, 400, 'Terjadi Kesalahan'],
  ])(
    '§8.6 server errors: errors.message, else the first field message, else the default (%o)',
    async (body, code, text) => {
      corporateServer({});
      server.use(
        http.post('*/api/v1/lender_corporation/kyc/data_perusahaan', () =>
          HttpResponse.json(body, { status: code }),
        ),
      );
      renderApp('/dashboard/corporate-kyc');
      await screen.findByRole('heading', { level: 2, name: 'Data perusahaan' });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^Nama perusahaan/), 'PT Amanah');
      await user.type(screen.getByLabelText(/^NPWP perusahaan/), '012345678901000');
      await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
      const alert = (await screen.findByText('Data belum tersimpan')).closest(
        '[role="alert"]',
      ) as HTMLElement;
      expect(within(alert).getByText(text)).toBeTruthy();
      // what was typed stays in the form
      expect((screen.getByLabelText(/^Nama perusahaan/) as HTMLInputElement).value).toBe(
        'PT Amanah',
      );
    },
  );

  it('§4.12 §9.3 §9.4 administrators: add and remove people, the first jabatan fixed to 2, identity type 1, then step 3', async () => {
    corporateServer({ corporation: 'complete', step_order: 2 });
    renderApp('/dashboard/corporate-kyc?step=2');
    await screen.findByRole('heading', { level: 2, name: 'Pengurus' });
    const user = userEvent.setup();
    const first = screen.getByRole('group', { name: 'Pengurus 1' });
    expect(within(first).getByRole('combobox', { name: /^Jabatan/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.queryByRole('button', { name: 'Hapus Pengurus 1' })).toBeNull();
    await user.type(within(first).getByLabelText(/^Nama lengkap/), 'Budi');
    await user.type(within(first).getByLabelText(/^Nomor KTP/), '3174091708900001');
    await user.type(within(first).getByLabelText(/^Nomor HP/), '0812-3456-7890');
    await user.click(screen.getByRole('button', { name: 'Tambah pengurus' }));
    await user.click(screen.getByRole('button', { name: 'Tambah pengurus' }));
    await user.click(screen.getByRole('button', { name: 'Hapus Pengurus 3' }));
    expect(screen.queryByRole('group', { name: 'Pengurus 3' })).toBeNull();
    const second = screen.getByRole('group', { name: 'Pengurus 2' });
    await user.type(within(second).getByLabelText(/^Nama lengkap/), 'Sari');
    await user.type(within(second).getByLabelText(/^Nomor KTP/), '3174091708900002');
    // jabatan is required for everyone but the first administrator
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(await within(second).findByText('Jabatan harap diisi')).toBeTruthy();
    expect(bodies.admins).toBeUndefined();
    await pick(user, second, /^Jabatan/, 'Komisaris');
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pemegang saham' })).toBeTruthy();
    expect(bodies.admins).toEqual([
      {
        'admins[0][nama]': 'Budi',
        'admins[0][identitas]': '3174091708900001',
        'admins[0][jenis_identitas]': '1',
        'admins[0][jabatan]': '2',
        'admins[0][no_telepon]': '81234567890',
        'admins[0][kode_operator]': '812',
        'admins[1][nama]': 'Sari',
        'admins[1][identitas]': '3174091708900002',
        'admins[1][jenis_identitas]': '1',
        'admins[1][jabatan]': '1',
      },
    ]);
  });

  it('§4.12 §5.14 shareholders: lembar_saham dots stripped, nilai_saham digits, then step 4', async () => {
    corporateServer({ corporation: 'complete', pengurus: 'complete' });
    renderApp('/dashboard/corporate-kyc?step=3');
    await screen.findByRole('heading', { level: 2, name: 'Pemegang saham' });
    const user = userEvent.setup();
    const holder = screen.getByRole('group', { name: 'Pemegang saham 1' });
    await user.type(within(holder).getByLabelText(/^Nama lengkap/), 'Budi');
    await user.type(within(holder).getByLabelText(/^Nomor KTP/), '3174091708900001');
    await pick(user, holder, /^Jabatan/, 'Direktur');
    await pick(user, holder, /^Jenis pemegang saham/, 'Perorangan');
    await user.type(within(holder).getByLabelText(/^Nilai saham/), '500000000');
    await user.type(within(holder).getByLabelText(/^Jumlah lembar saham/), '5.000');
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kontak' })).toBeTruthy();
    expect(bodies.shareholders?.[0]).toMatchObject({
      'shareholders[0][jenis_pemegang_saham]': '1',
      'shareholders[0][nilai_saham]': '500000000',
      'shareholders[0][lembar_saham]': '5000',
      'shareholders[0][jabatan]': '3',
    });
  });

  it('§4.13 §9.2 contacts with all four complete → phone (62) → wrong OTP → OTP → dashboard, in English', async () => {
    corporateServer({ corporation: 'complete', pengurus: 'complete', pemegang_saham: 'complete' });
    const { context } = renderApp('/en/dashboard/corporate-kyc?step=4');
    const user = await saveLastContactInEnglish();
    const phoneDialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(within(phoneDialog).getByText('+62')).toBeTruthy();
    await user.type(within(phoneDialog).getByLabelText(/^Mobile number/), '+62 812 9876 5432');
    await user.click(within(phoneDialog).getByRole('button', { name: 'Send OTP code' }));
    const otpDialog = await screen.findByRole('dialog', { name: 'Enter the OTP code' });
    expect(bodies.otp).toEqual([{ no_telp: '81298765432' }]);
    await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '654321');
    expect(await within(otpDialog).findByText('The OTP code you entered is wrong!')).toBeTruthy();
    for (const box of within(otpDialog).getAllByRole('textbox')) await user.clear(box);
    await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '123456');
    const success = await screen.findByRole('dialog', { name: 'Verification complete' });
    await user.click(within(success).getByRole('button', { name: 'Go to Home' }));
    await waitFor(() => expect(currentPath(context)).toBe('/en/dashboard'));
  });

  it("§8.7 an OTP answered with a status other than success → 'Kode OTP yg kamu masukan salah!', the dialog stays", async () => {
    corporateServer({ corporation: 'complete', pengurus: 'complete', pemegang_saham: 'complete' });
    const verified: unknown[] = [];
    server.use(
      // 200, but the status is not 'success'
      http.post('*/api/v1/lender_corporation/kyc/verify_otp', async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ status: 'failed', message: 'OTP tidak cocok' });
      }),
    );
    const { context } = renderApp('/dashboard/corporate-kyc?step=4');
    const { otpDialog } = await lastContactThenOtp();
    expect(await within(otpDialog).findByText('Kode OTP yg kamu masukan salah!')).toBeTruthy();
    expect(verified).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Verifikasi berhasil' })).toBeNull();
    expect(currentPath(context)).toBe('/dashboard/corporate-kyc');
  });

  it('§8.8 failed finalise: the account cannot be read after the OTP → "Telah terjadi kesalahan!", then a retry reaches the dashboard', async () => {
    corporateServer({ corporation: 'complete', pengurus: 'complete', pemegang_saham: 'complete' });
    const account = accountThatCanFail();
    const { context } = renderApp('/dashboard/corporate-kyc?step=4');
    const { user } = await lastContactThenOtp();
    const success = await screen.findByRole('dialog', { name: 'Verifikasi berhasil' });
    account.fails = true;
    await user.click(within(success).getByRole('button', { name: 'Ke beranda' }));
    expect(await within(success).findByText('Telah terjadi kesalahan!')).toBeTruthy();
    expect(currentPath(context)).toBe('/dashboard/corporate-kyc');
    account.fails = false;
    await user.click(within(success).getByRole('button', { name: 'Ke beranda' }));
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });

  it("§8.8 en: a failed finalise says 'Telah terjadi kesalahan!' in English", async () => {
    corporateServer({ corporation: 'complete', pengurus: 'complete', pemegang_saham: 'complete' });
    const account = accountThatCanFail();
    const { context } = renderApp('/en/dashboard/corporate-kyc?step=4');
    const user = await saveLastContactInEnglish();
    const phoneDialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    await user.type(within(phoneDialog).getByLabelText(/^Mobile number/), '+62 812 9876 5432');
    await user.click(within(phoneDialog).getByRole('button', { name: 'Send OTP code' }));
    const otpDialog = await screen.findByRole('dialog', { name: 'Enter the OTP code' });
    await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '123456');
    const success = await screen.findByRole('dialog', { name: 'Verification complete' });
    account.fails = true;
    await user.click(within(success).getByRole('button', { name: 'Go to Home' }));
    expect(await within(success).findByText('Something went wrong!')).toBeTruthy();
    expect(within(success).queryByText('Telah terjadi kesalahan!')).toBeNull();
    expect(currentPath(context)).toBe('/en/dashboard/corporate-kyc');
  });

  it('the URL step never goes beyond the server progress', async () => {
    corporateServer({ corporation: 'complete', pengurus: 'complete' });
    renderApp('/dashboard/corporate-kyc?step=4');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pemegang saham' })).toBeTruthy();
  });

  it('§4.7 §4.13 contact complete starts at step 4; contacts saved while another section is incomplete → dashboard (no phone modal)', async () => {
    // contact complete gives step 4 even though the administrators are missing (spec §4)
    corporateServer({ corporation: 'complete', contact: 'complete' });
    const { context } = renderApp('/dashboard/corporate-kyc');
    await saveLastContact();
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies.contacts).toHaveLength(1);
  });

  it("§4.14 single-page edit mode goes to /dashboard after the save, with spec §8's 'Profile Berhasil di Ubah'", async () => {
    corporateServer({
      corporation: 'complete',
      pengurus: 'complete',
      pemegang_saham: 'complete',
      contact: 'complete',
    });
    const { context } = renderApp('/dashboard/corporate-kyc?edit=company');
    await screen.findByRole('heading', { level: 1, name: 'Ubah data badan hukum' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nama perusahaan/), 'PT Baru');
    await user.type(screen.getByLabelText(/^NPWP perusahaan/), '012345678901000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
    expect(await screen.findByText('Profile Berhasil di Ubah')).toBeTruthy();
    expect(bodies.company).toHaveLength(1);
  });

  it('keeps typed text as a draft: a reload comes back with it', async () => {
    corporateServer({ corporation: 'complete' });
    const first = renderApp('/dashboard/corporate-kyc?step=2');
    await screen.findByRole('heading', { level: 2, name: 'Pengurus' });
    const group = screen.getByRole('group', { name: 'Pengurus 1' });
    await userEvent.setup().type(within(group).getByLabelText(/^Nama lengkap/), 'Budi');
    first.unmount();
    renderApp('/dashboard/corporate-kyc?step=2');
    await screen.findByText('Isian Anda sebelumnya dipulihkan dari perangkat ini.');
    const again = screen.getByRole('group', { name: 'Pengurus 1' });
    expect((within(again).getByLabelText(/^Nama lengkap/) as HTMLInputElement).value).toBe('Budi');
  });

  it('is for corporations only: an individual goes to the dashboard', async () => {
    corporateServer({}, 1);
    const { context } = renderApp('/dashboard/corporate-kyc');
    await waitFor(() => expect(currentPath(context)).toBe('/dashboard'));
  });
});
