// The web app's bundle budgets (docs/performance.md): after `pnpm run build` (the app into
// dist/, the floor into dist-floor/, both with a Vite manifest) it measures, for every route of the
// budget config, the JS gzip a first visit loads (the entry closure, the shell's message chunks, its
// layout and its modules with their static imports, and the message chunks of both: `messages`, the
// app's route → namespaces table), the part of it that is the route's own, and its CSS; prints
// the floor and each route's distance from it and from its budget; exits 1 when a budget is exceeded.
// Usage: node scripts/bundle-budget.mjs [app-dir] [config] [--report]   (default apps/lender-web and
// its bundle-budget.json; another config file, e.g. with one budget lowered, proves the check fails;
// --report prints the same and exits 0: what `pnpm run build` shows while budgets are not all met)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const KB = 1024;
const kb = (bytes) => (bytes / KB).toFixed(1);

/** The manifest key of a module: its source path (`src/…`) or, for a merged chunk, its chunk name. */
export function findKey(manifest, module) {
  if (manifest[module]) return module;
  const bySrc = Object.keys(manifest).find((k) => manifest[k].src === module);
  if (bySrc) return bySrc;
  return Object.keys(manifest).find((k) => !manifest[k].src && manifest[k].name === module);
}

function closure(manifest, key, seen = new Set()) {
  if (!key || seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

const total = (files, sizeOf) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

/** The floor: the JS its entry closure loads. */
export function measureFloor(floorManifest, sizeOf) {
  const entry = Object.keys(floorManifest).find((k) => floorManifest[k].isEntry);
  if (!entry) throw new Error('the floor manifest has no entry');
  return total(filesOf(floorManifest, closure(floorManifest, entry)).js, sizeOf);
}

/**
 * Every route's figures, in bytes. `sizeOf(file)` is a file's gzip size. Problems of the config itself
 * (a module the manifest does not know, a route module of the manifest no route lists) are returned in
 * `errors`, since a route the check cannot see is a route without a budget.
 */
export function measureRoutes(manifest, config, sizeOf) {
  const errors = [];
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entry = closure(manifest, entryKey);
  const shared = new Set(entry);
  // The message chunks of namespaces (config.messages: `chunk` names a namespace's module, `table` is
  // the app's route-messages.json: `shell`, `layouts`, `routes[path].messages`).
  const messages = config.messages;
  const chunksOf = (namespaces) =>
    (namespaces ?? []).map((ns) => messages.chunk.replace('{namespace}', ns));
  const everyRoute = [
    ...(config.everyRoute ?? []),
    ...(messages ? chunksOf(messages.table.shell) : []),
  ];
  for (const module of everyRoute) {
    const key = findKey(manifest, module);
    if (!key) errors.push(`${module} (every route) is not in the manifest`);
    closure(manifest, key, shared);
  }
  const listed = new Set();
  const rows = config.routes.map((route) => {
    const keyOf = (module) => {
      const key = findKey(manifest, module);
      if (!key) errors.push(`${route.path}: ${module} is not in the manifest`);
      else listed.add(key);
      return key;
    };
    const layout = route.layout ? closure(manifest, keyOf(route.layout)) : new Set();
    let modules = route.modules;
    if (messages) {
      const entry = messages.table.routes[route.path];
      if (!entry) errors.push(`${route.path} has no messages in the route → messages table`);
      for (const chunk of chunksOf(messages.table.layouts?.[entry?.layout])) {
        closure(manifest, keyOf(chunk), layout);
      }
      modules = [...modules, ...chunksOf(entry?.messages)];
    }
    const all = new Set([...shared, ...layout]);
    for (const module of modules) closure(manifest, keyOf(module), all);
    const own = new Set([...all].filter((k) => !shared.has(k) && !layout.has(k)));
    const files = filesOf(manifest, all);
    return {
      path: route.path,
      group: route.group ?? null,
      ratchet: route.ratchet ?? null,
      js: total(files.js, sizeOf),
      own: total(filesOf(manifest, own).js, sizeOf),
      css: total(files.css, sizeOf),
    };
  });
  const routeModule = config.routeModule
    ? new RegExp(config.routeModule)
    : /\/routes\/[^/]+-route\.tsx$/;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && routeModule.test(chunk.src ?? key) && !listed.has(key)) {
      errors.push(`${chunk.src ?? key} is a route module no route of the budget config lists`);
    }
  }
  return { entry: total(filesOf(manifest, entry).js, sizeOf), rows, errors };
}

/**
 * Each row with its budget, the failures (messages naming the route and the overshoot) and the routes
 * over the issue's budget that a ratchet holds (`overIssue`). A route's `ratchet` (`overFloorKb`,
 * `ownKb`, `why`) is the figure it may not exceed while it is over the issue's budget: exceeding the
 * ratchet fails; staying under it is reported as over the issue's budget, never as within it.
 */
