// The bundle budget check (scripts/bundle-budget.mjs) on a fabricated Vite manifest: `node --test`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudgets, measureFloor, measureRoutes, report } from './bundle-budget.mjs';

const KB = 1024;
// Sizes in kB of gzip per file, as `sizeOf` would read them from the build.
const sizes = {
  'floor.js': 120,
  'index.js': 140,
  'vendor.js': 5,
  'id.js': 10,
  'auth-layout.js': 1,
  'login.js': 20,
  'form.js': 12,
  'home.js': 20,
  'index.css': 14,
};
const sizeOf = (file) => sizes[file] * KB;
const floorManifest = {
  'src/floor.tsx': { file: 'floor.js', src: 'src/floor.tsx', isEntry: true },
};
const manifest = {
  'index.html': { file: 'index.js', isEntry: true, imports: ['_vendor.js'], css: ['index.css'] },
  '_vendor.js': { file: 'vendor.js', name: 'vendor' },
  'src/i18n/id.json': { file: 'id.js', src: 'src/i18n/id.json', isDynamicEntry: true },
  'src/layouts/auth-layout.tsx': {
    file: 'auth-layout.js',
    src: 'src/layouts/auth-layout.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/auth/routes/login-route.tsx': {
    file: 'login.js',
    src: 'src/auth/routes/login-route.tsx',
    isDynamicEntry: true,
    imports: ['_form.js', 'index.html'],
  },
  '_form.js': { file: 'form.js', name: 'form', imports: ['_vendor.js'] },
  'src/home/routes/home-route.tsx': {
    file: 'home.js',
    src: 'src/home/routes/home-route.tsx',
    isDynamicEntry: true,
    imports: ['_form.js'],
  },
};
const config = {
  everyRoute: ['src/i18n/id.json'],
  budgets: { groups: { auth: 25 }, defaultOverFloorKb: 70, ownKb: 60, cssKb: 20 },
  routes: [
    {
      path: '/auth/login',
      group: 'auth',
      layout: 'src/layouts/auth-layout.tsx',
      modules: ['src/auth/routes/login-route.tsx'],
    },
    { path: '/dashboard', modules: ['src/home/routes/home-route.tsx'] },
  ],
};

function run(cfg = config) {
  const floor = measureFloor(floorManifest, sizeOf);
  const measured = measureRoutes(manifest, cfg, sizeOf);
  return { floor, measured, ...checkBudgets(measured.rows, floor, cfg.budgets) };
}

describe('bundle budgets', () => {
  it('adds the entry closure, the language, the layout and the route closure, each file once', () => {
    const { floor, measured } = run();
    assert.equal(floor, 120 * KB);
    assert.equal(measured.entry, 145 * KB);
    const [login, home] = measured.rows;
    // index 140 + vendor 5 + id 10 + layout 1 + login 20 + form 12
    assert.equal(login.js, 188 * KB);
    assert.equal(login.own, 32 * KB);
    assert.equal(login.css, 14 * KB);
    assert.equal(home.js, 187 * KB);
    assert.equal(home.own, 32 * KB);
    assert.deepEqual(measured.errors, []);
  });

  it('passes routes within their budgets', () => {
    const { failures } = run({
      ...config,
      budgets: { ...config.budgets, groups: { auth: 70 } },
    });
    assert.deepEqual(failures, []);
  });

  it('fails a route over its budget, naming the route and the overshoot', () => {
    // /auth/login loads 188 kB against floor 120 + 25 = 145 kB: 43 kB over.
    const { failures, rows, floor, measured } = run();
    assert.deepEqual(failures, [
      '/auth/login: JS 188.0 kB is 43.0 kB over its budget (floor 120.0 + 25 = 145.0 kB)',
    ]);
    const text = report({ floor, entry: measured.entry, rows, failures, errors: [] });
    assert.match(text, /^floor 120\.0 kB/);
    assert.match(text, /\/auth\/login\s+188\.0\s+\+68\.0\s+\+25\s+\+43\.0\s+32\.0\s+14\.0/);
    assert.match(text, /OVER \/auth\/login: JS 188\.0 kB is 43\.0 kB over/);
  });

  it('fails own code and CSS over their budgets', () => {
    const { failures } = run({
      ...config,
      budgets: { groups: { auth: 70 }, defaultOverFloorKb: 80, ownKb: 30, cssKb: 10 },
    });
    assert.deepEqual(failures, [
      '/auth/login: own JS 32.0 kB is 2.0 kB over its budget (30 kB)',
      '/auth/login: CSS 14.0 kB is 4.0 kB over its budget (10 kB)',
      '/dashboard: own JS 32.0 kB is 2.0 kB over its budget (30 kB)',
      '/dashboard: CSS 14.0 kB is 4.0 kB over its budget (10 kB)',
    ]);
  });

  it('holds a route over the issue budget at its ratchet: reported as over the issue budget, failing above the ratchet', () => {
    const ratcheted = (ratchet) => ({
      ...config,
      routes: config.routes.map((route) =>
        route.path === '/auth/login' ? { ...route, ratchet } : route,
      ),
    });
    // /auth/login loads 188 kB = floor 120 + 68; its own 32 kB.
    const held = run(ratcheted({ overFloorKb: 68.5, why: 'the login form' }));
    assert.deepEqual(held.failures, []);
    assert.deepEqual(held.overIssue, [
      "/auth/login: JS 188.0 kB is 43.0 kB over the issue's budget (floor 120.0 + 25 = 145.0 kB); held at its ratchet (floor + 68.5): the login form",
    ]);
    const text = report({ ...held, floor: held.floor, entry: held.measured.entry, errors: [] });
    assert.match(
      text,
      /OVER ISSUE BUDGET \/auth\/login: JS 188\.0 kB is 43\.0 kB over the issue's budget/,
    );
    assert.doesNotMatch(text, /every route within its budget/);

    const above = run(ratcheted({ overFloorKb: 67, why: 'the login form' }));
    assert.deepEqual(above.failures, [
      "/auth/login: JS 188.0 kB is 43.0 kB over the issue's budget (floor 120.0 + 25 = 145.0 kB) and 1.0 kB over its ratchet (floor + 67)",
    ]);

    // own: ratcheted at 31 kB while the issue's own budget is 30 kB.
    const own = run({
      ...ratcheted({ overFloorKb: 70, ownKb: 31, why: 'x' }),
      budgets: { ...config.budgets, ownKb: 30 },
    });
    assert.deepEqual(own.failures, [
      "/auth/login: own JS 32.0 kB is 2.0 kB over the issue's budget (30 kB) and 1.0 kB over its ratchet (31 kB)",
      '/dashboard: own JS 32.0 kB is 2.0 kB over its budget (30 kB)',
    ]);
  });

  it('adds the message chunks of the shell (every route), of the layout and of the route', () => {
    const withMessages = {
      ...manifest,
      'src/i18n/id/app.json': {
        file: 'm-app.js',
        src: 'src/i18n/id/app.json',
        isDynamicEntry: true,
      },
      'src/i18n/id/auth.json': {
        file: 'm-auth.js',
        src: 'src/i18n/id/auth.json',
        isDynamicEntry: true,
      },
      'src/i18n/id/dash.json': {
        file: 'm-dash.js',
        src: 'src/i18n/id/dash.json',
        isDynamicEntry: true,
      },
    };
    const messageSizes = { 'm-app.js': 2, 'm-auth.js': 3, 'm-dash.js': 4 };
    const sizeWithMessages = (file) => (messageSizes[file] ?? sizes[file]) * KB;
    const table = {
      shell: ['app'],
      layouts: { auth: ['dash'] },
      routes: {
        '/auth/login': { layout: 'auth', messages: ['auth'] },
        '/dashboard': { messages: [] },
      },
    };
    const cfg = {
      ...config,
      everyRoute: [],
      messages: { table, chunk: 'src/i18n/id/{namespace}.json' },
    };
    const { rows, errors } = measureRoutes(withMessages, cfg, sizeWithMessages);
    // login: index 140 + vendor 5 + app 2 + layout 1 + dash 4 + login 20 + form 12 + auth 3
    assert.equal(rows[0].js, 187 * KB);
    assert.equal(rows[0].own, 35 * KB);
    // home: index 140 + vendor 5 + app 2 + home 20 + form 12
    assert.equal(rows[1].js, 179 * KB);
    assert.deepEqual(errors, []);
    const { routes: _dropped, ...withoutRoutes } = table;
    const missing = measureRoutes(
      withMessages,
      { ...cfg, messages: { ...cfg.messages, table: { ...withoutRoutes, routes: {} } } },
      sizeWithMessages,
    );
    assert.deepEqual(missing.errors, [
      '/auth/login has no messages in the route → messages table',
      '/dashboard has no messages in the route → messages table',
    ]);
  });

  it('reports a route module no route lists and a module the manifest does not know', () => {
    const { measured } = run({
      ...config,
      routes: [{ path: '/x', modules: ['src/missing-route.tsx'] }],
    });
    assert.deepEqual(measured.errors, [
      '/x: src/missing-route.tsx is not in the manifest',
      'src/auth/routes/login-route.tsx is a route module no route of the budget config lists',
      'src/home/routes/home-route.tsx is a route module no route of the budget config lists',
    ]);
  });
});
