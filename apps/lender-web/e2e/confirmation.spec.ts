// Spec §6: account, work, heir and corporate account pages need the password again; behind it, My
// Account in both languages.
import { expect, test } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { LANGS, localePath, t } from './support/i18n';

for (const lang of LANGS) {
  test(`a needs-confirmation page asks for the password (${lang})`, async ({ page }) => {
    await logIn(page, lang, 'demo.individu', 'Pendana123!');

    await page
      .getByRole('navigation', { name: t(lang, 'app.menu.navigationLabel') })
      .first()
      .getByRole('link', { name: t(lang, 'app.menu.myAccount') })
      .click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard/my-account'));
    const gateTitle = page.getByRole('heading', {
      level: 1,
      name: t(lang, 'password-confirmation.gate.title'),
    });
    await expect(gateTitle).toBeVisible();
    await expectNoAxeViolations(page, `password confirmation (${lang})`);

    const password = page
      .getByLabel(t(lang, 'password-confirmation.gate.passwordLabel'))
      .and(page.locator('input'));
    const submit = page.getByRole('button', {
      name: t(lang, 'password-confirmation.gate.submit'),
      exact: true,
    });
    await password.fill('BukanIni123');
    await submit.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: t(lang, 'password-confirmation.gate.failedTitle') }),
    ).toBeVisible();

    await password.fill('Pendana123!');
    await submit.click();
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'app.menu.myAccount') }),
    ).toBeVisible();
    // The page itself: the profile, its edit, the signature state, the verification.
    for (const heading of [
      'profile.account.personalHeading',
      'profile.account.editHeading',
      'profile.account.signatureHeading',
      'profile.account.verificationHeading',
    ] as const)
      await expect(
        page.getByRole('heading', { level: 2, name: t(lang, heading), exact: true }),
      ).toBeVisible();
    await expect(page.getByText('demo.individu@pendana.test', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `my account (${lang})`);
  });
}
