/**
 * The nearest-machine choice (doc 3 §4) over 100 machines, as the task form and the gate make
 * it: `npm run bench:nearest`. Prints p50/p95/p99 of one choice in milliseconds.
 */
import { BREAK_DOWN, nearestMachine } from '@yardline/domain/machines/distance';

const MACHINES = 100;
const RUNS = 20_000;
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const around = (centre: number) => centre + (random() - 0.5) * 0.01;

const machines = Array.from({ length: MACHINES }, (_, i) => ({
  machineName: `M-${i}`,
  machineStatus: i % 10 === 0 ? BREAK_DOWN : 'Working',
  lat: i % 17 === 0 ? null : around(18.9498),
  lng: i % 17 === 0 ? null : around(72.952),
}));

const times: number[] = [];
let chosen = 0;
for (let run = 0; run < RUNS; run++) {
  const box = { lat: around(18.9498), lng: around(72.952) };
  const started = performance.now();
  if (nearestMachine(machines, box)) chosen++;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(4);
console.log(
  `nearest machine of ${MACHINES} (${RUNS} choices, ${chosen} found): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
);
