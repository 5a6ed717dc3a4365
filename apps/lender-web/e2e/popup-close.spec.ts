// The helper the liveness journeys use to pass the check in the provider's popup (support/popup.ts),
// with the events in the unlucky order that made them time out: the popup (provider page → the
// app's return page, which closes itself) is already closed when the click's call returns.
// Pages served by routes on a made-up origin: no server needed.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { untilClosed } from './support/popup';

const ORIGIN = 'http://popup.test';

async function serveProvider(context: BrowserContext): Promise<void> {
  const pages: Record<string, string> = {
    '/app': `<button onclick="window.open('/provider', 'provider')">Start</button>`,
    '/provider': `<form method="post" action="/finish"><button>Pass the check</button></form>`,
    // Like the app's return page: hands over, then closes itself.
    '/finish': `<script>window.close()</script><p>Returning…</p>`,
  };
  await context.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: pages[new URL(route.request().url()).pathname] ?? 'not found',
    }),
  );
}

async function openProvider(page: Page): Promise<Page> {
  await serveProvider(page.context());
  await page.goto(`${ORIGIN}/app`);
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Start' }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole('button', { name: 'Pass the check' })).toBeVisible();
  return popup;
}

/** The click, returning only once the popup has closed itself: the unlucky order, every time. */
const passAndReturnLate = (popup: Page) => async () => {
  await popup.getByRole('button', { name: 'Pass the check' }).click();
  await expect.poll(() => popup.isClosed()).toBe(true);
};

test('untilClosed: the popup closed itself before the action returned', async ({ page }) => {
  const popup = await openProvider(page);
  await untilClosed(popup, passAndReturnLate(popup));
  expect(popup.isClosed()).toBe(true);
});

test('waiting for "close" only after the action misses a popup that is already closed', async ({
  page,
}) => {
  // What the journeys did before untilClosed: this wait never ends (here: 1 s).
  const popup = await openProvider(page);
  await passAndReturnLate(popup)();
  await expect(popup.waitForEvent('close', { timeout: 1_000 })).rejects.toThrow(/Timeout/);
});

test('untilClosed: a plain click on a page whose next page closes itself as it loads', async ({
  page,
}) => {
  const popup = await openProvider(page);
  await untilClosed(popup, () => popup.getByRole('button', { name: 'Pass the check' }).click());
  expect(popup.isClosed()).toBe(true);
});
