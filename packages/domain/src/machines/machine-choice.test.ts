import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AreaCorners } from '../yard/geometry.ts';
import { BREAK_DOWN, haversineKm } from './distance.ts';
import {
  type CellPlace,
  chooseMachine,
  describeAssignment,
  leavesMachineOpen,
  workplaceAt,
} from './machine-choice.ts';

const NOW = Date.parse('2026-05-04T10:00:00Z');
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const machine = (name: string, lat: number | null, lng: number | null, status = 'Working') => ({
  machineName: name,
  machineStatus: status,
  lat,
  lng,
});
/** An allocation of `machine` to `area` from `from` to `to` hours around now. */
const allocation = (machine: string, area: string, from = -1, to = 1) => ({
  machine,
  area,
  fromTime: iso(NOW + from * hour),
  toTime: iso(NOW + to * hour),
});

// A workplace in area A; 0.001° of latitude is about 111 m here.
const workplace = { area: 'A', point: { lat: 18.95, lng: 72.95 } };
const north = (degrees: number) => 18.95 + degrees;

describe('chooseMachine', () => {
  it('takes the machine allocated to the area now, even when another is nearer', () => {
    const machines = [machine('RS-01', north(0.001), 72.95), machine('RS-02', north(0.002), 72.95)];
    const choice = chooseMachine(machines, [allocation('RS-02', 'A')], workplace, NOW);
    expect(choice).toEqual({
      machine: 'RS-02',
      reason: { kind: 'allocated', area: 'A', km: 0.222 },
    });
  });

  it('takes the nearest of the machines allocated to the area', () => {
    const machines = [
      machine('RS-01', north(0.003), 72.95),
      machine('RS-02', north(0.002), 72.95),
      machine('RS-03', north(0.0001), 72.95),
    ];
    const allocations = [allocation('RS-01', 'A'), allocation('RS-02', 'A')];
    const choice = chooseMachine(machines, allocations, workplace, NOW);
    expect(choice.machine).toBe('RS-02');
    expect(choice.reason).toMatchObject({ kind: 'allocated', area: 'A' });
  });

  it('ignores allocations outside the current time and to other areas: the nearest then', () => {
    const machines = [machine('RS-01', north(0.001), 72.95), machine('RS-02', north(0.002), 72.95)];
    const elsewhere = [
      allocation('RS-02', 'A', -3, -1),
      allocation('RS-02', 'A', 1, 3),
      // Ends as now begins: the Gantt's end is not part of it.
      allocation('RS-02', 'A', -1, 0),
      allocation('RS-02', 'B'),
    ];
    expect(chooseMachine(machines, elsewhere, workplace, NOW)).toEqual({
      machine: 'RS-01',
      reason: { kind: 'nearest', km: 0.111 },
    });
    // Starting now counts.
    expect(chooseMachine(machines, [allocation('RS-02', 'A', 0, 1)], workplace, NOW).machine).toBe(
      'RS-02',
    );
  });

  it('leaves out machines in Break-Down, allocated or not', () => {
    const machines = [
      machine('RS-01', north(0.0001), 72.95, BREAK_DOWN),
      machine('RS-02', north(0.001), 72.95, BREAK_DOWN),
      machine('RS-03', north(0.002), 72.95, 'Idle'),
    ];
    expect(chooseMachine(machines, [allocation('RS-02', 'A')], workplace, NOW)).toEqual({
      machine: 'RS-03',
      reason: { kind: 'nearest', km: 0.222 },
    });
  });

  it('leaves out machines with no known position', () => {
    const machines = [machine('RS-01', null, null), machine('RS-02', north(0.005), 72.95)];
    const choice = chooseMachine(machines, [allocation('RS-01', 'A')], workplace, NOW);
    expect(choice).toMatchObject({ machine: 'RS-02', reason: { kind: 'nearest' } });
  });

  it('gives ALL when no machine is available, or the workplace is unknown', () => {
    const none = { machine: 'ALL', reason: { kind: 'none' } };
    expect(chooseMachine([], [], workplace, NOW)).toEqual(none);
    const broken = [machine('RS-01', north(0), 72.95, BREAK_DOWN), machine('RS-02', null, null)];
    expect(chooseMachine(broken, [allocation('RS-01', 'A')], workplace, NOW)).toEqual(none);
    expect(chooseMachine([machine('RS-01', 18.95, 72.95)], [], undefined, NOW)).toEqual(none);
  });

  it('keeps the first of two machines at the same distance', () => {
    const machines = [machine('RS-B', 18.95, 72.951), machine('RS-A', 18.95, 72.949)];
    const both = [allocation('RS-B', 'A'), allocation('RS-A', 'A')];
    expect(chooseMachine(machines, both, workplace, NOW).machine).toBe('RS-B');
    expect(chooseMachine(machines, [], workplace, NOW).machine).toBe('RS-B');
  });

  it('never picks a machine in Break-Down, and picks an allocated one whenever one is available', () => {
    const names = ['M1', 'M2', 'M3', 'M4'];
    const arb = fc.record({
      machines: fc.uniqueArray(
        fc.record({
          machineName: fc.constantFrom(...names),
          machineStatus: fc.constantFrom('Working', 'Idle', BREAK_DOWN),
          lat: fc.option(fc.double({ min: 18.9, max: 19, noNaN: true })),
          lng: fc.option(fc.double({ min: 72.9, max: 73, noNaN: true })),
        }),
        { selector: (m) => m.machineName },
      ),
      allocated: fc.subarray(names),
    });
    fc.assert(
      fc.property(arb, ({ machines, allocated }) => {
        const allocations = allocated.map((name) => allocation(name, 'A'));
        const choice = chooseMachine(machines, allocations, workplace, NOW);
        const available = machines.filter(
          (m) => m.machineStatus !== BREAK_DOWN && m.lat !== null && m.lng !== null,
        );
        const chosen = available.find((m) => m.machineName === choice.machine);
        if (available.length === 0) expect(choice.machine).toBe('ALL');
        else expect(chosen).toBeDefined();
        const pool = available.some((m) => allocated.includes(m.machineName))
          ? available.filter((m) => allocated.includes(m.machineName))
          : available;
        if (chosen) {
          expect(pool).toContain(chosen);
          const km = (m: (typeof available)[number]) =>
            haversineKm(workplace.point, { lat: m.lat as number, lng: m.lng as number });
          for (const other of pool) expect(km(chosen)).toBeLessThanOrEqual(km(other));
        }
      }),
    );
  });
});