export function checkBudgets(rows, floor, budgets) {
  const failures = [];
  const overIssue = [];
  const checked = rows.map((row) => {
    const overFloorKb = budgets.groups?.[row.group] ?? budgets.defaultOverFloorKb;
    const budget = floor + overFloorKb * KB;
    const ratchet = row.ratchet ?? {};
    let overIssueBudget = false;
    const check = (what, value, issueLimit, issueText, ratchetKb, ratchetLimit) => {
      if (value <= issueLimit) return;
      overIssueBudget = true;
      const overIssueText = `${row.path}: ${what} ${kb(value)} kB is ${kb(value - issueLimit)} kB over the issue's budget (${issueText})`;
      if (ratchetKb === undefined) {
        failures.push(
          `${row.path}: ${what} ${kb(value)} kB is ${kb(value - issueLimit)} kB over its budget (${issueText})`,
        );
      } else if (value > ratchetLimit) {
        failures.push(
          `${overIssueText} and ${kb(value - ratchetLimit)} kB over its ratchet (${ratchetKb})`,
        );
      } else {
        overIssue.push(`${overIssueText}; held at its ratchet (${ratchetKb}): ${ratchet.why}`);
      }
    };
    check(
      'JS',
      row.js,
      budget,
      `floor ${kb(floor)} + ${overFloorKb} = ${kb(budget)} kB`,
      ratchet.overFloorKb === undefined ? undefined : `floor + ${ratchet.overFloorKb}`,
      floor + (ratchet.overFloorKb ?? 0) * KB,
    );
    check(
      'own JS',
      row.own,
      budgets.ownKb * KB,
      `${budgets.ownKb} kB`,
      ratchet.ownKb === undefined ? undefined : `${ratchet.ownKb} kB`,
      (ratchet.ownKb ?? 0) * KB,
    );
    check('CSS', row.css, budgets.cssKb * KB, `${budgets.cssKb} kB`);
    return { ...row, budget, overFloorKb, overIssueBudget };
  });
  return { rows: checked, failures, overIssue };
}

export function report({ floor, entry, rows, failures, errors, overIssue = [] }) {
  const lines = [
    `floor ${kb(floor)} kB JS gzip (react-dom, router, react-intl, TanStack Query, axios; no app code)`,
    `entry ${kb(entry)} kB (floor + ${kb(entry - floor)})`,
    '',
    `${'route'.padEnd(34)} ${'JS kB'.padStart(7)} ${'−floor'.padStart(7)} ${'budget'.padStart(7)} ${'vs budget'.padStart(10)} ${'own kB'.padStart(7)} ${'CSS kB'.padStart(7)} ${'ratchet'.padStart(12)}`,
  ];
  for (const row of rows) {
    const diff = row.js - row.budget;
    lines.push(
      `${row.path.padEnd(34)} ${kb(row.js).padStart(7)} ${`+${kb(row.js - floor)}`.padStart(7)} ${`+${row.overFloorKb}`.padStart(7)} ${`${diff > 0 ? '+' : ''}${kb(diff)}`.padStart(10)} ${kb(row.own).padStart(7)} ${kb(row.css).padStart(7)} ${ratchetText(row.ratchet).padStart(12)}`,
    );
  }
  lines.push('');
  for (const error of errors) lines.push(`CONFIG ${error}`);
  for (const failure of failures) lines.push(`OVER ${failure}`);
  for (const line of overIssue) lines.push(`OVER ISSUE BUDGET ${line}`);
  for (const row of rows) {
    if (row.ratchet && !row.overIssueBudget) {
      lines.push(`NOTE ${row.path} is within the issue's budget: its ratchet can go`);
    }
  }
  if (errors.length === 0 && failures.length === 0) {
    lines.push(
      overIssue.length === 0
        ? 'every route within its budget'
        : `no route over its budget or ratchet; ${new Set(overIssue.map((l) => l.split(':')[0])).size} route(s) over the issue's budget, held at their ratchets`,
    );
  }
  return lines.join('\n');
}

const ratchetText = (ratchet) =>
  ratchet
    ? `+${ratchet.overFloorKb ?? '–'}${ratchet.ownKb === undefined ? '' : `/${ratchet.ownKb}`}`
    : '';

function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--report');
  const reportOnly = args.length !== process.argv.length - 2;
  const appDir = path.resolve(args[0] ?? 'apps/lender-web');
  const configPath = path.resolve(args[1] ?? path.join(appDir, 'bundle-budget.json'));
  const config = JSON.parse(fs.readFileSync(configPath, 'utf8'));
  if (config.messages) {
    const table = path.join(appDir, config.messages.table);
    config.messages = { ...config.messages, table: JSON.parse(fs.readFileSync(table, 'utf8')) };
  }
  const read = (dir) => {
    const file = path.join(appDir, dir, '.vite', 'manifest.json');
    if (!fs.existsSync(file)) throw new Error(`no ${file}: run \`pnpm run build\` in ${appDir}`);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  };
  const sizes = new Map();
  const gzipIn = (dir) => (file) => {
    const full = path.join(appDir, dir, file);
    if (!sizes.has(full))
      sizes.set(full, zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length);
    return sizes.get(full);
  };
  const floor = measureFloor(read(config.floorDist), gzipIn(config.floorDist));
  const measured = measureRoutes(
    read(config.dist ?? 'dist'),
    config,
    gzipIn(config.dist ?? 'dist'),
  );
  const { rows, failures, overIssue } = checkBudgets(measured.rows, floor, config.budgets);
  console.log(
    report({ floor, entry: measured.entry, rows, failures, overIssue, errors: measured.errors }),
  );
  if (reportOnly) return;
  if (failures.length > 0 || measured.errors.length > 0) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
