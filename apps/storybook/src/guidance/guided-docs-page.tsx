// The docs page of every story file (.storybook/preview.tsx, `parameters.docs.page`): Storybook's
// autodocs blocks, with the usage guidance of COMPONENT_GUIDANCE above the stories when the file's
// title has an entry (the design-system components).
import {
  Controls,
  Description,
  Heading,
  Primary,
  Stories,
  Subheading,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { css } from '@pendana/design-system/styled-system/css';
import { COMPONENT_GUIDANCE, type ComponentGuidance } from './component-guidance';

const styles = {
  columns: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  }),
};

const SECTIONS: { key: keyof ComponentGuidance; title: string }[] = [
  { key: 'whenToUse', title: 'When to use' },
  { key: 'do', title: 'Do' },
  { key: 'dont', title: 'Don’t' },
];

/** "When to use", "Do", "Don't" for one component (nothing when the title has no guidance). */
export function GuidanceBlock({ title }: { title: string }) {
  const guidance = COMPONENT_GUIDANCE[title];
  if (!guidance) return null;
  return (
    <section aria-label="Usage guidance" data-guidance={title}>
      <Heading>Usage guidance</Heading>
      <div className={styles.columns}>
        {SECTIONS.map(({ key, title: sectionTitle }) => (
          <div key={key}>
            <Subheading>{sectionTitle}</Subheading>
            <ul>
              {guidance[key].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The guidance of the docs page's own story file (its meta's title). */
export function CurrentGuidance() {
  const { preparedMeta } = useOf('meta', ['meta']);
  return <GuidanceBlock title={preparedMeta.title} />;
}

export function GuidedDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <CurrentGuidance />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
