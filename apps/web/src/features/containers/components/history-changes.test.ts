import { ContainerEdit } from '@yardline/domain/containers/container-edit';
import { describe, expect, it } from 'vitest';
import { changesInWords, FIELDS } from './history-changes.ts';

describe('an edit in a clerk’s words', () => {
  it('names every field a clerk can edit, and the ones the server adds', () => {
    const editable = Object.keys(ContainerEdit.shape).filter((field) => field !== 'id');
    expect(Object.keys(FIELDS)).toEqual(
      expect.arrayContaining([...editable, 'sizeFeet', 'movementAlert']),
    );
  });

  it('says each change by name, before and after, in the record’s order', () => {
    expect(
      changesInWords({
        hazardous: { before: false, after: true },
        containerNumber: { before: 'MSCU1234565', after: 'MSCU1234570' },
        igm: { before: null, after: '2211' },
        sizeFeet: { before: 20, after: 40 },
        movementAlert: { before: false, after: true },
      }).changes,
    ).toEqual([
      { label: 'Number', before: 'MSCU1234565', after: 'MSCU1234570' },
      { label: 'Size', before: '20 ft', after: '40 ft' },
      { label: 'IGM', before: '—', after: '2211' },
      { label: 'Hazardous', before: 'no', after: 'yes' },
      { label: 'Movement alert', before: 'off', after: 'on' },
    ]);
  });

  it('says a number saved past its check digit as a note, never as skipValidation', () => {
    const skipped = changesInWords({
      containerNumber: { before: 'MSCU1234565', after: 'MSCU1234571' },
      skipValidation: { before: null, after: true },
    });
    expect(skipped.checkDigitSkipped).toBe(true);
    expect(skipped.changes.map((change) => change.label)).toEqual(['Number']);
    const checked = changesInWords({ skipValidation: { before: null, after: false } });
    expect(checked).toEqual({ changes: [], checkDigitSkipped: false });
  });
});
