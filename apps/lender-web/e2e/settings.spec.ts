// Settings against the real lender-api, from the menu: the account with its e-mail;
// the language switched to English and back on the same page; the password change link e-mailed (the
// sandbox outbox holds it, leading to the reset page); log out. English and Indonesian. And the news,
// an article, the FAQ and settings usable on a 360 px phone.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender } from './support/funded-lender';
import { expectUsableOnPhone } from './support/phone';
import { localePath, t, type Lang } from './support/i18n';

async function resetMails(request: APIRequestContext, recipient: string) {
  const answer = await request.get(
    `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { link: string | null }[] }).data.filter((mail) =>
    mail.link?.includes('reset-password'),
  );
}

for (const lang of ['id', 'en'] as const satisfies Lang[]) {
  test(`settings: language there and back, the password link by e-mail, log out (${lang})`, async ({
    page,
    request,
  }) => {
    const lender = await newFundedLender(request, 0);
    const other: Lang = lang === 'id' ? 'en' : 'id';
    await logIn(page, lang, lender.username, lender.password);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t(lang, 'app.menu.setting') })
      .first()
      .click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard/setting'));
    const account = page.getByRole('region', { name: t(lang, 'settings.page.accountHeading') });
    await expect(account.getByText(lender.email)).toBeVisible();
    await expectNoAxeViolations(page, `settings (${lang})`);

    // The language: the same page in the other language, and back.
    await page
      .getByRole('list', { name: t(lang, 'settings.page.languageLabel') })
      .getByRole('link', {
        name: t(lang, other === 'en' ? 'settings.page.languageEn' : 'settings.page.languageId'),
      })
      .click();
    await expect(page).toHaveURL(localePath(other, '/dashboard/setting'));
    await expect(
      page.getByRole('heading', { level: 1, name: t(other, 'settings.page.title') }),
    ).toBeVisible();
    await page
      .getByRole('list', { name: t(other, 'settings.page.languageLabel') })
      .getByRole('link', {
        name: t(other, lang === 'en' ? 'settings.page.languageEn' : 'settings.page.languageId'),
      })
      .click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard/setting'));

    // The password change: a link to the reset page in the lender's mailbox.
    expect(await resetMails(request, lender.email)).toEqual([]);
    await page.getByRole('button', { name: t(lang, 'settings.page.passwordSend') }).click();
    await expect(page.getByText(t(lang, 'settings.page.passwordSentTitle'))).toBeVisible();
    // Sent by a job after the answer (the worker polls every 2 s).
    await expect
      .poll(async () => (await resetMails(request, lender.email)).length, { timeout: 15_000 })
      .toBe(1);

    // The terms in a popup.
    await page.getByRole('button', { name: t(lang, 'settings.page.termsOpen') }).click();
    const terms = page.getByRole('dialog', { name: t(lang, 'settings.page.termsHeading') });
    await expect(terms.locator('p').first()).toBeVisible();
    await expectNoAxeViolations(page, `settings terms (${lang})`);
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();

    // Log out from the page.
    await page
      .getByRole('region', { name: t(lang, 'settings.page.logoutHeading') })
      .getByRole('button', { name: t(lang, 'session.logout.action') })
      .click();
    await expect(page).toHaveURL(localePath(lang, '/auth/login'));
    await page.goto(localePath(lang, '/dashboard/setting'));
    await expect(page).toHaveURL(new RegExp(`${localePath(lang, '/auth/login')}`));
  });
}

test('news, an article, the FAQ and settings on a phone (360 px): no horizontal scroll, axe 0, the keyboard in view @phone', async ({
  page,
}) => {
  await logIn(page, 'id', 'demo.individu', 'Pendana123!');
  await page.goto('/dashboard/news');
  await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectUsableOnPhone(page, 'news');
  await page
    .getByRole('button', { name: /^Baca / })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('article p').nth(1)).toBeVisible();
  await expectUsableOnPhone(page, 'news article');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/news?tab=faq');
  await expect(page.getByRole('combobox', { name: t('id', 'news.faq.topic') })).toBeVisible();
  await expectUsableOnPhone(page, 'faq');
  await page.goto('/dashboard/setting');
  await expect(page.getByText('demo.individu@pendana.test', { exact: true })).toBeVisible();
  await expectUsableOnPhone(page, 'settings');
});
