import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BREAK_DOWN, EARTH_RADIUS_KM, haversineKm, nearestMachine } from './distance.ts';

const machine = (name: string, lat: number | null, lng: number | null, status = 'Working') => ({
  machineName: name,
  machineStatus: status,
  lat,
  lng,
});

describe('haversineKm', () => {
  it('measures on a sphere of radius 6371 km (doc 3 §9)', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of a meridian: pole to equator.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
    // One degree of longitude on the equator.
    expect(haversineKm({ lat: 0, lng: 10 }, { lat: 0, lng: 11 })).toBeCloseTo(111.195, 3);
    // Mumbai to New Delhi, 1148 km as the crow flies.
    expect(haversineKm({ lat: 19.076, lng: 72.8777 }, { lat: 28.6139, lng: 77.209 })).toBeCloseTo(
      1148.1,
      0,
    );
  });

  it('is symmetric, zero for one point and never more than half the circumference', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = haversineKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
        expect(haversineKm(b, a)).toBeCloseTo(d, 6);
        expect(haversineKm(a, a)).toBe(0);
      }),
    );
  });
});

describe('nearestMachine', () => {
  const box = { lat: 18.95, lng: 72.95 };

  it('picks the machine nearest to the box', () => {
    const machines = [
      machine('RS-01', 18.96, 72.95),
      machine('RS-02', 18.9501, 72.9501),
      machine('RS-03', 18.94, 72.94),
    ];
    expect(nearestMachine(machines, box)?.machineName).toBe('RS-02');
  });

  it('leaves out machines in Break-Down and machines with no position', () => {
    const machines = [
      machine('RS-01', 18.9501, 72.9501, BREAK_DOWN),
      machine('RS-02', null, null),
      machine('RS-03', 18.96, 72.96, 'Idle'),
    ];
    expect(nearestMachine(machines, box)?.machineName).toBe('RS-03');
  });

  it('finds none (the caller assigns ALL) when every machine is broken down or unplaced', () => {
    expect(nearestMachine([], box)).toBeUndefined();
    expect(
      nearestMachine([machine('RS-01', 18.95, 72.95, BREAK_DOWN), machine('RS-02', null, 1)], box),
    ).toBeUndefined();
  });

  it('keeps the first of two at the same distance', () => {
    const machines = [machine('A', 18.95, 72.951), machine('B', 18.95, 72.949)];
    expect(nearestMachine(machines, box)?.machineName).toBe('A');
  });

  it('never picks one farther than another eligible machine', () => {
    const arb = fc.array(
      fc.record({
        machineName: fc.string(),
        machineStatus: fc.constantFrom('Working', 'Idle', BREAK_DOWN),
        lat: fc.option(fc.double({ min: 18.9, max: 19, noNaN: true })),
        lng: fc.option(fc.double({ min: 72.9, max: 73, noNaN: true })),
      }),
    );
    fc.assert(
      fc.property(arb, (machines) => {
        const chosen = nearestMachine(machines, box);
        const eligible = machines.filter(
          (m) => m.machineStatus !== BREAK_DOWN && m.lat !== null && m.lng !== null,
        );
        if (!chosen) {
          expect(eligible).toEqual([]);
          return;
        }
        expect(chosen.machineStatus).not.toBe(BREAK_DOWN);
        const km = haversineKm(box, { lat: chosen.lat as number, lng: chosen.lng as number });
        for (const other of eligible) {
          expect(km).toBeLessThanOrEqual(
            haversineKm(box, { lat: other.lat as number, lng: other.lng as number }),
          );
        }
      }),
    );
  });
});
