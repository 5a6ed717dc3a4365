// Active sessions against the real lender-api: one lender signed in from two browsers (two contexts,
// the second an iPhone's Safari by its user agent). The first opens Settings, sees this device marked
// and the iPhone listed, ends the iPhone's session after the confirmation; the iPhone's next
// navigation lands on the login page (its token is refused at once). Indonesian and English.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_NAME = 'Safari 17 · iOS 17.5';

for (const lang of ['id', 'en'] as const satisfies Lang[]) {
  test(`sessions: the first browser ends the second; the second lands on the login page (${lang})`, async ({
    browser,
    request,
  }) => {
    const lender = await newFundedLender(request, 0);
    const laptop = await browser.newContext();
    const phone = await browser.newContext({ userAgent: IPHONE });
    try {
      const first = await laptop.newPage();
      const second = await phone.newPage();
      await logIn(first, lang, lender.username, lender.password);
      await logIn(second, lang, lender.username, lender.password);

      await first.goto(localePath(lang, '/dashboard/setting'));
      const sessions = first.getByRole('region', { name: t(lang, 'settings.sessions.heading') });
      const list = sessions.getByRole('list', { name: t(lang, 'settings.sessions.heading') });
      // This browser first and marked; the iPhone among the others.
      await expect(
        list.getByRole('listitem').first().getByText(t(lang, 'settings.sessions.current')),
      ).toBeVisible();
      const iphone = list.getByRole('listitem').filter({ hasText: IPHONE_NAME });
      await expect(iphone).toHaveCount(1);
      await expect(iphone.getByText(t(lang, 'settings.sessions.current'))).toHaveCount(0);
      await expectNoAxeViolations(first, `settings sessions (${lang})`);

      await iphone
        .getByRole('button', { name: t(lang, 'settings.sessions.endNamed', { name: IPHONE_NAME }) })
        .click();
      const confirm = first.getByRole('alertdialog', {
        name: t(lang, 'settings.sessions.endTitle'),
      });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(first, `end session confirmation (${lang})`);
      await confirm.getByRole('button', { name: t(lang, 'settings.sessions.end') }).click();
      await expect(confirm).toBeHidden();
      await expect(list.getByRole('listitem').filter({ hasText: IPHONE_NAME })).toHaveCount(0);
      await expect(
        list.getByRole('listitem').first().getByText(t(lang, 'settings.sessions.current')),
      ).toBeVisible();

      // The iPhone's next navigation: its token is refused, the app goes to the login page.
      await second
        .getByRole('navigation')
        .getByRole('link', { name: t(lang, 'app.menu.setting') })
        .first()
        .click();
      await expect(second).toHaveURL(localePath(lang, '/auth/login'));
      // The first browser goes on.
      await first.reload();
      await expect(
        first.getByRole('heading', { level: 1, name: t(lang, 'settings.page.title') }),
      ).toBeVisible();
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
}
