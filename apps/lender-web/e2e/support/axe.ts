import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { scrollContent } from './layout';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the page with axe (WCAG 2.2 AA tags) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Colours are checked once they have settled: a button that just changed variant (the liveness
  // check's solid → outline) is mid-way through its colour transition for 150 ms, and axe read white
  // text on a white background there (a flake of the eKYC journey, CI 2026-11-26). Running
  // transitions only: a spinner's or a skeleton's endless animation never ends.
  await page.waitForFunction(
    () =>
      !document
        .getAnimations()
        .some(
          (animation) => animation instanceof CSSTransition && animation.playState === 'running',
        ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

/**
 * Scans the whole page laid out at the current width: the window is made as tall as the document for
 * the scan, so the app shell's sticky bars sit in their own rows and every part of the content is
 * scanned (target-size included). What a bar covers while the page scrolls is checked apart: no
 * content hidden for good under a bar, no focused element under one (support/phone.ts).
 */
export async function expectNoAxeViolationsFullPage(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await scrollContent(page, 'top');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  try {
    await scrollContent(page, 'top');
    await expectNoAxeViolations(page, `${label}, the whole page`);
  } finally {
    await page.setViewportSize(viewport);
    await scrollContent(page, 'top');
  }
}
