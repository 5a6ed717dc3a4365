import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { scrollContent } from './layout';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans the page with axe (WCAG 2.2 AA tags) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
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
 * Scans the page scrolled to the top and to the bottom (what lies under a bar or near the edge
 * changes with the scroll position: target-size, focus not obscured), then scrolls back to the top.
 */
export async function expectNoAxeViolationsScrolled(page: Page, label: string): Promise<void> {
  await scrollContent(page, 'top');
  await expectNoAxeViolations(page, `${label}, scrolled to the top`);
  await scrollContent(page, 'bottom');
  await expectNoAxeViolations(page, `${label}, scrolled to the bottom`);
  await scrollContent(page, 'top');
}
