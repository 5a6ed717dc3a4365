import type { Page } from '@playwright/test';

// The document scrolls at every width; below `lg` the app shell's top bar and bottom
// navigation are sticky. <main> is no scroll container, but the overflow check still looks at it.

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

/** Scrolls the document to the top or to the bottom, and waits two frames. */
export async function scrollContent(page: Page, to: 'top' | 'bottom'): Promise<void> {
  await page.evaluate(async (where) => {
    const frames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    // Content still arriving below (cards that render once their data answered) makes the page
    // taller after the scroll: scroll again until the height has held for a few frames.
    let height = -1;
    let steady = 0;
    for (let i = 0; i < 100 && steady < 5; i += 1) {
      window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
      await frames();
      const now = document.documentElement.scrollHeight;
      steady = now === height ? steady + 1 : 0;
      height = now;
    }
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
      // A stop taller than the room between the bars (a tab panel) cannot clear them: it counts as
      // covered only when none of it shows between them (WCAG 2.4.11 minimum).
      const room = {
        top: Math.max(
          0,
          ...bars
            .map((bar) => bar.getBoundingClientRect())
            .filter((rect) => rect.top <= 0)
            .map((rect) => rect.bottom),
        ),
        bottom: Math.min(
          window.innerHeight,
          ...bars
            .map((bar) => bar.getBoundingClientRect())
            .filter((rect) => rect.top > 0)
            .map((rect) => rect.top),
        ),
      };
      if (box.height > room.bottom - room.top) {
        const hidden = box.bottom <= room.top || box.top >= room.bottom;
        const name = active.getAttribute('aria-label') ?? active.id ?? active.tagName;
        return { done: false, covered: hidden ? `${active.tagName.toLowerCase()} ${name}` : '' };
      }
      // Covered: a bar is painted over part of it (the skip link, shown above the top bar, is not).
      const hit = bars.some((bar) => {
        const rect = bar.getBoundingClientRect();
        const left = Math.max(box.left, rect.left);
        const right = Math.min(box.right, rect.right);
        const top = Math.max(box.top, rect.top);
        const bottom = Math.min(box.bottom, rect.bottom);
        if (right <= left || bottom <= top) return false;
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return onTop !== null && bar.contains(onTop);
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

/**
 * How many pixels of <main>'s content the app shell's bars hide for good: the top bar over its
 * start with the page scrolled to the top, the bottom bar over its end scrolled to the bottom (0: the
 * content is padded for the bars, every part of it can be scrolled into view). Ends at the top.
 */
export async function barsOverContent(page: Page): Promise<number> {
  let overlap = 0;
  for (const end of ['top', 'bottom'] as const) {
    await scrollContent(page, end);
    overlap += await page.evaluate((where) => {
      const main = document.querySelector('main')?.getBoundingClientRect();
      const bar = document
        .querySelector(where === 'top' ? '[data-part="top-bar"]' : '[data-part="bottom-bar"]')
        ?.getBoundingClientRect();
      if (!main || !bar || bar.height === 0) return 0;
      // Whole pixels: the maximum scroll of a fractional layout leaves sub-pixel remainders.
      return Math.max(
        0,
        Math.round(where === 'top' ? bar.bottom - main.top : main.bottom - bar.top),
      );
    }, end);
  }
  await scrollContent(page, 'top');
  return overlap;
}
