import {
  CheckPrivyFundingAgreementResponse,
  CheckVidaSignFundingAgreementResponse,
  CreatePrivySigningLinkResponse,
  CreateVidaSignSigningLinkResponse,
  ErrorResponse,
  GetIndividualProfileResponse,
  GetPrivyFundingAgreementResponse,
  GetPrivySigningStatusResponse,
  GetPrivyUserIdResponse,
  GetProjectDetailResponse,
  GetTteTimeResponse,
  GetVidaSignEnvelopeStatusResponse,
  GetVidaSignFundingAgreementResponse,
  ListManagedFundingsResponse,
  SaveTteTimeResponse,
  SendPrivyFundingAgreementResponse,
  SendVidaSignFundingAgreementResponse,
  ValidationErrorResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type Lang,
  type TestApp,
  moneyKey,
} from '../helpers/test-app.ts';
import { money, newLender, projectWithSlotsLeft } from '../helpers/money-helpers.ts';
import { signingDb } from '../../src/modules/signing/tables.ts';
import { pdfText } from './pdf-text.ts';

let t: TestApp;
let project: { id: number; harga: number };
beforeAll(async () => {
  t = await createTestApp();
  project = await projectWithSlotsLeft(t, 400);
});
afterAll(async () => {
  await t.close();
});

/** A verified lender with money who bought `paket` packages of the test project. */
async function fundedLender(paket = 3) {
  const lender = await newLender(t, { topUp: 60_000_000 });
  const answer = await post(
    t.app,
    api('/newProyek/checkout_new'),
    { id_proyek: project.id, paket },
    { token: lender.token, headers: moneyKey() },
  );
  const body = answer.json() as { id_pendanaan?: number; error?: string };
  if (!body.id_pendanaan) throw new Error(`checkout failed: ${answer.body}`);
  const row = await money(t)
    .selectFrom('lenders')
    .select(['nama', 'email'])
    .where('id', '=', lender.id)
    .executeTakeFirstOrThrow();
  return { ...lender, fundingId: body.id_pendanaan, nama: row.nama ?? '', email: row.email };
}

/** The path of a sandbox signing URL (the app is injected, the origin is PUBLIC_URL). */
function pathOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe('http://pendana.test');
  return `${parsed.pathname}${parsed.search}`;
}

async function openPage(url: string) {
  return t.app.inject({ method: 'GET', url: pathOf(url) });
}

