// Runs around every story test in Chromium (see vitest.config.ts):
// 0. the theme decorator wraps the story;
// 1. no horizontal overflow at 360×640, for every story (document and every <main>);
// 2. local visual regression against the committed baselines in apps/storybook/__screenshots__
//    (update with `pnpm --filter @pendana/storybook test:update`): every component's 'Catalog' story
//    and every screen story (title 'Screens/…') at 360 px; a story with `parameters.visual.desktop`
//    at 1280 px too; `visual.page` screenshots the whole page (overlays render in a portal).
// 3. the clock reads 2026-11-20 10:00 Jakarta in every story (Date only; timers stay real), so a
//    screen that shows "today" looks the same in its baseline tomorrow.
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { VisualParameters } from './preview';

// Play functions' `findBy*` and `waitFor` wait up to 10 s, not Testing Library's 1 s: CI runs the
// stories beside the server tests on 2 cores (a story failed there once, never alone).
configure({ asyncUtilTimeout: 10_000 });

const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/** The story being rendered (preview.tsx's `withVisualInfo` decorator). */
function renderedStory(): { id: string; visual: VisualParameters } | undefined {
  return (globalThis as { __PENDANA_STORY__?: { id: string; visual: VisualParameters } })
    .__PENDANA_STORY__;
}

const FROZEN_NOW = new Date('2026-11-20T03:00:00.000Z');

beforeEach(() => {
  (globalThis as { __PENDANA_STORY__?: unknown }).__PENDANA_STORY__ = undefined;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FROZEN_NOW);
});

/** A baseline's name: the story's name in kebab case (`ErrorThenRetry` → `error-then-retry`). */
function baselineName(storyName: string): string {
  return storyName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

/**
 * Compares `element` with its baseline at `width`. The viewport grows to the element's height first:
 * headless Chromium paints nothing below the viewport, so a tall screen would be cut at 640 px.
 */
async function matchesBaseline(element: HTMLElement, name: string, width: number): Promise<void> {
  await document.fonts.ready;
  await page.viewport(width, PHONE.height);
  await nextFrame();
  const height = Math.ceil(element.getBoundingClientRect().height);
  if (height > PHONE.height) {
    await page.viewport(width, height);
    await nextFrame();
  }
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name, {
    // At most 100 differing pixels (and 1 % of a small picture): a ratio alone let a tall screen
    // (360 × 2,500 px) lose a word or a button unseen.
    comparatorOptions: {
      threshold: 0.2,
      allowedMismatchedPixelRatio: 0.01,
      allowedMismatchedPixels: 100,
    },
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    timeout: 15_000,
  });
}

afterEach(async (context) => {
  vi.useRealTimers();
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
    const story = renderedStory();
    const visual = story?.visual ?? {};
    const isScreen = story?.id.startsWith('screens-') ?? false;
    if ((context.task.name === 'Catalog' || isScreen) && !visual.skip) {
      const target = visual.page ? document.body : root;
      // A button the play function clicked may or may not keep its focus ring (a loading button is
      // disabled for a moment, which may blur it): the picture would change from run to run. Overlays
      // (`visual.page`) and anything inside a dialog keep their focus: there it is the point.
      // After two frames: a component may move the focus a frame after the click (Ark's accordion).
      await nextFrame();
      const active = document.activeElement;
      if (
        !visual.page &&
        active instanceof HTMLButtonElement &&
        !active.closest('[role="dialog"], [role="alertdialog"]')
      ) {
        active.blur();
      }
      const name = isScreen ? baselineName(context.task.name) : 'catalog';
      await matchesBaseline(target, `${name}-360`, PHONE.width);
      if (visual.desktop) await matchesBaseline(target, `${name}-1280`, DESKTOP.width);
    }
  } finally {
    await page.viewport(DESKTOP.width, DESKTOP.height);
  }
});
