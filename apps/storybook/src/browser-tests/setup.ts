// Setup of the Chromium browser tests (vitest.config.ts, project 'browser'): the same fonts and
// Panda CSS as Storybook, a fresh DOM and the desktop viewport before every test.
import '@pendana/design-system/fonts.css';
import '../index.css';
import { afterEach, beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from './render';

beforeEach(async () => {
  await page.viewport(1280, 800);
});

afterEach(async () => {
  await cleanup();
});
