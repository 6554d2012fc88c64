import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside every text file of
 * `dir` worth compressing, and keeps only those smaller than the file. The server sends them as
 * they are (`@fastify/static` with `preCompressed`), so no request pays for compression.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const entries = await readdir(dir, { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => COMPRESSIBLE.test(entry))
      .map(async (entry) => {
        const path = join(dir, entry);
        if (!(await stat(path)).isFile()) return;
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return;
        const variants = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }).then((data) => ({ ext: '.br', data })),
          gzipAsync(content, { level: 9 }).then((data) => ({ ext: '.gz', data })),
        ]);
        for (const { ext, data } of variants) {
          if (data.length >= content.length) continue;
          await writeFile(path + ext, data);
          written.push(entry + ext);
        }
      }),
  );
  return written.sort();
}

/** Vite build step: pre-compresses the finished output directory. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'yardline-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const written = await precompressDir(outDir);
      const files = new Set(written.map((name) => name.replace(/\.(br|gz)$/, '')));
      config.logger.info(`pre-compressed ${files.size} files (.br and .gz beside each)`);
    },
  };
}
