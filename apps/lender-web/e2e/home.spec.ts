// Home: "where is my money" — the balances equal the server's, the actions lead
// to their pages; in Indonesian and English; on a phone with axe.
import { expect, test, type Page } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage, logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { balances, newFundedLender } from './support/funded-lender';
import { LANGS, localePath, t, type Lang } from './support/i18n';
import { rupiah } from './support/money';
import { expectUsableOnPhone } from './support/phone';

/** The figure under a balance's label on the home page. */
const figure = (page: Page, lang: Lang, key: Parameters<typeof t>[1]) =>
  page.locator('dt', { hasText: t(lang, key) }).locator('xpath=following-sibling::dd[1]');

for (const lang of LANGS) {
  test(`home shows the server's balances and leads to top up, withdraw and search (${lang})`, async ({
    page,
    request,
  }) => {
    const lender = await newFundedLender(request, 3_250_000);
    await logIn(page, lang, lender.username, lender.password);

    const server = await balances(request, lender.token);
    expect(server.dana_tersedia).toBe(3_250_000);
    await expect(figure(page, lang, 'dashboard.home.totalAssets')).toHaveText(
      rupiah(server.total_aset),
    );
    await expect(figure(page, lang, 'dashboard.home.available')).toHaveText(
      rupiah(server.dana_tersedia),
    );
    await expect(figure(page, lang, 'dashboard.home.allocated')).toHaveText(
      rupiah(server.dana_teralokasi),
    );
    await expect(figure(page, lang, 'dashboard.home.yieldReceived')).toHaveText(
      rupiah(server.bagi_hasil),
    );
    // No funding yet: the empty state's next step.
    await expect(
      page.getByRole('heading', { name: t(lang, 'dashboard.home.noFundingsTitle') }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `home (${lang})`);

    const main = page.getByRole('main');
    for (const [label, path] of [
      ['dashboard.home.topUp', '/dashboard/wallet'],
      ['dashboard.home.withdraw', '/dashboard/withdrawal'],
      ['dashboard.home.fundProject', '/dashboard/search-for-funding'],
    ] as const) {
      await main
        .getByRole('link', { name: t(lang, label), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(localePath(lang, path));
      await page.goBack();
      await expect(figure(page, lang, 'dashboard.home.available')).toBeVisible();
    }
  });
}

test('home of a lender with fundings on a phone (360 px): each funding links to its detail; no horizontal scroll, axe 0 @phone', async ({
  page,
}) => {
  const login = new LoginPage(page, 'id');
  await login.goto();
  await login.login('demo.individu', 'Pendana123!');
  await new DashboardPage(page, 'id').expectHome('Budi Santoso');
  const links = page.getByRole('main').getByRole('link', { name: /^Lihat detail / });
  await expect(links.first()).toBeVisible();
  await expect(links.first()).toHaveAttribute(
    'href',
    /^\/dashboard\/my-funding\?drawer=funding&id=\d+$/,
  );
  await expectUsableOnPhone(page, 'home with fundings');
});