describe('workplaceAt', () => {
  // Area A: 2 rows of 2 cells over a 0.002° square, first row north, first cell west.
  const corners: AreaCorners = [
    { lat: 18.952, lng: 72.95 },
    { lat: 18.952, lng: 72.952 },
    { lat: 18.95, lng: 72.952 },
    { lat: 18.95, lng: 72.95 },
  ];
  const place = (row: number, cell: number): CellPlace => ({
    corners,
    row,
    rows: 2,
    cell,
    cells: 2,
  });
  const places = new Map([
    ['A_01_01', place(0, 0)],
    ['A_01_02', place(0, 1)],
  ]);

  it('is the middle of the slot’s cell, or of both cells of a long box, in its area', () => {
    const one = workplaceAt('A_01_01_2', places);
    expect(one?.area).toBe('A');
    expect(one?.point.lat).toBeCloseTo(18.9515, 9);
    expect(one?.point.lng).toBeCloseTo(72.9505, 9);
    const long = workplaceAt('A_01_01_1,A_01_02_1', places);
    expect(long?.point.lat).toBeCloseTo(18.9515, 9);
    expect(long?.point.lng).toBeCloseTo(72.951, 9);
  });

  it('is unknown for no location, a place that is not a slot, or a cell off the map', () => {
    expect(workplaceAt(null, places)).toBeUndefined();
    expect(workplaceAt('Trailer', places)).toBeUndefined();
    expect(workplaceAt('B_01_01_1', places)).toBeUndefined();
  });
});

describe('describeAssignment', () => {
  it('says why, briefly, with the distance in metres or kilometres', () => {
    expect(describeAssignment({ kind: 'nearest', km: 0.12 })).toBe('nearest, 120 m');
    expect(describeAssignment({ kind: 'allocated', area: 'A', km: 0.08 })).toBe(
      'allocated to area A, 80 m',
    );
    expect(describeAssignment({ kind: 'nearest', km: 2.345 })).toBe('nearest, 2.3 km');
    expect(describeAssignment({ kind: 'nearest', km: 1 })).toBe('nearest, 1 km');
    expect(describeAssignment({ kind: 'none' })).toBe('no machine available');
    expect(describeAssignment({ kind: 'chosen' })).toBe('chosen');
    expect(describeAssignment({ kind: 'moved' })).toBe('moved');
  });
});

describe('leavesMachineOpen', () => {
  it('is true for no machine and for ALL, false for a named one', () => {
    expect(leavesMachineOpen(undefined)).toBe(true);
    expect(leavesMachineOpen(' ')).toBe(true);
    expect(leavesMachineOpen('ALL')).toBe(true);
    expect(leavesMachineOpen('RS-01')).toBe(false);
  });
});
