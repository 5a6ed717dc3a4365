import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { FoundationSection, foundationPage as ui } from './foundation-section';
import { FONT_SIZES, FONT_WEIGHTS, LINE_HEIGHTS, TEXT_STYLES, toPx } from './theme-tokens';

const meta = {
  title: 'Foundations/Type scale',
  parameters: {
    docs: {
      description: {
        component:
          'Text styles, font sizes, weights and line heights of the preset, rendered with sample text. Body text is 16 px; money uses tabular figures and never wraps.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const styles = {
  list: css({ display: 'grid', gap: '4', listStyle: 'none', p: '0', m: '0' }),
  item: css({
    display: 'grid',
    gap: '1',
    minW: '0',
    pb: '3',
    borderBottom: '1px solid',
    borderColor: 'border.default',
  }),
  sample: css({ overflowWrap: 'anywhere', minW: '0' }),
  paragraph: css({ maxW: '20rem', fontSize: 'md' }),
};

const SAMPLE = 'Pendanaan syariah untuk UMKM';
const MONEY_SAMPLE = 'Rp\u00a012.500.000';
/** ` px` that stays with its number. */
const PX = '\u00a0px';
const PARAGRAPH =
  'Dana Anda disalurkan ke pembiayaan usaha dengan akad syariah. Imbal hasil dibagikan sesuai jadwal.';

function describeTokens(tokens: Record<string, string>): string {
  return Object.entries(tokens)
    .filter(([key]) => key !== 'fontFamily')
    .map(([key, value]) => `${key} ${value}`)
    .join(' · ');
}

/** Text styles, then the raw scales they are built from. */
export const Catalog: Story = {
  render: () => (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>Type scale</h1>
        <p className={ui.lead}>
          Use a text style (css({'{'} textStyle: &apos;h2&apos; {'}'})) rather than a size and a
          weight of your own. Samples wrap at 360 px; money never wraps.
        </p>
      </div>
      <FoundationSection title="Text styles" intro="The styles screens use, with their tokens.">
        <ul className={styles.list}>
          {TEXT_STYLES.map((style) => (
            <li key={style.name} className={styles.item}>
              <span className={ui.name}>{style.name}</span>
              <span className={ui.figures}>
                {describeTokens(style.tokens)}
                {style.css.fontSize ? ` · ${toPx(style.css.fontSize)}${PX}` : ''}
              </span>
              <span className={styles.sample} style={style.css}>
                {style.name.startsWith('money') ? MONEY_SAMPLE : SAMPLE}
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Font sizes">
        <ul className={styles.list}>
          {FONT_SIZES.map((size) => (
            <li key={size.name} className={styles.item}>
              <span className={ui.figures}>
                fontSize {size.name} · {size.value} · {toPx(size.value)}
                {PX}
              </span>
              <span className={styles.sample} style={{ fontSize: size.value, lineHeight: 1.25 }}>
                {SAMPLE}
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Font weights">
        <ul className={styles.list}>
          {FONT_WEIGHTS.map((weight) => (
            <li key={weight.name} className={styles.item}>
              <span className={ui.figures}>
                fontWeight {weight.name} · {weight.value}
              </span>
              <span className={styles.sample} style={{ fontWeight: weight.value }}>
                {SAMPLE} · {MONEY_SAMPLE}
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
      <FoundationSection title="Line heights" intro="Shown on a 16 px paragraph.">
        <ul className={styles.list}>
          {LINE_HEIGHTS.map((lineHeight) => (
            <li key={lineHeight.name} className={styles.item}>
              <span className={ui.figures}>
                lineHeight {lineHeight.name} · {lineHeight.value} ·{' '}
                {toPx('1rem') * Number(lineHeight.value)}
                {PX} at 16{PX}
              </span>
              <p
                className={`${styles.sample} ${styles.paragraph}`}
                style={{ lineHeight: lineHeight.value }}
              >
                {PARAGRAPH}
              </p>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </div>
  ),
};
