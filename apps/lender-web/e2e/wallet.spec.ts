// Top up against the real lender-api: a fresh lender picks a bank, copies its
// virtual account number, the sandbox bank pays that number, and without a reload the page's balance
// and the latest top-ups show it; home's balance has risen by exactly that amount. The lender account
// (RDF) is opened with its success modal. Indonesian and English; a phone at 360 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, newFundedLender, sessionHeaders, apiLogin } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';
import { expectUsableOnPhone } from './support/phone';

test('top up by virtual account: copy the number, the bank pays it, the balance rises by exactly that (id)', async ({
  page,
  context,
  request,
}) => {
  const lang = 'id';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const lender = await newFundedLender(request, 0);
  const before = await balances(request, lender.token);
  await logIn(page, lang, lender.username, lender.password);
  await page.goto(localePath(lang, '/dashboard/wallet'));
  await expect(
    page.getByText(t(lang, 'wallet.page.balance', { amount: rupiah(before.dana_tersedia) })),
  ).toBeVisible();
  await expectNoAxeViolations(page, `top up (${lang})`);

  // Pick BNI: its number, copied as digits.
  const bni = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'BNI' }) });
  await bni.getByRole('button', { name: t(lang, 'wallet.va.copyNamed', { bank: 'BNI' }) }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\d{16}$/);
  await expect(bni).toContainText(copied.replace(/(\d{4})(?=\d)/g, '$1 '));

  // The sandbox bank receives a transfer to that number.
  const amount = 750_000;
  const paid = await request.post('/api/sandbox/va/pay', {
    headers: sessionHeaders(lender.token),
    data: { nomor_va: copied, nominal: amount, reference: `E2E-VA-${Date.now()}` },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  // No reload: the page reads the balance and the top-ups again by itself.
  await expect(
    page.getByText(
      t(lang, 'wallet.page.balance', { amount: rupiah(before.dana_tersedia + amount) }),
    ),
  ).toBeVisible({ timeout: 20_000 });
  const history = page.getByRole('region', { name: t(lang, 'wallet.history.heading') });
  await expect(history.getByRole('listitem').first()).toContainText(rupiah(amount));
  await expect(history.getByRole('listitem').first()).toContainText(
    t(lang, 'common.transactionStatus.berhasil'),
  );

  const after = await balances(request, lender.token);
  expect(after.dana_tersedia - before.dana_tersedia).toBe(amount);
  await page.goto(localePath(lang, '/dashboard'));
  await expect(
    page
      .locator('dt', { hasText: t(lang, 'dashboard.home.available') })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(rupiah(before.dana_tersedia + amount));
});

test('open the lender account (RDF): the success modal, then the account (en)', async ({
  page,
}) => {
  const lang = 'en';
  // demo.rdl: verified, no lender account yet (the bank opens it with the verified name and NIK).
  await logIn(page, lang, 'demo.rdl', 'Pendana123!');
  await page.goto(`${localePath(lang, '/dashboard/wallet')}?method=rdl`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('heading', { name: t(lang, 'wallet.rdl.noneTitle') })).toBeVisible();
  await tab.getByRole('button', { name: t(lang, 'wallet.rdl.create') }).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'wallet.rdl.createdTitle') });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(t(lang, 'wallet.rdl.accountNumber'));
  await expectNoAxeViolations(page, `lender account created (${lang})`);
  await modal
    .getByRole('button', { name: t(lang, 'common.action.close') })
    .last()
    .click();
  await expect(tab.getByText(t(lang, 'wallet.rdl.statusActive'))).toBeVisible();
  await expect(tab.getByRole('button', { name: t(lang, 'wallet.rdl.create') })).toHaveCount(0);
});

/** A verified demo lender (only verified lenders top up by e-wallet, QRIS or card) with a session. */
async function demoLender(request: APIRequestContext, username: string) {
  const password = 'Pendana123!';
  return { username, password, token: await apiLogin(request, username, password) };
}

/** Logs in and opens one way to top up; its tab panel. */
async function openMethod(
  page: Page,
  lang: Lang,
  lender: { username: string; password: string },
  method: 'ewallet' | 'card' | 'rdl',
) {
  await logIn(page, lang, lender.username, lender.password);
  await page.goto(`${localePath(lang, '/dashboard/wallet')}?method=${method}`);
  return page.getByRole('tabpanel');
}

/** The lender's latest open e-wallet/QRIS top-up reference, from the page's URL. */
const referenceOf = (page: Page) => new URL(page.url()).searchParams.get('reference_id') ?? '';

