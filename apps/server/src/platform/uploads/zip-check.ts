import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@yardline/domain/files/upload';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../http/http-error.ts';

const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Rows a worksheet may have, its heading row included. */
  maxSheetRows: number;
}

const DEFAULT_LIMITS: ZipLimits = {
  maxUnpackedBytes: UPLOAD_LIMITS.maxUnpackedBytes,
  maxEntries: UPLOAD_LIMITS.maxZipEntries,
  maxSheetRows: UPLOAD_LIMITS.maxRows + 1,
};

const tooLarge = () => new HttpError(413, UPLOAD_MESSAGES.unpacksTooLarge, 'UNPACKS_TOO_LARGE');
const tooManyRows = () => new HttpError(413, UPLOAD_MESSAGES.tooManyRows, 'TOO_MANY_ROWS');
const unreadable = () => new HttpError(400, UPLOAD_MESSAGES.unreadable, 'UNREADABLE');

/**
 * Checks an .xlsx (a zip) before a workbook reader unpacks it: few enough parts, their declared
 * sizes within the limit, and then each part really inflated while its bytes are counted, so a
 * part that lies about its size (a zip bomb) is stopped as soon as it passes its declared size or
 * the total (yauzl's entry-size check and our count). Worksheet rows are counted on the way, so a
 * sheet with too many rows is refused before anything parses it. Refusals are 4xx HttpErrors.
 */
export async function checkXlsxZip(content: Buffer, limits = DEFAULT_LIMITS): Promise<void> {
  const zip = await open(content);
  try {
    if (zip.entryCount > limits.maxEntries) throw tooLarge();
    let declared = 0;
    let inflated = 0;
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) throw tooLarge();
      const counter = WORKSHEET.test(entry.fileName) ? rowCounter(limits.maxSheetRows) : undefined;
      inflated += await inflate(zip, entry, limits.maxUnpackedBytes - inflated, counter);
    }
  } finally {
    zip.close();
  }
}

function open(content: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(unreadable()) : resolve(zip),
    ),
  );
}

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanUp();
      resolve(entry);
    };
    const onEnd = () => {
      cleanUp();
      resolve(undefined);
    };
    const onError = () => {
      cleanUp();
      reject(unreadable());
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** Inflates one part, counting; refused past `allowance` bytes or past its declared size. */
function inflate(
  zip: ZipFile,
  entry: Entry,
  allowance: number,
  onChunk?: (chunk: Buffer) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(unreadable());
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        try {
          if (bytes > allowance) throw tooLarge();
          onChunk?.(chunk);
        } catch (refusal) {
          stream.destroy();
          reject(refusal);
        }
      });
      // yauzl fails the stream when a part inflates past the size it declared.
      stream.on('error', (streamError) =>
        reject(/too many bytes/i.test(streamError.message) ? tooLarge() : unreadable()),
      );
      stream.on('end', () => resolve(bytes));
    });
  });
}

/** Counts `<row` elements across chunks, refusing past `max`. */
function rowCounter(max: number): (chunk: Buffer) => void {
  let rows = 0;
  let tail = '';
  return (chunk) => {
    const text = tail + chunk.toString('latin1');
    for (let at = text.indexOf('<row'); at >= 0; at = text.indexOf('<row', at + 4)) {
      const next = text[at + 4];
      if (next === ' ' || next === '>' || next === '/') rows++;
    }
    if (rows > max) throw tooManyRows();
    tail = text.slice(-4);
  };
}
