// Runs around every story test in Chromium (see vitest.config.ts):
// 0. the theme decorator wraps the story;
// 1. no horizontal overflow at 360×640 (issue 6), for every story (document and every <main>);
// 2. local visual regression: stories named 'Catalog' are compared with the committed baselines in
//    apps/storybook/__screenshots__ (update with `pnpm --filter @pendana/storybook test:update`).
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Play functions' `findBy*` and `waitFor` wait up to 10 s, not Testing Library's 1 s: CI runs the
// stories beside the server tests on 2 cores (a story failed there once, never alone).
configure({ asyncUtilTimeout: 10_000 });

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

afterEach(async (context) => {
  // addon-vitest renders each story into a plain <div> appended to <body>.
  const root = document.querySelector<HTMLElement>('body > div:not([class]):not([id])');
  if (!root || root.childElementCount === 0) return;
  // The theme decorator (preview.tsx) wraps every story.
  expect(root.querySelector('[data-theme="light"]'), 'theme decorator missing').not.toBeNull();
  await page.viewport(PHONE.width, PHONE.height);
  try {
    await nextFrame();
    const doc = document.documentElement;
    expect(doc.scrollWidth, `horizontal overflow at ${PHONE.width} px`).toBeLessThanOrEqual(
      doc.clientWidth,
    );
    // An overflow inside a scrolling <main> would not reach the document: every <main> is measured
    // too (the AppShell's is not a scroll container any more, the check stays for any other).
    for (const main of root.querySelectorAll('main')) {
      expect(
        main.scrollWidth,
        `horizontal overflow of <main> at ${PHONE.width} px`,
      ).toBeLessThanOrEqual(main.clientWidth);
    }
    if (context.task.name === 'Catalog') {
      await document.fonts.ready;
      await expect.element(page.elementLocator(root)).toMatchScreenshot('catalog-360', {
        comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
        screenshotOptions: { animations: 'disabled', caret: 'hide' },
        timeout: 15_000,
      });
    }
  } finally {
    await page.viewport(DESKTOP.width, DESKTOP.height);
  }
});
