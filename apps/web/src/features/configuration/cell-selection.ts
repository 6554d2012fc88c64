import type { ColourRule } from '@yardline/domain/configuration/colour-rule';

/**
 * The cells a rule may take (doc 1 §5: "cells that already have a rule cannot be selected"):
 * free cells, and the rule's own when it is being changed.
 */
export const cellFree = (
  owners: ReadonlyMap<number, ColourRule>,
  cellId: number,
  ruleId: number | undefined,
): boolean => {
  const owner = owners.get(cellId);
  return !owner || owner.id === ruleId;
};

/** One cell set on or off, as a click or a drag across the grid paints it. */
export function paintCell(
  selection: ReadonlySet<number>,
  cellId: number,
  on: boolean,
): ReadonlySet<number> {
  if (selection.has(cellId) === on) return selection;
  const next = new Set(selection);
  if (on) next.add(cellId);
  else next.delete(cellId);
  return next;
}

/**
 * A row or an area at once: selects its free cells, or clears them when every free one is
 * already selected. Cells held by other rules are left alone.
 */
export function toggleCells(
  selection: ReadonlySet<number>,
  cellIds: readonly number[],
  isFree: (cellId: number) => boolean,
): ReadonlySet<number> {
  const free = cellIds.filter(isFree);
  const allSelected = free.every((id) => selection.has(id));
  const next = new Set(selection);
  for (const id of free) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}
