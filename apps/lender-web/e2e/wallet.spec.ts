// Top up (issue 14 item 1) against the real lender-api: a fresh lender picks a bank, copies its
// virtual account number, the sandbox bank pays that number, and without a reload the page's balance
// and the latest top-ups show it; home's balance has risen by exactly that amount. The lender account
// (RDF) is opened with its success modal. Indonesian and English; a phone at 360 px.
import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, newFundedLender, sessionHeaders } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';
import { expectUsableOnPhone } from './support/phone';

async function logIn(page: Page, lang: Lang, username: string, password: string) {
  const login = new LoginPage(page, lang);
  await login.goto();
  await login.login(username, password);
  await expect(page).toHaveURL(localePath(lang, '/dashboard'));
}

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
