import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageProvider } from '../../src/providers/storage/index.ts';
import { createLocalStorage } from '../../src/providers/storage/local.ts';

const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  expect(Buffer.from(a ?? []).equals(Buffer.from(b))).toBe(true);

/**
 * What every storage implementation promises. Keys are written as the upload services write them
 * (`<scope>/<lender id>/<name>.<ext>`, the extension naming the content type), so the type read back
 * is the type put.
 */
export async function checkStorage(storage: StorageProvider): Promise<void> {
  expect(await storage.get('lender/12/never-put.jpg')).toBeNull();

  const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
  await storage.put('lender/12/ktp-0a1b.jpg', everyByte, 'image/jpeg');
  const ktp = await storage.get('lender/12/ktp-0a1b.jpg');
  expect(ktp?.contentType).toBe('image/jpeg');
  same(ktp?.bytes, everyByte);

  const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
  await storage.put('corporate/12/akta-9f8e.pdf', pdf, 'application/pdf');
  expect(await storage.get('corporate/12/akta-9f8e.pdf')).toMatchObject({
    contentType: 'application/pdf',
  });
  await storage.put('lender/12/pic-77.png', new Uint8Array(0), 'image/png');
  const empty = await storage.get('lender/12/pic-77.png');
  expect(empty?.contentType).toBe('image/png');
  expect(empty?.bytes.length).toBe(0);

  // A key is the whole path: lender 1's file is not lender 12's, and a folder is not a file.
  const other = Uint8Array.of(1, 2, 3);
  await storage.put('lender/1/ktp-0a1b.jpg', other, 'image/jpeg');
  same((await storage.get('lender/12/ktp-0a1b.jpg'))?.bytes, everyByte);
  same((await storage.get('lender/1/ktp-0a1b.jpg'))?.bytes, other);
  expect(await storage.get('lender/12')).toBeNull();

  // Putting a key again replaces the file (a shorter one leaves nothing of the longer one).
  await storage.put('lender/12/ktp-0a1b.jpg', Uint8Array.of(9, 9), 'image/jpeg');
  same((await storage.get('lender/12/ktp-0a1b.jpg'))?.bytes, Uint8Array.of(9, 9));

  // What was stored is a copy: the caller's buffer may be reused after put.
  const reused = Uint8Array.of(5, 6, 7);
  await storage.put('lender/12/npwp-3c.webp', reused, 'image/webp');
  reused.fill(0);
  const npwp = await storage.get('lender/12/npwp-3c.webp');
  expect(npwp?.contentType).toBe('image/webp');
  same(npwp?.bytes, Uint8Array.of(5, 6, 7));
}

/** An in-memory store that keeps the caller's buffers instead of copies (broken on purpose). */
function keepsReferences(): StorageProvider {
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  return {
    put: async (key, bytes, contentType) => void files.set(key, { bytes, contentType }),
    get: async (key) => files.get(key) ?? null,
  };
}

describe('storage contract', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pendana-storage-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('the local disk keeps it', async () => {
    await checkStorage(createLocalStorage(path.join(root, 'contract')));
  });

  it('the local disk writes each key under its root and refuses a key that leaves it', async () => {
    const storage = createLocalStorage(path.join(root, 'local'));
    await storage.put('lender/3/ktp.jpg', Uint8Array.of(1), 'image/jpeg');
    same(await readFile(path.join(root, 'local', 'lender/3/ktp.jpg')), Uint8Array.of(1));
    await expect(storage.put('../outside.jpg', Uint8Array.of(1), 'image/jpeg')).rejects.toThrow(
      /escapes the root/,
    );
    await writeFile(path.join(root, 'beside.jpg'), Uint8Array.of(2));
    await expect(storage.get('../beside.jpg')).resolves.toBeNull();
  });

  it('catches an implementation that breaks it', async () => {
    await expect(checkStorage(keepsReferences())).rejects.toThrow();
    const local = createLocalStorage(path.join(root, 'broken'));
    const emptyForMissing: StorageProvider = {
      ...local,
      get: async (key) =>
        (await local.get(key)) ?? { bytes: new Uint8Array(0), contentType: 'image/jpeg' },
    };
    await expect(checkStorage(emptyForMissing)).rejects.toThrow();
  });
});
