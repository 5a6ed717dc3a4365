import { expect, type Locator, type Page } from '@playwright/test';
import { localePath, t, type Lang } from '../support/i18n';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.username = page.getByLabel(t(lang, 'auth.login.usernameLabel'));
    this.password = page
      .getByLabel(t(lang, 'auth.login.passwordLabel'), { exact: false })
      .and(page.locator('input'));
    this.submit = page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true });
    this.alert = page.getByRole('alert').filter({ hasText: t(lang, 'auth.login.failedTitle') });
  }

  async goto(): Promise<void> {
    await this.page.goto(localePath(this.lang, '/auth/login'));
    await this.expectVisible();
  }

  async expectVisible(): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 1, name: t(this.lang, 'auth.login.title') }),
    ).toBeVisible();
  }

  async login(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** Logs in through the login page and waits for the dashboard's home, in the given language. */
export async function logIn(
  page: Page,
  lang: Lang,
  username: string,
  password: string,
): Promise<void> {
  const login = new LoginPage(page, lang);
  await login.goto();
  await login.login(username, password);
  await expect(page).toHaveURL(localePath(lang, '/dashboard'));
}
