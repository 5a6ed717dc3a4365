// `panda codegen` that is safe when several packages run it at once (Nx runs tests and typechecks
// in parallel): generate into a private temporary folder, and replace `styled-system/` only when
// the output differs, by renaming (readers never see half-written files).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'styled-system');
const temp = path.join(root, `.styled-system-${process.pid}`);

function treeHash(dir) {
  const hash = createHash('sha256');
  const walk = (current) => {
    for (const name of readdirSync(current).sort()) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  };
  walk(dir);
  return hash.digest('hex');
}

try {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@pandacss/dev/bin.js'), 'codegen', '--silent'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PANDA_OUTDIR: path.basename(temp) },
    },
  );
  const wanted = treeHash(temp);
  if (!existsSync(target) || treeHash(target) !== wanted) {
    const old = `${target}.old-${process.pid}`;
    try {
      if (existsSync(target)) renameSync(target, old);
      renameSync(temp, target);
    } catch (error) {
      // Another process swapped it in the meantime: fine if it holds the same output.
      if (!existsSync(target) || treeHash(target) !== wanted) throw error;
    } finally {
      rmSync(old, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
