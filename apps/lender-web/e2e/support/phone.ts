import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolationsFullPage } from './axe';
import { barsOverContent, focusStopsCoveredByBars, horizontalOverflow } from './layout';

/**
 * The checks of a screen on a phone (360 px): no horizontal scroll; the document scrolls and the
 * content is padded for the app shell's bars (none hides its start or its end); axe finds nothing on
 * the whole page (target-size included); every focus stop reached with Tab is beside the bars, in
 * view (WCAG 2.4.11).
 */
export async function expectUsableOnPhone(page: Page, label: string): Promise<void> {
  expect(await horizontalOverflow(page), `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
  expect(await barsOverContent(page), `content under a bar on ${label}`).toBe(0);
  await expectNoAxeViolationsFullPage(page, label);
  const focus = await focusStopsCoveredByBars(page);
  expect(focus.checked, `focus stops on ${label}`).toBeGreaterThan(3);
  expect(focus.covered, `focused elements under a bar on ${label}`).toEqual([]);
}
