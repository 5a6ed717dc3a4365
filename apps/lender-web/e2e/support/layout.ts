import type { Page } from '@playwright/test';

// Below `lg` the app shell scrolls the page content in <main> (its own region between the top and
// bottom bars), from `lg` up the document scrolls: these helpers look at both.

/** Widest horizontal overflow of the document and of every <main> (0 or less: none). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const doc = document.documentElement.scrollWidth - window.innerWidth;
    const mains = [...document.querySelectorAll('main')].map(
      (main) => main.scrollWidth - main.clientWidth,
    );
    return Math.max(doc, ...mains);
  });
}

/** Scrolls the document and every <main> to the top or to the bottom, and waits two frames. */
export async function scrollContent(page: Page, to: 'top' | 'bottom'): Promise<void> {
  await page.evaluate(async (where) => {
    const scrollers = [document.scrollingElement, ...document.querySelectorAll('main')];
    for (const element of scrollers) {
      if (element) element.scrollTop = where === 'top' ? 0 : element.scrollHeight;
    }
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  }, to);
}

/**
 * Presses Tab through the page (at most `max` times) and, at every stop, returns the focused
 * elements that a bar (the app shell's top bar or bottom navigation) covers even partly, so a
 * keyboard user always sees where the focus is (WCAG 2.4.11). Returns how many stops it checked too.
 */
export async function focusStopsCoveredByBars(
  page: Page,
  max = 80,
): Promise<{ checked: number; covered: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const covered: string[] = [];
  let checked = 0;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return { done: true, covered: null };
      const bars = [
        ...document.querySelectorAll<HTMLElement>(
          '[data-part="top-bar"], [data-part="bottom-bar"]',
        ),
      ].filter((bar) => bar.getBoundingClientRect().height > 0);
      if (bars.some((bar) => bar.contains(active))) {
        // Tab reached the bars: the content's focus stops are done when the bottom bar is reached.
        return { done: active.closest('[data-part="bottom-bar"]') !== null, covered: null };
      }
      const box = active.getBoundingClientRect();
      const hit = bars.some((bar) => {
        const rect = bar.getBoundingClientRect();
        return (
          box.bottom > rect.top &&
          box.top < rect.bottom &&
          box.right > rect.left &&
          box.left < rect.right
        );
      });
      const name = active.getAttribute('aria-label') ?? active.id ?? active.tagName.toLowerCase();
      return { done: false, covered: hit ? `${active.tagName.toLowerCase()} ${name}` : '' };
    });
    if (stop.done) break;
    if (stop.covered === null) continue;
    checked += 1;
    if (stop.covered) covered.push(stop.covered);
  }
  return { checked, covered };
}

/** How many pixels of <main>'s box the app shell's bars lie over (0: the content is never under one). */
export async function barsOverContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.querySelector('main')?.getBoundingClientRect();
    if (!main) return 0;
    const visibleBottom = Math.min(main.bottom, window.innerHeight);
    let overlap = 0;
    for (const bar of document.querySelectorAll(
      '[data-part="top-bar"], [data-part="bottom-bar"]',
    )) {
      const rect = bar.getBoundingClientRect();
      if (rect.height === 0) continue;
      overlap += Math.max(0, Math.min(visibleBottom, rect.bottom) - Math.max(main.top, rect.top));
    }
    return overlap;
  });
}
