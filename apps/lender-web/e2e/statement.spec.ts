// The statement against the real lender-api: a fresh lender (its bank state is
// changed here, so never a shared demo lender) opens "Rekening Koran" from the transaction history by its
// visible label, sees the closing balance equal to the ledger balance the API answers, downloads the month's
// CSV (its closing row holds the same figure); the sandbox bank then differs by Rp 2 → the red banner
// with "Laporkan masalah"; the sync made 49 hours old → "Data tidak terkini"; axe 0; English once.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender, sessionHeaders } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';
import { expectUsableOnPhone } from './support/phone';

interface StatementAnswer {
  data: { bulan: string; saldo_akhir: number; saldo_buku: number; status: string };
}

async function statementOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/v1/lender/statement', {
    headers: { ...sessionHeaders(token), 'X-LANG': 'id' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as StatementAnswer).data;
}

/** The sandbox bank's fixture of the lender (sandbox only): its account, balance, last sync. */
async function bank(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/sandbox/bank/balance', {
    headers: sessionHeaders(token),
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The value shown under a fact's label. */
const fact = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test('the closing balance is the ledger balance, the CSV says the same; a bank that differs or a stale sync is flagged', async ({
  page,
  request,
}) => {
  const lang: Lang = 'id';
  const lender = await newFundedLender(request, 1_250_000);
  await bank(request, lender.token, { open_account: true });
  await logIn(page, lang, lender.username, lender.password);
  // The statement is reached from the transaction history (the spec's §2 menu stays as it is).
  await page.goto(localePath(lang, '/dashboard/transactions'));
  await page
    .getByRole('main')
    .getByRole('link', { name: t(lang, 'transactions.page.toStatement') })
    .click();
  await expect(page).toHaveURL(localePath(lang, '/dashboard/statement'));
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'statement.page.title') }),
  ).toBeVisible();

  // The closing balance on screen = the ledger balance the API answers.
  const answer = await statementOf(request, lender.token);
  expect(answer.saldo_akhir).toBe(answer.saldo_buku);
  expect(answer.saldo_buku).toBe(1_250_000);
  await expect(fact(page, t(lang, 'statement.page.closing'))).toHaveText(rupiah(answer.saldo_buku));
  await expect(page.getByText(t(lang, 'statement.page.matchOk'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, `statement (${lang})`);

  // The CSV of the month: its closing row carries the same figure.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(lang, 'statement.page.downloadCsv') }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`rekening-koran-pendana-${answer.bulan}.csv`);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const closing = lines.at(-1)?.split(',') ?? [];
  expect(closing[2]).toBe('Saldo akhir');
  expect(Number(closing.at(-1))).toBe(answer.saldo_buku);

  // The bank reports Rp 2 more than the ledger: the red banner and the report action.
  await bank(request, lender.token, { difference: 2 });
  await page.reload();
  const mismatch = page.getByRole('alert').filter({
    hasText: t(lang, 'statement.page.mismatchTitle'),
  });
  await expect(mismatch).toBeVisible();
  await expect(
    mismatch.getByRole('link', { name: t(lang, 'statement.page.report') }),
  ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expectNoAxeViolations(page, `statement mismatch (${lang})`);

  // The last sync 49 hours ago (the bank no longer answers): data not current.
  await bank(request, lender.token, { synced_hours_ago: 49 });
  await page.reload();
  const stale = page.getByRole('alert').filter({ hasText: t(lang, 'statement.page.staleTitle') });
  await expect(stale).toBeVisible();
  await expect(stale.getByRole('link', { name: t(lang, 'statement.page.report') })).toBeVisible();

  // English once.
  await page.goto(localePath('en', '/dashboard/statement'));
  await expect(
    page.getByRole('heading', { level: 1, name: t('en', 'statement.page.title') }),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: t('en', 'statement.page.staleTitle') }),
  ).toBeVisible();
  await expect(fact(page, t('en', 'statement.page.closing'))).toHaveText(rupiah(answer.saldo_buku));
  await expectNoAxeViolations(page, 'statement (en)');
});

test('the statement on a phone (360 px): movements and the banner fit, no horizontal scroll, axe 0 @phone', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 750_000);
  await bank(request, lender.token, { open_account: true });
  await bank(request, lender.token, { difference: 5 });
  await logIn(page, 'id', lender.username, lender.password);
  await page.goto('/dashboard/statement');
  await expect(
    page.getByRole('alert').filter({ hasText: t('id', 'statement.page.mismatchTitle') }),
  ).toBeVisible();
  await expect(fact(page, t('id', 'statement.page.closing'))).toHaveText(rupiah(750_000));
  await expectUsableOnPhone(page, 'statement');
});
