// A route must never render a message its loaded catalogue lacks: each route loads the shell's, its
// layout's and its own namespaces of messages (i18n/route-messages.json, i18n/load-messages.ts). This test
// follows the source imports (static and dynamic: a drawer loaded later renders with the same
// catalogue) from the entry, each layout and each route module of the budget config
// (bundle-budget.json, whose route list the budget check keeps complete), collects the namespaces of
// the message ids found on the way (`messageGroup('ns.…')`, `message('ns.…')`; @pendana/forms'
// rules speak `validation.*`), and compares them with what route-messages.json loads: a namespace
// missing would be a missing text, one too many is bytes a route loads for nothing. A new route:
// `PRINT_ROUTE_MESSAGES=1 pnpm exec vitest run src/app/route-messages.test.ts` prints what each needs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routeMessages from '../i18n/route-messages.json';
import { routeNamespaces } from '../i18n/load-messages';

const app = path.resolve(__dirname, '../..');
const budget = JSON.parse(fs.readFileSync(path.join(app, 'bundle-budget.json'), 'utf8')) as {
  routes: { path: string; layout?: string; modules: string[] }[];
};
const CHUNK_FILES: Record<string, string> = {
  'password-confirmation': 'src/capabilities/password-confirmation/index.ts',
};
const fileOf = (module: string) => path.join(app, CHUNK_FILES[module] ?? module);

interface Parsed {
  /** Imports of the file's own code: target and the names it takes ('*': all of it). */
  imports: { target: string; names: Set<string> | '*' }[];
  /** Re-exports (`export { a, b as c } from`): target and the names they give ('*': all). */
  reexports: { target: string; names: Set<string> | '*' }[];
  namespaces: Set<string>;
}

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const names = (list: string, exported: boolean) =>
  new Set(
    list
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter((part) => part !== '')
      .map((part) => {
        const [local, alias] = part.split(/\s+as\s+/);
        return (exported ? (alias ?? local) : local) as string;
      }),
  );

