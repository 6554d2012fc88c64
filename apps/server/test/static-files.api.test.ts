import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

// A built web app as the build leaves it: each asset with its .br and .gz beside it.
const webDir = mkdtempSync(join(tmpdir(), 'yardline-web-'));
const script = `export const greeting = ${JSON.stringify('hello yard '.repeat(300))};`;
const html = `<!doctype html><title>Yardline</title>${'<!-- padding -->'.repeat(80)}`;
mkdirSync(join(webDir, 'assets'));
for (const [name, content] of [
  ['assets/app-1a2b3c.js', script],
  ['index.html', html],
] as const) {
  writeFileSync(join(webDir, name), content);
  writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(content));
  writeFileSync(join(webDir, `${name}.gz`), gzipSync(content));
}
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const t = useTestApp({ webDir });

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('static files', () => {
  it('sends the brotli file to a browser that accepts it', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(response.rawPayload).toEqual(brotliCompressSync(script));
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(script));
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the app page compressed at any client-side route', async () => {
    const response = await get('/configure', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.rawPayload).toEqual(brotliCompressSync(html));
  });
});
