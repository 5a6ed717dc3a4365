// Every design-system component story has usage guidance (src/guidance/component-guidance.ts) for
// its docs page, with "When to use", "Do" and "Don't" filled in; no guidance for a title that no
// longer exists. The titles are read from the story files' `title:` lines.
import { describe, expect, it } from 'vitest';
import { COMPONENT_GUIDANCE } from '../guidance/component-guidance';

const STORY_SOURCES = import.meta.glob<string>(
  '../../../../packages/design-system/src/components/*/*.stories.tsx',
  { query: '?raw', import: 'default', eager: true },
);

/** The meta's title: the `title: 'Design system/…'` line of the default export. */
function storyTitle(source: string): string | undefined {
  return /^\s*title:\s*'(Design system\/[^']+)'/m.exec(source)?.[1];
}

const TITLES = Object.entries(STORY_SOURCES).map(([file, source]) => ({
  file,
  title: storyTitle(source),
}));

describe('component guidance', () => {
  it('reads the titles of all design-system story files', () => {
    expect(TITLES.length).toBeGreaterThanOrEqual(38);
    expect(TITLES.filter((entry) => !entry.title).map((entry) => entry.file)).toEqual([]);
  });

  it.each(TITLES.map((entry) => [entry.title ?? entry.file] as const))(
    '%s has When to use, Do and Don’t',
    (title) => {
      const guidance = COMPONENT_GUIDANCE[title];
      expect(guidance, `no guidance for ${title}`).toBeDefined();
      const lists = guidance ? [guidance.whenToUse, guidance.do, guidance.dont] : [];
      for (const list of lists) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.length).toBeLessThanOrEqual(4);
        for (const item of list) expect(item.trim()).not.toBe('');
      }
    },
  );

  it('has no guidance for a title without a story', () => {
    const titles = new Set(TITLES.map((entry) => entry.title));
    expect(Object.keys(COMPONENT_GUIDANCE).filter((title) => !titles.has(title))).toEqual([]);
  });
});
