// First paint from HTML and CSS alone: the server sends the prerendered login page
// and, to a visitor with a session, the dashboard page's static frame (its heading, intro and
// skeletons) or the plain shell (scripts/prerender.mjs, lender-api http/web-static.ts); the client
// takes the login page over without losing what was typed.
import { expect, test, type BrowserContext } from '@playwright/test';
import { logIn, LoginPage } from './pages/login-page';
import { localePath, t, LANGS } from './support/i18n';

const DEMO_PASSWORD = 'Pendana123!';

async function sessionCookie(context: BrowserContext, baseURL: string | undefined) {
  const url = new URL(baseURL ?? 'http://127.0.0.1');
  await context.addCookies([
    { name: 'token', value: 'not-checked-by-the-html', domain: url.hostname, path: '/' },
  ]);
}

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`the login page is there, styled, its submit disabled (${lang})`, async ({ page }) => {
      const login = new LoginPage(page, lang);
      await page.goto(localePath(lang, '/auth/login'));
      await login.expectVisible();
      await expect(login.username).toBeVisible();
      await expect(login.password).toBeVisible();
      // The browser cannot send the form on its own (a GET with the password in the URL).
      await expect(login.submit).toBeDisabled();
      // Styled by the app's stylesheet and in the body font.
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/Jakarta/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${t(lang, 'auth.login.title')} · Pendana`);
    });
  }

  test("a dashboard page's frame only with a session, in the page's language", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/dashboard/my-funding');
    await expect(page.locator('#root')).toBeEmpty();
    await sessionCookie(context, baseURL);
    for (const lang of LANGS) {
      for (const [path, screen] of [
        ['/dashboard/my-funding', 'my-funding.list'],
        ['/dashboard/search-for-funding', 'projects.search'],
      ] as const) {
        await page.goto(localePath(lang, path));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(
          t(lang, `${screen}.title`),
        );
        await expect(main.getByText(t(lang, `${screen}.intro`))).toBeVisible();
        await expect(
          page.getByRole('button', { name: t(lang, 'session.logout.action') }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
      // The frame's form cannot be typed into before the app takes the page over (it would be lost):
      // the last page above is search funding's.
      const main = page.getByRole('main');
      await expect(main.getByLabel(t(lang, 'projects.search.keyword'))).toBeDisabled();
      await expect(
        main.getByRole('button', { name: t(lang, 'projects.search.apply'), exact: true }),
      ).toBeDisabled();
    }
    // A page without a frame of its own (a wizard, whose first screen waits for its calls): the shell.
    await page.goto('/dashboard/ekyc');
    await expect(page.getByRole('status', { name: 'Memuat…' })).toBeVisible();
    await page.goto('/en/dashboard/ekyc');
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    // The login page is not sent to a visitor with a session (the app takes them to the dashboard).
    await page.goto('/auth/login');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('what is typed before the script runs is kept and logs in, one form', async ({ page }) => {
  // The entry script waits until the visitor has typed (a slow phone).
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const login = new LoginPage(page, 'id');
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await login.expectVisible();
  await login.username.fill('demo.individu');
  await login.password.fill(DEMO_PASSWORD);
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(login.submit).toBeEnabled();
  await expect(page.locator('form')).toHaveCount(1);
  await expect(login.username).toHaveValue('demo.individu');
  await login.submit.click();
  await expect(page).toHaveURL('/dashboard');
});

test("the page's first data comes with it: the lender and the page's list are not asked again", async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.individu', DEMO_PASSWORD);
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto('/dashboard/my-funding');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('id', 'my-funding.list.title'),
  );
  // The lender's fundings, drawn from the page's own data.
  await expect(page.getByRole('main').getByRole('tab').first()).toBeVisible();
  expect(asked).not.toContain('GET /api/v1/lender_info');
  expect(asked).not.toContain('POST /api/newPendanaan/listKelolaInvestasiNewNew');
});
