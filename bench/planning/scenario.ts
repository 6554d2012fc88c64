import { Random } from './random.ts';

/**
 * One seeded history of a yard (the same for every policy): imports with log-normal dwell by
 * customer, half of them with a departure announced at the gate (noisily); exports delivered in
 * the six days before their weekly vessel and loaded per vessel and size; empties returned and
 * released per liner and size. Rates are set by Little's law so the yard holds about 75 % of its
 * slots (import 50 %, export 30 %, empty 20 % of the stock).
 */

export type Category = 'Import' | 'Export' | 'Empty';

export interface SimBox {
  id: string;
  sizeFeet: 20 | 40;
  category: Category;
  customer: string | null;
  liner: string;
  vessel: string | null;
  arrival: number;
  /** When it actually leaves (an import), or when its vessel sails or group is released. */
  departure: number;
  /**
   * A standard normal draw when a departure was announced at the gate (the information mode
   * scales it into the announcement's error), null when none was.
   */
  announcedNoise: number | null;
}

export type SimEvent =
  | { at: number; kind: 'arrive'; box: SimBox }
  | { at: number; kind: 'collect'; boxId: string }
  | { at: number; kind: 'collect-any'; group: string };

export interface Scenario {
  events: SimEvent[];
  /** Hours of warm-up, not measured. */
  warmUp: number;
  end: number;
}

export interface YardSize {
  /** Ground slots of the 20 ft block and of the 40 ft block. */
  stacks20: number;
  stacks40: number;
  tiers: number;
}

export const group = {
  export: (vessel: string, size: number) => `export|${vessel}|${size}`,
  empty: (liner: string, size: number) => `empty|${liner}|${size}`,
};

const HOURS_A_WEEK = 168;
const FILL = 0.75;
const LINERS = ['MSK', 'MSC', 'CMA', 'HLC', 'ONE', 'EMC'];
const SERVICES = [
  { vessel: 'AE1', day: 0.5 },
  { vessel: 'ME2', day: 2 },
  { vessel: 'IN3', day: 3.5 },
  { vessel: 'FE4', day: 5 },
];
const EXPORT_WINDOW = [12, 144] as const;
const EMPTY_DWELL = { median: 96, sigma: 0.8 };
const IMPORT_SIGMA = 0.5;

export function buildScenario(
  seed: number,
  size: YardSize,
  weeks: number,
  warmUpWeeks: number,
): Scenario {
  const random = new Random(seed);
  const end = weeks * HOURS_A_WEEK;
  const events: SimEvent[] = [];
  let serial = 0;
  const customers = Array.from({ length: 20 }, (_, i) => ({
    name: `C${i}`,
    median: Math.exp(Math.log(24) + random.next() * Math.log(10)),
  }));
  const meanImportDwell =
    (customers.reduce((sum, c) => sum + c.median, 0) / customers.length) *
    Math.exp(IMPORT_SIGMA ** 2 / 2);
  const meanExportDwell = (EXPORT_WINDOW[0] + EXPORT_WINDOW[1]) / 2;
  const meanEmptyDwell = EMPTY_DWELL.median * Math.exp(EMPTY_DWELL.sigma ** 2 / 2);

  for (const [sizeFeet, stacks] of [
    [20, size.stacks20],
    [40, size.stacks40],
  ] as const) {
    const stock = FILL * stacks * size.tiers;
    const box = (category: Category, arrival: number, fields: Partial<SimBox>): SimBox => ({
      id: `B${++serial}`,
      sizeFeet,
      category,
      customer: null,
      liner: random.pick(LINERS),
      vessel: null,
      arrival,
      departure: arrival,
      announcedNoise: null,
      ...fields,
    });

    const importRate = (0.5 * stock) / meanImportDwell;
    for (let t = random.exponential(importRate); t < end; t += random.exponential(importRate)) {
      const customer = random.pick(customers);
      const departure = t + random.lognormal(customer.median, IMPORT_SIGMA);
      const told = random.next() < 0.5;
      const noise = random.normal();
      const b = box('Import', t, {
        customer: customer.name,
        departure,
        announcedNoise: told ? noise : null,
      });
      events.push(
        { at: t, kind: 'arrive', box: b },
        { at: departure, kind: 'collect', boxId: b.id },
      );
    }

    const perCall = (0.3 * stock * HOURS_A_WEEK) / meanExportDwell / SERVICES.length;
    for (let week = 0; week * HOURS_A_WEEK < end + HOURS_A_WEEK; week++) {
      for (const service of SERVICES) {
        const sails = (week + service.day / 7) * HOURS_A_WEEK;
        const vessel = `${service.vessel}-${week}`;
        const count = Math.round(perCall * (0.8 + 0.4 * random.next()));
        for (let k = 0; k < count; k++) {
          const arrival =
            sails - EXPORT_WINDOW[0] - random.next() * (EXPORT_WINDOW[1] - EXPORT_WINDOW[0]);
          if (arrival < 0 || arrival >= end) continue;
          const b = box('Export', arrival, { vessel, departure: sails });
          events.push({ at: arrival, kind: 'arrive', box: b });
          // Loading takes the vessel's boxes of a size one by one over six hours.
          if (sails < end) {
            events.push({
              at: sails + (6 * k) / count,
              kind: 'collect-any',
              group: group.export(vessel, sizeFeet),
            });
          }
        }
      }
    }

    const emptyRate = (0.2 * stock) / meanEmptyDwell;
    for (let t = random.exponential(emptyRate); t < end; t += random.exponential(emptyRate)) {
      const released = t + random.lognormal(EMPTY_DWELL.median, EMPTY_DWELL.sigma);
      const b = box('Empty', t, { departure: released });
      events.push({ at: t, kind: 'arrive', box: b });
      if (released < end)
        events.push({ at: released, kind: 'collect-any', group: group.empty(b.liner, sizeFeet) });
    }
  }
  events.sort((a, b) => a.at - b.at || order(a) - order(b));
  return { events, warmUp: warmUpWeeks * HOURS_A_WEEK, end };
}

/** At one instant boxes leave before others arrive. */
const order = (event: SimEvent) => (event.kind === 'arrive' ? 1 : 0);
