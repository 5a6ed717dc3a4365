// Fund a project: a lender with balance searches with a keyword, opens a project,
// funds 2 packages through the password (a wrong one first: the server's message), sees the success,
// and the balance has gone down by exactly 2 × the package price; a lender short of one package is
// led to top up. Fresh lenders (API + sandbox bank): the balance checks are exact.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, newFundedLender, payIn, sessionHeaders } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';
import { keyType, tabTo } from './support/keyboard';

/** The server's success text (lender-api, in the request's language): spec §8 shows it as is. */
const CHECKOUT_SUCCESS = { id: 'Berhasil Checkout Pendanaan', en: 'Funding checkout succeeded' };
const WRONG_PASSWORD = {
  id: 'Kata sandi yang Anda masukkan salah',
  en: 'The password you entered is wrong',
};

interface OpenProject {
  id: number;
  nama: string;
  harga_paket: number;
  sisa_paket: number;
}

/** An open project with room for a few packages, from the same call the screen makes. */
async function openProject(request: APIRequestContext, token: string): Promise<OpenProject> {
  const answer = await request.post('/api/newProyek/v2/listAll', {
    headers: sessionHeaders(token),
    data: { page: 1, per_page: 50 },
  });
  expect(answer.ok()).toBe(true);
  const { dataProyekAktif } = (await answer.json()) as { dataProyekAktif: OpenProject[] };
  const project = dataProyekAktif.find((p) => p.sisa_paket >= 5);
  expect(project, 'an open project').toBeDefined();
  return project!;
}

/** Search by keyword and open the project's drawer. */
async function findAndOpen(page: Page, lang: Lang, project: OpenProject) {
  await page.goto(localePath(lang, '/dashboard/search-for-funding'));
  await page.getByLabel(t(lang, 'projects.search.keyword')).fill(project.nama);
  await page.getByRole('button', { name: t(lang, 'projects.search.apply'), exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  await page
    .getByRole('button', { name: t(lang, 'projects.card.openNamed', { name: project.nama }) })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: project.nama });
  await expect(drawer).toBeVisible();
  return drawer;
}

const cases: { lang: Lang; packages: number }[] = [
  { lang: 'id', packages: 2 },
  { lang: 'en', packages: 2 },
];

for (const { lang, packages } of cases) {
  test(`a lender searches, opens a project, funds ${packages} packages with the password and the balance drops by exactly that (${lang})`, async ({
    page,
    request,
  }) => {
    const lender = await newFundedLender(request, 10_000_000);
    const project = await openProject(request, lender.token);
    const before = await balances(request, lender.token);
    await logIn(page, lang, lender.username, lender.password);

    const drawer = await findAndOpen(page, lang, project);
    await expectNoAxeViolations(page, `project drawer (${lang})`);
    const count = drawer.getByLabel(t(lang, 'screen.packages.label'));
    await count.fill(String(packages));
    await drawer.getByRole('button', { name: t(lang, 'projects.checkout.submit') }).click();

    const confirm = page.getByRole('alertdialog', {
      name: t(lang, 'projects.checkout.confirmTitle'),
    });
    await expect(confirm).toBeVisible();
    const password = confirm.getByRole('textbox', {
      name: t(lang, 'password-confirmation.gate.passwordLabel'),
    });
    await password.fill('not-the-password');
    await confirm
      .getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') })
      .click();
    await expect(confirm.getByText(WRONG_PASSWORD[lang])).toBeVisible();
    await password.fill(lender.password);
    await confirm
      .getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') })
      .click();

    const result = page.getByRole('dialog', { name: t(lang, 'screen.moneyAction.successTitle') });
    await expect(result).toBeVisible();
    await expectNoAxeViolations(page, `checkout success (${lang})`);
    await expect(result.getByText(CHECKOUT_SUCCESS[lang])).toBeVisible();
    // …and as the 8-second toast of spec §8/§9.
    await expect(
      page
        .locator('[data-scope="toast"][data-part="root"]')
        .filter({ hasText: CHECKOUT_SUCCESS[lang] }),
    ).toBeVisible();

    const after = await balances(request, lender.token);
    expect(before.dana_tersedia - after.dana_tersedia).toBe(packages * project.harga_paket);
    expect(after.dana_teralokasi - before.dana_teralokasi).toBe(packages * project.harga_paket);

    // Home shows the lowered balance and the new funding.
    await result
      .getByRole('button', { name: t(lang, 'common.action.close') })
      .last()
      .click();
    await page.goto(localePath(lang, '/dashboard'));
    await expect(page.getByRole('heading', { level: 3, name: project.nama })).toBeVisible();
  });
}

test('a lender whose balance is short of one package is led to top up (en)', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 0);
  const project = await openProject(request, lender.token);
  await logIn(page, 'en', lender.username, lender.password);
  const drawer = await findAndOpen(page, 'en', project);
  await expect(
    drawer.getByRole('button', { name: t('en', 'projects.checkout.submit') }),
  ).toHaveCount(0);
  await drawer.getByRole('link', { name: t('en', 'screen.packages.topUp') }).click();
  await expect(page).toHaveURL('/en/dashboard/wallet');
});

test('asking for more packages than the balance pays for names that limit and offers top up (id)', async ({
  page,
  request,
}) => {
  const lender = await newFundedLender(request, 0);
  const project = await openProject(request, lender.token);
  // Two and a half packages: the balance (2), not the slots (at least 5), is the limit.
  await payIn(request, lender.token, project.harga_paket * 2.5, `E2E-LIMIT-${lender.username}`);
  const affordable = 2;
  await logIn(page, 'id', lender.username, lender.password);
  const drawer = await findAndOpen(page, 'id', project);
  await drawer.getByLabel(t('id', 'screen.packages.label')).fill(String(affordable + 1));
  await expect(
    drawer.getByText(t('id', 'screen.packages.limitBalance', { count: String(affordable) })),
  ).toBeVisible();
  await expect(drawer.getByRole('link', { name: t('id', 'screen.packages.topUp') })).toBeVisible();
});

test('the whole checkout with the keyboard alone (en)', async ({ page, request }) => {
  const lender = await newFundedLender(request, 5_000_000);
  const project = await openProject(request, lender.token);
  await logIn(page, 'en', lender.username, lender.password);
  await page.goto(localePath('en', '/dashboard/search-for-funding'));
  await keyType(page, page.getByLabel(t('en', 'projects.search.keyword')), project.nama);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  const open = page
    .getByRole('button', { name: t('en', 'projects.card.openNamed', { name: project.nama }) })
    .first();
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: project.nama });
  const count = drawer.getByLabel(t('en', 'screen.packages.label'));
  await tabTo(page, count);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', {
    name: t('en', 'projects.checkout.confirmTitle'),
  });
  const password = confirm.getByRole('textbox', {
    name: t('en', 'password-confirmation.gate.passwordLabel'),
  });
  await expect(password).toBeFocused();
  await page.keyboard.type(lender.password);
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: t('en', 'screen.moneyAction.successTitle') });
  await expect(result.getByText(CHECKOUT_SUCCESS.en)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  // The focus is back in the drawer, on the form that started the action.
  await expect(drawer).toBeVisible();
});
