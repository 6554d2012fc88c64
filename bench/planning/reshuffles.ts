import type { InfoMode } from './knowledge.ts';
import { enginePolicy, levelingPolicy, type Policy, randomPolicy } from './policies.ts';
import { buildScenario, type YardSize } from './scenario.ts';
import { type SimResult, simulate } from './simulate.ts';

/** The reshuffle table: every policy on the same seeded histories. */

export const SIM_YARD: YardSize = { stacks20: 240, stacks40: 120, tiers: 4 };
const WEEKS = 8;
const WARM_UP_WEEKS = 2;

export interface Row {
  policy: string;
  mode: InfoMode | '—';
  retrievals: number;
  reshuffles: number;
  rejected: number;
  fill: number;
}

const RUNS: { label: string; mode: InfoMode; policy: (seed: number) => Policy }[] = [
  { label: 'random', mode: 'unknown', policy: (seed) => randomPolicy(seed) },
  { label: 'leveling', mode: 'unknown', policy: (seed) => levelingPolicy(seed) },
  { label: 'engine', mode: 'informed', policy: () => enginePolicy('engine') },
  { label: 'engine', mode: 'noisy', policy: () => enginePolicy('engine') },
  { label: 'engine', mode: 'unknown', policy: () => enginePolicy('engine') },
  { label: 'perfect information', mode: 'perfect', policy: () => enginePolicy('perfect') },
];

export function reshuffleTable(seeds: readonly number[]): Row[] {
  const scenarios = seeds.map((seed) => buildScenario(seed, SIM_YARD, WEEKS, WARM_UP_WEEKS));
  return RUNS.map((run) => {
    const total: SimResult = { retrievals: 0, reshuffles: 0, rejected: 0, fill: 0 };
    scenarios.forEach((scenario, i) => {
      const result = simulate(scenario, SIM_YARD, run.policy(seeds[i] as number), run.mode);
      total.retrievals += result.retrievals;
      total.reshuffles += result.reshuffles;
      total.rejected += result.rejected;
      total.fill += result.fill / scenarios.length;
    });
    const baseline = run.label === 'random' || run.label === 'leveling';
    return { policy: run.label, mode: baseline ? '—' : run.mode, ...total };
  });
}
