// Platform health against the real lender-api: the home page shows the TKB90 that
// getPlatformHealth computes from the seeded financings (read from the API here, never a number of
// the journey's own), no warning (the seed's TWP90 is under 5 %), English after one switch, axe 0.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/funded-lender';
import { t, type Lang } from './support/i18n';
import { rate } from './support/money';

interface Point {
  tkb0: number;
  tkb30: number;
  tkb60: number;
  tkb90: number;
  twp90: number;
}
interface Health {
  current: Point;
  warning: boolean;
  licence: { number: string; status: string };
}

test('home shows the platform’s TKB90 as the server computes it, no warning, in Indonesian and English', async ({
  page,
  request,
}) => {
  const lang: Lang = 'id';
  // Public: no session needed.
  const answer = await request.get('/api/v1/platform/health', { headers: { 'X-LANG': lang } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const server = ((await answer.json()) as { data: Health }).data;
  expect(server.warning).toBe(false);

  await logIn(page, lang, 'demo.individu', DEMO_PASSWORD);
  const card = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: t(lang, 'platform-health.card.heading') }),
  });
  await expect(card).toBeVisible();
  const figure = card
    .getByText(t(lang, 'platform-health.card.tkb90Label'), { exact: true })
    .locator('xpath=following-sibling::p[1]');
  await expect(figure).toHaveText(
    t(lang, 'platform-health.card.percent', { percent: rate(server.current.tkb90) }),
  );
  const fact = (key: 'platform-health.card.tkb0' | 'platform-health.card.licence') =>
    card.locator('dt', { hasText: t(lang, key) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('platform-health.card.tkb0')).toHaveText(
    t(lang, 'platform-health.card.percent', { percent: rate(server.current.tkb0) }),
  );
  await expect(fact('platform-health.card.licence')).toContainText(server.licence.status);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(
    card.getByRole('table', { name: t(lang, 'platform-health.card.trendCaption') }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'home with the platform health card');

  // Once to English: the same figure under the English heading.
  await page
    .getByRole('link', { name: t(lang, 'common.language.switchLabel') })
    .first()
    .click();
  const english = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: t('en', 'platform-health.card.heading') }),
  });
  await expect(english).toBeVisible();
  await expect(
    english
      .getByText(t('en', 'platform-health.card.tkb90Label'), { exact: true })
      .locator('xpath=following-sibling::p[1]'),
  ).toHaveText(t('en', 'platform-health.card.percent', { percent: rate(server.current.tkb90) }));
  await expectNoAxeViolations(page, 'home with the platform health card (en)');
});
