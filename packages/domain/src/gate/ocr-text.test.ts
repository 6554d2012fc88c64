import { describe, expect, it } from 'vitest';
import { readDoorText } from './ocr-text.ts';

describe('reading a door from OCR text', () => {
  it('finds a number painted with spaces, and the size-type code', () => {
    expect(readDoorText('MSKU 123456 5\n22G1\n')).toMatchObject({
      containerNumber: 'MSKU1234565',
      sizeType: { code: '22G1', lengthFeet: 20 },
    });
  });

  it('corrects one O/0-style confusion, with noise around the number', () => {
    const read = readDoorText('REAR-CAM\n|MSKU I23456 5.\n45G1');
    expect(read.containerNumber).toBe('MSKU1234565');
    expect(read.sizeType?.lengthFeet).toBe(40);
  });

  it('finds nothing in text with no valid number', () => {
    expect(readDoorText('MSKU 123456 4\nHELLO')).toEqual({ containerNumber: null, sizeType: null });
    expect(readDoorText('')).toEqual({ containerNumber: null, sizeType: null });
  });
});
