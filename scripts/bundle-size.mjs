// Reports the gzip size of the JavaScript and CSS a route of the built web app loads.
// Usage: node scripts/bundle-size.mjs [dist-dir]   (needs `build.manifest: true` in the Vite config)
// For each lazy route module in the manifest it follows static imports (what loads with it) and adds
// the entry chunk's closure, because a first visit of a route loads the entry too.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/lender-web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`no ${manifestPath}: build the web app with build.manifest = true`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
function files(keys) {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    const chunk = manifest[k];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const sum = (list) => list.reduce((a, f) => a + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const rows = [['(entry: every route)', files(entry)]];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const keys = new Set([...entry, ...closure(key)]);
  rows.push([chunk.src ?? key, files(keys)]);
}
console.log('route module'.padEnd(70), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10));
for (const [name, f] of rows) {
  console.log(name.padEnd(70), kb(sum(f.js)).padStart(10), kb(sum(f.css)).padStart(10));
}
