// The password confirmation of spec §6 in front of the account, work, heir and corporate account
// pages (asked again after a reload: it lives in this tab's memory).
import { expect, type Page } from '@playwright/test';
import { t, type Lang } from './i18n';

export async function confirmPassword(page: Page, lang: Lang, password: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'password-confirmation.gate.title') }),
  ).toBeVisible();
  await page
    .getByLabel(t(lang, 'password-confirmation.gate.passwordLabel'), { exact: false })
    .and(page.locator('input'))
    .fill(password);
  await page.getByRole('button', { name: t(lang, 'password-confirmation.gate.submit') }).click();
}

/** Opens a page of the menu that needs the confirmation, and confirms. */
export async function openBehindPassword(
  page: Page,
  lang: Lang,
  menuKey: 'heirInformation' | 'workInformation' | 'myAccount' | 'myAccountCorporate',
  password: string,
) {
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t(lang, `app.menu.${menuKey}`) })
    .first()
    .click();
  await confirmPassword(page, lang, password);
}
