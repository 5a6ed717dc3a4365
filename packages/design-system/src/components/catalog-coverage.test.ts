// Every component with a story file has a `Catalog` story and its committed 360 px
// baseline (apps/storybook/.storybook/vitest.setup.ts compares the Catalog story with it), so no
// component's look can change unseen. Node's fs only; it runs in the package's jsdom environment
// because src/test/setup.ts (run before every test) patches DOM prototypes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const componentsDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(componentsDir, '../../../..');
const screenshotsDir = path.join(
  repoRoot,
  'apps/storybook/__screenshots__/packages/design-system/src/components',
);

const components = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => existsSync(path.join(componentsDir, name, `${name}.stories.tsx`)))
  .sort();

describe('component catalog coverage', () => {
  it('finds the component story files', () => {
    // A wrong directory would make every check below pass vacuously.
    expect(components.length).toBeGreaterThanOrEqual(38);
  });

  it.each(components)('%s exports a Catalog story', (name) => {
    const source = readFileSync(path.join(componentsDir, name, `${name}.stories.tsx`), 'utf8');
    expect(source).toMatch(/^export const Catalog\b/m);
  });

  it.each(components)('%s has a committed 360 px Catalog baseline', (name) => {
    const baseline = path.join(screenshotsDir, name, `${name}.stories.tsx`, 'catalog-360.png');
    expect(existsSync(baseline), `missing ${path.relative(repoRoot, baseline)}`).toBe(true);
  });
});
