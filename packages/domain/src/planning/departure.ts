import { normalCdf } from './normal.ts';

/**
 * When a box is expected to leave the yard. Departures are uncertain, so an estimate is a
 * log-normal remaining time: its median (`at`, ms since 1970) and the standard deviation of the
 * log of the remaining time (`spread`). An announced or scheduled departure has a small spread;
 * one guessed from the yard's history a wide one. Comparing two estimates gives the probability
 * that one box leaves before the other; as the spreads grow it tends to one half for every pair,
 * which is what makes an engine built on it fall back to leveling when nothing is known
 * (design note: "shrink toward leveling in proportion to how uncertain the estimate is").
 */
export interface DepartureEstimate {
  at: number;
  spread: number;
}

export const HOUR_MS = 3_600_000;

/**
 * The planning engine's clock: now, to the minute. Departures are estimated in hours, so a minute
 * changes no choice, and the kept yard's per-slot figures (`PlanningYard.prepare`) are then worked
 * out once a minute instead of for every question.
 */
export const planningNow = (ms: number = Date.now()): number => ms - (ms % 60_000);

/** A box already due counts as leaving within the half hour: the log needs a positive time. */
const MIN_REMAINING_HOURS = 0.5;

/** The log of the hours from `now` until the estimate's median departure. */
export const logRemaining = (departure: DepartureEstimate, now: number): number =>
  Math.log(Math.max((departure.at - now) / HOUR_MS, MIN_REMAINING_HOURS));

/** P(a leaves before b), from their log remaining times and spreads. */
export function leavesBeforeLog(
  logA: number,
  spreadA: number,
  logB: number,
  spreadB: number,
): number {
  const scale = Math.sqrt(spreadA * spreadA + spreadB * spreadB + 1e-6);
  return normalCdf((logB - logA) / scale);
}

/** P(a leaves before b) at `now`. */
export const leavesBefore = (a: DepartureEstimate, b: DepartureEstimate, now: number): number =>
  leavesBeforeLog(logRemaining(a, now), a.spread, logRemaining(b, now), b.spread);
