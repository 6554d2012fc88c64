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
