// Portfolio and certificate against the real lender-api: demo.individu's figures are
// the server's, and its certificate opens in a new tab (the browser's PDF viewer) and downloads as a
// PDF under the server's name; a lender below
// Rp 1.000.000 gets the next step instead. English and Indonesian; home leads here.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender, sessionHeaders, apiLogin } from './support/funded-lender';
import { t } from './support/i18n';
import { rupiah } from './support/money';

test("the server's figures and the certificate PDF (en)", async ({ page, request }) => {
  const lang = 'en';
  const token = await apiLogin(request, 'demo.individu');
  const profile = (
    (await (
      await request.post('/api/newProfile/newnewnewallProfileSertifikatBaru', {
        headers: sessionHeaders(token),
      })
    ).json()) as { data: { total_aset: number; va: string | null } }
  ).data;

  await logIn(page, lang, 'demo.individu', 'Pendana123!');
  await page.getByRole('link', { name: t(lang, 'dashboard.home.toPortfolio') }).click();
  const assets = page.getByRole('region', { name: t(lang, 'portfolio.page.assetsHeading') });
  await expect(assets).toContainText(rupiah(profile.total_aset));
  if (profile.va) await expect(assets).toContainText(profile.va);
  await expectNoAxeViolations(page, `portfolio (${lang})`);

  // The open fundings, each by name, leading to its funding.
  const fundings = page.getByRole('table', { name: t(lang, 'portfolio.list.heading') });
  await expect(fundings.getByRole('row').nth(1)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(lang, 'portfolio.certificate.download') }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Opened: the server's PDF shown in a new tab.
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/api/newRekening/viewSertifikat'),
  );
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: t(lang, 'portfolio.certificate.open') }).click();
  const [answer, viewer] = await Promise.all([answered, opened]);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect.poll(() => viewer.url()).toMatch(/^blob:/);
  await expect(
    page.getByText(t(lang, 'screen.download.opened', { name: file.suggestedFilename() })),
  ).toBeVisible();
  await viewer.close();
});

test('below Rp 1.000.000 there is no certificate yet (id)', async ({ page, request }) => {
  const lender = await newFundedLender(request, 500_000);
  await logIn(page, 'id', lender.username, lender.password);
  await page.goto('/dashboard/portfolio');
  await expect(
    page.getByText(t('id', 'portfolio.certificate.unavailable', { minimum: rupiah(1_000_000) })),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'portfolio below the minimum (id)');
});
