#!/usr/bin/env node
// Changesets check: every change a consumer of a publishable package can see comes
// with a changeset naming that package, in the same commit (or, for work not committed yet, pending
// in the working tree). Publishable = a package under packages/ without `"private": true`.
//
// A commit since the package's last release (the last commit that changed its package.json
// `version`, i.e. the last `changeset version`) that changes the package's consumer-visible files —
// anything but tests, stories, test fixtures and the CHANGELOG — must add or edit a
// `.changeset/*.md` whose front matter names the package. Commits before the first release are not
// checked. A shallow clone that lacks a release commit is checked from its oldest commit.
//
//   node scripts/changeset-check.mjs [--root <repo>]   exit 1 and one line per change without one
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** Files whose change a consumer of the package does not see. */
const NOT_CONSUMER_VISIBLE = [
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/,
  /(^|\/)(test|tests|__tests__|__snapshots__|__screenshots__|fixtures)\//,
  /(^|\/)CHANGELOG\.md$/,
  /(^|\/)vitest\.config\.[cm]?[jt]s$/,
];

export const consumerVisible = (file) =>
  !NOT_CONSUMER_VISIBLE.some((pattern) => pattern.test(file));

/** The package names a changeset's front matter lists (`'@scope/name': minor`). */
export function packagesOfChangeset(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return [];
  return [...match[1].matchAll(/^\s*['"]?([^'":\s]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)].map(
    (m) => m[1],
  );
}

function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

const lines = (text) => text.split('\n').filter(Boolean);

/** The publishable packages: `{ name, dir }` with `dir` relative to the root (`packages/forms`). */
export function publishablePackages(root) {
  const base = path.join(root, 'packages');
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base)
    .map((entry) => `packages/${entry}`)
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir }));
}

/** The last commit that changed the package's `version` (its last release), or null. */
function lastRelease(root, pkg) {
  const commits = lines(git(root, ['log', '--format=%H', '--', `${pkg.dir}/package.json`]));
  for (const commit of commits) {
    const diff = git(root, [
      'show',
      '--format=',
      '--unified=0',
      commit,
      '--',
      `${pkg.dir}/package.json`,
    ]);
    // A release changes the version (one line out, one in); creating the manifest is not one.
    if (/^-\s*"version"\s*:/m.test(diff) && /^\+\s*"version"\s*:/m.test(diff)) return commit;
  }
  return null;
}

const isChangeset = (file) =>
  file.startsWith('.changeset/') && file.endsWith('.md') && file !== '.changeset/README.md';

/** Changes without a changeset: `{ where, pkg, files }`, newest commit first, then the working tree. */
export function findViolations(root) {
  const violations = [];
  const packages = publishablePackages(root);
  for (const pkg of packages) {
    const release = lastRelease(root, pkg);
    if (!release) continue; // never released: nothing to compare against yet
    const commits = lines(
      git(root, ['rev-list', '--no-merges', `${release}..HEAD`, '--', pkg.dir]),
    );
    for (const commit of commits) {
      const changed = lines(
        git(root, ['diff-tree', '--no-commit-id', '--name-only', '-r', commit, '--', pkg.dir]),
      ).filter(consumerVisible);
      if (changed.length === 0) continue;
      const changesets = lines(
        git(root, [
          'diff-tree',
          '--no-commit-id',
          '--name-only',
          '--diff-filter=AM',
          '-r',
          commit,
          '--',
          '.changeset',
        ]),
      ).filter(isChangeset);
      const named = changesets.flatMap((file) =>
        packagesOfChangeset(git(root, ['show', `${commit}:${file}`])),
      );
      if (!named.includes(pkg.name)) {
        const subject = git(root, ['show', '-s', '--format=%h %s', commit]).trim();
        violations.push({
          where: `commit ${subject.slice(0, 100)}`,
          pkg: pkg.name,
          files: changed,
        });
      }
    }
    // Work not committed yet: a pending changeset in the working tree must name the package.
    const status = lines(
      git(root, ['status', '--porcelain', '--untracked-files=all', '--', pkg.dir]),
    );
    const uncommitted = status
      .map((line) => line.slice(3).split(' -> ').pop())
      .filter(consumerVisible);
    if (uncommitted.length > 0) {
      const pending = lines(
        git(root, ['status', '--porcelain', '--untracked-files=all', '--', '.changeset']),
      )
        .filter((line) => !line.startsWith(' D') && !line.startsWith('D '))
        .map((line) => line.slice(3))
        .filter(isChangeset);
      const named = pending.flatMap((file) =>
        packagesOfChangeset(fs.readFileSync(path.join(root, file), 'utf8')),
      );
      if (!named.includes(pkg.name)) {
        violations.push({
          where: 'the working tree (not committed)',
          pkg: pkg.name,
          files: uncommitted,
        });
      }
    }
  }
  return violations;
}

function main() {
  const { values } = parseArgs({ options: { root: { type: 'string' } } });
  const root = values.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const violations = findViolations(root);
  const packages = publishablePackages(root).map((pkg) => pkg.name);
  if (violations.length === 0) {
    console.log(
      `changesets: every change to ${packages.join(', ')} since its last release has one`,
    );
    return;
  }
  for (const { where, pkg, files } of violations) {
    const shown =
      files.slice(0, 3).join(', ') + (files.length > 3 ? `, … (${files.length} files)` : '');
    console.error(`no changeset for ${pkg} in ${where}: ${shown}`);
  }
  console.error(
    `${violations.length} change(s) without a changeset: add one with \`npm run changeset\` naming the package (see RELEASING.md)`,
  );
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
