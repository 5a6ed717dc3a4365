import {
  ErrorResponse,
  GetCertificateProfileResponse,
  GetCorporateKycProgressResponse,
  GetEkycStatusResponse,
  GetPortfolioResponse,
  GetRegistrationStatusResponse,
  SendPrivyFundingAgreementResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VA_BANKS, virtualAccountNumber } from '../../src/modules/wallet/va-banks.ts';
import { terbilang } from '../../src/modules/portfolio/certificate/terbilang.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { pdfText } from '../signing/pdf-text.ts';
import { money, newLender, projectWithSlotsLeft, topUp } from '../helpers/money-helpers.ts';

let t: TestApp;
let project: { id: number; harga: number };
beforeAll(async () => {
  t = await createTestApp();
  project = await projectWithSlotsLeft(t, 300);
});
afterAll(async () => {
  await t.close();
});

const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;

async function profile(token: string) {
  return expectBody(
    GetCertificateProfileResponse,
    await post(t.app, api('/newProfile/newnewnewallProfileSertifikatBaru'), undefined, { token }),
  ).data;
}

async function checkout(token: string, paket: number) {
  const body = (
    await post(
      t.app,
      api('/newProyek/checkout_new'),
      { id_proyek: project.id, paket },
      { token, headers: moneyKey() },
    )
  ).json() as { id_pendanaan?: number };
  if (!body.id_pendanaan) throw new Error('checkout failed');
  return body.id_pendanaan;
}

/** Sends a funding's agreement to the (sandbox) signing provider: its document token and signing page. */
async function sendAgreement(token: string, fundingId: number | undefined) {
  return expectBody(
    SendPrivyFundingAgreementResponse,
    await post(t.app, api('/privy/sendDocAkadPendanaan'), { id_pendanaan: fundingId }, { token }),
  ).data;
}

/** Signs on the sandbox provider's page, as the lender does. */
async function signAt(urlDocument: string) {
  const signed = await t.app.inject({
    method: 'POST',
    url: new URL(urlDocument).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=sign',
  });
  expect(signed.statusCode).toBe(303);
}

function downloadAgreement(token: string, docToken: string) {
  return get(t.app, api(`/privy/download-doc-pendanaan/${docToken}`), { token });
}

describe('terbilang (amounts in words)', () => {
  it.each([
    [0, 'nol rupiah', 'zero rupiah'],
    [1_000, 'seribu rupiah', 'one thousand rupiah'],
    [11_500, 'sebelas ribu lima ratus rupiah', 'eleven thousand five hundred rupiah'],
    [
      1_250_000,
      'satu juta dua ratus lima puluh ribu rupiah',
      'one million two hundred fifty thousand rupiah',
    ],
    [
      2_117_019_100,
      'dua miliar seratus tujuh belas juta sembilan belas ribu seratus rupiah',
      'two billion one hundred seventeen million nineteen thousand one hundred rupiah',
    ],
    [101_000_000, 'seratus satu juta rupiah', 'one hundred one million rupiah'],
  ])('%i', (amount, id, en) => {
    expect(terbilang(amount, 'id')).toBe(id);
    expect(terbilang(amount, 'en')).toBe(en);
  });
});

