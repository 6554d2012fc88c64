import { describe, expect, it } from 'vitest';
import { BatchUploadFields, UPLOAD_MESSAGES } from './upload.ts';

describe('BatchUploadFields', () => {
  it('reads the flags and the time', () => {
    expect(
      BatchUploadFields.parse({
        user: 'admin',
        update: 'true',
        compareWithDb: 'false',
        lastUpdated: '1795400000000',
      }),
    ).toEqual({ user: 'admin', update: true, compareWithDb: false, lastUpdated: 1795400000000 });
    expect(BatchUploadFields.parse({})).toEqual({ update: false, compareWithDb: false });
  });

  it.each([
    [{ update: 'yes' }, 'update must be true or false'],
    [{ lastUpdated: 'yesterday' }, 'lastUpdated is a time in milliseconds since 1970'],
    [{ user: 'a\u0000' }, 'must not contain control characters'],
  ])('refuses %j', (fields, message) => {
    expect(BatchUploadFields.safeParse(fields).error?.issues[0]?.message).toBe(message);
  });

  it('says its limits in its messages', () => {
    expect(UPLOAD_MESSAGES.tooLarge).toBe('The file is larger than 5 MB.');
    expect(UPLOAD_MESSAGES.tooManyRows).toBe('The file has more than 10,000 rows.');
  });
});
