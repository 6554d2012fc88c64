import { z } from 'zod';

/**
 * What a suggestion weighs, each a cost multiplier (0 ignores the part). The parts, each in the
 * breakdown a planner sees:
 * - expectedReshuffles: the chance the box must be moved to reach a box below it that leaves
 *   first (exchangeable boxes below cost nothing);
 * - stackCompatibility: the room left above the box times the chance it leaves before a typical
 *   later arrival stacked on it (a box leaving soon belongs high, a box staying long low);
 * - ruleFit: a cell kept for this kind of box by a colour rule fits better than a free one;
 * - distance: travel from the gate;
 * - height: lower tiers first, which levels the yard when nothing else tells slots apart.
 */
const Weight = z
  .number('A weight is a number.')
  .min(0, 'A weight is at least 0.')
  .max(10, 'A weight is at most 10.');

export const PlanningWeights = z.object({
  ruleFit: Weight,
  stackCompatibility: Weight,
  expectedReshuffles: Weight,
  distance: Weight,
  height: Weight,
});
export type PlanningWeights = z.infer<typeof PlanningWeights>;
export type ScorePart = keyof PlanningWeights;

/** The defaults `bench/planning` measures (the README's planning table). */
export const DEFAULT_WEIGHTS: PlanningWeights = {
  expectedReshuffles: 1,
  stackCompatibility: 0.4,
  ruleFit: 0.3,
  height: 0.1,
  distance: 0.05,
};
