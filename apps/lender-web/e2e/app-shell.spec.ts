// The app shell behaves like a web page on a phone: the window scrolls (not an element
// inside it), Back restores the scroll position, the skip link is the first Tab stop and moves the
// focus to <main>, and every page's title ends with "· Pendana", in both languages.
import { expect, test, type Page } from '@playwright/test';
import { EkycPage, newIndividual } from './pages/ekyc-page';
import { LANGS, localePath, t } from './support/i18n';

test.use({ viewport: { width: 360, height: 780 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('the eKYC step scrolls the window; another page and Back restore the position @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newIndividual(page, request, 'id');
  const wizard = new EkycPage(page, 'id');
  await wizard.goto();
  await wizard.expectStep('ekyc.wizard.stepPersonal');

  // <main> is no scroll container: the document is taller than the window and scrolls.
  const main = await page.evaluate(() => {
    const element = document.querySelector('main') as HTMLElement;
    return {
      overflowY: getComputedStyle(element).overflowY,
      scrollable: element.scrollHeight > element.clientHeight,
      documentHeight: document.documentElement.scrollHeight,
    };
  });
  expect(main).toEqual({
    overflowY: 'visible',
    scrollable: false,
    documentHeight: expect.any(Number),
  });
  expect(main.documentHeight).toBeGreaterThan(780 * 2);

  await page.mouse.move(180, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.waitForTimeout(300); // the wheel's scroll settles
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(400);
  // The bars stay in view while the page scrolls.
  await expect(page.locator('[data-part="top-bar"]')).toBeInViewport();
  await expect(page.locator('[data-part="bottom-bar"]')).toBeInViewport();

  // Another page (the bottom bar's Home), then Back.
  // Tapped where it is: a locator click would first scroll the sticky bar "into view", moving the page.
  const home = await page
    .locator('[data-part="bottom-bar"]')
    .getByRole('link', { name: t('id', 'app.menu.home') })
    .boundingBox();
  if (!home) throw new Error('no Home link in the bottom bar');
  expect(await scrollY(page)).toBe(scrolled);
  await page.touchscreen.tap(home.x + home.width / 2, home.y + home.height / 2);
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/ekyc');
  await wizard.expectStep('ekyc.wizard.stepPersonal');
  await expect.poll(async () => Math.abs((await scrollY(page)) - scrolled)).toBeLessThanOrEqual(4);
});

for (const lang of LANGS) {
  test(`skip link first, focus to <main>; titles end with "· Pendana" (${lang}) @phone`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await newIndividual(page, request, lang);
    await expect(page).toHaveTitle(/ · Pendana$/);
    const wizard = new EkycPage(page, lang);
    await wizard.goto();
    await wizard.expectStep('ekyc.wizard.stepPersonal');
    await expect(page).toHaveTitle(`${t(lang, 'ekyc.wizard.stepPersonal')} · Pendana`);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t(lang, 'common.page.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    // The next Tab goes into the content, past the header and the menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
    ).toBe(true);
    await expect(page).toHaveURL(localePath(lang, '/dashboard/ekyc'));

    await page.goto(localePath(lang, '/no-such-page'));
    await expect(page).toHaveTitle(`${t(lang, 'common.notFound.title')} · Pendana`);
  });
}

for (const lang of LANGS) {
  test(`the top bar's brand and actions hold one line at 360 px (${lang}) @phone`, async ({
    page,
    request,
  }) => {
    await newIndividual(page, request, lang);
    const language = page.getByRole('link', { name: t(lang, 'common.language.switchLabel') });
    await expect(language).toBeVisible();
    // A phone shows the other language's code (also in its accessible name), not its full name.
    await expect(
      language.getByText(t(lang, 'common.language.switchShort'), { exact: true }),
    ).toBeVisible();
    await expect(
      language.getByText(t(lang, 'common.language.switch'), { exact: true }),
    ).toBeHidden();
    const rows = await page.locator('[data-part="top-bar"]').evaluate((bar) =>
      [...bar.querySelectorAll('a, button')]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map((rect) => ({ top: Math.round(rect.top), right: Math.round(rect.right) })),
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const tops = rows.map((row) => row.top);
    expect(Math.max(...tops) - Math.min(...tops), JSON.stringify(rows)).toBeLessThanOrEqual(4);
    expect(Math.max(...rows.map((row) => row.right))).toBeLessThanOrEqual(360);
  });
}
