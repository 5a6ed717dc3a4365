import type { Page } from '@playwright/test';

/**
 * Runs `action` in a popup that closes itself as a consequence (a provider page that sends the
 * lender back to the app, whose return page hands the result over and closes) and waits until the
 * popup is closed.
 *
 * The wait starts before the action: a popup can close before the action's call returns (the click
 * also waits for the navigation it started; on a busy machine the app's return page loads, posts
 * and closes in that time), and `page.waitForEvent('close')` started on an already closed page
 * never resolves.
 */
export async function untilClosed(popup: Page, action: () => Promise<void>): Promise<void> {
  const closed = popup.waitForEvent('close');
  // Not left unhandled if the action fails first (its error is the one reported).
  closed.catch(() => undefined);
  await action();
  await closed;
}
