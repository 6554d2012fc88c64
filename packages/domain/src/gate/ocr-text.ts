import { decodeSizeType, type SizeType } from '../containers/size-type.ts';
import { correctOcrNumber } from './ocr.ts';

/**
 * What OCR text of a container's door says: the box number (ISO 6346, or valid after one
 * O/0-style swap, as `correctOcrNumber` allows) and its size-type code when painted. The number
 * is painted with spaces (MSKU 123456 5) and a line may carry more, so each line is read with
 * its spaces removed and every 11-character stretch tried; the first valid one wins.
 */
export function readDoorText(text: string): {
  containerNumber: string | null;
  sizeType: SizeType | null;
} {
  const lines = text
    .toUpperCase()
    .split(/\n+/)
    .map((line) => line.replace(/[^A-Z0-9]/g, ''))
    .filter(Boolean);
  let containerNumber: string | null = null;
  for (const line of lines) {
    for (let start = 0; start + 11 <= line.length && !containerNumber; start++) {
      containerNumber = correctOcrNumber(line.slice(start, start + 11));
    }
    if (containerNumber) break;
  }
  let sizeType: SizeType | null = null;
  for (const word of text.toUpperCase().split(/[^A-Z0-9]+/)) {
    const decoded = word.length === 4 ? decodeSizeType(word) : undefined;
    if (decoded) {
      sizeType = decoded;
      break;
    }
  }
  return { containerNumber, sizeType };
}
