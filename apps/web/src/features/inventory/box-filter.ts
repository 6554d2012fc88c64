import { NUMBER_WIDTH, type YardContainers } from '@yardline/domain/yard/yard-containers';
import { UNKNOWN_LINER_COLOUR } from '../../components/yard-grid/yard-canvas.ts';

export { linerColours, UNKNOWN_LINER_COLOUR } from '../../components/yard-grid/yard-canvas.ts';

/** Doc 2 §2: the size filters. */
export type SizeFilter = 'all' | '20' | '40';

/**
 * What the inventory shows in full colour; every other box is drawn faded. `found` holds box
 * indices (a search or an IGM/item's boxes), undefined when nothing is being looked for.
 */
export interface BoxFilter {
  size: SizeFilter;
  /** A liner id from the pie chart (0: boxes without a known liner); undefined for all. */
  linerId?: number;
  found?: ReadonlySet<number>;
}

export const isFiltering = (filter: BoxFilter): boolean =>
  filter.size !== 'all' || filter.linerId !== undefined || filter.found !== undefined;

/** Whether box `i` passes the filter (drawn in full colour). */
export function boxShown(boxes: YardContainers, filter: BoxFilter, i: number): boolean {
  if (filter.size === '20' && (boxes.sizes[i] ?? 0) > 20) return false;
  if (filter.size === '40' && (boxes.sizes[i] ?? 0) <= 20) return false;
  if (filter.linerId !== undefined && (boxes.linerIds[i] ?? 0) !== filter.linerId) return false;
  return filter.found === undefined || filter.found.has(i);
}

/** How many boxes pass the filter. */
export function countShown(boxes: YardContainers, filter: BoxFilter): number {
  let shown = 0;
  for (let i = 0; i < boxes.ids.length; i++) if (boxShown(boxes, filter, i)) shown++;
  return shown;
}

/**
 * The boxes whose number contains `query` (any case, spaces ignored), in yard order: one pass of
 * indexOf over the numbers string, so a yard of 80,000 boxes answers as the user types.
 */
export function findByNumber(boxes: YardContainers, query: string): number[] {
  const needle = query.replace(/\s+/g, '').toUpperCase();
  if (needle === '' || needle.length > NUMBER_WIDTH) return [];
  const found: number[] = [];
  const haystack = boxes.numbers.toUpperCase();
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const box = Math.floor(at / NUMBER_WIDTH);
    // A match running into the next box's number is not a match.
    if ((at % NUMBER_WIDTH) + needle.length <= NUMBER_WIDTH && found.at(-1) !== box)
      found.push(box);
  }
  return found;
}

export interface LinerShare {
  /** 0 for boxes without a known liner. */
  linerId: number;
  name: string;
  color: string;
  count: number;
}

/** Boxes per liner, largest first, for the pie chart. */
export function linerShares(boxes: YardContainers): LinerShare[] {
  const counts = new Map<number, number>();
  for (const id of boxes.linerIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const liners = new Map(boxes.liners.map((liner) => [liner.id, liner]));
  return [...counts.entries()]
    .map(([linerId, count]) => {
      const liner = liners.get(linerId);
      return {
        linerId,
        name: liner?.name ?? 'Unknown liner',
        color: liner?.color ?? UNKNOWN_LINER_COLOUR,
        count,
      };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
