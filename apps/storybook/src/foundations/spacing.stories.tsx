import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@pendana/design-system/styled-system/css';
import { FoundationSection, foundationPage as ui } from './foundation-section';
import { SPACING, toPx } from './theme-tokens';

const meta = {
  title: 'Foundations/Spacing',
  parameters: {
    docs: {
      description: {
        component:
          'The spacing scale of the preset (a 4 px grid): padding, margins and gaps. Sizes use the same steps.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const styles = {
  list: css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  row: css({ display: 'grid', gap: '1', minW: '0' }),
  track: css({ minW: '0', h: '3', overflow: 'hidden' }),
  bar: css({ h: '3', maxW: '100%', bg: 'primary.solid', borderRadius: 'xs' }),
};

/** Every step as a bar of its width (cut at the screen's edge on a phone). */
export const Catalog: Story = {
  render: () => (
    <div className={ui.page}>
      <div>
        <h1 className={ui.title}>Spacing</h1>
        <p className={ui.lead}>
          Use the step names (p: &apos;4&apos; is 16 px). Common choices: 2 inside controls, 4
          between fields, 6–8 between sections. Bars wider than the screen are cut at its edge.
        </p>
      </div>
      <FoundationSection title="Scale">
        <ul className={styles.list}>
          {SPACING.map((step) => (
            <li key={step.name} className={styles.row}>
              <span className={ui.figures}>
                spacing {step.name} · {step.value} · {toPx(step.value)} px
              </span>
              <span aria-hidden="true" className={styles.track}>
                <span className={styles.bar} style={{ display: 'block', width: step.value }} />
              </span>
            </li>
          ))}
        </ul>
      </FoundationSection>
    </div>
  ),
};
