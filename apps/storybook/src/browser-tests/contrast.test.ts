// The contrast maths of the Foundations pages (src/foundations/contrast.ts) against known WCAG pairs,
// and the preset's semantic colour pairs against AA (text 4.5:1, borders and focus ring 3:1).
import { describe, expect, it } from 'vitest';
import {
  aaRating,
  aaRatingNonText,
  contrastRatio,
  formatRatio,
  parseColor,
} from '../foundations/contrast';
import { SEMANTIC_COLORS, USAGE_PAIRS, semanticColor } from '../foundations/theme-tokens';

describe('contrastRatio', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0f172a', '#f8fafc')).toBeCloseTo(17.06, 1);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
  });

  it('reads rgb() and refuses what it cannot judge', () => {
    expect(parseColor('rgb(15 23 42)')).toEqual({ r: 15, g: 23, b: 42 });
    expect(parseColor('rgb(255, 0, 128)')).toEqual({ r: 255, g: 0, b: 128 });
    expect(() => parseColor('rgb(15 23 42 / 0.55)')).toThrow(/opaque/);
    expect(() => parseColor('transparent')).toThrow(/opaque/);
  });

  it('rates against AA and never rounds a failure up', () => {
    expect(aaRating(4.5)).toBe('AA');
    expect(aaRating(contrastRatio('#777', '#fff'))).toBe('AA large');
    expect(aaRating(2.99)).toBe('Fail');
    expect(aaRatingNonText(3)).toBe('AA');
    expect(aaRatingNonText(2.99)).toBe('Fail');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});

describe('semantic colour pairs of the preset', () => {
  it('resolves every semantic colour to a base value', () => {
    expect(SEMANTIC_COLORS.length).toBeGreaterThan(30);
    expect(semanticColor('bg.surface')).toBe('#ffffff');
    for (const entry of SEMANTIC_COLORS) expect(entry.value).not.toContain('{');
  });

  const required = USAGE_PAIRS.filter((pair) => !pair.exempt);
  it.each(required.map((pair) => [`${pair.fg} on ${pair.bg}`, pair] as const))(
    '%s meets AA',
    (_name, pair) => {
      const ratio = contrastRatio(semanticColor(pair.fg), semanticColor(pair.bg));
      expect(ratio).toBeGreaterThanOrEqual(pair.kind === 'text' ? 4.5 : 3);
    },
  );

  it('exempts only disabled text (WCAG 1.4.3 does not apply to inactive controls)', () => {
    const exempt = USAGE_PAIRS.filter((pair) => pair.exempt).map((pair) => pair.fg);
    expect(new Set(exempt)).toEqual(new Set(['fg.disabled']));
  });

  it('checks every semantic text colour against a background', () => {
    const textTokens = SEMANTIC_COLORS.map((entry) => entry.name).filter(
      (name) => /(^fg\.|\.fg$|\.contrast$)/.test(name) && name !== 'fg.disabled',
    );
    const paired = new Set(
      USAGE_PAIRS.filter((pair) => pair.kind === 'text' && !pair.exempt).map((p) => p.fg),
    );
    expect(textTokens.filter((name) => !paired.has(name))).toEqual([]);
  });
});
