import { describe, expect, it } from 'vitest';
import { ARCHIVE_MESSAGES, ArchiveBody, cutOffProblem, latestCutOff } from './archive.ts';

describe('the archive cut-off', () => {
  const today = new Date('2026-11-23T10:00:00Z');

  it('is at most 2 months back (doc 3 §5)', () => {
    expect(latestCutOff(today).toISOString().slice(0, 10)).toBe('2026-09-23');
    expect(cutOffProblem(new Date('2026-09-23'), today)).toBeUndefined();
    expect(cutOffProblem(new Date('2026-09-24'), today)).toBe(ARCHIVE_MESSAGES.tooRecent);
  });

  it('takes a calendar date', () => {
    expect(ArchiveBody.safeParse({ cutOffDate: '2026-09-01' }).success).toBe(true);
    expect(ArchiveBody.safeParse({ cutOffDate: '01/09/2026' }).success).toBe(false);
  });
});
