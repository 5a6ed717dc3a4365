// Yield received against the real lender-api: demo.korporasi's yield paid at seed
// (the sandbox paid its due payouts) shows per funding and in total as the server answers it, with
// each payment (month and amount), each funding leading to its schedule; a lender without yield sees 'Data Imbal Hasil Kosong, karena proyek belum
// dimulai'. English and Indonesian; home leads here.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender, sessionHeaders, apiLogin } from './support/funded-lender';
import { localePath, t } from './support/i18n';
import { rupiah } from './support/money';

test("the yield per funding and in total, as the server's figures, each with its schedule (en)", async ({
  page,
  request,
}) => {
  const lang = 'en';
  const token = await apiLogin(request, 'demo.korporasi');
  const server = (await (
    await request.post('/api/newProfile/all_imbal', { headers: sessionHeaders(token) })
  ).json()) as {
    all_imbal: {
      pendanaan_id: number;
      nama_proyek: string;
      total_imbal: number;
      pembayaran: { bulan: number; nominal: number }[];
    }[];
    total_imbal: number;
  };
  expect(server.all_imbal.length).toBeGreaterThan(0);

  await logIn(page, lang, 'demo.korporasi', 'Pendana123!');
  await page.getByRole('link', { name: t(lang, 'dashboard.home.toYield') }).click();
  await expect(page).toHaveURL(localePath(lang, '/dashboard/yield'));
  await expect(
    page.getByText(t(lang, 'yield.page.total', { amount: rupiah(server.total_imbal) })),
  ).toBeVisible();
  const first = server.all_imbal[0]!;
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: first.nama_proyek, exact: true }) })
    .first();
  await expect(card).toContainText(rupiah(first.total_imbal));
  expect(first.pembayaran.length).toBeGreaterThan(0);
  const payments = card.getByRole('table', {
    name: t(lang, 'yield.page.paymentsOf', { name: first.nama_proyek }),
  });
  const rows = payments.getByRole('row');
  await expect(rows).toHaveCount(first.pembayaran.length + 1);
  for (const [index, payment] of first.pembayaran.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('cell').first()).toHaveText(String(payment.bulan));
    await expect(row.getByRole('cell').last()).toHaveText(rupiah(payment.nominal));
  }
  await expectNoAxeViolations(page, `yield (${lang})`);

  await card
    .getByRole('link', { name: t(lang, 'yield.page.scheduleNamed', { name: first.nama_proyek }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`drawer=yield&id=${first.pendanaan_id}`));
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("no yield yet: the spec's text (id)", async ({ page, request }) => {
  const lender = await newFundedLender(request, 0);
  await logIn(page, 'id', lender.username, lender.password);
  await page.goto('/dashboard/yield');
  await expect(
    page.getByText('Data Imbal Hasil Kosong, karena proyek belum dimulai'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'yield empty (id)');
});
