import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@pendana/design-system';
import { css } from '@pendana/design-system/styled-system/css';
import {
  AA_LARGE_TEXT,
  aaRating,
  aaRatingNonText,
  contrastRatio,
  formatRatio,
  type AaRating,
} from './contrast';
import { FoundationSection, foundationPage as ui } from './foundation-section';
import {
  PALETTE,
  SEMANTIC_COLORS,
  USAGE_PAIRS,
  semanticColor,
  type UsagePair,
} from './theme-tokens';

const meta = {
  title: 'Foundations/Colours',
  parameters: {
    docs: {
      description: {
        component:
          'Every colour of the preset (`@pendana/design-system/preset`), read from the tokens themselves, with its WCAG contrast ratio computed in code. AA: normal text needs 4.5:1, large text (24 px, or 18.66 px bold) and control borders 3:1.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const styles = {
  swatch: css({
    flexShrink: 0,
    w: '8',
    h: '8',
    borderRadius: 'md',
    border: '1px solid',
    borderColor: 'border.default',
  }),
  sample: css({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    w: '16',
    h: '12',
    borderRadius: 'md',
    fontSize: '2xl',
    fontWeight: 'bold',
    lineHeight: 'tight',
  }),
  lines: css({ display: 'grid', gap: '0.5', minW: '0' }),
  compactCard: css({
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    minW: '0',
    py: '1.5',
    px: '2',
    bg: 'bg.surface',
    border: '1px solid',
    borderColor: 'border.default',
    borderRadius: 'md',
  }),
  semanticGrid: css({
    display: 'grid',
    gap: '2',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  paletteGrid: css({
    display: 'grid',
    gap: '2',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  rating: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
};

const TONE: Record<AaRating, 'success' | 'warning' | 'danger'> = {
  AA: 'success',
  'AA large': 'warning',
  Fail: 'danger',
};

/** The ratio and its AA rating, as text (the swatches beside it are decoration only). */
function Rating({ ratio, label, rating }: { ratio: number; label: string; rating: AaRating }) {
  return (
    <span className={styles.rating}>
      <span className={ui.figures}>
        {formatRatio(ratio)} · {label}
      </span>
      <Badge tone={TONE[rating]}>{rating}</Badge>
    </span>
  );
}

/** The same as one line of text, for the long palette list. */
function shortRating(ratio: number): string {
  return `${formatRatio(ratio)} ${aaRating(ratio)}`;
}

/**
 * A pair as it looks: "Aa" in the text colour on the background when it is readable as large
 * text (so the page itself passes axe), otherwise the background with a bar of the colour.
 */
function PairSample({ pair }: { pair: UsagePair }) {
  const fg = semanticColor(pair.fg);
  const bg = semanticColor(pair.bg);
  if (pair.kind === 'text' && contrastRatio(fg, bg) >= AA_LARGE_TEXT) {
    return (
      <span
        className={styles.sample}
        style={{ color: fg, background: bg, boxShadow: 'inset 0 0 0 1px rgb(15 23 42 / 0.12)' }}
      >
        Aa
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={styles.sample}
      style={{ background: bg, boxShadow: `inset 0 0 0 2px ${fg}` }}
    />
  );
}

function PairCard({ pair }: { pair: UsagePair }) {
  const fg = semanticColor(pair.fg);
  const bg = semanticColor(pair.bg);
  const ratio = contrastRatio(fg, bg);
  const needed = pair.kind === 'text' ? 'needs 4.5:1' : 'needs 3:1 (WCAG 1.4.11)';
  return (
    <li className={styles.compactCard}>
      <PairSample pair={pair} />
      <span className={styles.lines}>
        <span className={ui.name}>
          {pair.fg} on {pair.bg}
        </span>
        <span className={ui.figures}>
          {pair.usedFor} · {fg} on {bg}
        </span>
        <Rating
          ratio={ratio}
          label={needed}
          rating={pair.kind === 'text' ? aaRating(ratio) : aaRatingNonText(ratio)}
        />
        {pair.exempt ? <span className={ui.figures}>Disabled: exempt from WCAG 1.4.3.</span> : null}
      </span>
    </li>
  );
}

const WHITE = semanticColor('bg.surface');
const TEXT = semanticColor('fg.default');

/** The whole colour system: usage pairs with AA ratings, semantic tokens, base palette. */
export const Catalog: Story = {
  render: () => (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>Colours</h1>
        <p className={ui.lead}>
          Components use semantic tokens; the palette underneath is for the preset only. Ratios are
          computed from the token values; the swatches are decoration, the figures are in the text.
        </p>
      </div>
      <FoundationSection
        title="Text and background pairs"
        intro="How the components combine the semantic colours, with the contrast ratio and its WCAG AA rating."
      >
        <ul className={ui.grid}>
          {USAGE_PAIRS.map((pair) => (
            <PairCard key={`${pair.fg}|${pair.bg}`} pair={pair} />
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection
        title="Semantic colours"
        intro="Use these names in components and screens (css({ color: 'fg.muted' }))."
      >
        <ul className={styles.semanticGrid}>
          {SEMANTIC_COLORS.map((entry) => (
            <li key={entry.name} className={styles.compactCard}>
              <span
                aria-hidden="true"
                className={styles.swatch}
                style={{ background: entry.value }}
              />
              <span className={styles.lines}>
                <span className={ui.name}>{entry.name}</span>
                <span className={ui.figures}>
                  {entry.reference ? `${entry.reference} · ` : ''}
                  {entry.value}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection
        title="Palette"
        intro={`Base colours. Ratios as text on white (bg.surface, ${WHITE}) and as a background behind fg.default text (${TEXT}); AA needs 4.5:1, AA large 3:1.`}
      >
        <ul className={styles.paletteGrid}>
          {PALETTE.map((entry) => (
            <li key={entry.name} className={styles.compactCard}>
              <span
                aria-hidden="true"
                className={styles.swatch}
                style={{ background: entry.value }}
              />
              <span className={styles.lines}>
                <span className={ui.name}>
                  {entry.name} <span className={ui.figures}>{entry.value}</span>
                </span>
                <span className={ui.figures}>
                  Text on white {shortRating(contrastRatio(entry.value, WHITE))} · behind fg.default{' '}
                  {shortRating(contrastRatio(TEXT, entry.value))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </div>
  ),
};
