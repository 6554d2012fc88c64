import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';

/**
 * Tesseract (tesseract.js, WebAssembly) reading the stills of a gate's cameras, offline: the
 * English model comes from the `@tesseract.js-data/eng` package that `npm ci` installs (never a
 * download at run time), and nothing is cached to disk. One worker, started on the first read and
 * kept; reads take turns on it.
 */
const LANG_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrReader {
  /** The text OCR finds in a JPEG. */
  read(jpeg: Buffer): Promise<string>;
  close(): Promise<void>;
}

export function createOcrReader(): OcrReader {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const started = () => {
    worker ??= (async () => {
      // Loaded with the first read, like the worker itself.
      const { createWorker, PSM } = await import('tesseract.js');
      const w = await createWorker('eng', 1, {
        langPath: LANG_DIR,
        cacheMethod: 'none',
        gzip: true,
      });
      // Container doors carry capitals and digits only.
      await w.setParameters({
        tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      });
      return w;
    })();
    return worker;
  };
  return {
    read(jpeg) {
      const run = queue.then(async () => (await (await started()).recognize(jpeg)).data.text);
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      if (worker) await (await worker).terminate();
    },
  };
}
