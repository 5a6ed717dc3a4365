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
    // The server sends the login page prerendered and its scripts load after the
    // first frame, so after the load event: a journey starts once the app has taken the page over
    // (first-paint.spec.ts covers what happens before).
    await expect(this.page.locator('#root')).not.toHaveAttribute('data-prerendered');
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

/**
 * Logs in through the API and opens the dashboard's home in the given language: what the login page
 * does on success (lib/session.ts `saveSession`: the token, user_id and user_status cookies for the
 * token's lifetime), without loading and filling that page first. The page itself is the subject of
 * auth.spec.ts (register → login → dashboard, wrong password, unknown user, empty fields, server down,
 * offline), which still log in through it.
 */
export async function logIn(
  page: Page,
  lang: Lang,
  username: string,
  password: string,
): Promise<void> {
  const answer = await page.request.post('/api/newAuth/login', { data: { username, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = (await answer.json()) as {
    access_token: string;
    user_id: number | string;
    status: string;
    expires_in?: number;
  };
  const url = new URL(answer.url()).origin;
  const expires =
    session.expires_in === undefined ? undefined : Date.now() / 1000 + session.expires_in * 60;
  await page.context().addCookies(
    (
      [
        ['token', session.access_token],
        ['user_id', String(session.user_id)],
        ['user_status', session.status],
      ] as const
    ).map(([name, value]) => ({
      name,
      value: encodeURIComponent(value),
      url,
      sameSite: 'Strict' as const,
      ...(expires === undefined ? {} : { expires }),
    })),
  );
  await page.goto(localePath(lang, '/dashboard'));
  await expect(page).toHaveURL(localePath(lang, '/dashboard'));
}
