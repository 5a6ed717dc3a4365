import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every text file of
 * the build, once, at build time. The lender-api serves them with `@fastify/static`'s `preCompressed`,
 * so a phone downloads the entry script at about a quarter of its size without the server compressing
 * anything per request.
 */
export function precompress(): Plugin {
  return {
    name: 'pendana:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            // The bundle holds what was just written: compress that, without reading it back.
            const output = bundle[fileName];
            if (!output) return;
            const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
            if (source.length < MIN_BYTES) return;
            const file = path.join(dir, fileName);
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzip(source, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
