import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus — keyboard only — and checks
 * the browser shows it as keyboard focus (:focus-visible).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 120 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(
        await target.evaluate((el) => el.matches(':focus-visible')),
        `${target.toString()} shows keyboard focus`,
      ).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target.toString()}`);
}

/** Tabs to a text field and types into it. */
export async function keyType(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to a design-system Select, opens it with the down arrow and picks the first option. */
export async function keyChoose(page: Page, combobox: Locator): Promise<void> {
  await tabTo(page, combobox);
  const before = await combobox.textContent();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(combobox).not.toHaveText(before ?? '');
}
