// WCAG 2.2 contrast ratio (success criteria 1.4.3 and 1.4.11) of two opaque sRGB colours, as the
// token pages and their tests compute it from the preset's values.

/** An sRGB colour, channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** AA thresholds: normal text 4.5:1; large text (≥ 24 px, or ≥ 18.66 px bold) and UI parts 3:1. */
export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

/** `#rgb`, `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)`; anything else (alpha, names) is refused. */
export function parseColor(value: string): Rgb {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) {
    const [r = 0, g = 0, b = 0] = short.slice(1).map((digit) => parseInt(digit + digit, 16));
    return { r, g, b };
  }
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  if (long) {
    const [r = 0, g = 0, b = 0] = long.slice(1).map((pair) => parseInt(pair, 16));
    return { r, g, b };
  }
  const functional = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/.exec(text);
  if (functional) {
    const [r = 0, g = 0, b = 0] = functional.slice(1).map(Number);
    if ([r, g, b].every((channel) => channel <= 255)) return { r, g, b };
  }
  throw new Error(`Not an opaque sRGB colour: ${value}`);
}

/** Relative luminance (WCAG 2.x definition, sRGB threshold 0.04045). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of two colours, 1–21 (order does not matter). */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(parseColor(foreground));
  const b = relativeLuminance(parseColor(background));
  const [lighter, darker] = a >= b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

export type AaRating = 'AA' | 'AA large' | 'Fail';

/** AA for normal text (≥ 4.5), AA for large text / UI only (≥ 3), or a failure. */
export function aaRating(ratio: number): AaRating {
  if (ratio >= AA_NORMAL_TEXT) return 'AA';
  if (ratio >= AA_LARGE_TEXT) return 'AA large';
  return 'Fail';
}

/** Non-text contrast (WCAG 1.4.11: control borders, focus ring) has one AA threshold, 3:1. */
export function aaRatingNonText(ratio: number): AaRating {
  return ratio >= AA_LARGE_TEXT ? 'AA' : 'Fail';
}

/** A ratio as designers read it: two decimals, truncated (4.499 is not 4.50). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
