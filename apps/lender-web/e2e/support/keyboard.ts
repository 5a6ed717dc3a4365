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

/**
 * Picks an option of the focused design-system Select (Ark UI) the way a keyboard user does: the
 * down arrow opens the listbox with the first (or the chosen) option highlighted, Enter picks it.
 * Returns the label picked.
 *
 * Ark opens the listbox on the arrow's keydown but moves the focus into it only one animation frame
 * later (zag's setInitialFocus runs in requestAnimationFrame). An Enter in between lands on the
 * trigger, which ignores Enter while the list is open: the list stays open with the option
 * highlighted and the field keeps 'Pilih'/'Choose'. Under load Playwright pressed Enter in that gap
 * as soon as an option was visible, so Enter now waits for the listbox to hold the focus with an
 * option highlighted (aria-activedescendant, data-highlighted). It also waits for the options to
 * be there before opening (region lists load after the level above is chosen): an Enter in a list
 * opened empty has nothing highlighted and closes it with no choice.
 */
export async function pickHighlighted(page: Page, combobox: Locator): Promise<string> {
  const listboxId = await combobox.getAttribute('aria-controls');
  expect(listboxId, `${combobox.toString()} controls a listbox`).toBeTruthy();
  const listbox = page.locator(`[id="${listboxId}"]`);
  await expect(listbox.locator('[role="option"]').first()).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await expect(listbox).toBeFocused();
  await expect(listbox).toHaveAttribute('aria-activedescendant', /.+/);
  const highlighted = listbox.locator('[role="option"][data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  const label = (await highlighted.innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(combobox).toHaveText(label);
  return label;
}

/** Tabs to a design-system Select, opens it with the down arrow and picks the first option. */
export async function keyChoose(page: Page, combobox: Locator): Promise<void> {
  await tabTo(page, combobox);
  const before = await combobox.textContent();
  await pickHighlighted(page, combobox);
  await expect(combobox).not.toHaveText(before ?? '');
}
