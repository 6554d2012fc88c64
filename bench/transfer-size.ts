/**
 * What a browser downloads to show the login page the first time: index.html, the scripts and
 * styles it links, and the lazy chunks of the login page (found from Vite's manifest-free output
 * by following `import` statements). Measured per encoding the browser may accept.
 */
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const linked = (html: string) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] as string);

// Rolldown writes chunk imports as `from "./x.js"` and lazy ones as `import("./x.js")`.
const imported = (js: string) =>
  [...js.matchAll(/(?:from|import\()\s*"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]}`);

async function fetchBytes(url: string, encoding: Encoding) {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  // fetch decodes the body; the wire size is the stored file's, which content-length gives.
  const body = await response.text();
  return { body, bytes: Number(response.headers.get('content-length') ?? body.length) };
}

/** Bytes over the wire for the login page, with `encoding`: the page and every script it loads. */
export async function loginPageTransfer(baseUrl: string, encoding: Encoding) {
  const index = await fetchBytes(`${baseUrl}/login`, encoding);
  const seen = new Set<string>();
  const queue = linked(index.body);
  let bytes = index.bytes;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const asset = await fetchBytes(`${baseUrl}${path}`, encoding);
    bytes += asset.bytes;
    // Follow static imports everywhere, and the lazy import of the login page only.
    for (const next of imported(asset.body)) {
      if (!/-\w+\.js$/.test(next)) continue;
      const lazy = asset.body.includes(`import("./${next.slice(8)}")`);
      if (!lazy || next.includes('login-page')) queue.push(next);
    }
  }
  return { files: seen.size + 1, bytes };
}

export async function reportTransfer(label: string, baseUrl: string) {
  for (const encoding of ENCODINGS) {
    const { files, bytes } = await loginPageTransfer(baseUrl, encoding);
    console.log(
      [
        label.padEnd(10),
        `login page, ${encoding}`.padEnd(26),
        `${(bytes / 1024).toFixed(0)} kB`.padStart(12),
        `${files} files`.padStart(12),
      ].join(' '),
    );
  }
}
