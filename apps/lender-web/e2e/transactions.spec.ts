// Transaction history against the real lender-api: a checkout and a yield show with
// their status names; the kind filter and a range of days narrow the list; the CSV holds exactly the
// rows on screen. English with demo.korporasi (seeded fundings and paid yield), Indonesian with a
// fresh lender's top-up.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';
import { expectUsableOnPhone } from './support/phone';

async function open(page: Page, lang: Lang, username: string, password: string) {
  await logIn(page, lang, username, password);
  await page.goto(localePath(lang, '/dashboard/transactions'));
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'transactions.page.title') }),
  ).toBeVisible();
}

/**
 * The text of one column of the table's rows (by its header), read in one go inside the page: counting
 * the rows and then reading them one by one raced the filter's answer (the table re-rendered with fewer
 * rows in between and the read of a row that was gone waited until the test timed out).
 */
async function column(page: Page, header: string): Promise<string[]> {
  const { index, values } = await page.getByRole('table').evaluate((table, name) => {
    const rows = [...table.querySelectorAll('tr')];
    const cellText = (cell: Element | undefined) =>
      ((cell as HTMLElement | undefined)?.innerText ?? '').trim();
    const at = [...(rows[0]?.children ?? [])].map(cellText).indexOf(name);
    return {
      index: at,
      values: at < 0 ? [] : rows.slice(1).map((row) => cellText(row.children[at])),
    };
  }, header);
  expect(index, `a column named ${header}`).toBeGreaterThanOrEqual(0);
  return values;
}

test('a checkout and a yield with their status names; the kind and the days narrow it; the CSV is the rows on screen (en)', async ({
  page,
}) => {
  const lang = 'en';
  await open(page, lang, 'demo.korporasi', 'Pendana123!');
  await expect(page.getByRole('table')).toBeVisible();
  const kinds = await column(page, t(lang, 'transactions.page.kind'));
  expect(kinds).toContain(t(lang, 'transactions.kind.pendanaan'));
  expect(kinds).toContain(t(lang, 'transactions.kind.imbalHasil'));
  expect(await column(page, t(lang, 'transactions.page.status'))).toContain(
    t(lang, 'common.transactionStatus.berhasil'),
  );
  await expectNoAxeViolations(page, `transactions (${lang})`);

  // Yield only.
  // The filters are native selects (NativeSelect): an option is chosen, not clicked.
  await page
    .getByRole('combobox', { name: t(lang, 'transactions.filters.kind') })
    .selectOption({ label: t(lang, 'transactions.kind.imbalHasil') });
  await page.getByRole('button', { name: t(lang, 'transactions.filters.apply') }).click();
  await expect(page).toHaveURL(/kategori=imbal_hasil/);
  await expect
    .poll(async () => new Set(await column(page, t(lang, 'transactions.page.kind'))))
    .toEqual(new Set([t(lang, 'transactions.kind.imbalHasil')]));

  // The CSV: the same rows as the screen, by reference, in order.
  const shown = await column(page, t(lang, 'transactions.page.reference'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(lang, 'transactions.page.export') }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^pendana-transactions-.*\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual(shown);

  // Days with nothing in them.
  await page.getByLabel(t(lang, 'transactions.filters.from')).fill('01-01-2099');
  await page.getByLabel(t(lang, 'transactions.filters.until')).fill('31-01-2099');
  await page.getByRole('button', { name: t(lang, 'transactions.filters.apply') }).click();
  await expect(page).toHaveURL(/dari=2099-01-01&sampai=2099-01-31|sampai=2099-01-31/);
  await expect(
    page.getByRole('heading', { name: t(lang, 'transactions.page.noMatchTitle') }),
  ).toBeVisible();
});

test("a fresh lender's top-up in the history, in Indonesian (id)", async ({ page, request }) => {
  const lang = 'id';
  const lender = await newFundedLender(request, 1_250_000);
  await open(page, lang, lender.username, lender.password);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText(`+${rupiah(1_250_000)}`);
  await expect(page.getByRole('table')).toContainText(t(lang, 'common.transactionStatus.berhasil'));
  await expectNoAxeViolations(page, `transactions (${lang})`);
});

test('the transaction history on a phone (360 px): rows as cards, no horizontal scroll, axe 0 @phone', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.korporasi', 'Pendana123!');
  await page.goto('/dashboard/transactions');
  await expect(
    page.getByRole('list', { name: t('id', 'transactions.page.caption') }),
  ).toBeVisible();
  await expectUsableOnPhone(page, 'transactions');
});
