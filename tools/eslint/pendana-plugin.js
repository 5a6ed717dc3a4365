// Local ESLint rules of the Pendana monorepo.
// - module-boundaries: which workspace package may import which, from the Nx tags in each package.json
//   (`nx.tags`), and no relative import that leaves its package (use the package's `exports`).
// - feature-boundaries: in lender-web, domain features never import each other; only the capability
//   features (phone-verification, liveness, password-confirmation) may be used by others.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Allowed `type:*` tags a package of a given `type:*` tag may import. */
export const ALLOWED_DEPENDENCIES = {
  'type:contract': [],
  'type:sdk': ['type:contract'],
  'type:ui': [],
  'type:forms': ['type:ui'],
  'type:app': ['type:sdk', 'type:ui', 'type:forms'],
};
/** Root files every package may import relatively (shared build/test configuration, not code). */
const SHARED_ROOT_FILES = new Set(['vitest.shared', 'vitest.shared.ts']);
const CAPABILITY_FEATURES = new Set(['phone-verification', 'liveness', 'password-confirmation']);

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

function importSources(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const moduleBoundaries = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{reason}}' } },
  create(context) {
    const file = path.resolve(context.filename);
    const own = packageOf(file);
    if (!own) return {};
    return importSources(context, (node, source) => {
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
      const allowed = ALLOWED_DEPENDENCIES[own.type] ?? [];
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

const featureBoundaries = {
  meta: { type: 'problem', schema: [], messages: { forbidden: '{{reason}}' } },
  create(context) {
    const file = path.resolve(context.filename);
    const m = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file);
    if (!m) return {};
    const own = m[1];
    const featuresDir = file.slice(0, m.index) + path.sep + path.join('src', 'features');
    return importSources(context, (node, source) => {
      let target;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else if (source.startsWith('@/features/'))
        target = path.join(featuresDir, source.slice('@/features/'.length));
      else return;
      if (!target.startsWith(featuresDir + path.sep)) return;
      const other = target.slice(featuresDir.length + 1).split(path.sep)[0];
      if (other && other !== own && !CAPABILITY_FEATURES.has(other)) {
        context.report({
          node,
          messageId: 'forbidden',
          data: {
            reason: `Feature '${own}' may not import feature '${other}' (only capabilities may be shared).`,
          },
        });
      }
    });
  },
};

export default {
  meta: { name: 'pendana' },
  rules: { 'module-boundaries': moduleBoundaries, 'feature-boundaries': featureBoundaries },
};
