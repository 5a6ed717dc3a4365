// pendana/layers: which folder of an app's src/ may import which. The table is the rule's option
// (eslint.config.js), for example
//   elements: { app: ['app'], feature: ['features/*'], capability: ['capabilities/*'],
//               shared: ['lib', 'i18n', 'config'], test: ['test'] },
//   allow:    { app: ['app', 'feature', 'capability', 'shared'], feature: ['capability', 'shared'], … },
//   allowInTests: ['test'],
// - an element is a folder of src/; `dir/*` makes each sub-folder an element of its own (one feature);
// - a file may always import its own element; any other element only if `allow[own type]` lists its
//   type (`allowInTests` adds types for `*.test.*` and `*.stories.*` files: neither ships);
// - an element declared with `/*` is entered only through its index (`features/auth`,
//   `features/auth/index.ts`), never a file inside it, by anyone outside it;
// - files outside every element (src/main.tsx) and non-relative imports are not checked.
import path from 'node:path';
import { importSources } from './import-sources.js';

const TEST_FILE = /\.(test|stories)\.[cm]?[jt]sx?$/;
const INDEX = /^index(\.[cm]?[jt]sx?)?$/;

/** The element a path inside `srcDir` belongs to: { type, name, dir, rest } or null. */
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

const schema = [
  {
    type: 'object',
    properties: {
      elements: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
      allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      allowInTests: { type: 'array', items: { type: 'string' } },
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
      deep: "'{{source}}' reaches inside {{target}}: import it through its index ('{{index}}').",
    },
  },
  create(context) {
    const { elements, allow, allowInTests = [] } = context.options[0];
    const file = path.resolve(context.filename);
    const srcDir = srcDirOf(file, elements);
    if (!srcDir) return {};
    const own = elementOf(srcDir, file, elements);
    if (!own) return {};
    const allowed = new Set([
      ...(allow[own.type] ?? []),
      ...(TEST_FILE.test(path.basename(file)) ? allowInTests : []),
    ]);
    return importSources((node, source) => {
      if (!source.startsWith('.')) return;
      const target = elementOf(srcDir, path.resolve(path.dirname(file), source), elements);
      if (!target || target.name === own.name) return;
      if (!allowed.has(target.type)) {
        context.report({
          node,
          messageId: 'forbidden',
          data: {
            own: `${own.name}/ (${own.type})`,
            target: `${target.name}/ (${target.type})`,
            source,
            why: allowed.size
              ? `a ${own.type} may import only ${[...allowed].join(', ')}.`
              : `a ${own.type} may import no other folder.`,
          },
        });
        return;
      }
      const throughIndex =
        target.rest.length === 0 || (target.rest.length === 1 && INDEX.test(target.rest[0]));
      if (target.wildcard && !throughIndex) {
        const index = path.relative(path.dirname(file), path.join(srcDir, target.name));
        context.report({
          node,
          messageId: 'deep',
          data: {
            source,
            target: `${target.name}/`,
            index: index.startsWith('.') ? index : `./${index}`,
          },
        });
      }
    });
  },
};
