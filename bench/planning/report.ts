import { availableParallelism, loadavg } from 'node:os';
import { reshuffleTable } from './reshuffles.ts';
import { measureSpeed } from './speed.ts';

/**
 * `bench/planning`: reshuffles per retrieval for random, leveling, the engine (with good, noisy
 * and no departure information) and the engine given every true departure, on the same seeded
 * yard histories; then decision times on a 20,000-cell yard. Prints the table and the targets.
 */

const SEEDS = (process.env.PLANNING_SEEDS ?? '1,2,3').split(',').map(Number);

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

export function benchPlanning(): void {
  const started = performance.now();
  const rows = reshuffleTable(SEEDS);
  const perRetrieval = (policy: string, mode: string) => {
    const row = rows.find((r) => r.policy === policy && r.mode === mode);
    return row ? row.reshuffles / row.retrievals : Number.NaN;
  };
  const leveling = perRetrieval('leveling', '—');
  console.log(
    `planning: seeds ${SEEDS.join(', ')}, 4 tiers, 2 warm-up weeks + 6 measured weeks each`,
  );
  console.log(
    'policy               information  reshuffles/retrieval  × leveling  retrievals  turned away  mean fill',
  );
  for (const row of rows) {
    const value = row.reshuffles / row.retrievals;
    console.log(
      [
        row.policy.padEnd(20),
        String(row.mode).padEnd(12),
        value.toFixed(3).padStart(20),
        ratio(value, leveling).toFixed(2).padStart(11),
        String(row.retrievals).padStart(11),
        String(row.rejected).padStart(12),
        `${(row.fill * 100).toFixed(1)} %`.padStart(10),
      ].join(' '),
    );
  }
  const informed = ratio(perRetrieval('engine', 'informed'), leveling);
  const worst = Math.max(perRetrieval('engine', 'noisy'), perRetrieval('engine', 'unknown'));
  console.log(
    `target engine ≤ 0.60 × leveling: ${informed.toFixed(2)} × (${mark(informed <= 0.6)})`,
  );
  console.log(
    `target never worse than leveling when departures are noisy or unknown: ${mark(worst <= leveling)}`,
  );

  const speed = measureSpeed();
  console.log(
    `decision on ${speed.cells.toLocaleString('en')} cells (${speed.boxes.toLocaleString('en')} boxes): ` +
      `p50 ${speed.decision.p50.toFixed(1)} ms, p95 ${speed.decision.p95.toFixed(1)} ms, p99 ${speed.decision.p99.toFixed(1)} ms ` +
      `(target p95 ≤ 20 ms: ${mark(speed.decision.p95 <= 20)}); yard built in ${speed.buildMs.toFixed(0)} ms`,
  );
  console.log(
    `  CPU time a decision: p50 ${speed.decisionCpu.p50.toFixed(1)} ms, p95 ${speed.decisionCpu.p95.toFixed(1)} ms, ` +
      `p99 ${speed.decisionCpu.p99.toFixed(1)} ms; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    `auto-assign of 200 boxes: ${speed.autoAssign200Ms.toFixed(0)} ms, ${speed.autoAssignUnallotted} unallotted ` +
      `(target ≤ 1 s: ${mark(speed.autoAssign200Ms <= 1000)})`,
  );
  console.log(`planning bench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
