// Build step after `vite build` (issue 16 item 2): renders the login page (Indonesian and English) and
// the dashboard shell's loading state with react-dom/server from the app's own route tree
// (src/prerender/prerender-entry.tsx, bundled for Node into a temporary folder) and writes each one
// into a copy of the built index.html under dist/prerender/, with its brotli and gzip copies. The
// lender-api sends them for those paths (routes/web/static.ts); main.tsx hydrates or replaces them.
//
// Usage: node scripts/prerender.mjs [dist]   (default: dist; `pnpm run build` runs it)
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

/** The built index.html with the prerendered markup in #root, its language and its title. */
export function fillTemplate(template, { kind, locale, html, title }) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`prerender: ${root} is not in index.html`);
  let page = template
    .replace(root, `<div id="root" data-prerendered="${kind}">${html}</div>`)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  return page;
}

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
  for (const target of PRERENDER_TARGETS) {
    const { html, title } = await prerender(target);
    const page = fillTemplate(template, { ...target, html, title: title && escapeHtml(title) });
    const file = path.join(dist, 'prerender', `${target.path.replace(/^\//, '')}.html`);
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
} finally {
  await fs.rm(outDir, { recursive: true, force: true });
}
