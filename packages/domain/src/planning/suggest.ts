import { leavesBeforeLog, logRemaining } from './departure.ts';
import { exchangeGroup } from './exchange.ts';
import { cellAcceptance } from './hard-rules.ts';
import { normalCdf } from './normal.ts';
import type { PlanningBox, PlanningCell, PlanningYard } from './planning-yard.ts';
import { DEFAULT_WEIGHTS, type PlanningWeights, type ScorePart } from './weights.ts';

/**
 * Ranks the slots a box may go to (design note, "a design that combines them"): hard rules first
 * (the yard's spans and heights, the cell rules), then the lowest weighted cost. Pure and
 * deterministic: equal costs keep the yard's cell order.
 */

export interface PlanningContext {
  now: number;
  weights?: PlanningWeights;
  /** The stay of a typical arrival, against which a box's chance of being buried is judged. */
  typicalStay?: { hours: number; spread: number };
  /** Cells the box must not go to (the stack a relocated box comes from). */
  excludeCells?: ReadonlySet<number>;
}

export interface PartScore {
  /** The part's own measure (see {@link PlanningWeights}). */
  value: number;
  /** What it adds to the cost: its cost times its weight. */
  cost: number;
}

export interface SlotSuggestion {
  location: string;
  cellIds: number[];
  height: number;
  /** Lower is better. */
  cost: number;
  /** 100 × e^−cost: 100 for a slot with nothing against it. */
  matchPercent: number;
  breakdown: Record<ScorePart, PartScore>;
  reason: string;
}

const DEFAULT_STAY = { hours: 72, spread: 1 };

interface Raw {
  span: readonly number[];
  height: number;
  cost: number;
  reshuffle: number;
  future: number;
  exchangeableBelow: number;
  below: number;
}

/** The best `limit` slots for the box, best first (empty when no slot may take it). */
export function suggestSlots(
  yard: PlanningYard,
  box: PlanningBox,
  context: PlanningContext,
  limit = 5,
): SlotSuggestion[] {
  const weights = context.weights ?? DEFAULT_WEIGHTS;
  const { now } = context;
  yard.prepare(now);
  const accepts = cellAcceptance(box, yard.hasPlugs);
  const group = yard.groupId(exchangeGroup(box));
  const logBox = logRemaining(box.departure, now);
  const varianceBox = box.departure.spread * box.departure.spread + 1e-6;
  const stay = context.typicalStay ?? DEFAULT_STAY;
  // The chance the box leaves before a typical later arrival: what makes room above it costly.
  const buried = leavesBeforeLog(logBox, box.departure.spread, Math.log(stay.hours), stay.spread);
  const exclude = context.excludeCells;
  const {
    cells,
    stacks,
    levels,
    plannedTop,
    startHeight,
    tiers,
    slotLog,
    slotVariance,
    slotGroup,
  } = yard;
  const best: Raw[] = [];

  for (const span of yard.spansFor(box.sizeFeet)) {
    const first = span[0] as number;
    const level = levels[first] as number;
    let maxHeight = Number.POSITIVE_INFINITY;
    let distance = 0;
    let ruleCost = 0;
    let ok = true;
    for (const i of span) {
      const cell = cells[i] as PlanningCell;
      if (levels[i] !== level || plannedTop[i] === 1 || !accepts(cell) || exclude?.has(cell.id)) {
        ok = false;
        break;
      }
      maxHeight = Math.min(maxHeight, cell.maxHeight);
      distance += cell.distance / span.length;
      if (!cell.rule) ruleCost = 0.5;
    }
    if (!ok || level >= maxHeight) continue;

    const room = Math.max(maxHeight - 1, 1);
    const future = ((maxHeight - 1 - level) / room) * buried;
    // Everything but the reshuffles: when that alone loses to the kept slots, skip the stack.
    const settled =
      weights.stackCompatibility * future +
      weights.ruleFit * ruleCost +
      weights.distance * distance +
      weights.height * (level / room);
    if (best.length === limit && settled >= (best[limit - 1] as Raw).cost) continue;

    let stays = 1;
    let exchangeableBelow = 0;
    let below = 0;
    for (const i of span) {
      for (let h = 0; h < level; h++) {
        if (i !== first && (stacks[first] as PlanningBox[])[h] === (stacks[i] as PlanningBox[])[h])
          continue;
        below++;
        const at = i * tiers + h;
        if (group >= 0 && slotGroup[at] === group) {
          exchangeableBelow++;
          continue;
        }
        // P(the box below leaves first) = Φ((log R_new − log R_below) / √(σ² + σ²)).
        stays *=
          1 -
          normalCdf(
            (logBox - (slotLog[at] as number)) /
              Math.sqrt(varianceBox + (slotVariance[at] as number)),
          );
      }
    }
    const reshuffle = 1 - stays;
    const cost = settled + weights.expectedReshuffles * reshuffle;
    if (best.length === limit && cost >= (best[limit - 1] as Raw).cost) continue;
    insert(
      best,
      { span, height: startHeight + level, cost, reshuffle, future, exchangeableBelow, below },
      limit,
    );
  }
  return best.map((raw) => describe(yard, raw, weights, box));
}

/** Keeps `best` sorted by cost and at most `limit` long; a later equal cost goes after. */
function insert(best: Raw[], raw: Raw, limit: number) {
  let at = best.length;
  while (at > 0 && (best[at - 1] as Raw).cost > raw.cost) at--;
  best.splice(at, 0, raw);
  if (best.length > limit) best.pop();
}

function describe(
  yard: PlanningYard,
  raw: Raw,
  weights: PlanningWeights,
  box: PlanningBox,
): SlotSuggestion {
  const cells = raw.span.map((i) => yard.cells[i] as PlanningCell);
  const rule = cells[0]?.rule ?? null;
  const distance = cells.reduce((sum, cell) => sum + cell.distance, 0) / cells.length;
  const tier = raw.height - yard.startHeight;
  const tiers = Math.max(Math.min(...cells.map((cell) => cell.maxHeight)) - 1, 1);
  const ruleFit = rule ? 1 : 0.5;
  const part = (value: number, cost: number, weight: number) => ({
    value: round(value),
    cost: round(cost * weight),
  });
  return {
    location: yard.location(raw.span, raw.height),
    cellIds: cells.map((cell) => cell.id),
    height: raw.height,
    cost: round(raw.cost),
    matchPercent: Math.round(100 * Math.exp(-raw.cost)),
    breakdown: {
      ruleFit: part(ruleFit, 1 - ruleFit, weights.ruleFit),
      stackCompatibility: part(1 - raw.future, raw.future, weights.stackCompatibility),
      expectedReshuffles: part(raw.reshuffle, raw.reshuffle, weights.expectedReshuffles),
      distance: part(distance, distance, weights.distance),
      height: part(raw.height, tier / tiers, weights.height),
    },
    reason: reasonFor(raw, rule?.name ?? null, box),
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** One line a planner reads: what made this slot the choice. */
function reasonFor(raw: Raw, ruleName: string | null, box: PlanningBox): string {
  const parts: string[] = [];
  if (ruleName) parts.push(`cells of rule ${ruleName}`);
  if (raw.below === 0) parts.push('a free ground slot');
  else if (raw.exchangeableBelow === raw.below)
    parts.push(
      box.category.toLowerCase() === 'export'
        ? 'on exports for the same vessel and size'
        : 'on empties of the same liner and size',
    );
  else if (raw.reshuffle < 0.25) parts.push('on boxes expected to leave after it');
  else parts.push(`${Math.round(raw.reshuffle * 100)} % chance of a reshuffle`);
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
