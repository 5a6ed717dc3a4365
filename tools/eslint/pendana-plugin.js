// Local ESLint rules of the Pendana monorepo.
// - module-boundaries: which workspace package may import which, from the Nx tags in each package.json
//   (`nx.tags`), and no relative import that leaves its package (use the package's `exports`).
// - layers: inside an app's src/, which folder may import which (one table per app in
//   eslint.config.js — the web: app on top, features and capabilities in the middle, lib/i18n/config
//   at the bottom; the server: the composition root, modules and providers, shared/http, context,
//   db, config), and a feature, capability, module or provider is entered only through its index.ts
//   (./layers.js).
// - no-cycles: no import cycle between the files of a package (./no-cycles.js).
import fs from 'node:fs';
import path from 'node:path';
import { importSources } from './import-sources.js';
import { layers } from './layers.js';
import { noCycles } from './no-cycles.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Allowed `type:*` tags a package of a given `type:*` tag may import. */
export const ALLOWED_DEPENDENCIES = {
  'type:contract': [],
  'type:sdk': ['type:contract'],
  'type:ui': [],
  'type:forms': ['type:ui'],
  'type:app': ['type:sdk', 'type:ui', 'type:forms'],
};
/**
 * What a package's tests may import besides: the contract, which judges the server's answers
 * (apps/lender-api/test/helpers/contract-judge.ts). Product code still may not.
 */
const TESTS_MAY_ALSO_IMPORT = ['type:contract'];
const isTestFile = (file) => /[\\/]test[\\/]/.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);
/** Root files every package may import relatively (shared build/test configuration, not code). */
const SHARED_ROOT_FILES = new Set(['vitest.shared', 'vitest.shared.ts']);

function loadPackages() {
  const byName = new Map();
  const byDir = [];
  for (const group of ['apps', 'packages']) {
    const groupDir = path.join(ROOT, group);
    if (!fs.existsSync(groupDir)) continue;
    for (const entry of fs.readdirSync(groupDir)) {
      const file = path.join(groupDir, entry, 'package.json');
      if (!fs.existsSync(file)) continue;
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      const tags = pkg.nx?.tags ?? [];
      const info = {
        name: pkg.name,
        dir: path.dirname(file),
        type: tags.find((t) => t.startsWith('type:')),
      };
      byName.set(pkg.name, info);
      byDir.push(info);
    }
  }
  return { byName, byDir };
}
const packages = loadPackages();

function packageOf(file) {
  return packages.byDir.find((p) => file === p.dir || file.startsWith(p.dir + path.sep));
}

const moduleBoundaries = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{reason}}' } },
  create(context) {
    const file = path.resolve(context.filename);
    const own = packageOf(file);
    if (!own) return {};
    return importSources((node, source) => {
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        if (path.dirname(target) === ROOT && SHARED_ROOT_FILES.has(path.basename(target))) return;
        if (!(target === own.dir || target.startsWith(own.dir + path.sep))) {
          context.report({
            node,
            messageId: 'forbidden',
            data: {
              reason: `Relative import '${source}' leaves ${own.name}: import the other package by its name and exports.`,
            },
          });
        }
        return;
      }
      const match = /^(@pendana\/[^/]+)/.exec(source);
      if (!match) return;
      const target = packages.byName.get(match[1]);
      if (!target || target.name === own.name) return;
      const allowed = [
        ...(ALLOWED_DEPENDENCIES[own.type] ?? []),
        ...(isTestFile(file) ? TESTS_MAY_ALSO_IMPORT : []),
      ];
      if (!allowed.includes(target.type)) {
        context.report({
          node,
          messageId: 'forbidden',
          data: {
            reason: `${own.name} (${own.type}) may not import ${target.name} (${target.type}).`,
          },
        });
      }
    });
  },
};

export default {
  meta: { name: 'pendana' },
  rules: { 'module-boundaries': moduleBoundaries, layers, 'no-cycles': noCycles },
};