describe('viewSertifikat (getCertificate)', () => {
  it('is a 422 below Rp 1.000.000 of total assets, in the request language', async () => {
    const a = await newLender(t, { topUp: 999_999 });
    const id = await post(t.app, api('/newRekening/viewSertifikat'), undefined, { token: a.token });
    expect(id.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, id)).toMatchObject({
      message: 'Total aset Anda kurang dari Rp 1.000.000. Sertifikat belum tersedia.',
      errors: {
        total_aset: ['Total aset Anda kurang dari Rp 1.000.000. Sertifikat belum tersedia.'],
      },
    });
    const en = await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
      token: a.token,
      lang: 'en',
    });
    expect(expectBody(ErrorResponse, en).message).toBe(
      'Your total assets are below Rp 1.000.000. No certificate is available yet.',
    );
    expect((await profile(a.token)).certificate_available).toBe(false);
  });

  it('is a PDF of the total assets (digits and words), the fundings and a serial kept while the total stays', async () => {
    const a = await newLender(t, { topUp: 21_000_000 });
    await checkout(a.token, 2);
    const lender = await money(t)
      .selectFrom('lenders')
      .select(['nama'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    const first = await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
      token: a.token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(
      /^attachment; filename="sertifikat-\d+-\d{4}-\d\d-\d\d\.pdf"$/,
    );
    const pdf = await pdfText(first.rawPayload);
    expect(pdf.title).toMatch(/^SERTIFIKAT KEPEMILIKAN ASET \d{15}\/L-\d+\/1$/);
    expect(pdf.text).toContain(lender.nama ?? '');
    expect(pdf.flat).toContain(`Total aset: ${rupiah(21_000_000)}`);
    expect(pdf.flat).toContain('Terbilang: dua puluh satu juta rupiah');
    expect(pdf.text).toContain('Pembangunan Perumahan Griya Asri Cileungsi Tahap 2');
    expect(pdf.text).toContain(rupiah(2 * project.harga));
    expect(pdf.text).toContain(rupiah(21_000_000 - 2 * project.harga));

    const again = await pdfText(
      (await post(t.app, api('/newRekening/viewSertifikat'), undefined, { token: a.token }))
        .rawPayload,
    );
    expect(again.title).toBe(pdf.title);
    await topUp(t, { id: a.id }, 1_000_000);
    const changed = await pdfText(
      (
        await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
          token: a.token,
          lang: 'en',
        })
      ).rawPayload,
    );
    expect(changed.title).toMatch(/^ASSET OWNERSHIP CERTIFICATE \d{15}\/L-\d+\/2$/);
    expect(changed.flat).toContain(`Total assets: ${rupiah(22_000_000)}`);
    expect(changed.flat).toContain('In words: twenty-two million rupiah');
  });

  it("prints a verified lender's identity data and payout account", async () => {
    const token = await loginAs(t.app, 'demo.individu');
    const lender = await money(t)
      .selectFrom('lenders as l')
      .innerJoin('ekyc_education as e', 'e.lender_id', 'l.id')
      .select(['l.id', 'l.nama', 'e.rekening'])
      .where('l.username', '=', 'demo.individu')
      .executeTakeFirstOrThrow();
    const portfolio = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token }),
    );
    const pdf = await pdfText(
      (await post(t.app, api('/newRekening/viewSertifikat'), undefined, { token })).rawPayload,
    );
    expect(pdf.text).toContain(lender.nama ?? '');
    expect(pdf.flat).toContain(lender.rekening ?? 'no account');
    expect(pdf.flat).toContain(`Total aset: ${rupiah(portfolio.data.rekening.total_aset)}`);
    for (const funding of portfolio.data.pendanaan)
      expect(pdf.flat).toContain(rupiah(funding.nominal));
  });

  it("names the company of a corporate lender and its bank account; a corporate agreement says 'Badan hukum'", async () => {
    const token = await loginAs(t.app, 'demo.korporasi');
    const company = await money(t)
      .selectFrom('lenders as l')
      .innerJoin('corporate_companies as c', 'c.lender_id', 'l.id')
      .select(['c.nama', 'c.rekening'])
      .where('l.username', '=', 'demo.korporasi')
      .executeTakeFirstOrThrow();
    const pdf = await pdfText(
      (await post(t.app, api('/newRekening/viewSertifikat'), undefined, { token, lang: 'en' }))
        .rawPayload,
    );
    expect(pdf.title).toMatch(/^ASSET OWNERSHIP CERTIFICATE /);
    expect(pdf.text).toContain(company.nama);
    expect(pdf.flat).toContain(company.rekening ?? 'no account');

    const list = (
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, { token })
    ).json() as { dataProyekAktif: Array<{ id: number }>; dataProyekClosed: Array<{ id: number }> };
    const fundingId = (list.dataProyekAktif[0] ?? list.dataProyekClosed[0])?.id;
    expect(fundingId).toBeDefined();
    const sent = await sendAgreement(token, fundingId);
    const agreement = await pdfText((await downloadAgreement(token, sent.docToken)).rawPayload);
    expect(agreement.flat).toContain(`Nama ${company.nama}`);
    expect(agreement.flat).toContain('Jenis pemberi dana Badan hukum');
  });

  it('prints names with Latin-extended letters exactly, on the certificate and the signed agreement', async () => {
    const a = await newLender(t, { topUp: 21_000_000 });
    const fundingId = await checkout(a.token, 1);
    await money(t)
      .updateTable('lenders')
      .set({ nama: 'Zoë Łukasiewicz' })
      .where('id', '=', a.id)
      .execute();
    const certificate = await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
      token: a.token,
    });
    expect(certificate.statusCode).toBe(200);
    const pdf = await pdfText(certificate.rawPayload);
    expect(pdf.text).toContain('Zoë Łukasiewicz');
    expect(pdf.flat).toContain(`Total aset: ${rupiah(21_000_000)}`);
    // The document information keeps Unicode too.
    expect((await PDFDocument.load(certificate.rawPayload)).getSubject()).toBe(
      `Zoë Łukasiewicz - ${rupiah(21_000_000)}`,
    );

    const sent = await sendAgreement(a.token, fundingId);
    await signAt(sent.urlDocument);
    const agreement = await pdfText((await downloadAgreement(a.token, sent.docToken)).rawPayload);
    expect(agreement.flat).toContain('Nama Zoë Łukasiewicz');
    expect(agreement.flat).toContain('Ditandatangani secara elektronik oleh Zoë Łukasiewicz (');
  });

  it("prints a corporate lender's company name and address with Turkish letters exactly", async () => {
    const c = await newLender(t, { topUp: 21_000_000, lenderType: 2 });
    const fundingId = await checkout(c.token, 1);
    await money(t)
      .updateTable('lenders')
      .set({ nama: 'Ni Made Ayu Lestari' })
      .where('id', '=', c.id)
      .execute();
    await t.database.db
      .insertInto('corporate_companies')
      .values({
        lender_id: c.id,
        nama: 'PT Sinar Ğüneş Abadi',
        npwp: '',
        // Stored decomposed (e + combining acute): printed as the composed letter (NFC).
        alamat: 'Jl. Çankaya No. 5, Kampung Be\u0301lé, Denpasar',
        updated_at: new Date(),
      })
      .execute();
    const pdf = await pdfText(
      (
        await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
          token: c.token,
          lang: 'en',
        })
      ).rawPayload,
    );
    expect(pdf.text).toContain('PT Sinar Ğüneş Abadi');
    expect(pdf.flat).toContain('Address Jl. Çankaya No. 5, Kampung Bélé, Denpasar');

    const sent = await sendAgreement(c.token, fundingId);
    const agreement = await pdfText((await downloadAgreement(c.token, sent.docToken)).rawPayload);
    expect(agreement.flat).toContain('Nama PT Sinar Ğüneş Abadi');
    expect(agreement.flat).toContain('Alamat Jl. Çankaya No. 5, Kampung Bélé, Denpasar');
    expect(agreement.flat).toContain('Jenis pemberi dana Badan hukum');
  });

  it('prints a character the font lacks as "?" (no error) and keeps it in the document information', async () => {
    const a = await newLender(t, { topUp: 21_000_000 });
    const fundingId = await checkout(a.token, 1);
    await money(t)
      .updateTable('lenders')
      .set({ nama: 'Wang 王小明 Ayu' })
      .where('id', '=', a.id)
      .execute();
    const certificate = await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
      token: a.token,
    });
    expect(certificate.statusCode).toBe(200);
    expect((await pdfText(certificate.rawPayload)).text).toContain('Wang ??? Ayu');
    expect((await PDFDocument.load(certificate.rawPayload)).getSubject()).toBe(
      `Wang 王小明 Ayu - ${rupiah(21_000_000)}`,
    );

    const sent = await sendAgreement(a.token, fundingId);
    const download = await downloadAgreement(a.token, sent.docToken);
    expect(download.statusCode).toBe(200);
    const agreement = await pdfText(download.rawPayload);
    expect(agreement.flat).toContain('Nama Wang ??? Ayu');
    expect((await PDFDocument.load(download.rawPayload)).getSubject()).toContain('Wang 王小明 Ayu');
  });

  it('answers 401 without a session', async () => {
    for (const path of [
      '/newRekening/viewSertifikat',
      '/newProfile/newnewnewallProfileSertifikatBaru',
      '/v3/checkRegistrasi',
    ]) {
      const response = await post(t.app, api(path), undefined, { lang: 'en' });
      expect(response.statusCode).toBe(401);
      expect(expectBody(ErrorResponse, response).message).toBe(
        'Your session has ended. Please log in again.',
      );
    }
  });
});