const parsed = new Map<string, Parsed>();
function parse(file: string): Parsed {
  const known = parsed.get(file);
  if (known) return known;
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const result: Parsed = { imports: [], reexports: [], namespaces: new Set() };
  const statement =
    /(import|export)\s+(type\s+)?(?:(\*(?:\s+as\s+\w+)?)|\{([^}]*)\}|(\w+)(?:\s*,\s*\{([^}]*)\})?)\s+from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const m of source.matchAll(statement)) {
    const [, keyword, typeOnly, star, braces, defaultName, moreBraces, from, dynamic, bare] = m;
    const target = resolve(file, (from ?? dynamic ?? bare) as string);
    if (!target || typeOnly) continue;
    if (keyword === 'export') {
      result.reexports.push({ target, names: star ? '*' : names(braces ?? '', true) });
    } else if (from && !star && !/^\s*type\s/.test(braces ?? '')) {
      const taken = names(braces ?? moreBraces ?? '', false);
      if (defaultName) taken.add('default');
      result.imports.push({ target, names: taken });
    } else {
      result.imports.push({ target, names: '*' });
    }
  }
  for (const m of source.matchAll(/\b(?:messageGroup|message)\(\s*['"]([a-z][\w-]*)[.'"]/g)) {
    result.namespaces.add(m[1] as string);
  }
  if (/from\s+['"]@pendana\/forms/.test(source)) result.namespaces.add('validation');
  parsed.set(file, result);
  return result;
}

// Where a walk stops: the routes' own modules and layouts load their own messages. The shell's walk
// also stops at every module a route lists (the password gate loads with the pages behind it).
const routeFiles = new Set(
  budget.routes
    .flatMap((route) => [...(route.layout ? [route.layout] : []), route.modules[0] as string])
    .map(fileOf),
);
const listed = new Set(
  budget.routes
    .flatMap((route) => [...(route.layout ? [route.layout] : []), ...route.modules])
    .map(fileOf),
);

/**
 * The namespaces the code reachable from `starts` uses, stopping at the other routes' modules and
 * layouts (they load their own). A barrel is followed into the modules that give the names taken.
 */
function namespacesFrom(starts: string[], stopAt = routeFiles): Set<string> {
  const found = new Set<string>();
  const whole = new Set<string>();
  const partly = new Set<string>();
  const visit = (file: string, wanted: Set<string> | '*') => {
    if (stopAt.has(file) && !starts.includes(file)) return;
    if (whole.has(file)) return;
    const file_ = parse(file);
    if (wanted === '*') whole.add(file);
    const firstTime = !partly.has(file);
    partly.add(file);
    if (firstTime || wanted === '*') {
      for (const ns of file_.namespaces) found.add(ns);
      for (const { target, names: taken } of file_.imports) visit(target, taken);
    }
    for (const { target, names: given } of file_.reexports) {
      if (wanted === '*') visit(target, '*');
      else if (given === '*') visit(target, wanted);
      else if ([...given].some((name) => wanted.has(name))) visit(target, '*');
    }
  };
  for (const start of starts) visit(start, '*');
  return found;
}

const sorted = (set: Iterable<string>) => [...new Set(set)].sort();
const shell = namespacesFrom([path.join(app, 'src/main.tsx')], listed);
const layoutKey = (layout: string) => /layouts\/(.+)-layout\.tsx$/.exec(layout)?.[1] as string;

describe('route messages (route-messages.json)', () => {
  it('loads with every page the namespaces the shell uses', () => {
    if (process.env.PRINT_ROUTE_MESSAGES) console.log('SHELL', JSON.stringify(sorted(shell)));
    expect(sorted(routeMessages.shell)).toEqual(sorted(shell));
  });

  it.each([...new Set(budget.routes.flatMap((route) => route.layout ?? []))])(
    'loads with %s the namespaces it uses beyond the shell',
    (layout) => {
      const used = [...namespacesFrom([fileOf(layout)])].filter((ns) => !shell.has(ns));
      const layouts = routeMessages.layouts as Record<string, string[]>;
      if (process.env.PRINT_ROUTE_MESSAGES)
        console.log('LAYOUT', JSON.stringify([layout, sorted(used)]));
      expect(sorted(layouts[layoutKey(layout)] ?? [])).toEqual(sorted(used));
    },
  );

  it.each(budget.routes)('loads with $path the namespaces its screens use', (route) => {
    const entry = (routeMessages.routes as Record<string, { layout?: string; messages: string[] }>)[
      route.path
    ];
    expect(entry, `${route.path} is missing from route-messages.json`).toBeDefined();
    expect(entry?.layout).toBe(route.layout ? layoutKey(route.layout) : undefined);
    const around = new Set(
      [...shell, ...routeNamespaces(route.path)].filter((ns) => !entry?.messages.includes(ns)),
    );
    const used = [...namespacesFrom(route.modules.map(fileOf))].filter((ns) => !around.has(ns));
    if (process.env.PRINT_ROUTE_MESSAGES)
      console.log('ROUTE', JSON.stringify([route.path, sorted(used)]));
    expect(sorted(entry?.messages ?? [])).toEqual(sorted(used));
  });

  it('lists no route the budget config does not know, and namespaces that exist in both languages', () => {
    expect(sorted(Object.keys(routeMessages.routes))).toEqual(
      sorted(budget.routes.map((r) => r.path)),
    );
    const all = [
      ...routeMessages.shell,
      ...Object.values(routeMessages.layouts).flat(),
      ...Object.values(routeMessages.routes).flatMap((route) => route.messages),
    ];
    for (const locale of ['id', 'en']) {
      const files = fs.readdirSync(path.join(app, 'src/i18n/compiled', locale));
      for (const ns of new Set(all)) expect(files, `${locale}/${ns}.json`).toContain(`${ns}.json`);
    }
  });
});
