import { describe, expect, it } from 'vitest';
import { HOUR_MS, leavesBefore } from './departure.ts';
import {
  type DwellRecord,
  estimateDeparture,
  estimateDwell,
  fitDwellModel,
} from './dwell-model.ts';
import { normalCdf, normalQuantile } from './normal.ts';

const NOW = Date.UTC(2026, 10, 23);
const records = (
  n: number,
  record: Omit<DwellRecord, 'dwellHours'>,
  hours: number[],
): DwellRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    ...record,
    dwellHours: hours[i % hours.length] as number,
  }));

describe('normal distribution', () => {
  it('Φ and its inverse agree', () => {
    for (const p of [0.001, 0.025, 0.3, 0.5, 0.8, 0.975, 0.999]) {
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
    }
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
  });
});

describe('fitDwellModel', () => {
  const history = [
    ...records(40, { category: 'Import', customer: 'Slow', liner: 'MSK' }, [200, 240, 180]),
    ...records(40, { category: 'Import', customer: 'Quick', liner: 'MSK' }, [20, 24, 30]),
    ...records(2, { category: 'Import', customer: 'New', liner: 'MSK' }, [500]),
  ];
  const model = fitDwellModel(history);

  it('learns the dwell of each customer and shrinks a customer seen twice toward its liner', () => {
    const slow = Math.exp(
      estimateDwell(model, { category: 'Import', customer: 'Slow', liner: 'MSK' }).mu,
    );
    const quick = Math.exp(
      estimateDwell(model, { category: 'Import', customer: 'Quick', liner: 'MSK' }).mu,
    );
    const fresh = Math.exp(
      estimateDwell(model, { category: 'Import', customer: 'New', liner: 'MSK' }).mu,
    );
    const liner = Math.exp(
      estimateDwell(model, { category: 'Import', customer: null, liner: 'MSK' }).mu,
    );
    expect(slow).toBeGreaterThan(150);
    expect(quick).toBeLessThan(35);
    expect(fresh).toBeGreaterThan(liner);
    expect(fresh).toBeLessThan(300);
  });

  it('falls back to a wide prior with no history', () => {
    const empty = fitDwellModel([]);
    const estimate = estimateDwell(empty, { category: 'Empty', customer: null, liner: null });
    expect(Math.exp(estimate.mu)).toBeCloseTo(72);
    expect(estimate.sigma).toBe(1);
  });

  it('learns how far announced departures miss', () => {
    const announced = fitDwellModel(
      records(
        20,
        { category: 'Import', customer: null, liner: null, announcedHours: 100 },
        [50, 200],
      ),
    );
    expect(announced.announcedSpread).toBeCloseTo(Math.log(2), 5);
  });

  it('uses the vessel schedule, then the announcement, then the history', () => {
    const facts = { category: 'Import', customer: 'Quick', liner: 'MSK', arrivedAt: NOW };
    const vessel = estimateDeparture(
      model,
      { ...facts, vesselDepartureAt: NOW + 5 * HOUR_MS },
      NOW,
    );
    expect(vessel).toEqual({ at: NOW + 5 * HOUR_MS, spread: 0.05 });
    const told = estimateDeparture(model, { ...facts, announcedAt: NOW + 9 * HOUR_MS }, NOW);
    expect(told.at).toBe(NOW + 9 * HOUR_MS);
    const guessed = estimateDeparture(model, facts, NOW);
    expect((guessed.at - NOW) / HOUR_MS).toBeLessThan(35);
  });

  it('expects a box that has stayed a while to leave later, and one that overstayed at some time', () => {
    const facts = { category: 'Import', customer: 'Slow', liner: 'MSK', arrivedAt: NOW };
    const fresh = estimateDeparture(model, facts, NOW);
    const stayed = estimateDeparture(model, { ...facts, arrivedAt: NOW - 150 * HOUR_MS }, NOW);
    expect(stayed.at - NOW).toBeGreaterThan(0);
    expect(stayed.at).toBeGreaterThan(fresh.at - 150 * HOUR_MS);
    const quick = { ...facts, customer: 'Quick', arrivedAt: NOW - 100 * HOUR_MS };
    const overstayed = estimateDeparture(model, quick, NOW);
    expect((overstayed.at - NOW) / HOUR_MS).toBeGreaterThan(10);
    expect(overstayed.spread).toBe(1);
    expect(leavesBefore(overstayed, fresh, NOW)).toBeGreaterThan(0.5);
  });
});
