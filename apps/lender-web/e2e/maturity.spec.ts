// A funding's maturity, the money's whole way back, against the real lender-api and its demo seed
// (`demo-maturity.ts`): a lender whose project's last payout is due (one lender per language, each
// with a project of its own, so the two journeys never touch each other's money) reads Dana Tersedia
// on home, pays everything left on the sandbox project life page — the project shows repaid and stays
// listed, with no action — and then home's Dana Tersedia has risen by exactly the principal returned
// and the last yield net of tax as the server shares them out (its Ended list's last repayment, never
// a figure of the journey's own); Manage Funding's Ended tab holds the funding with its agreement; the
// lender withdraws the principal, the sandbox bank pays it and the history shows it paid. By visible
// labels, in Indonesian and English, axe 0 on every page visited. Never moves the sandbox clock: the
// seeded payout is already due today, and moving the clock would move every other journey's day.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, DEMO_PASSWORD, sessionHeaders } from './support/funded-lender';
import { LANGS, localePath, t, type Lang, type MessageId } from './support/i18n';
import { rupiah } from './support/money';
import {
  decideLatest,
  requestWithdrawal,
  withdrawalCard,
  withdrawalStage,
} from './support/withdrawal';

/** The seed's lenders at maturity, one per language (`MATURITY_SEEDS`), and their projects. */
const LENDERS: Record<Lang, { username: string; project: string }> = {
  id: { username: 'demo.jatuhtempo', project: 'Modal Kerja Katering Nasi Kotak Bogor' },
  en: {
    username: 'demo.jatuhtempo2',
    project: 'Modal Kerja Toko Bahan Kue Sumber Rasa Pontianak',
  },
};

/** The withdrawal's success message (spec §8's wording in Indonesian; the catalogue's English). */
const SUCCESS = { id: 'Penarikan anda sedang diproses', en: 'Your withdrawal is being processed' };

interface Funding {
  id: number;
  nama_proyek: string;
  nominal_awal: number;
}
interface Ended extends Funding {
  gagal_bayar: boolean;
  pokok_kembali: number;
  pembayaran: { tanggal: string; imbal_hasil: number; pajak: number; pokok: number }[];
}
type Lists = Record<'dataProyekAktif' | 'dataProyekFull' | 'dataProyekClosed', Funding[]> & {
  dataProyekSelesai: Ended[];
};

