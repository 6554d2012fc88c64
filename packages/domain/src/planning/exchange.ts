import type { PlanningBox } from './planning-yard.ts';

/**
 * Exchangeable boxes (Dekker, Voogd & van Asperen 2006): when a vessel loads "an export box of
 * this size" or a liner releases "an empty of this size", any box of the group will do, so
 * boxes of one group stacked on each other never have to be dug out for each other.
 */
const groups = new WeakMap<PlanningBox, string | null>();

function groupOf(box: PlanningBox): string | null {
  const category = box.category.toLowerCase();
  if (category === 'export' && box.vessel) return `export|${box.vessel}|${box.sizeFeet}`;
  if (category === 'empty' && box.liner) return `empty|${box.liner}|${box.sizeFeet}`;
  return null;
}

/** The box's exchange group, or null when a truck comes for this very box. */
export function exchangeGroup(box: PlanningBox): string | null {
  let group = groups.get(box);
  if (group === undefined) {
    group = groupOf(box);
    groups.set(box, group);
  }
  return group;
}
