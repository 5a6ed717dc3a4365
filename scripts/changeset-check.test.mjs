// The changesets check (scripts/changeset-check.mjs) on throw-away git repositories: `node --test`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { consumerVisible, findViolations, packagesOfChangeset } from './changeset-check.mjs';

const roots = [];
after(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function repo() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changeset-check-'));
  roots.push(root);
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'ci@pendana.test');
  git('config', 'user.name', 'CI');
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const commit = (message) => {
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  const manifest = (name, version, extra = {}) =>
    JSON.stringify({ name, version, ...extra }, null, 2) + '\n';
  write('packages/forms/package.json', manifest('@pendana/forms', '0.0.0'));
  write('packages/forms/src/index.ts', 'export const a = 1;\n');
  write(
    'packages/api-spec/package.json',
    manifest('@pendana/api-spec', '0.0.0', { private: true }),
  );
  write('packages/api-spec/openapi.yaml', 'openapi: 3.1.0\n');
  commit('before any release: never checked');
  write('packages/forms/src/index.ts', 'export const a = 2;\n');
  commit('still before the first release');
  write('packages/forms/package.json', manifest('@pendana/forms', '0.1.0'));
  write('packages/forms/CHANGELOG.md', '# @pendana/forms\n\n## 0.1.0\n');
  commit('release: changeset version');
  return { root, write, commit, git };
}

const changeset = (pkg, bump = 'minor') => `---\n'${pkg}': ${bump}\n---\n\nA change.\n`;

describe('changeset check', () => {
  it('passes right after a release; commits before the first release are not checked', () => {
    const { root } = repo();
    assert.deepEqual(findViolations(root), []);
  });

  it('fails a commit that changes a package without a changeset, naming the commit, the package and the file', () => {
    const { root, write, commit } = repo();
    write('packages/forms/src/index.ts', 'export const a = 3;\n');
    commit('forms: a = 3');
    const violations = findViolations(root);
    assert.equal(violations.length, 1);
    assert.equal(violations[0].pkg, '@pendana/forms');
    assert.match(violations[0].where, /^commit [0-9a-f]{7,} forms: a = 3$/);
    assert.deepEqual(violations[0].files, ['packages/forms/src/index.ts']);
  });

  it('passes when the same commit adds a changeset naming the package; a changeset naming another package does not count', () => {
    const { root, write, commit } = repo();
    write('packages/forms/src/index.ts', 'export const a = 4;\n');
    write('.changeset/a-four.md', changeset('@pendana/forms', 'patch'));
    commit('forms: a = 4, with its changeset');
    assert.deepEqual(findViolations(root), []);
    write('packages/forms/src/index.ts', 'export const a = 5;\n');
    write('.changeset/other.md', changeset('@pendana/design-system'));
    commit('forms: a = 5, changeset of another package');
    assert.equal(findViolations(root).length, 1);
  });

  it('does not ask for a changeset for tests, stories, private packages or the CHANGELOG', () => {
    const { root, write, commit } = repo();
    write('packages/forms/src/index.test.ts', 'it();\n');
    write('packages/forms/src/field.stories.tsx', 'export default {};\n');
    write('packages/forms/test/fixtures/x.json', '{}\n');
    write('packages/api-spec/openapi.yaml', 'openapi: 3.1.1\n');
    commit('tests, stories and the private contract package');
    assert.deepEqual(findViolations(root), []);
  });

  it('checks work not committed yet against the pending changesets of the working tree', () => {
    const { root, write } = repo();
    write('packages/forms/src/new-rule.ts', 'export const rule = 1;\n');
    const [violation] = findViolations(root);
    assert.equal(violation?.where, 'the working tree (not committed)');
    assert.deepEqual(violation?.files, ['packages/forms/src/new-rule.ts']);
    write('.changeset/new-rule.md', changeset('@pendana/forms'));
    assert.deepEqual(findViolations(root), []);
  });

  it('a new release starts the count again', () => {
    const { root, write, commit } = repo();
    write('packages/forms/src/index.ts', 'export const a = 6;\n');
    commit('forms: a = 6 without a changeset');
    assert.equal(findViolations(root).length, 1);
    write(
      'packages/forms/package.json',
      JSON.stringify({ name: '@pendana/forms', version: '0.2.0' }, null, 2),
    );
    commit('release 0.2.0');
    assert.deepEqual(findViolations(root), []);
  });

  it('reads the packages of a changeset’s front matter, quoted or not', () => {
    assert.deepEqual(
      packagesOfChangeset(
        '---\n\'@pendana/api-sdk\': minor\n"@pendana/forms": patch\n@pendana/design-system: major\n---\n\ntext: minor\n',
      ),
      ['@pendana/api-sdk', '@pendana/forms', '@pendana/design-system'],
    );
    assert.deepEqual(packagesOfChangeset('no front matter'), []);
    assert.equal(consumerVisible('packages/design-system/src/components/button.tsx'), true);
    assert.equal(consumerVisible('packages/design-system/src/components/button.test.tsx'), false);
  });
});
