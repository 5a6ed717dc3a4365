// Measures the design system as a consumer app imports it: builds throwaway Vite apps in
// os.tmpdir() — React alone, one component (Button), every export of the barrel — with the Panda
// PostCSS setup of docs/lender-web.md "Styling with Panda", and prints the gzip size of their JS and CSS.
// Run: pnpm --filter @pendana/storybook run measure  (writes nothing into the repo).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pandacss from '@pandacss/dev/postcss';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const ds = path.join(repo, 'packages/design-system');
const require = createRequire(import.meta.url);
const reactDir = path.dirname(require.resolve('react/package.json'));
const reactDomDir = path.dirname(require.resolve('react-dom/package.json'));

const MOUNT = `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport './index.css';\n`;
const scenarios = {
  'React alone': {
    entry: `${MOUNT}createRoot(document.getElementById('root')).render(createElement('p', null, 'Halo'));\n`,
    scan: [],
  },
  'One component (Button)': {
    entry: `${MOUNT}import { Button } from '@pendana/design-system/components/button';\ncreateRoot(document.getElementById('root')).render(createElement(Button, null, 'Danai'));\n`,
    // What this app renders: the Button and the Spinner it shows while loading.
    scan: ['src/components/button/*.tsx', 'src/components/spinner/*.tsx'],
  },
  'Every export (barrel)': {
    entry: `${MOUNT}import * as ds from '@pendana/design-system';\nwindow.__ds = ds;\ncreateRoot(document.getElementById('root')).render(createElement(ds.Button, null, 'Danai'));\n`,
    scan: ['src/**/*.tsx', 'src/**/*.ts'],
  },
};

// Code only other components carry: the one-component build must contain none of it.
const MARKERS = {
  QrCode: 'qris.png',
  OtpInput: 'one-time-code',
  CameraCapture: 'getUserMedia',
  Pagination: 'Previous',
  FileUpload: 'FILE_TOO_LARGE',
};

const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(name, { entry, scan }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pendana-ds-size-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="/main.js"></script>',
    );
    writeFileSync(path.join(dir, 'main.js'), entry);
    writeFileSync(path.join(dir, 'index.css'), '@layer reset, base, tokens, recipes, utilities;\n');
    const include = ['./main.js', ...scan.map((glob) => path.join(ds, glob))];
    writeFileSync(
      path.join(dir, 'panda.config.mjs'),
      `import { pendanaPandaOptions, pendanaPreset } from ${JSON.stringify(path.join(ds, 'src/preset/index.ts'))};\nexport default { ...pendanaPandaOptions, presets: [pendanaPreset], include: ${JSON.stringify(include)}, exclude: ['**/*.test.*', '**/*.stories.*'], outdir: 'styled-system' };\n`,
    );
    const out = path.join(dir, 'dist');
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [react()],
      resolve: {
        alias: [
          { find: /^@pendana\/design-system$/, replacement: path.join(ds, 'src/index.ts') },
          {
            find: /^@pendana\/design-system\/components\/(.*)$/,
            replacement: path.join(ds, 'src/components/$1/index.ts'),
          },
          { find: /^react-dom(\/.*)?$/, replacement: `${reactDomDir}$1` },
          { find: /^react(\/.*)?$/, replacement: `${reactDir}$1` },
        ],
      },
      css: {
        postcss: {
          plugins: [pandacss({ configPath: path.join(dir, 'panda.config.mjs'), cwd: dir })],
        },
      },
      build: { outDir: out, emptyOutDir: true },
    });
    const assets = readdirSync(path.join(out, 'assets')).map((file) =>
      path.join(out, 'assets', file),
    );
    const sum = (ext) =>
      assets.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gz(file), 0);
    const jsText = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const others = Object.entries(MARKERS)
      .filter(([, marker]) => jsText.includes(marker))
      .map(([component]) => component);
    return { name, js: sum('.js'), css: sum('.css'), others };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Panda's PostCSS plugin keeps its first config for the whole process: one child per scenario.
const only = process.argv[2];
if (only) {
  const scenario = scenarios[only];
  if (!scenario) throw new Error(`unknown scenario ${only}`);
  process.stdout.write(JSON.stringify(await measure(only, scenario)));
} else {
  mkdirSync(os.tmpdir(), { recursive: true });
  const rows = Object.keys(scenarios).map((name) => {
    const output = execFileSync(process.execPath, [fileURLToPath(import.meta.url), name], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return JSON.parse(output.slice(output.indexOf('{')));
  });
  console.log('Design system as a consumer imports it (Vite production build, gzip):');
  for (const row of rows)
    console.log(
      `  ${row.name.padEnd(24)} JS ${kb(row.js).padStart(9)}   CSS ${kb(row.css).padStart(8)}`,
    );
  for (const row of rows)
    console.log(`  ${row.name}: code of ${row.others.join(', ') || 'no other component'}`);
  const [base, one, all] = rows;
  if (one?.others.length) process.exitCode = 1;
  if (base && one && all)
    console.log(
      `  Button adds ${kb(one.js - base.js)} JS over React alone; the whole barrel adds ${kb(all.js - base.js)}.`,
    );
}
