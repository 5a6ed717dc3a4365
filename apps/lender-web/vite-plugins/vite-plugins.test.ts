import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';
import { preloadFont } from './preload-font';

const FONT = /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

function transform(bundle: Record<string, unknown>) {
  const { handler } = preloadFont(FONT).transformIndexHtml as { handler: unknown };
  return (handler as (html: string, context: IndexHtmlTransformContext) => unknown)(
    '<html></html>',
    {
      bundle,
      path: '/index.html',
      filename: 'index.html',
    } as unknown as IndexHtmlTransformContext,
  );
}

describe('preloadFont', () => {
  it('preloads the emitted Latin font file, by its hashed name', () => {
    expect(
      transform({
        'assets/plus-jakarta-sans-latin-ext-wght-normal-AbC123.woff2': {},
        'assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2': {},
        'assets/index-DwOHC_EJ.js': {},
      }),
    ).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when the font is no longer emitted (a renamed package or subset)', () => {
    expect(() => transform({ 'assets/index-DwOHC_EJ.js': {} })).toThrow(/no emitted file/);
  });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of text files of 1 kB or more, and leaves the rest alone', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pendana-precompress-'));
    try {
      const big = `export const rows = ${JSON.stringify(Array.from({ length: 600 }, (_, i) => i))};`;
      const files: Record<string, string> = {
        'assets/route-AbCd1234.js': big,
        'assets/tiny-AbCd1234.js': 'export {};',
        'assets/font-AbCd1234.woff2': big,
        'index.html': `<!doctype html>${'<p>Pendana</p>'.repeat(100)}`,
      };
      await fs.mkdir(path.join(dir, 'assets'));
      for (const [name, text] of Object.entries(files)) {
        await fs.writeFile(path.join(dir, name), text);
      }
      const hook = precompress().writeBundle as (
        options: { dir: string },
        bundle: Record<string, { type: 'asset'; source: string }>,
      ) => Promise<void>;
      await hook(
        { dir },
        Object.fromEntries(
          Object.entries(files).map(([name, source]) => [name, { type: 'asset', source }]),
        ),
      );

      for (const name of ['assets/route-AbCd1234.js', 'index.html']) {
        const file = path.join(dir, name);
        const br = zlib.brotliDecompressSync(await fs.readFile(`${file}.br`)).toString();
        const gz = zlib.gunzipSync(await fs.readFile(`${file}.gz`)).toString();
        expect(br).toBe(files[name]);
        expect(gz).toBe(files[name]);
      }
      const written = await fs.readdir(path.join(dir, 'assets'));
      expect(written.filter((name) => name.startsWith('tiny') || name.startsWith('font'))).toEqual([
        'font-AbCd1234.woff2',
        'tiny-AbCd1234.js',
      ]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
