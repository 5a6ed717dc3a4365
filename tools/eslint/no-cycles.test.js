// pendana/no-cycles on files written to a temporary folder: each cycle must fail lint, the same
// files without the closing import must pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import pendana from './pendana-plugin.js';
import { runtimeSpecifiers } from './no-cycles.js';

let dir;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Writes `files` ({ 'a.ts': code }) to a fresh folder and returns the no-cycles messages per file. */
async function lintFiles(files) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pendana-no-cycles-'));
  for (const [name, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), code);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { pendana },
        rules: { 'pendana/no-cycles': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(
    results.map((r) => [
      path.relative(dir, r.filePath),
      r.messages.map((m) =>
        m.ruleId === 'pendana/no-cycles' ? m.message : `${m.ruleId}: ${m.message}`,
      ),
    ]),
  );
}

describe('pendana/no-cycles', () => {
  it('fails on a two-file cycle, on both files, and names the chain', async () => {
    const errors = await lintFiles({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(errors['a.ts']).toEqual(['Import cycle: a.ts → b.ts → a.ts.']);
    expect(errors['b.ts']).toEqual(['Import cycle: b.ts → a.ts → b.ts.']);
  });

  it('passes the same files without the closing import', async () => {
    const errors = await lintFiles({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = () => 1;\n',
    });
    expect(errors).toEqual({ 'a.ts': [], 'b.ts': [] });
  });

  it('follows folders, index files, re-exports and dynamic import()', async () => {
    const errors = await lintFiles({
      'app/routes.tsx': "export const load = () => import('../features/home');\n",
      'features/home/index.ts': "export { HomeRoute } from './routes/home-route';\n",
      'features/home/routes/home-route.tsx':
        "import { load } from '../../../app/routes';\nexport const HomeRoute = () => load;\n",
    });
    expect(errors['app/routes.tsx']).toEqual([
      'Import cycle: app/routes.tsx → features/home/index.ts → features/home/routes/home-route.tsx → app/routes.tsx.',
    ]);
  });

  it('does not count `import type` / `export type` (erased at run time)', async () => {
    const errors = await lintFiles({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import { type A } from './a';\nexport type { A };\nexport interface B { a?: A }\n",
      'c.ts': "export type { A } from './a';\n",
    });
    // b.ts imports a.ts at run time (an inline `type` keeps the statement), a.ts only its types.
    expect(errors).toEqual({ 'a.ts': [], 'b.ts': [], 'c.ts': [] });
  });

  it('reads runtime specifiers, skipping type-only ones and comments', () => {
    const text = [
      "import type { X } from './types';",
      "import {\n  a,\n  b,\n} from './multi';",
      "export * from './all';",
      "export type { Y } from './types2';",
      "import './side-effect.css';",
      "// import { z } from './commented';",
      "const lazy = () => import('./lazy');",
      "import { dayjs } from 'dayjs';",
    ].join('\n');
    expect(runtimeSpecifiers(text)).toEqual(['./multi', './all', './side-effect.css', './lazy']);
  });
});
