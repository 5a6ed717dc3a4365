#!/usr/bin/env node
// Splits the compiled catalogues (src/i18n/compiled/<locale>.json, written by `formatjs compile-folder`)
// into one file per namespace, the first segment of a message id (`auth.login.title` → auth):
// src/i18n/compiled/<locale>/<namespace>.json. The app loads a route's namespaces only
// (src/i18n/load-messages.ts, src/i18n/route-messages.json); the whole files stay for the tests.
// `node tools/i18n/split-compiled.mjs [compiled-dir]` (default apps/lender-web/src/i18n/compiled),
// run by `pnpm run i18n:compile`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'apps/lender-web/src/i18n/compiled'));

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const locale = path.basename(file, '.json');
  const catalogue = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const byNamespace = new Map();
  for (const [id, ast] of Object.entries(catalogue)) {
    const namespace = id.split('.')[0];
    if (!byNamespace.has(namespace)) byNamespace.set(namespace, {});
    byNamespace.get(namespace)[id] = ast;
  }
  const out = path.join(dir, locale);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out);
  for (const [namespace, messages] of byNamespace) {
    fs.writeFileSync(path.join(out, `${namespace}.json`), JSON.stringify(messages));
  }
}
