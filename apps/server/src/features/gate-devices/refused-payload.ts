import { createHash } from 'node:crypto';

/** How much of a refused message's start is kept. */
export const REFUSED_HEAD_CHARS = 512;

const KEY_MEMBER = /"key"\s*:\s*"(?:[^"\\]|\\.)*"?/g;

/**
 * What the device logs keep of a refused message: its size, its SHA-256 (to match it with the
 * device's own log) and its first 512 characters with any `key` member blanked, never the whole
 * of what anyone may send.
 */
export function refusedPayload(raw: Buffer): { bytes: number; sha256: string; head: string } {
  const start = raw.subarray(0, REFUSED_HEAD_CHARS * 4).toString('utf8');
  return {
    bytes: raw.length,
    sha256: createHash('sha256').update(raw).digest('hex'),
    // Cut on a whole character: half a surrogate pair is not valid in a jsonb log row.
    head: start.replace(KEY_MEMBER, '"key":"…"').slice(0, REFUSED_HEAD_CHARS).toWellFormed(),
  };
}