async function fundings(request: APIRequestContext, token: string): Promise<Lists> {
  const answer = await request.post('/api/newPendanaan/listKelolaInvestasiNewNew', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Lists;
}

/**
 * The lender signs its funding's agreement with the sandbox PrivyID (its page's "sign" form, as the
 * signing journey does in the browser), so the ended funding has an agreement to show.
 */
async function signAgreement(request: APIRequestContext, token: string, fundingId: number) {
  const sent = await request.post('/api/privy/sendDocAkadPendanaan', {
    headers: sessionHeaders(token),
    data: { id_pendanaan: fundingId },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { docToken } = ((await sent.json()) as { data: { docToken: string } }).data;
  const signed = await request.post(`/sandbox/sign/privy/${encodeURIComponent(docToken)}`, {
    form: { decision: 'sign', lang: 'id' },
    maxRedirects: 0,
  });
  expect(signed.status(), await signed.text()).toBe(303);
}

/** The figure under a balance's label on the home page. */
const figure = (page: Page, lang: Lang, key: MessageId) =>
  page.locator('dt', { hasText: t(lang, key) }).locator('xpath=following-sibling::dd[1]');

/** Rupiah as the app shows it, read back as a number (`Rp 1.250.000` → 1250000). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A tab of Manage Funding by its label (the label is followed by the count of its fundings). */
const tab = (page: Page, lang: Lang, key: MessageId) =>
  page.getByRole('tab', { name: new RegExp(`^${escape(t(lang, key))} \\(\\d+\\)$`) });

for (const lang of LANGS) {
  test(`a funding at maturity: repaid on the sandbox page, the principal and last net yield back in Dana Tersedia, ended with its agreement, the principal withdrawn and paid (${lang})`, async ({
    page,
    request,
  }) => {
    const { username, project } = LENDERS[lang];
    await logIn(page, lang, username, DEMO_PASSWORD);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(cookie, 'the session cookie').toBeDefined();
    const token = decodeURIComponent(cookie!.value);

    // The seed's funding: open, its project's last payout due.
    const open = await fundings(request, token);
    const funding = [
      ...open.dataProyekAktif,
      ...open.dataProyekFull,
      ...open.dataProyekClosed,
    ].find((f) => f.nama_proyek === project);
    expect(funding, `${username}'s funding of ${project}`).toBeDefined();
    expect(open.dataProyekSelesai.some((f) => f.id === funding!.id)).toBe(false);
    await signAgreement(request, token, funding!.id);

    // Home: Dana Tersedia as the server has it.
    const before = await balances(request, token);
    await expect(figure(page, lang, 'dashboard.home.available')).toHaveText(
      rupiah(before.dana_tersedia),
    );
    const shownBefore = amountOf(
      await figure(page, lang, 'dashboard.home.available').textContent(),
    );
    await expectNoAxeViolations(page, `home before maturity (${lang})`);

    // The sandbox project life: the borrower pays everything left.
    await page.goto(localePath(lang, '/dashboard/sandbox-life'));
    const life = page.locator('li', { has: page.getByRole('heading', { name: project }) });
    await expect(
      life.getByText(t(lang, 'sandbox.life.stageRunning'), { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `sandbox project life, due (${lang})`);
    await life.getByRole('button', { name: t(lang, 'sandbox.life.repayAll') }).click();
    await expect(
      life.getByText(t(lang, 'sandbox.life.stageRepaid'), { exact: true }),
    ).toBeVisible();
    await expect(life.getByText(t(lang, 'sandbox.life.ended'))).toBeVisible();
    await expect(life.getByRole('button')).toHaveCount(0);
    // Still listed once ended, after a reload.
    await page.reload();
    await expect(
      life.getByText(t(lang, 'sandbox.life.stageRepaid'), { exact: true }),
    ).toBeVisible();
    await expect(life.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, `sandbox project life, repaid (${lang})`);

    // What came back, as the server shared it out: the last repayment's principal and net yield.
    const ended = (await fundings(request, token)).dataProyekSelesai.find(
      (f) => f.id === funding!.id,
    );
    expect(ended, 'the funding among the ended ones').toBeDefined();
    expect(ended!.gagal_bayar).toBe(false);
    const last = ended!.pembayaran.at(-1)!;
    expect(last.pokok, 'the whole principal came back with the last repayment').toBe(
      funding!.nominal_awal,
    );
    expect(ended!.pokok_kembali).toBe(funding!.nominal_awal);
    expect(last.imbal_hasil).toBeGreaterThan(0);
    const back = last.pokok + last.imbal_hasil;

    // Home: Dana Tersedia has risen by exactly that.
    await page.goto(localePath(lang, '/dashboard'));
    await expect(figure(page, lang, 'dashboard.home.available')).toHaveText(
      rupiah(shownBefore + back),
    );
    expect((await balances(request, token)).dana_tersedia).toBe(before.dana_tersedia + back);

    // Manage Funding, the Ended tab: the funding, repaid, with its signed agreement to download.
    await page.goto(localePath(lang, '/dashboard/my-funding'));
    await tab(page, lang, 'my-funding.list.ended').click();
    const card = page.locator('article', {
      has: page.getByRole('heading', { level: 2, name: project, exact: true }),
    });
    await expect(card.getByText(t(lang, 'my-funding.ended.repaid'), { exact: true })).toBeVisible();
    await card
      .getByRole('button', { name: t(lang, 'my-funding.list.detailNamed', { name: project }) })
      .click();
    const drawer = page.getByRole('dialog', { name: project });
    const download = drawer.getByRole('button', { name: t(lang, 'screen.signing.download') });
    await expect(download).toBeVisible();
    await expectNoAxeViolations(page, `Manage Funding, ended funding (${lang})`);
    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await (await downloading).path();
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');

    // The principal withdrawn: requested, paid by the sandbox bank, shown paid.
    await page.goto(localePath(lang, '/dashboard/withdrawal'));
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'withdrawal.page.title') }),
    ).toBeVisible();
    await requestWithdrawal(page, lang, last.pokok, DEMO_PASSWORD);
    const result = page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
    await expect(result.getByText(SUCCESS[lang])).toBeVisible();
    await result
      .getByRole('button', { name: t(lang, 'common.action.close') })
      .last()
      .click();
    await expect(
      withdrawalCard(page, lang, last.pokok).getByText(
        withdrawalStage(lang, 'processing', 'stageCurrent'),
      ),
    ).toBeAttached();
    const decided = await decideLatest(request, token, 'paid');
    expect(decided.jumlah_penarikan).toBe(last.pokok);
    await page.reload();
    await expect(
      withdrawalCard(page, lang, last.pokok).getByText(withdrawalStage(lang, 'paid', 'stageDone')),
    ).toBeAttached();
    await expectNoAxeViolations(page, `withdrawal history, paid (${lang})`);

    // Home: the principal has left Dana Tersedia; the yields stay.
    await page.goto(localePath(lang, '/dashboard'));
    await expect(figure(page, lang, 'dashboard.home.available')).toHaveText(
      rupiah(shownBefore + last.imbal_hasil),
    );
  });
}
