// Two-factor sign-in against the real lender-api: a new lender turns it on in the settings (the code
// computed here from the manual key the page shows, as an authenticator app would), sees the ten
// recovery codes once, signs out, and signs in again with the password and then a new code. id and
// en; axe 0 on the setup, the recovery codes and the code step.
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { LoginPage, logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newFundedLender } from './support/funded-lender';
import { localePath, t, type Lang } from './support/i18n';

const STEP_MS = 30_000;

const codeAt = (secret: string, time: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });

/** Waits for the authenticator's next time step: the server accepts each step's code once. */
async function nextStep(page: Page, after: number): Promise<void> {
  const wait = (Math.floor(after / STEP_MS) + 1) * STEP_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 250);
}

for (const lang of ['id', 'en'] as const satisfies Lang[]) {
  test(`two-factor sign-in: turned on in the settings, then password + code (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const lender = await newFundedLender(request, 0);
    await logIn(page, lang, lender.username, lender.password);
    await page.goto(localePath(lang, '/dashboard/setting'));
    const section = page.getByRole('region', { name: t(lang, 'settings.twoFactor.heading') });
    await expect(section.getByText(t(lang, 'two-factor.settings.offEmpty'))).toBeVisible();
    await section.getByRole('button', { name: t(lang, 'two-factor.settings.turnOn') }).click();

    await expect(
      section.getByRole('img', { name: t(lang, 'two-factor.settings.qrAlt') }),
    ).toBeVisible();
    const secret = (await section.getByTestId('two-factor-manual-key').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, `two-factor setup (${lang})`);

    const confirmedAt = Date.now();
    await section
      .getByRole('textbox', { name: t(lang, 'two-factor.settings.codeLabel') })
      .fill(codeAt(secret, confirmedAt));
    await section.getByRole('button', { name: t(lang, 'two-factor.settings.confirm') }).click();
    const codes = section.getByRole('list', { name: t(lang, 'two-factor.settings.recoveryTitle') });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await expect(codes.getByRole('listitem').first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await expectNoAxeViolations(page, `two-factor recovery codes (${lang})`);
    await section
      .getByRole('button', { name: t(lang, 'two-factor.settings.recoveryDone') })
      .click();
    await expect(
      section.getByText(t(lang, 'two-factor.settings.statusOn'), { exact: true }),
    ).toBeVisible();
    await expect(codes).toHaveCount(0);

    // Sign out, then in: the password alone asks for the code.
    await page
      .getByRole('region', { name: t(lang, 'settings.page.logoutHeading') })
      .getByRole('button', { name: t(lang, 'session.logout.action') })
      .click();
    const login = new LoginPage(page, lang);
    await login.goto();
    await login.login(lender.username, lender.password);
    const code = page.getByRole('textbox', { name: t(lang, 'two-factor-login.step.codeLabel') });
    await expect(code).toBeVisible();
    await expect(page).toHaveURL(localePath(lang, '/auth/login'));
    await expectNoAxeViolations(page, `two-factor code step (${lang})`);

    await nextStep(page, confirmedAt);
    await code.fill(codeAt(secret, Date.now()));
    await page.getByRole('button', { name: t(lang, 'two-factor-login.step.submit') }).click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
  });
}
