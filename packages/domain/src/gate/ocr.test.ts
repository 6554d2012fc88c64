import { describe, expect, it } from 'vitest';
import { correctOcrNumber } from './ocr.ts';

describe('correctOcrNumber', () => {
  it('keeps a valid read', () => {
    expect(correctOcrNumber('MSKU1234565')).toBe('MSKU1234565');
    expect(correctOcrNumber('msku 123456 5')).toBe('MSKU1234565');
  });

  it('undoes one usual confusion when exactly one swap makes the number valid', () => {
    expect(correctOcrNumber('MSKUI234565')).toBe('MSKU1234565');
    expect(correctOcrNumber('MSKU12345G5')).toBeNull();
  });

  it('gives up on a read of the wrong length', () => {
    expect(correctOcrNumber('MSKU12345')).toBeNull();
  });
});
