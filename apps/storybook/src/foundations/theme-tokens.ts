// The preset's tokens, flattened and resolved for the Foundations pages and their tests: every value
// is read from @pendana/design-system/preset, nothing is copied by hand.
import { pendanaPreset, semanticTokens, textStyles } from '@pendana/design-system/preset';

/** One token: dotted name (`slate.500`, `bg.surface`), its value, and the reference it was written as. */
export interface TokenEntry {
  name: string;
  value: string;
  reference?: string;
}

type TokenTree = { [key: string]: unknown };

function isToken(node: unknown): node is { value: unknown } {
  return typeof node === 'object' && node !== null && 'value' in node;
}

/** Depth-first, in the preset's own order: `{ slate: { 50: { value } } }` → `slate.50`. */
function flatten(tree: unknown, prefix = ''): { name: string; value: string }[] {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree as TokenTree).flatMap(([key, node]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isToken(node)) return [{ name, value: String(node.value) }];
    return flatten(node, name);
  });
}

const theme = pendanaPreset.theme ?? {};
const baseTokens = (theme.tokens ?? {}) as Record<string, unknown>;

function category(name: string): TokenEntry[] {
  return flatten(baseTokens[name]);
}

/** Replaces `{colors.slate.900}` references with their base values (the preset nests one level). */
function resolve(value: string, seen: string[] = []): string {
  return value.replace(/\{([^}]+)\}/g, (_match, path: string) => {
    if (seen.includes(path))
      throw new Error(`Token reference cycle: ${[...seen, path].join(' → ')}`);
    const [group = '', ...rest] = path.split('.');
    const found = category(group).find((entry) => entry.name === rest.join('.'));
    if (!found) throw new Error(`Unknown token reference {${path}}`);
    return resolve(found.value, [...seen, path]);
  });
}

