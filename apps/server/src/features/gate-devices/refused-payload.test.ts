import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refusedPayload } from './refused-payload.ts';

describe('what is kept of a refused message', () => {
  it('its size, its hash and its first 512 characters, without the key', () => {
    const raw = Buffer.from(
      JSON.stringify({ messageId: 'm', key: 'secret-key', tags: [{ tagId: 'x'.repeat(100_000) }] }),
    );
    const kept = refusedPayload(raw);
    expect(kept.bytes).toBe(raw.length);
    expect(kept.sha256).toBe(createHash('sha256').update(raw).digest('hex'));
    expect(kept.head).toHaveLength(512);
    expect(kept.head.startsWith('{"messageId":"m","key":"…","tags"')).toBe(true);
    expect(refusedPayload(Buffer.from('{"key":"cut-sec')).head).toBe('{"key":"…"');
  });
});