describe('certificate profile (getCertificateProfile)', () => {
  it('follows the balances, the last 3 mutations and the agreement state', async () => {
    const a = await newLender(t);
    const empty = await profile(a.token);
    expect(empty).toMatchObject({
      id: a.id,
      dana_tersedia: 0,
      total_aset: 0,
      va: null,
      mutasi: [],
      status_button_akad: 'tutup',
      certificate_available: false,
      cif_number: null,
      account_number: null,
    });

    await topUp(t, { id: a.id }, 3_000_000);
    await topUp(t, { id: a.id }, 2_000_000);
    const topped = await profile(a.token);
    const bni = VA_BANKS.find((bank) => bank.kode_bank === '009');
    expect(bni).toBeDefined();
    if (bni) expect(topped.va).toBe(virtualAccountNumber(bni, a.id));
    expect(topped.dana_tersedia).toBe(5_000_000);
    expect(topped.status_button_akad).toBe('tutup');
    expect(topped.certificate_available).toBe(true);

    const fundingId = await checkout(a.token, 1);
    const funded = await profile(a.token);
    const home = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token: a.token }),
    );
    expect(funded.total_aset).toBe(home.data.rekening.total_aset);
    expect(funded.dana_tersedia).toBe(home.data.rekening.dana_tersedia);
    expect(funded.mutasi.map((m) => [m.tipe, m.nominal])).toEqual([
      ['DEBIT', project.harga],
      ['CREDIT', 2_000_000],
      ['CREDIT', 3_000_000],
    ]);
    expect(funded.status_button_akad).toBe('buka');

    const sent = await sendAgreement(a.token, fundingId);
    expect((await profile(a.token)).status_button_akad).toBe('ttd_akhir');
    await signAt(sent.urlDocument);
    expect((await profile(a.token)).status_button_akad).toBe('unduh');

    await post(
      t.app,
      api('/newPendanaan/tambah-pendanaan-new'),
      { id_pendanaan: fundingId, paket: 1 },
      { token: a.token, headers: moneyKey() },
    );
    const changed = await profile(a.token);
    expect(changed.status_button_akad).toBe('ttd_awal');
    expect(changed.mutasi).toHaveLength(3);
    expect(changed.mutasi[0]?.perihal).toContain('Pendanaan');
  });
});