/** Base colours that are real colours (not `transparent` / `currentColor`). */
export const PALETTE: TokenEntry[] = category('colors').filter((entry) =>
  /^(#|rgb)/.test(entry.value),
);

/** Semantic colours (what components use), resolved to their base values. */
export const SEMANTIC_COLORS: TokenEntry[] = flatten(semanticTokens.colors).map((entry) => ({
  name: entry.name,
  value: resolve(entry.value),
  reference: entry.value.startsWith('{') ? entry.value.slice(1, -1) : undefined,
}));

export function semanticColor(name: string): string {
  const found = SEMANTIC_COLORS.find((entry) => entry.name === name);
  if (!found) throw new Error(`No semantic colour ${name} in the preset`);
  return found.value;
}

export const FONT_SIZES: TokenEntry[] = category('fontSizes');
export const FONT_WEIGHTS: TokenEntry[] = category('fontWeights');
export const LINE_HEIGHTS: TokenEntry[] = category('lineHeights');
/** Smallest first (object keys put the integer steps before `0.5`, `1.5`, …). */
export const SPACING: TokenEntry[] = category('spacing').sort(
  (a, b) => toPx(a.value) - toPx(b.value),
);
export const RADII: TokenEntry[] = category('radii');

function tokenValue(entries: TokenEntry[], name: unknown): string | undefined {
  return entries.find((entry) => entry.name === String(name))?.value;
}

/** A text style with its tokens resolved to CSS values. */
export interface TextStyleEntry {
  name: string;
  tokens: Record<string, string>;
  css: {
    fontFamily?: string;
    fontSize?: string;
    fontWeight?: string;
    lineHeight?: string;
    letterSpacing?: string;
    fontVariantNumeric?: string;
    whiteSpace?: string;
  };
}

export const TEXT_STYLES: TextStyleEntry[] = Object.entries(textStyles).map(([name, style]) => {
  const value = (style as unknown as { value: Record<string, string> }).value;
  return {
    name,
    tokens: value,
    css: {
      fontFamily: tokenValue(category('fonts'), value.fontFamily),
      fontSize: tokenValue(FONT_SIZES, value.fontSize),
      fontWeight: tokenValue(FONT_WEIGHTS, value.fontWeight),
      lineHeight: tokenValue(LINE_HEIGHTS, value.lineHeight),
      letterSpacing: value.letterSpacing,
      fontVariantNumeric: value.fontVariantNumeric,
      whiteSpace: value.whiteSpace,
    },
  };
});

/** `1.125rem` → 18 (the root font size is 16 px); `9999px` → 9999; unitless `0` → 0. */
export function toPx(value: string): number {
  const match = /^(-?[\d.]+)(rem|px)?$/.exec(value.trim());
  if (!match) throw new Error(`Not a length: ${value}`);
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * 16 : amount;
}

/**
 * How the semantic colours are combined in the components (recipes in the preset): text colours on
 * their backgrounds must reach 4.5:1 (WCAG 1.4.3), control borders and the focus ring 3:1 on the
 * surfaces they sit on (WCAG 1.4.11). `fg.disabled` pairs are `exempt`: WCAG 1.4.3 does not apply
 * to inactive controls (a disabled field is `fg.disabled` on `bg.subtle`); the page still shows them.
 */
export interface UsagePair {
  fg: string;
  bg: string;
  kind: 'text' | 'non-text';
  usedFor: string;
  exempt?: boolean;
}

const SURFACES = ['bg.surface', 'bg.canvas', 'bg.subtle'] as const;

export const USAGE_PAIRS: UsagePair[] = [
  ...(['fg.default', 'fg.muted'] as const).flatMap((fg) =>
    SURFACES.map((bg) => ({ fg, bg, kind: 'text' as const, usedFor: 'Body text, labels, hints' })),
  ),
  { fg: 'fg.subtle', bg: 'bg.surface', kind: 'text', usedFor: 'Placeholders, empty-state icons' },
  { fg: 'fg.subtle', bg: 'bg.canvas', kind: 'text', usedFor: 'Empty-state icons on the page' },
  { fg: 'fg.disabled', bg: 'bg.surface', kind: 'text', usedFor: 'Disabled option', exempt: true },
  { fg: 'fg.disabled', bg: 'bg.subtle', kind: 'text', usedFor: 'Disabled field', exempt: true },
  { fg: 'fg.default', bg: 'bg.muted', kind: 'text', usedFor: 'Secondary button, hovered' },
  { fg: 'fg.inverted', bg: 'bg.inverted', kind: 'text', usedFor: 'Tooltips, inverted bars' },
  { fg: 'primary.contrast', bg: 'primary.solid', kind: 'text', usedFor: 'Primary button' },
  { fg: 'primary.contrast', bg: 'primary.solidHover', kind: 'text', usedFor: 'Primary, hovered' },
  { fg: 'primary.contrast', bg: 'primary.solidActive', kind: 'text', usedFor: 'Primary, pressed' },
  { fg: 'primary.fg', bg: 'bg.surface', kind: 'text', usedFor: 'Links, outline button' },
  { fg: 'primary.fg', bg: 'bg.canvas', kind: 'text', usedFor: 'Links on the page background' },
  { fg: 'primary.fg', bg: 'primary.subtle', kind: 'text', usedFor: 'Primary badge, hover' },
  { fg: 'accent.contrast', bg: 'accent.solid', kind: 'text', usedFor: 'Accent button' },
  { fg: 'accent.contrast', bg: 'accent.solidHover', kind: 'text', usedFor: 'Accent, hovered' },
  { fg: 'accent.fg', bg: 'accent.subtle', kind: 'text', usedFor: 'Accent badge' },
  { fg: 'accent.fg', bg: 'bg.surface', kind: 'text', usedFor: 'Accent text' },
  ...(
    [
      ['success', 'Success'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['info', 'Info'],
    ] as const
  ).flatMap(([tone, label]) => [
    {
      fg: `${tone}.fg`,
      bg: `${tone}.subtle`,
      kind: 'text' as const,
      usedFor: `${label} badge and alert`,
    },
    {
      fg: `${tone}.fg`,
      bg: 'bg.surface',
      kind: 'text' as const,
      usedFor: `${label} text`,
    },
  ]),
  { fg: 'fg.inverted', bg: 'danger.solid', kind: 'text', usedFor: 'Danger button' },
  { fg: 'fg.inverted', bg: 'danger.solidHover', kind: 'text', usedFor: 'Danger, hovered' },
  { fg: 'border.control', bg: 'bg.surface', kind: 'non-text', usedFor: 'Input borders' },
  { fg: 'border.control', bg: 'bg.canvas', kind: 'non-text', usedFor: 'Input borders on page' },
  { fg: 'focusRing', bg: 'bg.surface', kind: 'non-text', usedFor: 'Focus ring' },
  { fg: 'focusRing', bg: 'bg.canvas', kind: 'non-text', usedFor: 'Focus ring on page' },
];