async function decide(url: string, decision: 'sign' | 'decline', lang: Lang = 'id') {
  const path = new URL(url).pathname;
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}&lang=${lang}`,
  });
}

const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;

describe('PrivyID (privy): send, open, sign, download', () => {
  it('moves Pending → In Progress → Completed through the sandbox page and serves the signed PDF', async () => {
    const a = await fundedLender(3);
    const sent = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    expect(sent.message).toBe('Dokumen akad berhasil dikirim');
    expect(sent.data).toMatchObject({
      pendanaan_id: a.fundingId,
      status: 'Pending',
      signed_at: null,
    });
    const docToken = sent.data.docToken;

    const status = async () =>
      expectBody(
        GetPrivySigningStatusResponse,
        await get(t.app, api(`/privy/signing-status/${encodeURIComponent(docToken)}`), {
          token: a.token,
        }),
      ).data.status;
    expect(await status()).toBe('Pending');

    // The unsigned agreement already downloads, marked as not signed.
    const draft = await get(t.app, api(`/privy/download-doc-pendanaan/${docToken}`), {
      token: a.token,
    });
    expect(draft.statusCode).toBe(200);
    const draftText = (await pdfText(draft.rawPayload)).text;
    expect(draftText.replace(/\s+/g, ' ')).toContain(
      'BELUM DITANDATANGANI - status dokumen: Pending.',
    );

    const page = await openPage(sent.data.urlDocument);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="id">');
    expect(page.body).toContain('Tanda tangani');
    expect(page.body).toContain('Tolak');
    expect(page.body).toContain(rupiah(3 * project.harga));
    expect(await status()).toBe('In Progress');

    const signed = await decide(sent.data.urlDocument, 'sign');
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe(
      `/dashboard/my-funding?signing=privy&docToken=${docToken}&status=Completed`,
    );
    expect(await status()).toBe('Completed');

    const checked = expectBody(
      CheckPrivyFundingAgreementResponse,
      await post(t.app, api('/privy/cekDocAkadPendanaan'), { docToken }, { token: a.token }),
    );
    expect(checked.data.status).toBe('Completed');
    expect(checked.data.signed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    const ofFunding = expectBody(
      GetPrivyFundingAgreementResponse,
      await get(t.app, api(`/privy/doc-pendanaan/${a.fundingId}`), { token: a.token }),
    );
    expect(ofFunding.data).toEqual(checked.data);

    const file = await get(t.app, api(`/privy/download-doc-pendanaan/${docToken}`), {
      token: a.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="akad-pendanaan-${docToken}.pdf"`,
    );
    const pdf = await pdfText(file.rawPayload);
    expect(pdf.title).toContain('AKAD PENDANAAN');
    expect(pdf.text).toContain(a.nama);
    expect(pdf.text).toContain(a.email);
    expect(pdf.text).toContain('Pembangunan Perumahan Griya Asri Cileungsi Tahap 2');
    expect(pdf.text).toContain(rupiah(3 * project.harga));
    expect(pdf.text).toMatch(/Akad\s*\n(Murabahah|Mudharabah)/);
    expect(pdf.flat).toMatch(
      new RegExp(
        `Ditandatangani secara elektronik oleh ${a.nama} \\(${a.email.replace('.', '\\.')}\\) pada \\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d WIB melalui PrivyID\\.`,
      ),
    );
    expect(pdf.text).not.toContain('BELUM DITANDATANGANI');
    // The project's HTML owner profile is printed as text.
    expect(pdf.flat).toContain(
      'Profil pemilik proyek PT Griya Asri Sejahtera telah menjalankan usahanya',
    );
    expect(pdf.text).not.toMatch(/<\/?p>/);

    // The page now only reports the result; a second decision is refused.
    const after = await openPage(sent.data.urlDocument);
    expect(after.body).toContain('Status dokumen: Completed.');
    expect((await decide(sent.data.urlDocument, 'decline')).statusCode).toBe(409);
    expect(await status()).toBe('Completed');

    // Signing recorded the lender's tte time.
    const tte = expectBody(
      GetTteTimeResponse,
      await get(t.app, api('/newPendanaan/waktu-tte'), { token: a.token }),
    );
    expect(tte.data.waktu_tte).toBe(checked.data.signed_at);

    // Already signed for this amount: sending again is a conflict.
    const again = await post(
      t.app,
      api('/privy/sendDocAkadPendanaan'),
      { id_pendanaan: a.fundingId },
      { token: a.token, lang: 'en' },
    );
    expect(again.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, again).message).toBe(
      'This funding agreement is already signed.',
    );
  });

  it('declines, and a new agreement can then be sent', async () => {
    const a = await fundedLender(1);
    const sent = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const declined = await decide(sent.data.urlDocument, 'decline', 'en');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(
      `/en/dashboard/my-funding?signing=privy&docToken=${sent.data.docToken}&status=Declined`,
    );
    const checked = expectBody(
      CheckPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/cekDocAkadPendanaan'),
        { docToken: sent.data.docToken },
        { token: a.token },
      ),
    );
    expect(checked.data).toMatchObject({ status: 'Declined', signed_at: null });
    const next = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    expect(next.data.docToken).not.toBe(sent.data.docToken);
    expect(next.data.status).toBe('Pending');
    // No signature yet: no tte time.
    expect(
      expectBody(
        GetTteTimeResponse,
        await get(t.app, api('/newPendanaan/waktu-tte'), { token: a.token }),
      ).data.waktu_tte,
    ).toBeNull();
  });
});

