// Offline in a real browser: the network goes (Playwright's offline emulation, which
// is what `navigator.onLine` and the offline/online events report), the app says so, the login
// button is disabled with that reason and what was typed stays; the network comes back, the login
// goes through, and a page reached while offline reads its data once it is back.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { localePath, t, LANGS } from './support/i18n';

const OFFLINE = {
  id: 'Anda sedang offline. Tombol kirim nonaktif sampai internet tersambung lagi; data dimuat ulang otomatis.',
  en: 'You are offline. Sending is off until the internet is back; the data reloads by itself.',
};

for (const lang of LANGS) {
  test(`offline: the banner, a disabled login with the reason, then back online it logs in (${lang})`, async ({
    page,
    context,
  }) => {
    const login = new LoginPage(page, lang);
    await login.goto();
    await login.username.fill('demo.individu');
    await login.password.fill('Pendana123!');

    await context.setOffline(true);
    const banner = page.getByText(OFFLINE[lang]);
    await expect(banner).toBeVisible();
    const submit = login.submit;
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(OFFLINE[lang]);
    await expect(login.username).toHaveValue('demo.individu');

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await submit.click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));

    // A page reached while offline (its code not loaded yet) says so, and loads when the network is
    // back.
    const toTransactions = page.getByRole('link', {
      name: t(lang, 'dashboard.home.toTransactions'),
    });
    await expect(toTransactions).toBeVisible();
    await context.setOffline(true);
    await toTransactions.click();
    // the banner, and the page that could not load says why instead of "something went wrong"
    await expect(page.getByRole('main').getByText(OFFLINE[lang])).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(localePath(lang, '/dashboard/transactions'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE[lang])).toBeHidden();
  });
}
