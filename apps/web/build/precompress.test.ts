import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'yardline-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text files worth compressing, and only those', async () => {
    const script = `export const rows = ${JSON.stringify(Array(400).fill({ area: 'A', row: 1 }))};`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    expect(await precompressDir(dir)).toEqual(['app.js.br', 'app.js.gz']);
    const br = readFileSync(join(dir, 'app.js.br'));
    expect(br.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
  });
});