describe('VIDA Sign (vida-sign): envelopes', () => {
  it('moves SENT → DELIVERED → COMPLETED; a repeated send answers the same envelope; a changed amount voids it', async () => {
    const a = await fundedLender(2);
    const send = () =>
      post(
        t.app,
        api('/vida-sign/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token, lang: 'en' },
      );
    const first = expectBody(SendVidaSignFundingAgreementResponse, await send());
    expect(first.message).toBe('The agreement has been sent');
    expect(first.data.status).toBe('SENT');
    expect(first.data.signature_links).toEqual([
      {
        signature_link: expect.stringMatching(
          /^http:\/\/pendana\.test\/sandbox\/sign\/vida-sign\/[0-9a-f-]{36}\?recipient=1&lang=en$/,
        ) as string,
        signer_email: a.email,
        signer_name: a.nama,
      },
    ]);
    const twice = expectBody(SendVidaSignFundingAgreementResponse, await send());
    expect(twice.data.envelope_id).toBe(first.data.envelope_id);

    // Adding funds changes the amount: the open envelope is voided and a new one is sent.
    const added = await post(
      t.app,
      api('/newPendanaan/tambah-pendanaan-new'),
      { id_pendanaan: a.fundingId, paket: 1 },
      { token: a.token, headers: moneyKey() },
    );
    expect((added.json() as { success?: string }).success).toBeTruthy();
    const replaced = expectBody(SendVidaSignFundingAgreementResponse, await send());
    expect(replaced.data.envelope_id).not.toBe(first.data.envelope_id);
    const envelopeStatus = async (id: string) =>
      expectBody(
        GetVidaSignEnvelopeStatusResponse,
        await get(t.app, api(`/vida-sign/envelope-status/${id}`), { token: a.token }),
      ).data.status;
    expect(await envelopeStatus(first.data.envelope_id)).toBe('VOIDED');
    expect(
      (await decide(first.data.signature_links[0]?.signature_link ?? '', 'sign')).statusCode,
    ).toBe(409);

    const link = replaced.data.signature_links[0]?.signature_link ?? '';
    const page = await openPage(link);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('>Sign</button>');
    expect(page.body).toContain('>Decline</button>');
    expect(page.body).toContain(rupiah(3 * project.harga));
    expect(await envelopeStatus(replaced.data.envelope_id)).toBe('DELIVERED');
    const done = await decide(link, 'sign', 'en');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('status=COMPLETED');
    expect(await envelopeStatus(replaced.data.envelope_id)).toBe('COMPLETED');

    const checked = expectBody(
      CheckVidaSignFundingAgreementResponse,
      await post(
        t.app,
        api('/vida-sign/cekDocAkadPendanaan'),
        { docToken: replaced.data.docToken },
        { token: a.token },
      ),
    );
    expect(checked.data.status).toBe('COMPLETED');
    const ofFunding = expectBody(
      GetVidaSignFundingAgreementResponse,
      await get(t.app, api(`/vida-sign/doc-pendanaan/${a.fundingId}`), { token: a.token }),
    );
    expect(ofFunding.data.envelope_id).toBe(replaced.data.envelope_id);

    const file = await get(
      t.app,
      api(`/vida-sign/download-doc-pendanaan/${replaced.data.docToken}`),
      {
        token: a.token,
      },
    );
    const pdf = await pdfText(file.rawPayload);
    // Sent in English: the agreement is in English, for the new amount (3 packages).
    expect(pdf.text).toContain('FUNDING AGREEMENT');
    expect(pdf.text).toContain(rupiah(3 * project.harga));
    expect(pdf.flat).toMatch(
      /Signed electronically by .+ on \d\d-\d\d-\d{4} \d\d:\d\d WIB through VIDA Sign\./,
    );
    // The voided envelope's PDF still states its own (older) amount and that it is not signed.
    const old = await pdfText(
      (
        await get(t.app, api(`/vida-sign/download-doc-pendanaan/${first.data.docToken}`), {
          token: a.token,
        })
      ).rawPayload,
    );
    expect(old.text).toContain(rupiah(2 * project.harga));
    expect(old.flat).toContain('NOT SIGNED - document status: VOIDED.');
  });

  it('expires unsigned envelopes and documents after 7 days', async () => {
    const a = await fundedLender(1);
    const vida = expectBody(
      SendVidaSignFundingAgreementResponse,
      await post(
        t.app,
        api('/vida-sign/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const privy = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    // Seven days later (moved on the documents: the test sessions last one day).
    await signingDb(t.database.db)
      .updateTable('signing_documents')
      .set({ expires_at: new Date(t.clock.now().getTime() - 1000) })
      .where('lender_id', '=', a.id)
      .execute();
    expect(
      expectBody(
        GetVidaSignEnvelopeStatusResponse,
        await get(t.app, api(`/vida-sign/envelope-status/${vida.data.envelope_id}`), {
          token: a.token,
        }),
      ).data.status,
    ).toBe('EXPIRED');
    expect(
      expectBody(
        GetPrivySigningStatusResponse,
        await get(t.app, api(`/privy/signing-status/${privy.data.docToken}`), { token: a.token }),
      ).data.status,
    ).toBe('Expired');
    expect((await decide(privy.data.urlDocument, 'sign')).statusCode).toBe(409);
    // An expired document is replaced by a new one.
    const fresh = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    expect(fresh.data.docToken).not.toBe(privy.data.docToken);
    expect(fresh.data.status).toBe('Pending');
  });
});

describe('concurrency', () => {
  it('20 simultaneous sends of one funding create one document per provider; 10 simultaneous decisions finish it once', async () => {
    const a = await fundedLender(1);
    const sends = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          t.app,
          api(i % 2 === 0 ? '/privy/sendDocAkadPendanaan' : '/vida-sign/sendDocAkadPendanaan'),
          { id_pendanaan: a.fundingId },
          { token: a.token },
        ),
      ),
    );
    expect(sends.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const tokens = new Set(
      sends.map((r) => (r.json() as { data: { docToken: string } }).data.docToken),
    );
    expect(tokens.size).toBe(2);
    const rows = await signingDb(t.database.db)
      .selectFrom('signing_documents')
      .select(['provider'])
      .where('lender_id', '=', a.id)
      .execute();
    expect(rows.map((r) => r.provider).sort()).toEqual(['privy', 'vida-sign']);

    const privy = sends[0]?.json() as { data: { urlDocument: string; docToken: string } };
    const decisions = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decide(privy.data.urlDocument, i % 2 === 0 ? 'sign' : 'decline'),
      ),
    );
    const codes = decisions.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 303)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const winner = decisions.find((r) => r.statusCode === 303)?.headers.location ?? '';
    const status = expectBody(
      GetPrivySigningStatusResponse,
      await get(t.app, api(`/privy/signing-status/${privy.data.docToken}`), { token: a.token }),
    ).data.status;
    expect(winner).toContain(`status=${status}`);
    expect(['Completed', 'Declined']).toContain(status);
  });
});

