#!/usr/bin/env node
// Builds the three published packages and packs them as the registry would get them:
// `pnpm pack` runs each package's `prepack` (its `build`), applies each package's `publishConfig` (exports/main/types → dist/) and turns
// `workspace:*` into the version. Writes `.reports/tarballs/pendana-<name>.tgz` (git-ignored; the
// names carry no version so examples/partner-desk's `file:` dependencies never change), then checks
// each packed package.json: no `src/` or `workspace:` left, and every export target is in the tarball.
//   node scripts/pack-packages.mjs        (npm run pack:packages)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.reports/tarballs');
const PACKAGES = ['design-system', 'forms', 'api-sdk'];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const problems = [];
for (const name of PACKAGES) {
  const dir = path.join(root, 'packages', name);
  const t0 = Date.now();
  const temp = path.join(out, `.${name}`);
  mkdirSync(temp);
  // `prepack` builds the package first (so does `pnpm publish`); the tarball listing is not printed.
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', temp], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    throw new Error(`pnpm pack of packages/${name} failed`, { cause: error });
  }
  const [packed] = readdirSync(temp);
  const tarball = path.join(out, `pendana-${name}.tgz`);
  renameSync(path.join(temp, packed), tarball);
  rmSync(temp, { recursive: true });

  const files = new Set(
    execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, '')),
  );
  const manifest = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  const text = JSON.stringify(manifest);
  if (text.includes('./src/')) problems.push(`${packed}: package.json still points at src/`);
  if (text.includes('workspace:')) problems.push(`${packed}: a workspace: dependency is left`);
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  collect([manifest.main, manifest.types]);
  for (const target of targets) {
    const file = target.replace(/^\.\//, '');
    if (file.includes('*')) {
      const [head, tail] = file.split('*');
      if (![...files].some((f) => f.startsWith(head) && f.endsWith(tail)))
        problems.push(`${packed}: nothing matches ${target}`);
    } else if (!files.has(file)) problems.push(`${packed}: ${target} is not in the tarball`);
  }
  console.log(
    `${manifest.name}@${manifest.version}: ${packed} ${(statSync(tarball).size / 1024).toFixed(0)} kB packed, ${files.size} files (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`tarballs in ${path.relative(root, out)}/`);
