// The lending cycle as demo.riwayat lived it (lender-api seed `demo-history.ts`): in Manage Funding
// the late project's card carries its days-late badge, the Ended tab holds the repaid project
// (Repaid) and the defaulted one (Defaulted), and the repaid one's drawer lists every repayment that
// reached it; home shows the available funds homeLogin answers. In Indonesian and English, axe 0
// with the Ended tab open. It only reads: other journeys read demo.riwayat's figures too.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, DEMO_PASSWORD, sessionHeaders } from './support/funded-lender';
import { LANGS, localePath, t, type Lang, type MessageId } from './support/i18n';
import { rupiah } from './support/money';

const LENDER = 'demo.riwayat';
/** The seed's three projects of demo.riwayat and the repayments its ended one received (tenor 3). */
const ENDED = 'Modal Kerja Percetakan Buku Pelajaran Yogyakarta';
const ENDED_REPAYMENTS = 3;
const LATE = 'Modal Kerja Bengkel Las dan Bubut Semarang';
const DEFAULTED = 'Modal Kerja Grosir Bahan Bangunan Sinar Makassar';

/** The late badge's text (catalogue `my-funding.list.daysLate`), the days captured. */
const DAYS_LATE: Record<Lang, RegExp> = { id: /^Terlambat (\d+) hari$/, en: /^(\d+) days? late$/ };

interface Funding {
  nama_proyek: string;
  hari_terlambat: number | null;
}
interface Ended {
  nama_proyek: string;
  gagal_bayar: boolean;
  pembayaran: unknown[];
}
type Lists = Record<'dataProyekAktif' | 'dataProyekFull' | 'dataProyekClosed', Funding[]> & {
  dataProyekSelesai: Ended[];
};

const TAB_OF = {
  dataProyekAktif: 'my-funding.list.active',
  dataProyekFull: 'my-funding.list.full',
  dataProyekClosed: 'my-funding.list.closed',
} as const satisfies Record<string, MessageId>;

async function fundings(request: APIRequestContext, token: string): Promise<Lists> {
  const answer = await request.post('/api/newPendanaan/listKelolaInvestasiNewNew', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Lists;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A tab of Manage Funding by its label (the label is followed by the count of its fundings). */
const tab = (page: Page, lang: Lang, key: MessageId) =>
  page.getByRole('tab', { name: new RegExp(`^${escape(t(lang, key))} \\(\\d+\\)$`) });

/** The card of a funding, by its project's heading. */
const card = (page: Page, name: string) =>
  page.locator('article', { has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The figure under a balance's label on the home page. */
const figure = (page: Page, lang: Lang, key: MessageId) =>
  page.locator('dt', { hasText: t(lang, key) }).locator('xpath=following-sibling::dd[1]');

for (const lang of LANGS) {
  test(`demo.riwayat's lending cycle: late badge, repaid and defaulted ended fundings with their repayments, available funds (${lang})`, async ({
    page,
    request,
  }) => {
    // One login: the journey's own calls use the session the browser was given.
    await logIn(page, lang, LENDER, DEMO_PASSWORD);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(cookie, 'the session cookie').toBeDefined();
    const token = decodeURIComponent(cookie!.value);
    const lists = await fundings(request, token);
    const [lateList] = (Object.keys(TAB_OF) as (keyof typeof TAB_OF)[]).filter((list) =>
      lists[list].some((f) => f.nama_proyek === LATE),
    );
    expect(lateList, `the seed's late project ${LATE} among the open fundings`).toBeDefined();
    const late = lists[lateList!].find((f) => f.nama_proyek === LATE)!;
    expect(late.hari_terlambat, 'days late of the late project').toBeGreaterThan(0);
    const repaid = lists.dataProyekSelesai.find((f) => f.nama_proyek === ENDED);
    expect(repaid?.gagal_bayar, `the seed's repaid project ${ENDED}`).toBe(false);
    expect(
      lists.dataProyekSelesai.find((f) => f.nama_proyek === DEFAULTED)?.gagal_bayar,
      `the seed's defaulted project ${DEFAULTED}`,
    ).toBe(true);
    expect(repaid!.pembayaran.length).toBeGreaterThanOrEqual(ENDED_REPAYMENTS);

    // Home (where the session landed): the available funds are the server's.
    const server = await balances(request, token);
    await expect(figure(page, lang, 'dashboard.home.available')).toHaveText(
      rupiah(server.dana_tersedia),
    );

    // Manage Funding: the late project's card and its badge with the days late.
    await page.goto(localePath(lang, '/dashboard/my-funding'));
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'my-funding.list.title') }),
    ).toBeVisible();
    await tab(page, lang, TAB_OF[lateList!]).click();
    const badge = card(page, LATE).getByText(DAYS_LATE[lang]);
    await expect(badge).toBeVisible();
    const days = Number(DAYS_LATE[lang].exec((await badge.textContent()) ?? '')?.[1]);
    expect(days).toBe(late.hari_terlambat);
    expect(days).toBeGreaterThan(0);

    // The Ended tab: the repaid project and the defaulted one, each with its outcome.
    await tab(page, lang, 'my-funding.list.ended').click();
    await expect(tab(page, lang, 'my-funding.list.ended')).toHaveAttribute('aria-selected', 'true');
    await expect(
      card(page, ENDED).getByText(t(lang, 'my-funding.ended.repaid'), { exact: true }),
    ).toBeVisible();
    await expect(
      card(page, DEFAULTED).getByText(t(lang, 'my-funding.list.defaulted'), { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `Manage Funding, Ended tab (${lang})`);

    // The repaid funding's drawer: every repayment it received, one row each.
    await card(page, ENDED)
      .getByRole('button', { name: t(lang, 'my-funding.list.detailNamed', { name: ENDED }) })
      .click();
    const drawer = page.getByRole('dialog', { name: ENDED });
    await expect(drawer).toBeVisible();
    const repayments = drawer
      .getByRole('table', { name: t(lang, 'my-funding.ended.repayments') })
      .locator('tbody')
      .getByRole('row');
    await expect(repayments).toHaveCount(repaid!.pembayaran.length);
    expect(await repayments.count()).toBeGreaterThanOrEqual(ENDED_REPAYMENTS);
  });
}
