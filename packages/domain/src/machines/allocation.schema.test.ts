import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../yard/geometry.ts';
import {
  ALLOCATION_MESSAGES,
  AllocationInput,
  allocationColour,
  allocationProblem,
  GANTT_SNAP_MS,
  overlaps,
  snapToMagnet,
} from './allocation.schema.ts';

const square = [
  { lat: 0, lng: 0 },
  { lat: 0, lng: 1 },
  { lat: 1, lng: 1 },
  { lat: 1, lng: 0 },
];
const at = (iso: string) => Date.parse(iso);
const alloc = { fromTime: '2026-11-23T08:00:00Z', toTime: '2026-11-23T12:00:00Z' };

describe('allocation rules (doc 2 §4, §5, §9)', () => {
  it('needs machine, area, from and to, in that order, ending after it starts', () => {
    expect(allocationProblem({})).toBe(ALLOCATION_MESSAGES.machineRequired);
    expect(allocationProblem({ machineId: 1 })).toBe(ALLOCATION_MESSAGES.areaRequired);
    expect(allocationProblem({ machineId: 1, areaId: 2 })).toBe(ALLOCATION_MESSAGES.fromRequired);
    expect(allocationProblem({ machineId: 1, areaId: 2, fromTime: alloc.fromTime })).toBe(
      ALLOCATION_MESSAGES.toRequired,
    );
    expect(
      allocationProblem({
        machineId: 1,
        areaId: 2,
        fromTime: alloc.toTime,
        toTime: alloc.fromTime,
      }),
    ).toBe(ALLOCATION_MESSAGES.order);
    expect(allocationProblem({ machineId: 1, areaId: 2, ...alloc })).toBeUndefined();
    const refused = AllocationInput.safeParse({ areaId: 2, ...alloc });
    expect(refused.error?.issues[0]?.message).toBe(ALLOCATION_MESSAGES.machineRequired);
  });

  it('finds overlaps; touching ends are not one', () => {
    expect(
      overlaps(alloc, { fromTime: '2026-11-23T11:59:00Z', toTime: '2026-11-23T13:00:00Z' }),
    ).toBe(true);
    expect(
      overlaps(alloc, { fromTime: '2026-11-23T12:00:00Z', toTime: '2026-11-23T13:00:00Z' }),
    ).toBe(false);
    expect(
      overlaps(alloc, { fromTime: '2026-11-23T09:00:00Z', toTime: '2026-11-23T10:00:00Z' }),
    ).toBe(true);
  });

  it('colours dark grey outside its time, grey with the machine in the area, pink elsewhere', () => {
    const inside = { lat: 0.5, lng: 0.5 };
    const outside = { lat: 2, lng: 2 };
    expect(allocationColour(alloc, at('2026-11-23T07:00:00Z'), inside, square)).toBe('dark-grey');
    expect(allocationColour(alloc, at('2026-11-23T12:00:00Z'), inside, square)).toBe('dark-grey');
    expect(allocationColour(alloc, at('2026-11-23T09:00:00Z'), inside, square)).toBe('grey');
    expect(allocationColour(alloc, at('2026-11-23T09:00:00Z'), outside, square)).toBe('pink');
    expect(allocationColour(alloc, at('2026-11-23T09:00:00Z'), null, square)).toBe('pink');
  });

  it('snaps to 5 minutes', () => {
    expect(GANTT_SNAP_MS).toBe(300_000);
    expect(snapToMagnet(at('2026-11-23T08:02:29Z'))).toBe(at('2026-11-23T08:00:00Z'));
    expect(snapToMagnet(at('2026-11-23T08:02:31Z'))).toBe(at('2026-11-23T08:05:00Z'));
  });

  it('tells a point inside a polygon', () => {
    expect(pointInPolygon({ lat: 0.5, lng: 0.5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, square)).toBe(false);
  });
});
