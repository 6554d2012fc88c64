import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, type ExportChoice, exportRows, storedFilePath } from './export.ts';

const base: ExportChoice = { mode: 'current', currentPage: 3, pageSize: 15, pageCount: 10 };

describe('exportRows', () => {
  it('asks for a choice first', () => {
    expect(exportRows({ ...base, mode: undefined })).toEqual({
      error: 'Choose an option first',
    });
  });

  it('exports the current page', () => {
    expect(exportRows(base)).toEqual({ offset: 30, limit: 15 });
  });

  it('exports everything', () => {
    expect(exportRows({ ...base, mode: 'all' })).toEqual({ offset: 0, limit: undefined });
  });

  it('exports a page range, both ends included', () => {
    expect(exportRows({ ...base, mode: 'range', fromPage: 2, toPage: 4 })).toEqual({
      offset: 15,
      limit: 45,
    });
    expect(exportRows({ ...base, mode: 'range', fromPage: 10, toPage: 10 })).toEqual({
      offset: 135,
      limit: 15,
    });
  });

  it('refuses page zero with its own message', () => {
    for (const [fromPage, toPage] of [
      [0, 3],
      [1, 0],
    ]) {
      expect(exportRows({ ...base, mode: 'range', fromPage, toPage })).toEqual({
        error: 'Zero page number not allowed',
      });
    }
  });

  it.each([
    [null, 3],
    [2, null],
    [4, 2],
    [1, 11],
    [-1, 2],
    [1.5, 2],
  ])('refuses the range %j to %j', (fromPage, toPage) => {
    expect(exportRows({ ...base, mode: 'range', fromPage, toPage })).toEqual({
      error: EXPORT_MESSAGES.invalidRange,
    });
  });
});

describe('storedFilePath', () => {
  it('ends in the file name, encoded', () => {
    expect(storedFilePath('abc', 'Yard report 1.xlsx')).toBe(
      '/rest/files/abc/Yard%20report%201.xlsx',
    );
  });
});
