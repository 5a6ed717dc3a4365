// pendana/layers: which folder of an app's src/ may import which. The table is the rule's option
// (eslint.config.js), for example
//   elements: { app: ['app'], feature: ['features/*'], capability: ['capabilities/*'],
//               shared: ['lib', 'i18n', 'config'], test: ['test'] },
//   allow:    { app: ['app', 'feature', 'capability', 'shared'], feature: ['capability', 'shared'], … },
//   allowInTests: ['test'],
// - an element is a folder or a file of src/ (`lib`, `config.ts`); `dir/*` makes each sub-folder an
//   element of its own (one feature); the first pattern that matches wins, so list a file inside a
//   `dir/*` folder (`modules/index.ts`) before the folder's pattern;
// - a file may always import its own element; any other element only if `allow[own type]` lists its
//   type (`allowInTests` adds types for `*.test.*` and `*.stories.*` files: neither ships);
// - `typeOnly[own type]`: types it may import only with `import type` / `export type` (erased at run
//   time; an inline `import { type X }` still loads the file, so it counts as a value import);
// - an element declared with `/*` is entered only through its index (`features/auth`,
//   `features/auth/index.ts`), never a file inside it, by anyone outside it; `entries[own type]
//   [target type]` lists further files of such an element that this importer may enter by (paths
//   inside the element, `**` for any file);
// - `knownViolations`: imports that break the table today and are let through until fixed, each
//   `{ file, imports }` (both relative to src/); one that no longer occurs is reported, so the list
//   only shrinks;
// - files outside every element (src/main.tsx) and non-relative imports are not checked.
import path from 'node:path';
import { importSources } from './import-sources.js';

const TEST_FILE = /\.(test|stories)\.[cm]?[jt]sx?$/;
const INDEX = /^index(\.[cm]?[jt]sx?)?$/;

/** The element a path inside `srcDir` belongs to: { type, name, wildcard, rest } or null. */
function elementOf(srcDir, target, elements) {
  const parts = path.relative(srcDir, target).split(path.sep);
  if (parts[0] === '..' || parts[0] === '') return null;
  for (const [type, patterns] of Object.entries(elements)) {
    for (const pattern of patterns) {
      const wildcard = pattern.endsWith('/*');
      const base = (wildcard ? pattern.slice(0, -2) : pattern).split('/');
      const depth = base.length + (wildcard ? 1 : 0);
      if (parts.length < depth || base.some((segment, i) => parts[i] !== segment)) continue;
      return {
        type,
        name: parts.slice(0, depth).join('/'),
        wildcard,
        rest: parts.slice(depth),
      };
    }
  }
  return null;
}

/** The app's src/ directory above `file`: the last `src` folder followed by an element folder. */
function srcDirOf(file, elements) {
  const firsts = new Set(
    Object.values(elements)
      .flat()
      .map((pattern) => pattern.split('/')[0]),
  );
  const parts = file.split(path.sep);
  for (let i = parts.length - 2; i >= 0; i -= 1) {
    if (parts[i] === 'src' && firsts.has(parts[i + 1])) return parts.slice(0, i + 1).join(path.sep);
  }
  return null;
}

/** `import type …` / `export type … from`: gone at run time. */
const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

const typeLists = {
  type: 'object',
  additionalProperties: { type: 'array', items: { type: 'string' } },
};
const schema = [
  {
    type: 'object',
    properties: {
      elements: typeLists,
      allow: typeLists,
      allowInTests: { type: 'array', items: { type: 'string' } },
      typeOnly: typeLists,
      entries: { type: 'object', additionalProperties: typeLists },
      knownViolations: {
        type: 'array',
        items: {
          type: 'object',
          properties: { file: { type: 'string' }, imports: { type: 'string' } },
          required: ['file', 'imports'],
          additionalProperties: false,
        },
      },
    },
    required: ['elements', 'allow'],
    additionalProperties: false,
  },
];

export const layers = {
  meta: {
    type: 'problem',
    schema,
    messages: {
      forbidden: "{{own}} may not import {{target}} ('{{source}}'): {{why}}",
      typeOnly:
        "{{own}} may import {{target}} only as types ('{{source}}'): write `import type`, its values are for {{who}}.",
      deep: "'{{source}}' reaches inside {{target}}: import it through its index ('{{index}}').",
      stale:
        "Known violation '{{imports}}' no longer occurs in this file: remove it from knownViolations.",
    },
  },
  create(context) {
    const {
      elements,
      allow,
      allowInTests = [],
      typeOnly = {},
      entries = {},
      knownViolations = [],
    } = context.options[0];
    const file = path.resolve(context.filename);
    const srcDir = srcDirOf(file, elements);
    if (!srcDir) return {};
    const own = elementOf(srcDir, file, elements);
    if (!own) return {};
    const allowed = new Set([
      ...(allow[own.type] ?? []),
      ...(TEST_FILE.test(path.basename(file)) ? allowInTests : []),
    ]);
    const asTypes = new Set(typeOnly[own.type] ?? []);
    const relFile = path.relative(srcDir, file).split(path.sep).join('/');
    const known = new Map(
      knownViolations.filter((v) => v.file === relFile).map((v) => [v.imports, false]),
    );
    const whoMayImport = (type) =>
      Object.keys(allow)
        .filter((t) => allow[t].includes(type))
        .join(', ');

    function check(node, source) {
      if (!source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source);
      const target = elementOf(srcDir, resolved, elements);
      if (!target || target.name === own.name) return;
      const report = (descriptor) => {
        const imports = path.relative(srcDir, resolved).split(path.sep).join('/');
        if (known.has(imports)) known.set(imports, true);
        else context.report({ node, ...descriptor });
      };
      const names = {
        own: `${own.name}/ (${own.type})`,
        target: `${target.name}/ (${target.type})`,
      };
      if (!allowed.has(target.type)) {
        if (asTypes.has(target.type)) {
          if (!isTypeOnly(node)) {
            report({
              messageId: 'typeOnly',
              data: { ...names, source, who: whoMayImport(target.type) || 'no one' },
            });
          }
          return;
        }
        report({
          messageId: 'forbidden',
          data: {
            ...names,
            source,
            why: allowed.size
              ? `a ${own.type} may import only ${[...allowed].join(', ')}.`
              : `a ${own.type} may import no other folder.`,
          },
        });
        return;
      }
      const inside = target.rest.join('/');
      const throughIndex =
        target.rest.length === 0 || (target.rest.length === 1 && INDEX.test(target.rest[0]));
      const entry = entries[own.type]?.[target.type] ?? [];
      if (target.wildcard && !throughIndex && !entry.includes('**') && !entry.includes(inside)) {
        const index = path.relative(path.dirname(file), path.join(srcDir, target.name));
        report({
          messageId: 'deep',
          data: {
            source,
            target: `${target.name}/`,
            index: index.startsWith('.') ? index : `./${index}`,
          },
        });
      }
    }

    return {
      ...importSources(check),
      'Program:exit'(program) {
        for (const [imports, seen] of known) {
          if (!seen) {
            context.report({
              node: program,
              loc: { line: 1, column: 0 },
              messageId: 'stale',
              data: { imports },
            });
          }
        }
      },
    };
  },
};
