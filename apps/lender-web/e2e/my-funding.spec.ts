// Manage Funding: add funds and take funds on an existing funding with the toasts of
// spec §8 (the server's texts); after the sandbox pays due yields, the yield drawer shows the amount;
// a funding whose project has not started shows spec §8's empty-yield text. The detail and yield
// drawers are never open together.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, newFundedLender, sessionHeaders, apiLogin } from './support/funded-lender';
import { localePath, specText, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';

const ADDED = { id: 'Berhasil Menambah Pendanaan', en: 'Funding added' };
const TAKEN = {
  id: 'Dana anda berhasil ditarik ke DANA TERSEDIA',
  en: 'Your funds were moved back to AVAILABLE FUNDS',
};
const EMPTY_YIELD = 'Data Imbal Hasil Kosong, karena proyek belum dimulai';

interface Funding {
  id: number;
  proyek_id: number;
  nama_proyek: string;
  harga_paket: number;
  status_proyek: number;
}
type Lists = Record<'dataProyekAktif' | 'dataProyekFull' | 'dataProyekClosed', Funding[]>;

async function fundings(request: APIRequestContext, token: string): Promise<Lists> {
  const answer = await request.post('/api/newPendanaan/listKelolaInvestasiNewNew', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Lists;
}

/**
 * Money action in the open drawer: packages → password → result; returns the result dialog.
 * `concentrated`: the count leaves the project above the concentration threshold, so the warning's
 * box is ticked first.
 */
async function moneyAction(
  page: Page,
  lang: Lang,
  section: string,
  submit: string,
  count: number,
  password: string,
  concentrated = false,
) {
  const drawer = page.getByRole('dialog').first();
  const part = drawer.getByRole('region', { name: section });
  await part.getByRole('textbox', { name: t(lang, 'screen.packages.label') }).fill(String(count));
  if (concentrated) {
    await part.getByText(t(lang, 'concentration.warning.confirm'), { exact: true }).click();
    await expect(
      part.getByRole('checkbox', { name: t(lang, 'concentration.warning.confirm') }),
    ).toBeChecked();
  }
  await part.getByRole('button', { name: submit }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm
    .getByRole('textbox', { name: t(lang, 'password-confirmation.gate.passwordLabel') })
    .fill(password);
  await confirm.getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') }).click();
  return page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
}

test('add funds and take funds on a funding, with the server texts as result and toast (id)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'id';
  const lender = await newFundedLender(request, 10_000_000);
  const list = await request.post('/api/newProyek/v2/listAll', {
    headers: sessionHeaders(lender.token),
    data: { page: 1, per_page: 50 },
  });
  const project = (
    (await list.json()) as {
      dataProyekAktif: { id: number; sisa_paket: number; nama: string; harga_paket: number }[];
    }
  ).dataProyekAktif.find((p) => p.sisa_paket >= 10)!;
  const bought = await request.post('/api/newProyek/checkout_new', {
    headers: { ...sessionHeaders(lender.token), 'Idempotency-Key': randomUUID() },
    data: { id_proyek: project.id, paket: 3 },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  const before = await balances(request, lender.token);

  await logIn(page, lang, lender.username, lender.password);
  await page.goto(localePath(lang, '/dashboard/my-funding'));
  await page
    .getByRole('button', { name: t(lang, 'my-funding.list.detailNamed', { name: project.nama }) })
    .click();
  await expect(page.getByRole('dialog', { name: project.nama })).toBeVisible();
  await expectNoAxeViolations(page, 'funding drawer (id)');

  const added = await moneyAction(
    page,
    lang,
    t(lang, 'my-funding.funds.addHeading'),
    t(lang, 'my-funding.funds.addSubmit'),
    2,
    lender.password,
    // The lender's one funding: all of the money invested is in this project.
    true,
  );
  await expect(added.getByText(ADDED[lang])).toBeVisible();
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: ADDED[lang] }),
  ).toBeVisible();
  await added
    .getByRole('button', { name: t(lang, 'common.action.close') })
    .last()
    .click();
  const afterAdd = await balances(request, lender.token);
  expect(before.dana_tersedia - afterAdd.dana_tersedia).toBe(2 * project.harga_paket);

  const taken = await moneyAction(
    page,
    lang,
    t(lang, 'my-funding.funds.takeHeading'),
    t(lang, 'my-funding.funds.takeSubmit'),
    1,
    lender.password,
  );
  await expect(taken.getByText(TAKEN[lang])).toBeVisible();
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: TAKEN[lang] }),
  ).toBeVisible();
  const afterTake = await balances(request, lender.token);
  expect(afterTake.dana_tersedia - afterAdd.dana_tersedia).toBe(project.harga_paket);
});

test('after the sandbox pays due yields, the yield drawer shows the amount; a project not started shows the empty text (en)', async ({
  page,
  request,
}) => {
  const lang: Lang = 'en';
  const token = await apiLogin(request, 'demo.korporasi', 'Pendana123!');
  const paid = await request.post('/api/sandbox/yield/pay-due', { headers: sessionHeaders(token) });
  expect(paid.ok(), await paid.text()).toBe(true);
  const lists = await fundings(request, token);
  // The running project's funding (seeded during its fundraising): its first payouts are paid now.
  const all = [...lists.dataProyekAktif, ...lists.dataProyekFull, ...lists.dataProyekClosed];
  let running: { funding: Funding; amount: number } | undefined;
  for (const funding of all) {
    const rows = await request.post('/api/v1/lender/imbal_hasil_pendanaan', {
      headers: sessionHeaders(token),
      data: { pendanaan_id: funding.id },
    });
    const data = (
      (await rows.json()) as { data: { status_payout: number; imbal_hasil_diterima: number }[] }
    ).data;
    // Paid: 2 transferred to the bank or 4 credited to Dana Tersedia (contract YieldPayoutStatus).
    const transferred = data.find((row) => row.status_payout === 2 || row.status_payout === 4);
    if (transferred) {
      running = { funding, amount: transferred.imbal_hasil_diterima };
      break;
    }
  }
  expect(running, 'a funding with a paid yield').toBeDefined();

  await logIn(page, lang, 'demo.korporasi', 'Pendana123!');
  await page.goto(
    `${localePath(lang, '/dashboard/my-funding')}?drawer=yield&id=${running!.funding.id}`,
  );
  const drawer = page.getByRole('dialog', { name: t(lang, 'my-funding.yield.title') });
  await expect(drawer.getByText(rupiah(running!.amount)).first()).toBeVisible();
  await expectNoAxeViolations(page, 'yield drawer (en)');
  // Only one drawer at a time.
  await expect(page.getByRole('dialog')).toHaveCount(1);

  const notStarted = lists.dataProyekAktif[0];
  expect(notStarted, 'a funding of a project still raising funds').toBeDefined();
  await page.goto(`${localePath(lang, '/dashboard/my-funding')}?drawer=yield&id=${notStarted!.id}`);
  await expect(page.getByRole('dialog').getByText(specText(lang, EMPTY_YIELD))).toBeVisible();
});