describe('certificate profile RDL numbers', () => {
  it('reports the CIF and account numbers of the dedicated lender account once the bank opened it', async () => {
    const token = await loginAs(t.app, 'demo.individu');
    // The demo lender's account is open from the seed (is_active_rdl): opening it again is a 409.
    const opened = await post(t.app, api('/v1/lender/create-rdf'), undefined, { token });
    expect(opened.statusCode, opened.body).toBe(409);
    const rdl = (await post(t.app, api('/newProfile/showRDL'), undefined, { token })).json() as {
      data: { status: string; cif_number: string | null; account_number: string | null };
    };
    expect(rdl.data.status).toBe('active');
    expect(rdl.data.cif_number).toMatch(/^\d+$/);
    const data = await profile(token);
    expect(data.cif_number).toBe(rdl.data.cif_number);
    expect(data.account_number).toBe(rdl.data.account_number);
  });
});

describe('registration status (getRegistrationStatus)', () => {
  it('reports the KYC step and state of individual and corporate lenders', async () => {
    const read = async (token: string) =>
      expectBody(
        GetRegistrationStatusResponse,
        await post(t.app, api('/v3/checkRegistrasi'), undefined, { token }),
      ).data.current_status;

    const baru = await read(await loginAs(t.app, 'demo.baru'));
    expect(baru).toMatchObject({
      user_status: 'notfilled',
      lender_type: 1,
      step_order: 1,
      kyc_complete: false,
      phone_verified: false,
      status_ekyc: 0,
    });

    const setengahToken = await loginAs(t.app, 'demo.setengah');
    const setengah = await read(setengahToken);
    const ekyc = expectBody(
      GetEkycStatusResponse,
      await get(t.app, api('/v1/lender/ekyc/status'), { token: setengahToken }),
    ).data;
    expect(setengah.step_order).toBe(2);
    expect(setengah.step_order).toBe(ekyc.step_order);
    expect(setengah.kyc_complete).toBe(false);

    const individu = await read(await loginAs(t.app, 'demo.individu'));
    expect(individu).toMatchObject({ user_status: 'active', lender_type: 1, step_order: 4 });
    expect(individu.kyc_complete).toBe(individu.phone_verified && individu.status_ekyc === 1);

    const korporasiToken = await loginAs(t.app, 'demo.korporasi');
    const korporasi = await read(korporasiToken);
    const progress = expectBody(
      GetCorporateKycProgressResponse,
      await get(t.app, api('/v1/lender_corporation/kyc/progress'), { token: korporasiToken }),
    ).data;
    expect(korporasi).toMatchObject({ user_status: 'active', lender_type: 2, status_ekyc: 0 });
    expect(korporasi.step_order).toBe(progress.step_order);
    expect(korporasi.kyc_complete).toBe(korporasi.step_order === 5 && korporasi.phone_verified);
  });
});
