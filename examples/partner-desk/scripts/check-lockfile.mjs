// Proves the install came from the packed tarballs: the lockfile this install produced
// resolves every @pendana/* package to a `file:` tarball with an integrity hash, and holds no
// `link:` or `workspace:` entry (which would mean the workspace's sources were used).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(app, 'pnpm-lock.yaml');
if (!existsSync(file)) throw new Error('no pnpm-lock.yaml: install first');
const lockfile = readFileSync(file, 'utf8');
const problems = [];
const links = lockfile.split('\n').filter((line) => /\b(link|workspace):/.test(line));
if (links.length) problems.push(`workspace links:\n    ${links.join('\n    ')}`);
// The lockfile of this app alone: one importer (`.`), not the monorepo's.
const importers = lockfile.slice(lockfile.indexOf('\nimporters:'), lockfile.indexOf('\npackages:'));
const names = [...importers.matchAll(/^ {2}(\S.*):$/gm)].map((m) => m[1]);
if (names.join() !== '.') problems.push(`importers other than the app itself: ${names.join(', ')}`);
const packages = ['@pendana/api-sdk', '@pendana/design-system', '@pendana/forms'];
for (const name of packages) {
  const tarball = `${name}@file:../../.reports/tarballs/${name.slice(1).replace('/', '-')}.tgz`;
  const entry = new RegExp(
    `^  '?${tarball.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}'?:\\n    resolution: \\{integrity: sha512-`,
    'm',
  );
  if (!entry.test(lockfile))
    problems.push(`${name} is not resolved to its tarball with an integrity hash`);
}
if (problems.length) {
  console.error(`pnpm-lock.yaml of the partner desk:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `no workspace link: ${packages.join(', ')} resolve to file: tarballs with an integrity hash`,
);
