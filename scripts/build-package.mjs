#!/usr/bin/env node
// Builds a shared package into its `dist/` for another app to install: ESM + type
// declarations by `tsc -p tsconfig.build.json` (TypeScript rewrites the sources' `.ts` import
// extensions), then every relative specifier made explicit (`./fields` → `./fields/index.js`) so the
// output also resolves under Node's ESM rules and `moduleResolution: node16`. The design system also
// gets the Panda runtime its components import (`dist/styled-system/`, imports rewritten to relative
// paths inside the package), `styles.css` (every style its components use, for apps without Panda),
// `panda.buildinfo.json` (for apps that run Panda with the preset) and `fonts.css`; forms gets the
// few utilities its own fields use (`styles.css`, on top of the design system's).
// The workspace keeps consuming `src/` (package.json `exports`); `publishConfig` points the packed
// package at `dist/` (RELEASING.md).
//   cd packages/<name> && node ../../scripts/build-package.mjs     (the package's `build` script)
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const pkgDir = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const dist = path.join(pkgDir, 'dist');
const require = createRequire(path.join(pkgDir, 'package.json'));
const isDesignSystem = manifest.name === '@pendana/design-system';

const run = (file, args, options = {}) =>
  execFileSync(process.execPath, [file, ...args], { cwd: pkgDir, stdio: 'inherit', ...options });

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, out);
    else out.push(file);
  }
  return out;
}

rmSync(dist, { recursive: true, force: true });
if (isDesignSystem) run(path.join(pkgDir, 'scripts/codegen.mjs'), []);
run(require.resolve('typescript/bin/tsc'), ['-p', 'tsconfig.build.json']);

if (isDesignSystem) {
  // The runtime the components import (css, cx, cva, recipes, patterns, tokens), types included.
  cpSync(path.join(pkgDir, 'styled-system'), path.join(dist, 'styled-system'), {
    recursive: true,
    filter: (source) =>
      statSync(source).isDirectory() || /\.(mjs|d\.mts)$/.test(path.basename(source)),
  });
  cpSync(path.join(pkgDir, 'src/fonts.css'), path.join(dist, 'fonts.css'));
}

/** `spec` as written in `file`, made explicit: a file `.js`/`.mjs` or a folder's `index`. */
function explicit(file, spec) {
  const base = path.resolve(path.dirname(file), spec);
  const dts = /\.d\.m?ts$/.test(file);
  const candidates = dts
    ? [
        ['.js', '.d.ts'],
        ['/index.js', '/index.d.ts'],
        ['/index.mjs', '/index.d.mts'],
      ]
    : [
        ['.js', '.js'],
        ['/index.js', '/index.js'],
        ['/index.mjs', '/index.mjs'],
      ];
  // Panda's declarations name each other `./x.d.mts`, which a consumer's tsc refuses (TS2846).
  if (spec.endsWith('.d.mts')) return spec.replace(/\.d\.mts$/, '.mjs');
  if (/\.(m?js|css|json)$/.test(spec)) return spec;
  // Declarations keep the sources' `.ts`/`.tsx` specifiers: point them at the emitted `.js`.
  if (/\.tsx?$/.test(spec)) return explicit(file, spec.replace(/\.tsx?$/, ''));
  for (const [suffix, onDisk] of candidates) if (existsSync(base + onDisk)) return spec + suffix;
  throw new Error(`${path.relative(pkgDir, file)}: cannot resolve ${spec} inside dist`);
}

/** A self-reference of the design system (`@pendana/design-system/...`) as a path inside dist. */
function selfReference(file, spec) {
  const sub = spec.slice('@pendana/design-system'.length).replace(/^\//, '');
  let target;
  if (sub === '') target = 'index.js';
  else if (sub.startsWith('styled-system/')) target = `${sub}/index.mjs`;
  else if (sub.startsWith('components/')) target = `${sub}/index.js`;
  else target = `${sub}/index.js`;
  if (!existsSync(path.join(dist, target))) {
    throw new Error(`${path.relative(pkgDir, file)}: ${spec} is not in dist (${target})`);
  }
  let relative = path
    .relative(path.dirname(file), path.join(dist, target))
    .split(path.sep)
    .join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative;
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;
for (const file of walk(dist).filter((f) => /\.(js|d\.ts|d\.mts)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    let rewritten = spec;
    if (spec.startsWith('./') || spec.startsWith('../')) rewritten = explicit(file, spec);
    else if (isDesignSystem && (spec === manifest.name || spec.startsWith(`${manifest.name}/`)))
      rewritten = selfReference(file, spec);
    return rewritten === spec ? whole : `${lead}${quote}${rewritten}${quote}`;
  });
  if (next !== text) writeFileSync(file, next);
}

/** Panda `cssgen` over this package's sources with the design system's preset and options, in a
 * throwaway folder (as measure-design-system.mjs builds its consumers; nothing is written into the
 * repo). Forms gets only its own utilities (`--minimal`): the design system's CSS has the rest. */
function pandaCss(args) {
  const ds = isDesignSystem ? pkgDir : path.resolve(pkgDir, '../design-system');
  const temp = mkdtempSync(path.join(os.tmpdir(), 'pendana-css-build-'));
  try {
    const config = path.join(temp, 'panda.config.mjs');
    const exclude = [
      'src/**/*.test.*',
      'src/**/*.stories.*',
      'src/test/**',
      'src/examples/**',
      'src/preset/**',
    ];
    writeFileSync(
      config,
      `import { pendanaPandaOptions, pendanaPreset } from ${JSON.stringify(path.join(ds, 'src/preset/index.ts'))};\n` +
        `export default { ...pendanaPandaOptions, presets: [pendanaPreset], include: ${JSON.stringify([path.join(pkgDir, 'src/**/*.{ts,tsx}')])}, exclude: ${JSON.stringify(exclude.map((glob) => path.join(pkgDir, glob)))}, outdir: 'styled-system' };\n`,
    );
    const panda = path.join(ds, 'node_modules/@pandacss/dev/bin.js');
    for (const [command, outfile, ...rest] of args)
      run(
        panda,
        [
          command,
          '--config',
          config,
          '--cwd',
          temp,
          '--outfile',
          path.join(dist, outfile),
          ...rest,
        ],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

if (isDesignSystem)
  pandaCss([
    ['cssgen', 'styles.css'],
    ['ship', 'panda.buildinfo.json'],
  ]);
else if (manifest.name === '@pendana/forms') pandaCss([['cssgen', 'styles.css', '--minimal']]);

const files = walk(dist);
const size = files.reduce((total, file) => total + statSync(file).size, 0);
console.log(`${manifest.name}: dist/ ${files.length} files, ${(size / 1024).toFixed(0)} kB`);
