// Withdrawal against the real lender-api: below the minimum refused before sending,
// a wrong password (the server's message), a valid request → the success dialog → the history shows
// it with the bank → the sandbox bank pays it (or refuses it, with its reason, and the money comes
// back) → the balance on home has moved by exactly the amount. Fresh lenders (API register + sandbox
// VA payment + the eKYC bank data): the balance checks are exact.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, type FundedLender } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { keyType, pickHighlighted, tabTo } from './support/keyboard';
import { rupiah } from './support/money';
import { expectUsableOnPhone } from './support/phone';
import {
  decideLatest,
  lenderWithPayoutAccount,
  requestWithdrawal,
  withdrawalCard,
  withdrawalStage,
} from './support/withdrawal';

const SUCCESS = { id: 'Penarikan anda sedang diproses', en: 'Your withdrawal is being processed' };
const WRONG_PASSWORD = {
  id: 'Kata sandi yang Anda masukkan salah',
  en: 'The password you entered is wrong',
};
const REFUSED = {
  id: 'Rekening tujuan sudah ditutup atau tidak aktif',
  en: 'The destination account is closed or inactive',
};

async function openWithdrawal(page: Page, lang: Lang, lender: FundedLender) {
  await logIn(page, lang, lender.username, lender.password);
  await page.goto(localePath(lang, '/dashboard/withdrawal'));
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'withdrawal.page.title') }),
  ).toBeVisible();
}

test('a withdrawal: below the minimum refused, a wrong password, the request, paid by the bank, the balance down by exactly the amount (id)', async ({
  page,
  request: api,
}) => {
  const lang = 'id';
  const lender = await lenderWithPayoutAccount(api, 1_000_000);
  await openWithdrawal(page, lang, lender);
  await expect(page.getByText(/Minimal Rp\s100\.000, maksimal Rp\s1\.000\.000/)).toBeVisible();
  await expectNoAxeViolations(page, `withdrawal (${lang})`);

  // Below the minimum: refused before anything is sent.
  await page.getByLabel(t(lang, 'withdrawal.form.amount')).fill('50000');
  await page.getByRole('button', { name: t(lang, 'withdrawal.form.submit'), exact: true }).click();
  await expect(page.getByText(t(lang, 'validation.amountBelowMinimum'))).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const before = await balances(api, lender.token);
  const confirm = await requestWithdrawal(page, lang, 300_000, 'not-the-password');
  await expect(confirm.getByText(WRONG_PASSWORD[lang])).toBeVisible();
  await confirm
    .getByRole('textbox', { name: t(lang, 'password-confirmation.gate.passwordLabel') })
    .fill(lender.password);
  await confirm.getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') }).click();
  const result = page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
  await expect(result.getByText(SUCCESS[lang])).toBeVisible();
  await expectNoAxeViolations(page, `withdrawal success (${lang})`);
  await result
    .getByRole('button', { name: t(lang, 'common.action.close') })
    .last()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // With the bank: requested, being processed.
  const pending = withdrawalCard(page, lang, 300_000);
  await expect(
    pending.getByText(withdrawalStage(lang, 'processing', 'stageCurrent')),
  ).toBeAttached();
  // Reserved at once: no longer withdrawable (home counts it until the bank pays).
  await expect(page.getByText(/Dapat ditarik\s*Rp\s700\.000/)).toBeVisible();

  await decideLatest(api, lender.token, 'paid');
  await page.reload();
  await expect(
    withdrawalCard(page, lang, 300_000).getByText(withdrawalStage(lang, 'paid', 'stageDone')),
  ).toBeAttached();

  const after = await balances(api, lender.token);
  expect(before.dana_tersedia - after.dana_tersedia).toBe(300_000);
  expect(before.total_aset - after.total_aset).toBe(300_000);
  await page.goto(localePath(lang, '/dashboard'));
  await expect(
    page
      .locator('dt', { hasText: t(lang, 'dashboard.home.available') })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(rupiah(before.dana_tersedia - 300_000));
});

test('a withdrawal the bank refuses, asked with the keyboard alone: the reason shows and the money comes back (en)', async ({
  page,
  request: api,
}) => {
  const lang = 'en';
  const lender = await lenderWithPayoutAccount(api, 500_000);
  await openWithdrawal(page, lang, lender);
  const before = await balances(api, lender.token);
  await keyType(page, page.getByLabel(t(lang, 'withdrawal.form.amount')), '200000');
  const reason = page.getByRole('combobox', { name: t(lang, 'withdrawal.form.reason') });
  await tabTo(page, reason);
  await pickHighlighted(page, reason);
  await tabTo(
    page,
    page.getByRole('button', { name: t(lang, 'withdrawal.form.submit'), exact: true }),
  );
  await page.keyboard.press('Enter');
  const password = page
    .getByRole('alertdialog', { name: t(lang, 'withdrawal.form.confirmTitle') })
    .getByRole('textbox', { name: t(lang, 'password-confirmation.gate.passwordLabel') });
  await expect(password).toBeFocused();
  await page.keyboard.type(lender.password);
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
  await expect(result.getByText(SUCCESS[lang])).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();

  await decideLatest(api, lender.token, 'refused');
  await page.reload();
  const refused = withdrawalCard(page, lang, 200_000);
  await expect(refused.getByText(withdrawalStage(lang, 'refused', 'stageFailed'))).toBeAttached();
  await expect(
    refused.getByText(t(lang, 'withdrawal.history.reason', { reason: REFUSED[lang] })),
  ).toBeVisible();
  await expectNoAxeViolations(page, `withdrawal history (${lang})`);
  expect((await balances(api, lender.token)).dana_tersedia).toBe(before.dana_tersedia);
});

test('the withdrawal page on a phone (360 px): no horizontal scroll, axe 0 @phone', async ({
  page,
  request: api,
}) => {
  const lender = await lenderWithPayoutAccount(api, 300_000);
  await openWithdrawal(page, 'id', lender);
  await expect(page.getByLabel(t('id', 'withdrawal.form.amount'))).toBeVisible();
  await expectUsableOnPhone(page, 'withdrawal');
});
