// Tax documents against the real lender-api: demo.korporasi (a company, so a
// resident: PPh 23 at 15 %) was paid its due yield at seed; from home → yield → 'Dokumen pajak' by
// visible labels, the annual tax withheld on screen is the server's, one month's withholding slip
// downloads as CSV with the server's figures; axe 0 in Indonesian and once in English.
import fs from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, sessionHeaders } from './support/funded-lender';
import { localePath, t } from './support/i18n';
import { rupiah } from './support/money';

interface TaxAnswer {
  data: {
    year: number;
    tax_kind: 'PPh23' | 'PPh26';
    tax_rate_bp: number;
    slips: {
      period: string;
      tax_kind: 'PPh23' | 'PPh26';
      gross: number;
      withheld: number;
      net: number;
      payments: unknown[];
    }[];
    annual: { gross: number; withheld: number; net: number; outstanding_principal: number };
  };
}

/** The value shown next to a label of a fact list (<dt> label, <dd> value). */
function factValue(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test("the tax withheld as the server's figures, a month's slip as CSV (id), then English", async ({
  page,
  request,
}) => {
  const lang = 'id';
  const token = await apiLogin(request, 'demo.korporasi');
  const server = (await (
    await request.get('/api/v1/lender/tax', { headers: sessionHeaders(token) })
  ).json()) as TaxAnswer;
  const { data } = server;
  expect(data.slips.length).toBeGreaterThan(0);
  expect(data).toMatchObject({ tax_kind: 'PPh23', tax_rate_bp: 1500 });

  await logIn(page, lang, 'demo.korporasi', 'Pendana123!');
  await page.getByRole('link', { name: t(lang, 'dashboard.home.toYield') }).click();
  await expect(page).toHaveURL(localePath(lang, '/dashboard/yield'));
  await page.getByRole('link', { name: t(lang, 'yield.page.toTax') }).click();
  await expect(page).toHaveURL(localePath(lang, '/dashboard/tax'));
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'tax.page.title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: t(lang, 'tax.page.kindTitle', { kind: 'PPh 23', rate: '15' }),
    }),
  ).toBeVisible();

  const annual = page.getByRole('region', {
    name: t(lang, 'tax.page.annualHeading', { year: String(data.year) }),
  });
  await expect(factValue(annual, t(lang, 'tax.page.withheld'))).toHaveText(
    rupiah(data.annual.withheld),
  );
  await expect(factValue(annual, t(lang, 'tax.page.gross'))).toHaveText(rupiah(data.annual.gross));
  await expect(factValue(annual, t(lang, 'tax.page.net'))).toHaveText(rupiah(data.annual.net));
  await expectNoAxeViolations(page, `tax (${lang})`);

  // One withholding slip, as CSV: its figures are the server's for that slip.
  const month = data.slips.at(-1)!;
  const monthName = new Intl.DateTimeFormat('id-ID', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(`${month.period}-15T00:00:00+07:00`));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', {
        name: t(lang, 'tax.page.slipCsv', { month: monthName, kind: 'PPh 23' }),
      })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`bukti-potong-pph23-${month.period}.csv`);
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe(
    'tanggal_bayar,pendanaan_id,proyek,bulan_ke,jenis_pajak,tarif_persen,bruto,pph_dipotong,neto',
  );
  expect(csv).toHaveLength(month.payments.length + 2);
  expect(csv.at(-1)).toBe(`JUMLAH,,,,,,${month.gross},${month.withheld},${month.net}`);
  for (const line of csv.slice(1, -1)) expect(line).toMatch(/,PPh23,15,\d+,\d+,\d+$/);

  // English once.
  await page.goto(localePath('en', '/dashboard/tax'));
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'tax.page.title') }),
  ).toBeVisible();
  await expect(
    factValue(
      page.getByRole('region', {
        name: t('en', 'tax.page.annualHeading', { year: String(data.year) }),
      }),
      t('en', 'tax.page.withheld'),
    ),
  ).toHaveText(rupiah(data.annual.withheld));
  await expectNoAxeViolations(page, 'tax (en)');
});
