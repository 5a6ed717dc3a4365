// Funded projects against the real lender-api: demo.korporasi's running fundings as
// the server lists them, each leading to its funding; a fresh lender has none and is led to search.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender, sessionHeaders, apiLogin } from './support/funded-lender';
import { localePath, t } from './support/i18n';

test('the funded projects as the server lists them, each leading to its funding (en)', async ({
  page,
  request,
}) => {
  const lang = 'en';
  const token = await apiLogin(request, 'demo.korporasi');
  const listed = (
    (await (
      await request.post('/api/newProfile/ListProyekFunded', { headers: sessionHeaders(token) })
    ).json()) as { data: { pendanaan_id: number; nama_proyek: string }[] }
  ).data;
  expect(listed.length).toBeGreaterThan(0);

  await logIn(page, lang, 'demo.korporasi', 'Pendana123!');
  await page.getByRole('link', { name: t(lang, 'dashboard.home.toFundedProjects') }).click();
  await expect(page).toHaveURL(localePath(lang, '/dashboard/funded-projects'));
  const first = listed[0]!;
  const link = page
    .getByRole('link', {
      name: t(lang, 'funded-projects.page.detailNamed', { name: first.nama_proyek }),
    })
    .first();
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page, `funded projects (${lang})`);
  await link.click();
  await expect(page).toHaveURL(/\/en\/dashboard\/my-funding\?drawer=funding&id=\d+/);
});

test('a lender without fundings is led to search (id)', async ({ page, request }) => {
  const lender = await newFundedLender(request, 0);
  await logIn(page, 'id', lender.username, lender.password);
  await page.goto('/dashboard/funded-projects');
  await expect(
    page.getByRole('heading', { name: t('id', 'funded-projects.page.emptyTitle') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'funded projects empty (id)');
});
