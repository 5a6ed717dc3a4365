import { expect, type Locator, type Page } from '@playwright/test';
import { localePath, t, type Lang, type MessageId } from '../support/i18n';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The corporate KYC wizard (spec §2, §4): company, administrators, shareholders, contacts. */
export class CorporateKycPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${localePath(this.lang, '/dashboard/corporate-kyc')}${query}`);
  }

  /** A person's group ('Pengurus 1', 'Shareholder 2', …). */
  person(key: MessageId, number: number): Locator {
    return this.page.getByRole('group', {
      name: t(this.lang, key, { number: String(number) }),
      exact: true,
    });
  }

  /** The input labelled exactly with the message (a required mark '*' may follow). */
  field(key: MessageId, scope: Page | Locator = this.page): Locator {
    return scope
      .getByLabel(new RegExp(`^${escape(t(this.lang, key))}\\s*\\*?$`))
      .and(scope.locator('input'));
  }

  /** Opens a design-system Select and picks an option (by name, or the first one). */
  async choose(key: MessageId, scope: Page | Locator = this.page, option?: string): Promise<void> {
    await scope
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
    await this.page
      .getByRole('button', { name: t(this.lang, 'corporate-kyc.wizard.next') })
      .click();
  }
}