describe('signing links before the checkout', () => {
  it('creates a document for id_proyek and paket, answers it again, and links it to the funding bought afterwards', async () => {
    const a = await newLender(t, { topUp: 20_000_000 });
    const link = expectBody(
      CreatePrivySigningLinkResponse,
      await post(
        t.app,
        api('/privy/signing-link'),
        { id_proyek: project.id, paket: 2 },
        { token: a.token },
      ),
    );
    expect(link.data.urlDocument).toMatch(
      /^http:\/\/pendana\.test\/sandbox\/sign\/privy\/DOC-P\d+-[0-9a-f]{16}\?lang=id$/,
    );
    const same = expectBody(
      CreatePrivySigningLinkResponse,
      await post(
        t.app,
        api('/privy/signing-link'),
        { id_proyek: project.id, paket: 2 },
        { token: a.token },
      ),
    );
    expect(same.data.docToken).toBe(link.data.docToken);
    // Not funded yet: the check has no funding to report.
    const early = await post(
      t.app,
      api('/privy/cekDocAkadPendanaan'),
      { docToken: link.data.docToken },
      { token: a.token, lang: 'en' },
    );
    expect(early.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, early).message).toBe(
      'This agreement is not linked to a funding yet. Complete the funding first.',
    );
    expect((await decide(link.data.urlDocument, 'sign')).statusCode).toBe(303);
    const bought = (
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: project.id, paket: 2 },
        { token: a.token, headers: moneyKey() },
      )
    ).json() as { id_pendanaan: number };
    const checked = expectBody(
      CheckPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/cekDocAkadPendanaan'),
        { docToken: link.data.docToken },
        { token: a.token },
      ),
    );
    expect(checked.data).toMatchObject({ pendanaan_id: bought.id_pendanaan, status: 'Completed' });

    const vida = expectBody(
      CreateVidaSignSigningLinkResponse,
      await post(
        t.app,
        api('/vida-sign/signing-link'),
        { id_proyek: project.id, paket: 1 },
        { token: a.token },
      ),
    );
    expect(vida.data.signature_links).toHaveLength(1);
    expect(
      expectBody(
        GetVidaSignEnvelopeStatusResponse,
        await get(t.app, api(`/vida-sign/envelope-status/${vida.data.envelope_id}`), {
          token: a.token,
        }),
      ).data.status,
    ).toBe('SENT');
  });

  it('answers simultaneous link requests with one document and moves no money', async () => {
    const a = await newLender(t);
    const links = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          t.app,
          api('/privy/signing-link'),
          { id_proyek: project.id, paket: 3 },
          { token: a.token },
        ),
      ),
    );
    const tokens = new Set(
      links.map((r) => expectBody(CreatePrivySigningLinkResponse, r).data.docToken),
    );
    expect(tokens.size).toBe(1);
    // No wallet was opened: the lender still has had no money movement.
    const detail = expectBody(
      GetProjectDetailResponse,
      await post(t.app, api('/newProyek/detil'), { id_proyek: project.id }, { token: a.token }),
    );
    expect(detail.data.tidak_teralokasi).toBeNull();
  });

  it("refuses a project that cannot take the packages (the checkout's texts) and unknown projects", async () => {
    const a = await newLender(t);
    const closed = await money(t)
      .selectFrom('projects')
      .select('id')
      .where('tgl_selesai_penggalangan', '<', new Date().toISOString().slice(0, 10))
      .where('tgl_selesai', '>', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
      .executeTakeFirstOrThrow();
    const refused = await post(
      t.app,
      api('/privy/signing-link'),
      { id_proyek: closed.id, paket: 1 },
      { token: a.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, refused).message).toMatch(
      /^(Proyek Tutup|Proyek Sudah Penuh|Penggalangan Dana Proyek Sudah Selesai)$/,
    );
    const tooMany = await post(
      t.app,
      api('/vida-sign/signing-link'),
      { id_proyek: project.id, paket: 10_000 },
      { token: a.token },
    );
    expect(tooMany.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, tooMany).message).toMatch(
      /^Sisa paket proyek ini tinggal \d+$/,
    );
    const unknown = await post(
      t.app,
      api('/privy/signing-link'),
      { id_proyek: 999_999, paket: 1 },
      { token: a.token },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PrivyID identity and tte time', () => {
  it('registers verified lenders once and not the others; only verified lenders sign', async () => {
    const a = await newLender(t);
    const first = expectBody(
      GetPrivyUserIdResponse,
      await get(t.app, api('/privy/user-id?user_type=1'), { token: a.token }),
    );
    expect(first.data).toMatchObject({ user_type: 1, registered: true });
    expect(first.data.privy_id).toMatch(/^[A-Z]{3}-[0-9A-F]{6}$/);
    const second = expectBody(
      GetPrivyUserIdResponse,
      await get(t.app, api('/privy/user-id?user_type=1'), { token: a.token }),
    );
    expect(second.data.privy_id).toBe(first.data.privy_id);

    const baru = await loginAs(t.app, 'demo.baru');
    expect(
      expectBody(
        GetPrivyUserIdResponse,
        await get(t.app, api('/privy/user-id?user_type=1'), { token: baru }),
      ).data,
    ).toEqual({ privy_id: null, user_type: 1, registered: false });
    const link = await post(
      t.app,
      api('/privy/signing-link'),
      { id_proyek: project.id, paket: 1 },
      { token: baru, lang: 'en' },
    );
    expect(link.statusCode).toBe(409);
    expect(expectBody(ErrorResponse, link).message).toContain('not verified');
  });

  it('records waktu_tte only after a signature and never in the future', async () => {
    const a = await fundedLender(1);
    const empty = expectBody(
      GetTteTimeResponse,
      await get(t.app, api('/newPendanaan/waktu-tte'), { token: a.token }),
    );
    expect(empty.data.waktu_tte).toBeNull();
    const moment = '2026-01-05T10:15:00+07:00';
    const unsigned = await post(
      t.app,
      api('/newPendanaan/waktu-tte'),
      { waktu_tte: moment },
      { token: a.token },
    );
    expect(unsigned.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, unsigned).errors.waktu_tte).toEqual([
      'Belum ada dokumen akad yang Anda tandatangani.',
    ]);
    const sent = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    await decide(sent.data.urlDocument, 'sign');
    const future = await post(
      t.app,
      api('/newPendanaan/waktu-tte'),
      { waktu_tte: new Date(t.clock.now().getTime() + 3_600_000).toISOString() },
      { token: a.token, lang: 'en' },
    );
    expect(future.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, future).errors.waktu_tte).toEqual([
      'The signing time cannot be in the future.',
    ]);
    const saved = expectBody(
      SaveTteTimeResponse,
      await post(
        t.app,
        api('/newPendanaan/waktu-tte'),
        { waktu_tte: '2026-01-05T03:15:00Z' },
        { token: a.token },
      ),
    );
    expect(saved.data.waktu_tte).toBe(moment);
    expect(
      expectBody(
        GetTteTimeResponse,
        await get(t.app, api('/newPendanaan/waktu-tte'), { token: a.token }),
      ).data.waktu_tte,
    ).toBe(moment);
  });
});

