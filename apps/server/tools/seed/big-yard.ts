import type { AreaSpec } from './yard-plan.ts';

/**
 * A big terminal for benchmarks and the inventory's browser measurement: 20 blocks of 25 rows ×
 * 40 cells, six high: 20,000 cells and 120,000 slots, filled as the demo fills its general
 * blocks (about 68 %). Four of the blocks are merged in pairs for 40 ft boxes.
 * `npm run seed -- --reset --big-yard` seeds it (with the demo's users and master data).
 */
export const BIG_YARD_AREAS: readonly AreaSpec[] = Array.from({ length: 20 }, (_, i) => ({
  name: `Y${String(i + 1).padStart(2, '0')}`,
  use: 'general',
  maxHeight: 6,
  fortyFootPairs: i % 5 === 4,
  rows: 25,
  cellsPerRow: 40,
}));

/**
 * A big terminal's whole record for the containers benchmarks: 40 blocks of 25 rows × 56 cells,
 * six high (56,000 cells; every fifth block paired for long boxes), about 205,000 boxes in the
 * yard, and 800,000 past visits with their movements: over a million containers and five million
 * movements in all. `npm run seed -- --reset --big-terminal` seeds it.
 */
export const BIG_TERMINAL = {
  areas: Array.from({ length: 40 }, (_, i) => ({
    name: `T${String(i + 1).padStart(2, '0')}`,
    use: 'general',
    maxHeight: 6,
    fortyFootPairs: i % 5 === 4,
    rows: 25,
    cellsPerRow: 56,
  })) satisfies AreaSpec[],
  pastVisits: 800_000,
};
