import { autoAssign } from '@yardline/domain/planning/auto-assign';
import { HOUR_MS } from '@yardline/domain/planning/departure';
import {
  type PlanningBox,
  type PlanningCell,
  PlanningYard,
  type YardSnapshot,
} from '@yardline/domain/planning/planning-yard';
import { suggestSlots } from '@yardline/domain/planning/suggest';
import { Random } from './random.ts';

/**
 * Decision time on a big yard: 20,000 cells (100 rows of 100 20 ft cells, 100 rows of 50 merged
 * pairs), 4 tiers, filled to 75 % with boxes of random kinds and departures; then 1,000 single
 * suggestions (top five each) and an auto-assign of 200 boxes, each on the yard as it stands.
 */

const NOW = Date.UTC(2026, 0, 5);
const ROWS = 100;
const TIERS = 4;
const LINERS = ['MSK', 'MSC', 'CMA', 'HLC', 'ONE', 'EMC'];

function randomBox(random: Random, id: number, sizeFeet: number): PlanningBox {
  const category = random.pick(['Import', 'Import', 'Export', 'Empty']);
  return {
    id: `B${id}`,
    sizeFeet,
    type: 'GP',
    process: null,
    category,
    liner: random.pick(LINERS),
    customer: `C${random.int(20)}`,
    cargoType: 'General',
    hazardous: false,
    reefer: false,
    vessel: category === 'Export' ? `V${random.int(8)}` : null,
    departure: { at: NOW + random.lognormal(72, 1) * HOUR_MS, spread: 0.2 + random.next() },
  };
}

export function bigYard(seed: number): YardSnapshot {
  const random = new Random(seed);
  const cells: PlanningCell[] = [];
  for (let row = 0; row < 2 * ROWS; row++) {
    const merged = row >= ROWS;
    for (let position = 0; position < 100; position++) {
      cells.push({
        id: cells.length + 1,
        fullName: `${merged ? 'F' : 'T'}_${row + 1}_${position + 1}`,
        rowId: row,
        position,
        maxHeight: TIERS,
        pair: merged ? (position % 2 === 0 ? 'left' : 'right') : null,
        distance: row / (2 * ROWS),
        reefer: false,
        hazardous: false,
        rule: null,
      });
    }
  }
  const standing: YardSnapshot['standing'][number][] = [];
  let id = 0;
  for (let row = 0; row < 2 * ROWS; row++) {
    const merged = row >= ROWS;
    const width = merged ? 2 : 1;
    for (let p = 0; p < 100; p += width) {
      const cellIds = Array.from({ length: width }, (_, k) => row * 100 + p + k + 1);
      // 0 to 4 boxes a stack, 3 on average: 75 % of the tiers.
      const height = Math.min(TIERS, Math.max(0, Math.round(3 + 1.2 * random.normal())));
      for (let h = 1; h <= height; h++) {
        standing.push({ box: randomBox(random, ++id, merged ? 40 : 20), cellIds, height: h });
      }
    }
  }
  return { cells, standing, startHeight: 1 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

export interface SpeedFigures {
  cells: number;
  boxes: number;
  buildMs: number;
  decision: { p50: number; p95: number; p99: number };
  /** The same in CPU time: what the decision costs when the machine is shared. */
  decisionCpu: { p50: number; p95: number; p99: number };
  autoAssign200Ms: number;
  autoAssignUnallotted: number;
}

export function measureSpeed(seed = 7): SpeedFigures {
  const snapshot = bigYard(seed);
  let start = performance.now();
  const yard = new PlanningYard(snapshot);
  const buildMs = performance.now() - start;
  const random = new Random(seed + 1);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const box = randomBox(random, 1_000_000 + i, random.next() < 0.5 ? 20 : 40);
    const cpuStart = process.cpuUsage();
    start = performance.now();
    suggestSlots(yard, box, { now: NOW }, 5);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const spread = (sorted: number[]) => ({
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  });
  const batch = Array.from({ length: 200 }, (_, i) =>
    randomBox(random, 2_000_000 + i, i % 2 ? 40 : 20),
  );
  start = performance.now();
  const { unallotted } = autoAssign(yard, batch, { now: NOW });
  const autoAssign200Ms = performance.now() - start;
  return {
    cells: snapshot.cells.length,
    boxes: snapshot.standing.length,
    buildMs,
    decision: spread(times),
    decisionCpu: spread(cpu),
    autoAssign200Ms,
    autoAssignUnallotted: unallotted.length,
  };
}
