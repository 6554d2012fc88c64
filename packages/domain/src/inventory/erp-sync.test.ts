import { describe, expect, it } from 'vitest';
import { erpSyncMessage } from './erp-sync.ts';

describe('erpSyncMessage', () => {
  it("says failed for responsestatus 'false' and successful otherwise (doc 1 §8)", () => {
    expect(erpSyncMessage({ responsestatus: 'false' })).toBe('Sync with ERP failed');
    expect(erpSyncMessage({ responsestatus: 'true' })).toBe('Sync with ERP was successful');
  });
});
