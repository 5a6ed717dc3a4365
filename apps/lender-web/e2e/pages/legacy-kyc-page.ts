import { expect, type Locator, type Page } from '@playwright/test';
import { localePath, t, type Lang, type MessageId } from '../support/i18n';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The older individual KYC flow (spec §4, §7) at /dashboard/kyc. */
export class LegacyKycPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(localePath(this.lang, '/dashboard/kyc'));
  }

  /** The input labelled exactly with the message (a required mark '*' may follow). */
  field(key: MessageId): Locator {
    return this.page
      .getByLabel(new RegExp(`^${escape(t(this.lang, key))}\\s*\\*?$`))
      .and(this.page.locator('input'));
  }

  /** Opens a design-system Select and picks an option (by name, or the first one). */
  async choose(key: MessageId, option?: string): Promise<void> {
    await this.page
      .getByRole('combobox', { name: new RegExp(`^${escape(t(this.lang, key))}\\s*\\*?$`) })
      .click();
    const options = this.page.getByRole('option');
    await (option ? options.filter({ hasText: option }).first() : options.first()).click();
  }

  async expectStep(key: MessageId): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 2, name: t(this.lang, key) }),
    ).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'kyc-legacy.wizard.next') }).click();
  }
}
