import { expect, type Page } from '@playwright/test';
import { localePath, t, type Lang } from '../support/i18n';

export interface NewLender {
  username: string;
  email: string;
  password: string;
  type: 'individual' | 'corporate';
}

export class RegisterPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(localePath(this.lang, '/auth/register'));
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, 'auth.register.title') }),
    ).toBeVisible();
  }

  async register(lender: NewLender): Promise<void> {
    const { page, lang } = this;
    const typeLabel =
      lender.type === 'corporate' ? 'auth.register.corporate' : 'auth.register.individual';
    await page.getByRole('radio', { name: t(lang, typeLabel) }).check();
    await page
      .getByLabel(t(lang, 'auth.register.usernameLabel'), { exact: false })
      .first()
      .fill(lender.username);
    await page
      .getByRole('textbox', { name: t(lang, 'auth.register.emailLabel') })
      .fill(lender.email);
    await page.locator('input[autocomplete="new-password"]').nth(0).fill(lender.password);
    await page.locator('input[autocomplete="new-password"]').nth(1).fill(lender.password);
    await page.getByRole('checkbox', { name: t(lang, 'auth.register.termsAgreement') }).check();
    await page.getByRole('button', { name: t(lang, 'auth.register.submit'), exact: true }).click();
    // Registered once the server answered: the app then shows the e-mail verification page. Leaving
    // earlier raced the registration (argon2 takes its time) with the next login: 'wrong password'.
    await expect(page).toHaveURL(
      `${localePath(lang, '/auth/email-verification')}?email=${encodeURIComponent(lender.email)}`,
      { timeout: 30_000 },
    );
  }
}
