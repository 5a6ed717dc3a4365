// Keyboard-only helpers: real key presses (Playwright, trusted events), so the browser moves focus
// itself and applies :focus-visible exactly as for a keyboard user.
import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';

/** Press a key (user-event syntax: 'Tab', 'Enter', ' ', 'ArrowDown', 'Escape' …). */
export async function press(key: string, times = 1): Promise<void> {
  const token = key === ' ' ? '[Space]' : `{${key}}`;
  await userEvent.keyboard(token.repeat(times));
}

export async function tab(times = 1): Promise<void> {
  await press('Tab', times);
}

export async function shiftTab(): Promise<void> {
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
}

export async function type(text: string): Promise<void> {
  await userEvent.keyboard(text);
}

/** Press Tab until `target` has focus (fails after `max` presses): proves it is in the tab order. */
export async function tabTo(target: Element, max = 15): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (document.activeElement === target) return;
    await tab();
  }
  expect(document.activeElement, 'not reachable with Tab').toBe(target);
}

interface Ring {
  outline: string;
  boxShadow: string;
}

export function ringOf(element: Element): Ring {
  const style = getComputedStyle(element);
  const width = Number.parseFloat(style.outlineWidth) || 0;
  return {
    outline:
      style.outlineStyle === 'none' || width < 2
        ? 'none'
        : `${style.outlineStyle} ${width}px ${style.outlineColor}`,
    boxShadow: style.boxShadow,
  };
}

/**
 * Focus is visible: `focused` has focus and matches :focus-visible, and `ringElement` (the focused
 * element itself, or the part that draws the ring) shows an outline ≥ 2 px or a box-shadow it did
 * not show before (`before`, taken while unfocused).
 */
export function expectFocusVisible(focused: Element, ringElement: Element, before: Ring): void {
  expect(document.activeElement).toBe(focused);
  expect(focused.matches(':focus-visible'), ':focus-visible').toBe(true);
  const now = ringOf(ringElement);
  const outlineShown = now.outline !== 'none' && now.outline !== before.outline;
  const shadowShown = now.boxShadow !== 'none' && now.boxShadow !== before.boxShadow;
  expect(
    outlineShown || shadowShown,
    `no focus ring (outline ${now.outline}, box-shadow ${now.boxShadow})`,
  ).toBe(true);
}

/** Tab to `target`, then check its focus ring (drawn by `ringElement`, default the target). */
export async function tabToWithRing(target: Element, ringElement: Element = target): Promise<void> {
  // Measure the unfocused look first: if the target already has focus, Tab away and come back.
  if (document.activeElement === target) await tab();
  // Alone in a focus trap (e.g. a drawer's close button): Tab cannot leave it, blur instead.
  if (document.activeElement === target) (target as HTMLElement).blur();
  const before = ringOf(ringElement);
  await tabTo(target);
  expectFocusVisible(target, ringElement, before);
}
