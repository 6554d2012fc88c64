import { describe, expect, it } from 'vitest';
import { holdsBrokenText, MAX_JSON_DEPTH, nestsTooDeep } from './json-limits.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsTooDeep', () => {
  it('counts arrays and objects opened inside one another, up to the limit', () => {
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsTooDeep(`{"a":${nested(MAX_JSON_DEPTH)}}`)).toBe(true);
    // Side by side is not deep.
    expect(nestsTooDeep(`[${Array(1000).fill('[1]').join(',')}]`)).toBe(false);
  });

  it('reads brackets inside strings, escaped quotes included, as text', () => {
    expect(nestsTooDeep(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false);
    expect(nestsTooDeep(JSON.stringify({ note: `"\\${'{'.repeat(1000)}` }))).toBe(false);
  });
});

describe('holdsBrokenText', () => {
  it('finds half a surrogate pair in any string or key', () => {
    expect(holdsBrokenText({ a: ['ok', { b: '🚢' }] })).toBe(false);
    expect(holdsBrokenText({ a: ['ok', { b: 'x\udfff' }] })).toBe(true);
    expect(holdsBrokenText({ '\ud800': 1 })).toBe(true);
  });
});
