import { type DepartureEstimate, HOUR_MS } from './departure.ts';
import { normalCdf, normalQuantile } from './normal.ts';

/**
 * How long boxes stay, learned from the yard's own history (design note, step 1): the log of the
 * dwell time by category, by category and liner, and by category and customer, each level shrunk
 * toward the one above it in proportion to how few boxes it has seen, so a customer with two past
 * boxes borrows most of its estimate from its category. Announced departures are learned too:
 * how far the boxes that had one actually left from it.
 */

/** One box that has left: what it was and how long it stayed. */
export interface DwellRecord {
  category: string;
  customer: string | null;
  liner: string | null;
  dwellHours: number;
  /** The dwell its announced departure promised, when it had one. */
  announcedHours?: number | null;
}

interface LogStats {
  n: number;
  mean: number;
  variance: number;
}

export interface DwellModel {
  levels: ReadonlyMap<string, LogStats>;
  global: LogStats;
  /** Spread of log(actual / announced) dwell: how much an announcement is worth here. */
  announcedSpread: number;
}

/** What the model says of a box's dwell: the log-normal's parameters. */
export interface DwellEstimate {
  mu: number;
  sigma: number;
}

/** With no history at all: three days, give or take a factor of e. */
const PRIOR: LogStats = { n: 0, mean: Math.log(72), variance: 1 };
/** How many boxes a level must have seen to count as much as the level above it. */
const SHRINK = 8;
const DEFAULT_ANNOUNCED_SPREAD = 0.3;
/** A vessel's scheduled departure is the tightest estimate there is. */
export const SCHEDULED_SPREAD = 0.05;
/** A box that has stayed longer than this share of its kind has overstayed. */
const OVERSTAY = 0.95;

const keyOf = {
  category: (category: string) => `c:${category}`,
  liner: (category: string, liner: string) => `c:${category}|l:${liner}`,
  customer: (category: string, customer: string) => `c:${category}|u:${customer}`,
};

function accumulate(
  stats: Map<string, { n: number; sum: number; sumSq: number }>,
  key: string,
  x: number,
) {
  const entry = stats.get(key) ?? { n: 0, sum: 0, sumSq: 0 };
  entry.n++;
  entry.sum += x;
  entry.sumSq += x * x;
  stats.set(key, entry);
}

const toStats = ({ n, sum, sumSq }: { n: number; sum: number; sumSq: number }): LogStats => {
  const mean = sum / n;
  return { n, mean, variance: Math.max(sumSq / n - mean * mean, 0) };
};

/** Fits the model to the boxes that have left. */
export function fitDwellModel(records: readonly DwellRecord[]): DwellModel {
  const sums = new Map<string, { n: number; sum: number; sumSq: number }>();
  let announcedSq = 0;
  let announcedN = 0;
  for (const record of records) {
    if (!(record.dwellHours > 0)) continue;
    const x = Math.log(record.dwellHours);
    accumulate(sums, '*', x);
    accumulate(sums, keyOf.category(record.category), x);
    if (record.liner) accumulate(sums, keyOf.liner(record.category, record.liner), x);
    if (record.customer) accumulate(sums, keyOf.customer(record.category, record.customer), x);
    if (record.announcedHours && record.announcedHours > 0) {
      announcedSq += (x - Math.log(record.announcedHours)) ** 2;
      announcedN++;
    }
  }
  const levels = new Map([...sums].map(([key, entry]) => [key, toStats(entry)]));
  const global = shrink(levels.get('*'), PRIOR);
  levels.delete('*');
  const announcedSpread =
    announcedN >= 5 ? Math.sqrt(announcedSq / announcedN) : DEFAULT_ANNOUNCED_SPREAD;
  return { levels, global, announcedSpread };
}

/** A level's statistics pulled toward its parent's by how little it has seen. */
function shrink(level: LogStats | undefined, parent: LogStats): LogStats {
  if (!level) return parent;
  const w = level.n / (level.n + SHRINK);
  const mean = w * level.mean + (1 - w) * parent.mean;
  const variance = w * level.variance + (1 - w) * parent.variance;
  return { n: level.n + parent.n, mean, variance };
}

/** The dwell distribution the model gives a box of this category, liner and customer. */
export function estimateDwell(
  model: DwellModel,
  box: { category: string; liner: string | null; customer: string | null },
): DwellEstimate {
  const category = shrink(model.levels.get(keyOf.category(box.category)), model.global);
  const liner = box.liner
    ? shrink(model.levels.get(keyOf.liner(box.category, box.liner)), category)
    : category;
  const customer = box.customer
    ? shrink(model.levels.get(keyOf.customer(box.category, box.customer)), liner)
    : liner;
  return { mu: customer.mean, sigma: Math.sqrt(Math.max(customer.variance, 0.01)) };
}

/** What is known of a box's departure besides its history. */
export interface DepartureFacts {
  category: string;
  liner: string | null;
  customer: string | null;
  arrivedAt: number;
  /** A departure announced for this box (a delivery order, a truck appointment). */
  announcedAt?: number | null;
  /** The scheduled departure of the vessel an export box is booked on. */
  vesselDepartureAt?: number | null;
}

/**
 * A box's departure estimate at `now`: the vessel's schedule, else the announced departure (with
 * the spread announcements have shown), else the dwell model's median given that the box has
 * already stayed as long as it has.
 */
export function estimateDeparture(
  model: DwellModel,
  facts: DepartureFacts,
  now: number,
): DepartureEstimate {
  if (facts.vesselDepartureAt != null)
    return { at: facts.vesselDepartureAt, spread: SCHEDULED_SPREAD };
  if (facts.announcedAt != null) return { at: facts.announcedAt, spread: model.announcedSpread };
  const { mu, sigma } = estimateDwell(model, facts);
  const stayedHours = Math.max((now - facts.arrivedAt) / HOUR_MS, 0);
  // The median of the dwell given that it already exceeds the time stayed.
  const stayedQuantile = stayedHours > 0 ? normalCdf((Math.log(stayedHours) - mu) / sigma) : 0;
  const median = Math.exp(mu + sigma * normalQuantile(stayedQuantile + (1 - stayedQuantile) / 2));
  if (stayedQuantile < OVERSTAY) return { at: facts.arrivedAt + median * HOUR_MS, spread: sigma };
  // Past what the history has seen, the history says little: a wide guess, not "any minute".
  const remaining = Math.max(median - stayedHours, Math.exp(mu) / 2);
  return { at: now + remaining * HOUR_MS, spread: Math.max(sigma, 1) };
}
