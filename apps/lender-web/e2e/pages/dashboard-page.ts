import { expect, type Page } from '@playwright/test';
import { t, type Lang } from '../support/i18n';

export class DashboardPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** The sidebar (desktop) navigation. */
  nav() {
    return this.page
      .getByRole('navigation', { name: t(this.lang, 'app.menu.navigationLabel') })
      .first();
  }

  async expectHome(name: string): Promise<void> {
    await expect(
      this.page.getByRole('heading', {
        level: 1,
        name: t(this.lang, 'dashboard.home.greeting', { name }),
      }),
    ).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.page
      .getByRole('button', { name: t(this.lang, 'session.logout.action') })
      .first()
      .click();
  }
}
