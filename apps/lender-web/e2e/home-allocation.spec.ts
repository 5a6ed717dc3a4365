// Home's money at a glance against the real lender-api: a fresh lender (API + sandbox bank) funds two
// projects; home's "where the money is" chart and its table hold the figures getPortfolioAllocation
// computes from the ledger, the splits by akad and sector show beside it, and the next repayments
// list getPortfolioMonthly's next payouts, soonest first — found by their visible labels.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender, sessionHeaders } from './support/funded-lender';
import { LANGS, localePath, t } from './support/i18n';
import { rupiah } from './support/money';

interface OpenProject {
  id: number;
  nama: string;
  harga_paket: number;
  sisa_paket: number;
}

interface Allocation {
  total: number;
  available: number;
  reserved: number;
  invested: number;
  by_stage: { stage: string; amount: number }[];
  by_akad: { akad: string; amount: number }[];
  by_sector: { sector: string; amount: number }[];
}

interface NextPayout {
  nama_proyek: string;
  date: string;
  amount: number;
}

const spaces = (text: string) => text.replace(/\s/g, ' ');

async function serverFigures(request: APIRequestContext, token: string) {
  const headers = sessionHeaders(token);
  const allocation = await request.get('/api/v1/lender/portfolio/allocation', { headers });
  expect(allocation.ok(), await allocation.text()).toBe(true);
  const monthly = await request.get('/api/v1/lender/portfolio/monthly', { headers });
  expect(monthly.ok(), await monthly.text()).toBe(true);
  return {
    allocation: ((await allocation.json()) as { data: Allocation }).data,
    payouts: ((await monthly.json()) as { data: { next_payouts: NextPayout[] } }).data.next_payouts,
  };
}

/** A fresh lender with 1 package in one open project and 2 in another. */
async function lenderWithTwoFundings(request: APIRequestContext) {
  const lender = await newFundedLender(request, 60_000_000);
  const list = await request.post('/api/newProyek/v2/listAll', {
    headers: sessionHeaders(lender.token),
    data: { page: 1, per_page: 50 },
  });
  expect(list.ok()).toBe(true);
  const { dataProyekAktif } = (await list.json()) as { dataProyekAktif: OpenProject[] };
  const open = dataProyekAktif.filter((project) => project.sisa_paket >= 10).slice(0, 2);
  expect(open.length, 'two open projects').toBe(2);
  for (const [index, project] of open.entries()) {
    const bought = await request.post('/api/newProyek/checkout_new', {
      headers: { ...sessionHeaders(lender.token), 'Idempotency-Key': randomUUID() },
      data: { id_proyek: project.id, paket: index + 1 },
    });
    expect(bought.ok(), await bought.text()).toBe(true);
  }
  return lender;
}

for (const lang of LANGS) {
  test(`home shows where the lender's money is and the next repayments, as the server has them (${lang})${lang === 'id' ? ' @phone' : ''}`, async ({
    page,
    request,
  }) => {
    const lender = await lenderWithTwoFundings(request);
    const { allocation, payouts } = await serverFigures(request, lender.token);
    expect(allocation.invested).toBeGreaterThan(0);
    expect(allocation.total).toBe(allocation.available + allocation.reserved + allocation.invested);
    expect(payouts.length).toBeGreaterThan(0);
    const dates = payouts.map((payout) => payout.date);
    expect(dates).toEqual([...dates].sort());

    await logIn(page, lang, lender.username, lender.password);
    await page.goto(localePath(lang, '/dashboard'));
    const card = page.getByRole('region', { name: t(lang, 'home-money.allocation.heading') });
    const chart = card.getByRole('figure', { name: t(lang, 'home-money.allocation.title') });
    await expect(chart).toBeVisible();
    // The rows are named by their visible labels, with the server's figures beside them.
    await expect(chart.getByText(t(lang, 'home-money.allocation.available'))).toBeVisible();
    await expect(
      chart.getByRole('img', {
        name: `${t(lang, 'home-money.allocation.available')}: ${rupiah(allocation.available)} (${t(lang, 'home-money.allocation.onTrack')})`,
      }),
    ).toBeVisible();
    await chart.getByRole('button', { name: t(lang, 'home-money.allocation.showTable') }).click();
    // A table on wider screens, a card per row on a phone (the design system's Table).
    const phone = test.info().project.name === 'phone';
    const rows = phone
      ? chart
          .getByRole('list', { name: t(lang, 'home-money.allocation.title') })
          .getByRole('listitem')
      : chart.getByRole('table').locator('tbody tr');
    const expected = [
      allocation.available,
      ...(allocation.reserved > 0 ? [allocation.reserved] : []),
      ...allocation.by_stage.map((part) => part.amount),
    ].map((amount) => spaces(rupiah(amount)));
    await expect(rows).toHaveCount(expected.length);
    const amounts = (
      await rows.locator(phone ? 'div:last-child > dd' : 'td:last-child').allTextContents()
    ).map(spaces);
    expect(amounts).toEqual(expected);
    for (const part of allocation.by_akad) {
      await expect(card.getByText(part.akad, { exact: true })).toBeVisible();
    }
    await expect(card.getByText(t(lang, 'home-money.allocation.bySector'))).toBeVisible();

    const next = page.getByRole('region', { name: t(lang, 'home-money.payouts.heading') });
    const items = next.getByRole('listitem');
    await expect(items).toHaveCount(Math.min(3, payouts.length));
    const texts = (await items.allTextContents()).map(spaces);
    payouts.slice(0, 3).forEach((payout, index) => {
      expect(texts[index]).toContain(spaces(rupiah(payout.amount)));
      expect(texts[index]).toContain(payout.nama_proyek);
    });
    await expect(
      next.getByRole('link', { name: t(lang, 'home-money.payouts.toYield') }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `home with the allocation chart and its table (${lang})`);
  });
}
