import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageProvider } from './index.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Files on the local disk under `root` (default `<repo>/.data/uploads`). */
export function createLocalStorage(root: string): StorageProvider {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        const bytes = await readFile(resolve(key));
        return { bytes, contentType: TYPES[path.extname(key)] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
  };
}
