import { describe, expect, it } from 'vitest';
import { changedFields, historyEntries, movementKind } from './container-history.ts';

const move = (at: string, from: string | null, to: string | null, shifting = false) => ({
  containerId: 7,
  at,
  from,
  to,
  shifting,
  by: 'operator',
  source: 'containers',
  machine: null,
});

describe('movementKind', () => {
  it('reads arriving, moving and leaving from the ends of a movement', () => {
    expect(movementKind(null, 'A_01_01_1')).toBe('gate-in');
    expect(movementKind('A_01_01_1', 'A_01_02_1')).toBe('move');
    expect(movementKind('A_01_01_1', null)).toBe('dispatch');
  });
});

describe('changedFields', () => {
  it('lists only the fields that differ, missing ones as null', () => {
    expect(changedFields({ igm: '1', item: '2' }, { igm: '1', item: '3', category: 'X' })).toEqual({
      item: { before: '2', after: '3' },
      category: { before: null, after: 'X' },
    });
  });
});

describe('historyEntries', () => {
  it('merges movements and audit rows oldest first, leaving out move audits', () => {
    const history = historyEntries(
      [
        move('2026-01-01T10:00:00.000Z', null, 'A_01_01_1'),
        move('2026-01-03T10:00:00.000Z', 'A_01_01_1', 'A_01_02_1', true),
        move('2026-01-05T10:00:00.000Z', 'A_01_02_1', null),
      ],
      [
        {
          containerId: 7,
          at: '2026-01-01T10:00:00.000Z',
          action: 'edit',
          by: 'admin',
          before: { igm: null },
          after: { igm: '2001' },
        },
        {
          containerId: 7,
          at: '2026-01-03T10:00:00.000Z',
          action: 'move',
          by: 'operator',
          before: { location: 'A_01_01_1' },
          after: { location: 'A_01_02_1' },
        },
        {
          containerId: 7,
          at: '2026-01-04T10:00:00.000Z',
          action: 'relabel',
          by: 'superadmin',
          before: { location: 'A_01_02_1' },
          after: { location: 'A_EAST_01_02_1' },
        },
      ],
    );
    expect(history.map((entry) => entry.kind)).toEqual([
      'gate-in',
      'edit',
      'move',
      'relabel',
      'dispatch',
    ]);
    expect(history[1]?.changes).toEqual({ igm: { before: null, after: '2001' } });
    expect(history[2]).toMatchObject({ shifting: true, from: 'A_01_01_1', to: 'A_01_02_1' });
    expect(history[3]).toMatchObject({ from: 'A_01_02_1', to: 'A_EAST_01_02_1' });
  });
});
