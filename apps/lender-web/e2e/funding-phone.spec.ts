// The funding screens on a phone (360 px): search with a project drawer, Manage Funding with its
// detail and yield drawers — no horizontal scroll, nothing under the app bars, axe 0.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolationsFullPage } from './support/axe';
import { t } from './support/i18n';
import { horizontalOverflow } from './support/layout';
import { expectUsableOnPhone } from './support/phone';

test('search funding and manage funding with their drawers on a phone (360 px) @phone', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.korporasi', 'Pendana123!');

  await page.goto('/dashboard/search-for-funding');
  await expect(
    page.getByRole('heading', { level: 2, name: t('id', 'projects.search.allProjects') }),
  ).toBeVisible();
  await expectUsableOnPhone(page, 'search funding');
  await page
    .getByRole('button', { name: /^Lihat proyek / })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: t('id', 'projects.checkout.heading') }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolationsFullPage(page, 'project drawer on a phone');

  await page.goto('/dashboard/my-funding');
  await expect(
    page.getByRole('tab', { name: new RegExp(t('id', 'my-funding.list.active')) }),
  ).toBeVisible();
  await expectUsableOnPhone(page, 'manage funding');
  await page
    .getByRole('button', { name: /^Detail / })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: t('id', 'screen.signing.heading') }),
  ).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolationsFullPage(page, 'funding drawer on a phone');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Imbal hasil / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: t('id', 'my-funding.yield.title') })).toBeVisible();
  await expectNoAxeViolationsFullPage(page, 'yield drawer on a phone');
});
