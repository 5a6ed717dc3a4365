// The docs page's guidance block (src/guidance/guided-docs-page.tsx) reads the title of the page's
// own story file from Storybook's docs context and renders When to use / Do / Don't for it.
import { DocsContext } from '@storybook/addon-docs/blocks';
import { ThemeProvider, convert, themes } from 'storybook/theming';
import { describe, expect, it } from 'vitest';
import { COMPONENT_GUIDANCE } from '../guidance/component-guidance';
import { CurrentGuidance } from '../guidance/guided-docs-page';
import { render } from './render';

/** The part of the docs context `useOf('meta')` reads, in Storybook's theme (as DocsContainer does). */
function withTitle(title: string) {
  const context = { resolveOf: () => ({ type: 'meta', preparedMeta: { title } }) };
  return (
    <ThemeProvider theme={convert(themes.light)}>
      <DocsContext.Provider value={context as never}>
        <CurrentGuidance />
      </DocsContext.Provider>
    </ThemeProvider>
  );
}

describe('GuidedDocsPage guidance', () => {
  it('shows When to use, Do and Don’t of the current component', async () => {
    const container = await render(withTitle('Design system/Button'));
    const headings = [...container.querySelectorAll('h2, h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Usage guidance', 'When to use', 'Do', 'Don’t']);
    const items = [...container.querySelectorAll('li')].map((li) => li.textContent);
    const button = COMPONENT_GUIDANCE['Design system/Button'];
    expect(items).toEqual([
      ...(button?.whenToUse ?? []),
      ...(button?.do ?? []),
      ...(button?.dont ?? []),
    ]);
  });

  it('shows nothing for a title without guidance', async () => {
    const container = await render(withTitle('Foundations/Colours'));
    expect(container.textContent).toBe('');
  });
});
