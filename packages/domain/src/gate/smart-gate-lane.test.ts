import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../auth/roles.ts';
import { smartGateLane } from './smart-gate-lane.ts';

describe('the smart gate link (doc 3 §6)', () => {
  it('goes to the lane of the type the gates are of, for every role', () => {
    for (const role of [...BUILT_IN_ROLES, null]) {
      expect(smartGateLane(['IN', 'IN'], role)).toBe('IN');
      expect(smartGateLane(['OUT'], role)).toBe('OUT');
    }
  });

  it('goes in where there is no gate, and where there are both, out for the gate-out user only', () => {
    expect(smartGateLane([], 'gateoutuser')).toBe('IN');
    expect(smartGateLane(['IN', 'OUT'], 'gateoutuser')).toBe('OUT');
    expect(smartGateLane(['OUT', 'IN'], 'gateinuser')).toBe('IN');
    expect(smartGateLane(['OUT', 'IN'], 'superadmin')).toBe('IN');
  });
});
