// The withdrawal page as journeys use it: the request through the form and its password
// confirmation, a withdrawal's card in the history and its stage's text, the lender's withdrawals as
// the server lists them, and the sandbox bank deciding one (`/api/sandbox/withdrawal/decide`: the
// sandbox disbursement provider ends the transfer and calls back, as a real provider would).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newFundedLender, sessionHeaders, type FundedLender } from './funded-lender';
import { t, type Lang } from './i18n';
import { rupiah } from './money';

/** The lender's withdrawals, newest first, as the server lists them. */
export async function withdrawals(request: APIRequestContext, token: string) {
  const answer = await request.post('/api/newRekening/historyPenarikanDana', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { history: { id: number; jumlah_penarikan: number }[] }).history;
}

/** The sandbox bank pays (or refuses, for `account_closed`) the lender's latest withdrawal. */
export async function decideLatest(
  request: APIRequestContext,
  token: string,
  decision: 'paid' | 'refused',
) {
  const [latest] = await withdrawals(request, token);
  expect(latest, 'a withdrawal to decide').toBeDefined();
  const answer = await request.post('/api/sandbox/withdrawal/decide', {
    headers: sessionHeaders(token),
    data: { id: latest!.id, decision, reason: 'account_closed' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return latest!;
}

/** Fills the form (amount, the first reason), submits it and types `password` in its confirmation. */
export async function requestWithdrawal(page: Page, lang: Lang, amount: number, password: string) {
  await page.getByLabel(t(lang, 'withdrawal.form.amount')).fill(String(amount));
  await page.getByRole('combobox', { name: t(lang, 'withdrawal.form.reason') }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: t(lang, 'withdrawal.form.submit'), exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: t(lang, 'withdrawal.form.confirmTitle') });
  await expect(confirm).toContainText(rupiah(amount));
  await confirm
    .getByRole('textbox', { name: t(lang, 'password-confirmation.gate.passwordLabel') })
    .fill(password);
  await confirm.getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') }).click();
  return confirm;
}

/** One withdrawal's card in the history. */
export const withdrawalCard = (page: Page, lang: Lang, amount: number) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', {
      name: t(lang, 'withdrawal.history.itemTitle', { amount: rupiah(amount) }),
    }),
  });

/** A stage of the history's tracker as it reads: `name` (paid, processing…) `said` (done, current…). */
export const withdrawalStage = (lang: Lang, name: string, said: string) =>
  t(lang, `withdrawal.history.${said}` as Parameters<typeof t>[1], {
    stage: t(lang, `withdrawal.history.${name}` as Parameters<typeof t>[1]),
  });

/** A fresh lender with a balance and a payout account on file (the eKYC bank data, through the API). */
export async function lenderWithPayoutAccount(
  request: APIRequestContext,
  balance: number,
): Promise<FundedLender> {
  const lender = await newFundedLender(request, balance);
  const saved = await request.post('/api/v1/lender/ekyc/pendidikan', {
    headers: sessionHeaders(lender.token),
    data: {
      pendidikan: 5,
      pekerjaan: 3,
      bidang_pekerjaan: 7,
      bidang_online: 2,
      lama_kerja: 3,
      estimasi_penghasilan: 3,
      sumber_penghasilan: 1,
      npwp: '123456789012345',
      rekening: '7123456789',
      bank: '451',
      nama_pemilik: 'Pendana Uji',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return lender;
}