describe('profile signing state', () => {
  it('shows the identifiers, the latest document and envelope with their links and statuses, and the tte time', async () => {
    const a = await fundedLender(1);
    const privy = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const vida = expectBody(
      SendVidaSignFundingAgreementResponse,
      await post(
        t.app,
        api('/vida-sign/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    await decide(privy.data.urlDocument, 'sign');
    const userId = expectBody(
      GetPrivyUserIdResponse,
      await get(t.app, api('/privy/user-id?user_type=1'), { token: a.token }),
    );
    const tte = expectBody(
      GetTteTimeResponse,
      await get(t.app, api('/newPendanaan/waktu-tte'), { token: a.token }),
    );
    const profile = expectBody(
      GetIndividualProfileResponse,
      await get(t.app, api('/v1/lender/profile'), { token: a.token }),
    );
    expect(profile.data.signing).toEqual({
      privy_id: userId.data.privy_id,
      privy_sign_link: privy.data.urlDocument,
      privy_sign_status: 'Completed',
      vida_sign_id: expect.stringMatching(/^VS-[0-9a-f]{8}$/) as string,
      signature_links: vida.data.signature_links,
      envelopeID: vida.data.envelope_id,
      vida_sign_status: 'SENT',
      tteTime: tte.data.waktu_tte,
    });
    expect(tte.data.waktu_tte).not.toBeNull();
  });
});

describe('funding lists', () => {
  it('show an agreement signed before the checkout on the funding at once (VIDA Sign link by docToken)', async () => {
    const a = await newLender(t, { topUp: 20_000_000 });
    const link = expectBody(
      CreateVidaSignSigningLinkResponse,
      await post(
        t.app,
        api('/vida-sign/signing-link'),
        { id_proyek: project.id, paket: 1 },
        { token: a.token },
      ),
    );
    expect(link.data.docToken).toMatch(/^DOC-/);
    const signed = await decide(link.data.signature_links[0]!.signature_link, 'sign');
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toContain(`docToken=${link.data.docToken}`);
    const bought = (
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: project.id, paket: 1 },
        { token: a.token, headers: moneyKey() },
      )
    ).json() as { id_pendanaan: number };
    const funding = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, {
        token: a.token,
      }),
    ).dataProyekAktif.find((item) => item.id === bought.id_pendanaan);
    expect(funding?.signing).toEqual({
      provider: 'vida-sign',
      docToken: link.data.docToken,
      status: 'COMPLETED',
    });
  });

  it("show each funding's latest agreement (provider, docToken, status)", async () => {
    const a = await fundedLender(1);
    const list = async () =>
      expectBody(
        ListManagedFundingsResponse,
        await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, {
          token: a.token,
        }),
      ).dataProyekAktif.find((item) => item.id === a.fundingId)?.signing;
    expect(await list()).toEqual({ provider: null, docToken: null, status: null });
    const privy = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    expect(await list()).toEqual({
      provider: 'privy',
      docToken: privy.data.docToken,
      status: 'Pending',
    });
    const vida = expectBody(
      SendVidaSignFundingAgreementResponse,
      await post(
        t.app,
        api('/vida-sign/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    await decide(vida.data.signature_links[0]?.signature_link ?? '', 'sign');
    expect(await list()).toEqual({
      provider: 'vida-sign',
      docToken: vida.data.docToken,
      status: 'COMPLETED',
    });
  });
});

describe('owner only, sessions and bad input', () => {
  it("answers 404 for another lender's funding, document and envelope", async () => {
    const a = await fundedLender(1);
    const b = await fundedLender(1);
    const privy = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const vida = expectBody(
      SendVidaSignFundingAgreementResponse,
      await post(
        t.app,
        api('/vida-sign/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const asB = { token: b.token, lang: 'en' as const };
    const answers = [
      await post(t.app, api('/privy/sendDocAkadPendanaan'), { id_pendanaan: a.fundingId }, asB),
      await post(t.app, api('/vida-sign/sendDocAkadPendanaan'), { id_pendanaan: a.fundingId }, asB),
      await post(t.app, api('/privy/cekDocAkadPendanaan'), { docToken: privy.data.docToken }, asB),
      await post(
        t.app,
        api('/vida-sign/cekDocAkadPendanaan'),
        { docToken: vida.data.docToken },
        asB,
      ),
      await get(t.app, api(`/privy/doc-pendanaan/${a.fundingId}`), asB),
      await get(t.app, api(`/vida-sign/doc-pendanaan/${a.fundingId}`), asB),
      await get(t.app, api(`/privy/signing-status/${privy.data.docToken}`), asB),
      await get(t.app, api(`/vida-sign/envelope-status/${vida.data.envelope_id}`), asB),
      await get(t.app, api(`/privy/download-doc-pendanaan/${privy.data.docToken}`), asB),
      await get(t.app, api(`/vida-sign/download-doc-pendanaan/${vida.data.docToken}`), asB),
      // A document is looked up at its own provider only.
      await get(t.app, api(`/vida-sign/download-doc-pendanaan/${privy.data.docToken}`), {
        token: a.token,
      }),
      await post(
        t.app,
        api('/vida-sign/cekDocAkadPendanaan'),
        { docToken: privy.data.docToken },
        { token: a.token },
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(expectBody(ErrorResponse, answer).message.length).toBeGreaterThan(0);
      expect(answer.body).not.toContain(a.email);
    }
    // B's own funding has no agreement yet.
    const none = await get(t.app, api(`/privy/doc-pendanaan/${b.fundingId}`), asB);
    expect(none.statusCode).toBe(404);
    expect(expectBody(ErrorResponse, none).message).toBe(
      'No agreement has been sent for this funding yet.',
    );
  });

  it('answers 401 on every signing operation without a session', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/privy/sendDocAkadPendanaan', { id_pendanaan: 1 }],
      ['POST', '/privy/cekDocAkadPendanaan', { docToken: 'DOC-1-a' }],
      ['GET', '/privy/doc-pendanaan/1', undefined],
      ['POST', '/vida-sign/sendDocAkadPendanaan', { id_pendanaan: 1 }],
      ['POST', '/vida-sign/cekDocAkadPendanaan', { docToken: 'DOC-1-a' }],
      ['GET', '/vida-sign/doc-pendanaan/1', undefined],
      ['GET', '/privy/user-id?user_type=1', undefined],
      ['POST', '/privy/signing-link', { id_proyek: 1, paket: 1 }],
      ['GET', '/privy/signing-status/DOC-1-a', undefined],
      ['POST', '/vida-sign/signing-link', { id_proyek: 1, paket: 1 }],
      ['GET', '/vida-sign/envelope-status/abc', undefined],
      ['GET', '/newPendanaan/waktu-tte', undefined],
      ['POST', '/newPendanaan/waktu-tte', { waktu_tte: '2026-01-05T10:15:00+07:00' }],
      ['GET', '/privy/download-doc-pendanaan/DOC-1-a', undefined],
      ['GET', '/vida-sign/download-doc-pendanaan/DOC-1-a', undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: api(path),
        headers: { 'x-lang': 'en' },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect(response.statusCode, path).toBe(401);
      expect(expectBody(ErrorResponse, response).message).toBe(
        'Your session has ended. Please log in again.',
      );
    }
  });

  it('answers bad input with 4xx, never 500', async () => {
    const a = await fundedLender(1);
    const auth = { token: a.token, lang: 'en' as const };
    const cases = [
      await post(t.app, api('/privy/sendDocAkadPendanaan'), { id_pendanaan: 0 }, auth),
      await post(t.app, api('/privy/sendDocAkadPendanaan'), { id_pendanaan: 'x' }, auth),
      await post(t.app, api('/privy/sendDocAkadPendanaan'), { id_pendanaan: 1.5 }, auth),
      await post(t.app, api('/vida-sign/sendDocAkadPendanaan'), {}, auth),
      await post(
        t.app,
        api('/vida-sign/sendDocAkadPendanaan'),
        { id_pendanaan: 99_999_999_999 },
        auth,
      ),
      await post(t.app, api('/privy/cekDocAkadPendanaan'), { docToken: '' }, auth),
      await post(t.app, api('/privy/cekDocAkadPendanaan'), { docToken: 'x'.repeat(101) }, auth),
      await post(t.app, api('/vida-sign/cekDocAkadPendanaan'), { docToken: 42 }, auth),
      await get(t.app, api('/privy/doc-pendanaan/abc'), auth),
      await get(t.app, api('/privy/doc-pendanaan/0'), auth),
      await get(t.app, api('/vida-sign/doc-pendanaan/99999999999'), auth),
      await get(t.app, api('/privy/user-id'), auth),
      await get(t.app, api('/privy/user-id?user_type=2'), auth),
      await post(t.app, api('/privy/signing-link'), { id_proyek: project.id, paket: 0 }, auth),
      await post(t.app, api('/vida-sign/signing-link'), { id_proyek: 'a', paket: 1 }, auth),
      await post(
        t.app,
        api('/vida-sign/signing-link'),
        { id_proyek: 99_999_999_999, paket: 1 },
        auth,
      ),
      await get(t.app, api(`/privy/signing-status/${'x'.repeat(101)}`), auth),
      await get(t.app, api(`/vida-sign/envelope-status/${'x'.repeat(101)}`), auth),
      await get(t.app, api('/vida-sign/envelope-status/not-an-envelope'), auth),
      await post(t.app, api('/newPendanaan/waktu-tte'), { waktu_tte: 'yesterday' }, auth),
      await post(t.app, api('/newPendanaan/waktu-tte'), { waktu_tte: '2026-01-05T10:15:00' }, auth),
      await post(t.app, api('/newPendanaan/waktu-tte'), [], auth),
      await get(t.app, api('/docusign/download-doc-pendanaan/DOC-1-a'), auth),
      await get(t.app, api(`/privy/download-doc-pendanaan/${'x'.repeat(101)}`), auth),
      await get(t.app, api('/privy/download-doc-pendanaan/DOC-unknown'), auth),
    ];
    for (const response of cases) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(expectBody(ErrorResponse, response).message.length).toBeGreaterThan(0);
    }
    // The sandbox pages too.
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/sandbox/sign/privy/DOC-unknown' }),
      await t.app.inject({ method: 'GET', url: '/sandbox/sign/docusign/x' }),
      await t.app.inject({ method: 'GET', url: '/sandbox/sign/vida-sign/x/document.pdf' }),
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/sign/privy/DOC-unknown',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=sign',
      }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const sent = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const wrongDecision = await t.app.inject({
      method: 'POST',
      url: new URL(sent.data.urlDocument).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=maybe',
    });
    expect(wrongDecision.statusCode).toBe(404);
    expect(
      expectBody(
        GetPrivySigningStatusResponse,
        await get(t.app, api(`/privy/signing-status/${sent.data.docToken}`), { token: a.token }),
      ).data.status,
    ).toBe('Pending');
  });

  it('escapes names on the sandbox page and keeps non-Latin names printable in the PDF', async () => {
    const a = await fundedLender(1);
    await money(t)
      .updateTable('lenders')
      .set({ nama: '<b>Siti</b> Ämínah 中' })
      .where('id', '=', a.id)
      .execute();
    const sent = expectBody(
      SendPrivyFundingAgreementResponse,
      await post(
        t.app,
        api('/privy/sendDocAkadPendanaan'),
        { id_pendanaan: a.fundingId },
        { token: a.token },
      ),
    );
    const page = await openPage(sent.data.urlDocument);
    expect(page.body).toContain('&lt;b&gt;Siti&lt;/b&gt; Ämínah 中');
    expect(page.body).not.toContain('<b>Siti</b>');
    const pdf = await pdfText(
      (
        await get(t.app, api(`/privy/download-doc-pendanaan/${sent.data.docToken}`), {
          token: a.token,
        })
      ).rawPayload,
    );
    expect(pdf.text).toContain('<b>Siti</b> Ämínah ?');
  });
});
