import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { FoundationSection, foundationPage as ui } from './foundation-section';
import { RADII, toPx } from './theme-tokens';

const meta = {
  title: 'Foundations/Radii',
  parameters: {
    docs: {
      description: {
        component: 'Corner radii of the preset, each on a box.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const styles = {
  grid: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  item: css({ display: 'grid', gap: '2', justifyItems: 'start', minW: '0' }),
  box: css({
    w: '16',
    h: '16',
    bg: 'primary.subtle',
    border: '2px solid',
    borderColor: 'primary.border',
  }),
};

/** Every radius on a 64 px box, with its value. */
export const Catalog: Story = {
  render: () => (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>Radii</h1>
        <p className={ui.lead}>
          Controls and buttons use md, cards and dialogs xl, bottom sheets 2xl on their top corners,
          badges and avatars full.
        </p>
      </div>
      <FoundationSection title="Scale">
        <ul className={styles.grid}>
          {RADII.map((radius) => (
            <li key={radius.name} className={styles.item}>
              <span
                aria-hidden="true"
                className={styles.box}
                style={{ borderRadius: radius.value }}
              />
              <span className={ui.name}>{radius.name}</span>
              <span className={ui.figures}>
                {radius.value} · {toPx(radius.value)} px
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </div>
  ),
};