async function settle(
  request: APIRequestContext,
  token: string,
  reference: string,
  result: 'paid' | 'failed',
  code?: string,
) {
  const answer = await request.post('/api/sandbox/ewallet/pay', {
    headers: sessionHeaders(token),
    data: { reference_id: reference, result, ...(code ? { code } : {}) },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('OVO: a declined payment shows the provider code and message; then a paid one raises the balance by exactly that (en)', async ({
  page,
  request,
}) => {
  const lang = 'en';
  // demo.rdl: no other journey moves its money, so the balance check is exact.
  const lender = await demoLender(request, 'demo.rdl');
  const before = await balances(request, lender.token);
  const panel = await openMethod(page, lang, lender, 'ewallet');

  const ask = async (amount: number) => {
    await panel.locator('label').filter({ hasText: /^OVO/ }).click();
    await expect(panel.getByRole('radio', { name: /^OVO/ })).toBeChecked();
    await panel.getByLabel(t(lang, 'wallet.ewallet.amount')).fill(String(amount));
    await panel.getByLabel(t(lang, 'wallet.ewallet.phone')).fill('081234567890');
    await panel
      .getByRole('button', { name: t(lang, 'wallet.ewallet.payWith', { name: 'OVO' }) })
      .click();
    await expect(panel.getByText(t(lang, 'wallet.ewallet.openApp', { name: 'OVO' }))).toBeVisible();
    await expectNoAxeViolations(page, `OVO waiting (${lang})`);
    return referenceOf(page);
  };

  await settle(request, lender.token, await ask(100_000), 'failed', '17');
  await expect(panel.getByText(t(lang, 'wallet.ewallet.failedTitle'))).toBeVisible({
    timeout: 15_000,
  });
  await expect(panel.getByText(/\(code 17\)/)).toBeVisible();
  await panel.getByRole('button', { name: t(lang, 'wallet.ewallet.reset') }).click();

  await settle(request, lender.token, await ask(150_000), 'paid');
  await expect(panel.getByText(t(lang, 'wallet.ewallet.paidTitle'))).toBeVisible({
    timeout: 15_000,
  });
  expect((await balances(request, lender.token)).dana_tersedia - before.dana_tersedia).toBe(
    150_000,
  );
  await expect(
    page.getByText(
      t(lang, 'wallet.page.balance', { amount: rupiah(before.dana_tersedia + 150_000) }),
    ),
  ).toBeVisible();
});

test('QRIS: the code is shown, downloaded as a PNG and checked until paid (id)', async ({
  page,
  request,
}) => {
  const lang = 'id';
  const lender = await demoLender(request, 'demo.individu');
  const panel = await openMethod(page, lang, lender, 'ewallet');
  await panel.locator('label').filter({ hasText: /^QRIS/ }).click();
  await expect(panel.getByRole('radio', { name: /^QRIS/ })).toBeChecked();
  await panel.getByLabel(t(lang, 'wallet.ewallet.amount')).fill('50000');
  await panel
    .getByRole('button', { name: t(lang, 'wallet.ewallet.payWith', { name: 'QRIS' }) })
    .click();
  await expect(panel.getByRole('img', { name: t(lang, 'wallet.ewallet.qrAlt') })).toBeVisible();
  await expectNoAxeViolations(page, `QRIS (${lang})`);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: t(lang, 'wallet.ewallet.download') }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/qris\.png$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await panel.getByRole('button', { name: t(lang, 'wallet.ewallet.check') }).click();
  await expect(panel.getByText(t(lang, 'wallet.ewallet.stillWaiting'))).toBeVisible();
  await settle(request, lender.token, referenceOf(page), 'paid');
  await panel.getByRole('button', { name: t(lang, 'wallet.ewallet.check') }).click();
  await expect(panel.getByText(t(lang, 'wallet.ewallet.paidTitle'))).toBeVisible();
});

test('cards: an expired card cannot be picked and is deleted after a confirmation; an unregistered number is named; a saved card pays after 3-D Secure (id)', async ({
  page,
  request,
}) => {
  const lang = 'id';
  // demo.individu's seeded cards: VISA ••1114 valid, MASTERCARD ••1117 expired (01/2025).
  const lender = await demoLender(request, 'demo.individu');
  const panel = await openMethod(page, lang, lender, 'card');
  const expired = panel.getByRole('radio', { name: /^MASTERCARD/ });
  await expect(expired).toBeDisabled();
  await expect(panel.locator('label').filter({ hasText: /^MASTERCARD/ })).toContainText(
    t(lang, 'wallet.card.expired'),
  );
  await expect(panel.getByRole('radio', { name: /^VISA/ })).toBeChecked();
  await expectNoAxeViolations(page, `card top-up (${lang})`);

  // Delete the expired card, after a confirmation; the server's text.
  await panel.getByRole('button', { name: /^Hapus kartu MASTERCARD/ }).click();
  const confirm = page.getByRole('alertdialog', { name: t(lang, 'wallet.card.confirmTitle') });
  await confirm.getByRole('button', { name: t(lang, 'wallet.card.delete'), exact: true }).click();
  await expect(
    page
      .locator('[data-scope="toast"][data-part="root"]')
      .filter({ hasText: 'Kartu Debit/Kredit berhasil di hapus' }),
  ).toBeVisible();
  await expect(panel.getByRole('radio', { name: /^MASTERCARD/ })).toHaveCount(0);

  // A number the card provider does not know.
  await panel
    .locator('label')
    .filter({ hasText: t(lang, 'wallet.card.newCard') })
    .click();
  await panel.getByLabel(t(lang, 'wallet.card.number')).fill('4111111111111111');
  await panel.getByLabel(t(lang, 'wallet.card.expiry')).fill('12/2030');
  await panel.getByLabel(t(lang, 'wallet.card.name')).fill('Budi Santoso');
  await panel.getByLabel(t(lang, 'wallet.card.amount')).fill('60000');
  await panel.getByRole('button', { name: t(lang, 'wallet.card.submit') }).click();
  await expect(panel.getByText(t(lang, 'wallet.card.notRegistered'))).toBeVisible();

  // The saved VISA: the bank's 3-D Secure page, then back here, paid.
  await panel.locator('label').filter({ hasText: /^VISA/ }).click();
  await panel.getByRole('button', { name: t(lang, 'wallet.card.submit') }).click();
  await page.getByRole('button', { name: 'Verifikasi berhasil' }).click();
  await expect(page.getByText(t(lang, 'wallet.ewallet.paidTitle'))).toBeVisible({
    timeout: 15_000,
  });
  expect(new URL(page.url()).searchParams.get('authentication_id')).toBeNull();
});

test('the top-up page on a phone (360 px): no horizontal scroll, axe 0 @phone', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 0);
  await logIn(page, 'id', lender.username, lender.password);
  await page.goto('/dashboard/wallet');
  await expect(page.getByRole('heading', { level: 3, name: 'BNI' })).toBeVisible();
  await expectUsableOnPhone(page, 'top up');
});
