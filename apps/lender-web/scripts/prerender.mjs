// Build step after `vite build`: renders the login page (Indonesian and English) and
// the dashboard shell's loading state with react-dom/server from the app's own route tree
// (src/prerender/prerender-entry.tsx, bundled for Node into a temporary folder) and writes each one
// into a copy of the built index.html under dist/prerender/, with its brotli and gzip copies. The
// lender-api sends them for those paths (routes/web/static.ts); main.tsx hydrates or replaces them.
//
// Usage: node scripts/prerender.mjs [dist]   (default: dist; `pnpm run build` runs it)
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * The start script of the prerendered pages (one file, content-hashed): they paint from the HTML, the
 * stylesheet and the font alone, so the app's scripts are requested once the first frame is painted
 * (the stylesheet and the font get the connection first on a slow phone), with the same modulepreload
 * hints the build gives the entry and those the page's own `<script data-preload>` names (a dashboard
 * page's layout, route and message chunks). In a background tab (no frames) it starts at once.
 */
export function bootScript(entry, preloads) {
  return `const start = () => {
  const own = document.querySelector('script[data-preload]')?.dataset.preload ?? '';
  for (const href of [...${JSON.stringify(preloads)}, ...own.split(' ').filter(Boolean)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
`;
}

/** The entry script and its modulepreload hints in the built index.html. */
export function scriptsOf(template) {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('prerender: no entry <script type="module"> in index.html');
  return { entry, preloads: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]) };
}

/**
 * The built index.html with the prerendered markup in #root, its language, its title; the login page
 * and a dashboard page's frame with the start script (`boot`, its URL; `preloads`, the page's own
 * chunks) instead of the entry script and its modulepreload hints (their largest paint is the HTML's),
 * the plain dashboard shell with them.
 */
export function fillTemplate(
  template,
  { kind, frame, locale, html, title, boot, preloads = [], queries = [] },
) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`prerender: ${root} is not in index.html`);
  // The frame's first queries (their keys), which the server answers into this element's content
  // for a visitor with a session; the client reads the answers before its first render (main.tsx).
  const firstData =
    queries.length > 0
      ? `<script type="application/json" id="first-data" data-queries="${escapeHtml(
          JSON.stringify(queries),
        ).replace(/"/g, '&quot;')}"></script>`
      : '';
  let page = template
    .replace(root, `<div id="root" data-prerendered="${kind}">${html}</div>${firstData}`)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`);
  const own = preloads.length > 0 ? ` data-preload="${preloads.join(' ')}"` : '';
  page =
    kind === 'login' || frame
      ? page
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY, `<script type="module" crossorigin src="${boot}"${own}></script>\n    `)
      : // The plain shell's page keeps index.html's scripts: its largest paint is the page's content,
        // which needs them as early as before (a start script or a lower priority made it later).
        page;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  return page;
}

/**
 * The scripts a dashboard page loads beyond the entry's (`entryFiles`), by the Vite manifest: its
 * layout, its route modules (bundle-budget.json's routes) and the message chunks of its language
 * (route-messages.json: the shell's, the layout's and the route's namespaces).
 */
export function pageChunks(manifest, budget, routeMessages, barePath, locale, entryFiles) {
  const route = budget.routes.find((r) => r.path === barePath);
  if (!route) throw new Error(`prerender: ${barePath} is not in bundle-budget.json`);
  const keyOf = (module) => {
    const key = manifest[module]
      ? module
      : Object.keys(manifest).find((k) => manifest[k].src === module);
    if (!key) throw new Error(`prerender: ${module} (${barePath}) is not in the manifest`);
    return key;
  };
  const messages = routeMessages.routes[barePath];
  const namespaces = [
    ...routeMessages.shell,
    ...(routeMessages.layouts[messages?.layout] ?? []),
    ...(messages?.messages ?? []),
  ];
  const chunk = budget.messages.chunk.replace('/id/', `/${locale}/`);
  const modules = [
    route.layout,
    ...route.modules,
    ...namespaces.map((ns) => chunk.replace('{namespace}', ns)),
  ].filter(Boolean);
  const files = new Set();
  const visit = (key) => {
    const item = manifest[key];
    const file = `/${item.file}`;
    if (files.has(file)) return;
    files.add(file);
    for (const dep of item.imports ?? []) visit(dep);
  };
  for (const module of modules) visit(keyOf(module));
  return [...files].filter((file) => file.endsWith('.js') && !entryFiles.has(file));
}

// A failed prerender fails the build: a plugin's handler of uncaught exceptions (Panda's) must not
// turn it into a log line and an exit code 0, which would ship the plain index.html unnoticed.
const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pendana-prerender-'));
try {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/prerender-entry.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      ssrManifest: false,
      copyPublicDir: false,
    },
    // One file for Node, the app's packages included (they are ESM for a bundler).
    ssr: { noExternal: true, target: 'node' },
  });
  const entry = pathToFileURL(path.join(outDir, 'prerender-entry.js')).href;
  const { prerender, PRERENDER_TARGETS } = await import(entry);
  const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
  const { entry: entryScript, preloads } = scriptsOf(template);
  const readJson = async (file) => JSON.parse(await fs.readFile(file, 'utf8'));
  const manifest = await readJson(path.join(dist, '.vite', 'manifest.json'));
  const budget = await readJson(path.join(root, 'bundle-budget.json'));
  const routeMessages = await readJson(path.join(root, budget.messages.table));
  const entryFiles = new Set([entryScript, ...preloads]);
  const bootSource = bootScript(entryScript, preloads);
  const hash = createHash('sha256').update(bootSource).digest('base64url').slice(0, 10);
  const boot = `/assets/prerender-boot-${hash}.js`;
  await fs.writeFile(path.join(dist, boot), bootSource);
  for (const target of PRERENDER_TARGETS) {
    const { html, title, queries } = await prerender(target);
    // A message the page's catalogue lacks is shown as its id (`auth.login.title`): never ship that.
    const shownId =
      /(?:^|[\s>])((?:auth|app|common|dashboard|errors|session|validation)\.[\w-]+\.[\w.-]+)/.exec(
        html,
      );
    if (shownId) throw new Error(`${target.path} shows the message id ${shownId[1]}`);
    const bare = target.locale === 'en' ? target.path.replace(/^\/en/, '') : target.path;
    const page = fillTemplate(template, {
      ...target,
      html,
      title: title && escapeHtml(title),
      boot,
      queries,
      preloads: target.frame
        ? pageChunks(manifest, budget, routeMessages, bare, target.locale, entryFiles)
        : [],
    });
    const file = path.join(
      dist,
      'prerender',
      `${(target.file ?? target.path).replace(/^\//, '')}.html`,
    );
    await fs.mkdir(path.dirname(file), { recursive: true });
    const source = Buffer.from(page);
    await fs.writeFile(file, source);
    await fs.writeFile(
      `${file}.br`,
      await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await fs.writeFile(`${file}.gz`, await gzip(source, { level: 9 }));
    console.log(`prerender: ${target.path} → ${path.relative(dist, file)} (${source.length} B)`);
  }
} catch (error) {
  console.error('prerender: failed:', error);
  await fs.rm(outDir, { recursive: true, force: true });
  process.exit(1);
} finally {
  await fs.rm(outDir, { recursive: true, force: true });
}
