import { createRequire } from 'node:module';
import path from 'node:path';
import { PNG } from 'pngjs';
import { createWorker, OEM, PSM, type Block, type Worker } from 'tesseract.js';
import { OcrUnreadableError, type OcrProvider, type OcrText } from './index.ts';
import { fitWithin, toPgm, type GreyImage } from './grey-image.ts';
import { prepareForOcr, type PrepareOptions } from './preprocess.ts';

const require = createRequire(import.meta.url);

/**
 * Language data from the `@tesseract.js-data/ind` package installed with the repo (LSTM "best_int"
 * model). tesseract.js in Node loads its wasm core from the `tesseract.js-core` package and reads a
 * local `langPath` from disk, so nothing is downloaded; the cache is off (no writes next to the data).
 */
const LANG_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/ind/package.json')),
  '4.0.0_best_int',
);

const RECOGNIZE_TIMEOUT_MS = 30_000;
/** Photos are cleaned up and read at most this many pixels on their longer side. */
const MAX_SIDE = 1600;

/**
 * One tesseract worker per process, created on the first reading and shared by every server of the
 * process; it is terminated when the last server that uses it closes (a live worker thread keeps Node
 * running). Readings go one at a time through `queue`.
 */
const shared: { worker: Promise<Worker> | null; users: number; queue: Promise<unknown> } = {
  worker: null,
  users: 0,
  queue: Promise.resolve(),
};

async function startWorker(): Promise<Worker> {
  const worker = await createWorker('ind', OEM.LSTM_ONLY, {
    langPath: LANG_DIR,
    gzip: true,
    cacheMethod: 'none',
    // A failed reading rejects its own promise (turned into OcrUnreadableError below); without a
    // handler tesseract.js also throws the error from its message listener: an uncaught exception.
    errorHandler: () => undefined,
  });
  await worker.setParameters({
    // A KTP is one block of "label : value" lines; reading it as one block keeps each value on its
    // label's line. The web sends 800x600 photos of the card; a fixed resolution avoids the guess.
    tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
    user_defined_dpi: '150',
  });
  return worker;
}

/**
 * The page text rebuilt from the recognised lines, with a space put back inside a "word" wherever two
 * letters stand as far apart as words do. Tesseract's LSTM drops the space after a one- or two-letter
 * word in tightly set bold capitals (`NI LUH` → `NILUH`, `I GUSTI` → `IGUSTI`); letters of one word sit
 * 0–4 px apart at this size (measured on generated cards), words 5 px and more.
 */
export function textWithSpaces(blocks: Block[]): string {
  const letter = /^[A-Za-z]$/;
  const lines: string[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const gap = Math.max(5, line.rowAttributes.rowHeight * 0.2);
        const words = line.words.map((word) =>
          word.symbols
            .map((symbol, i) => {
              const before = word.symbols[i - 1];
              const apart =
                before && letter.test(before.text) && letter.test(symbol.text)
                  ? symbol.bbox.x0 - before.bbox.x1
                  : 0;
              return apart >= gap ? ` ${symbol.text}` : symbol.text;
            })
            .join(''),
        );
        lines.push(words.join(' '));
      }
    }
  }
  return lines.join('\n');
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new OcrUnreadableError('OCR timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The photo as the engine decodes it (any format it reads, EXIF orientation applied), as 8-bit grey:
 * the engine writes its grey image as a PNG without recognising anything.
 */
async function decodeGrey(worker: Worker, image: Uint8Array): Promise<GreyImage> {
  const result = await worker.recognize(Buffer.from(image), {}, { text: false, imageGrey: true });
  const dataUrl = result.data.imageGrey;
  // A plain error: the caller reports it as unreadable without replacing the engine.
  if (!dataUrl) throw new Error('image could not be decoded');
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  const data = new Uint8Array(png.width * png.height);
  for (let i = 0; i < data.length; i++) data[i] = png.data[i * 4] ?? 0;
  return { width: png.width, height: png.height, data };
}

const RECOGNISED = { text: true, blocks: true } as const;

export interface TesseractOptions {
  /** The clean-up before recognition (deskew, light, noise); false reads the photo as it is. */
  prepare?: PrepareOptions | false;
}

export function createTesseractOcr(options: TesseractOptions = {}): OcrProvider {
  shared.users += 1;
  let closed = false;
  return {
    read(image) {
      const job = shared.queue.then(async (): Promise<OcrText> => {
        if (!shared.worker) {
          const starting = startWorker();
          shared.worker = starting;
          starting.catch(() => {
            if (shared.worker === starting) shared.worker = null;
          });
        }
        const worker = await shared.worker;
        try {
          const { result, skewDegrees } = await withTimeout(
            (async () => {
              if (options.prepare === false) {
                const raw = await worker.recognize(Buffer.from(image), {}, RECOGNISED);
                return { result: raw, skewDegrees: undefined };
              }
              const grey = fitWithin(await decodeGrey(worker, image), MAX_SIDE);
              const prepared = prepareForOcr(grey, options.prepare);
              return {
                result: await worker.recognize(toPgm(prepared.image), {}, RECOGNISED),
                skewDegrees: prepared.skewDegrees,
              };
            })(),
            RECOGNIZE_TIMEOUT_MS,
          );
          return {
            text: result.data.blocks ? textWithSpaces(result.data.blocks) : result.data.text,
            confidence: result.data.confidence,
            ...(skewDegrees === undefined ? {} : { skewDegrees }),
          };
        } catch (error) {
          if (error instanceof OcrUnreadableError) {
            // A stuck engine is replaced for the next reading.
            shared.worker = null;
            await worker.terminate().catch(() => undefined);
            throw error;
          }
          throw new OcrUnreadableError(error instanceof Error ? error.message : String(error));
        }
      });
      shared.queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      if (closed) return;
      closed = true;
      shared.users -= 1;
      if (shared.users > 0 || !shared.worker) return;
      const worker = shared.worker;
      shared.worker = null;
      await shared.queue;
      await worker.then((w) => w.terminate()).catch(() => undefined);
    },
  };
}
