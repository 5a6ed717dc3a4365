// Minimal React rendering for the browser tests (no Testing Library in this app): mount into a
// fresh container synchronously (flushSync), let effects run (two frames), unmount everything after
// each test (setup.ts). Real key presses update React like a user's would, so no act() here.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

export const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

const mounted: { root: Root; container: HTMLElement }[] = [];

export async function render(ui: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.dataset.testRoot = '';
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(ui));
  mounted.push({ root, container });
  await nextFrames();
  return container;
}

export async function cleanup(): Promise<void> {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
  // Portals (dialogs, menus, toasts) left by a test.
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
}
