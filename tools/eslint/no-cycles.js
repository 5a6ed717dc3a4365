// pendana/no-cycles: no import cycle through relative imports (static, re-exports and dynamic
// import(); `import type` / `export type` are erased by TypeScript and do not count). The file being
// linted is read from its AST; the files it reaches are read from disk (cached by mtime).
import fs from 'node:fs';
import path from 'node:path';
import { importSources } from './import-sources.js';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.mts', '.cts'];

function isFile(candidate) {
  try {
    return fs.statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, as TypeScript's bundler resolution finds it, or null. */
export function resolveRelative(fromFile, source) {
  const base = path.resolve(path.dirname(fromFile), source);
  const stem = base.replace(/\.[cm]?js$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...(stem === base ? [] : EXTENSIONS.map((ext) => stem + ext)),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return (
    candidates.find((candidate) => /\.[cm]?[jt]sx?$/.test(candidate) && isFile(candidate)) ?? null
  );
}

const STATIC_IMPORT =
  /(?:^|[\n;}])\s*(?:import|export)(\s+type\b)?[^'";]*?\bfrom\s*['"]([^'"\n]+)['"]/g;
const BARE_IMPORT = /(?:^|[\n;}])\s*import\s*['"]([^'"\n]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The relative specifiers of a source text that exist at run time. */
export function runtimeSpecifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = [];
  for (const m of code.matchAll(STATIC_IMPORT)) if (!m[1]) found.push(m[2]);
  for (const m of code.matchAll(BARE_IMPORT)) found.push(m[1]);
  for (const m of code.matchAll(DYNAMIC_IMPORT)) found.push(m[1]);
  return found.filter((source) => source.startsWith('.'));
}

const cache = new Map();

/** The files `file` imports at run time (read from disk). */
function importsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.targets;
  const targets = runtimeSpecifiers(fs.readFileSync(file, 'utf8'))
    .map((source) => resolveRelative(file, source))
    .filter(Boolean);
  cache.set(file, { mtime, targets });
  return targets;
}

/** A path of imports from `start` back to `goal` ([start, …, goal]), or null. */
function pathBack(start, goal) {
  const parent = new Map([[start, null]]);
  const stack = [start];
  while (stack.length) {
    const current = stack.pop();
    for (const next of importsOf(current)) {
      if (next === goal) {
        const chain = [goal];
        for (let at = current; at; at = parent.get(at)) chain.unshift(at);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, current);
        stack.push(next);
      }
    }
  }
  return null;
}

const isTypeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

export const noCycles = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!isFile(file)) return {};
    const cwd = context.cwd ?? process.cwd();
    return importSources((node, source) => {
      if (!source.startsWith('.') || isTypeOnly(node)) return;
      const target = resolveRelative(file, source);
      if (!target) return;
      const chain = target === file ? [file] : pathBack(target, file);
      if (!chain) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { chain: [file, ...chain].map((f) => path.relative(cwd, f)).join(' → ') },
      });
    });
  },
};
