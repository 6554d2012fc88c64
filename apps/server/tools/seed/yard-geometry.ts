import { type AreaCorners, type LatLng, rectangleCorners } from '@yardline/domain/yard/geometry';
import type { AreaSpec } from './yard-plan.ts';

/** A 20 ft ground slot along its row, with the gap to the next (metres). */
export const CELL_LENGTH_M = 6.5;
/** A row of boxes side by side, with the gap to the next row (metres). */
export const ROW_PITCH_M = 2.9;
/** Driving lanes between blocks (metres). */
const ROAD_M = 22;
/** The demo terminal is laid out slightly off north, as quays rarely are. */
const BEARING_DEG = 12;

/** The blocks of each column of the plan, west to east, each listed north to south. */
const COLUMNS: readonly (readonly string[])[] = [
  ['A', 'B', 'C', 'D', 'E', 'F'],
  ['HZ', 'RF', 'RF4', 'MT', 'MT4'],
];

const size = (area: Pick<AreaSpec, 'rows' | 'cellsPerRow'>) => ({
  width: area.cellsPerRow * CELL_LENGTH_M,
  depth: area.rows * ROW_PITCH_M,
});

/**
 * Four latitude/longitude corners for each demo area: blocks of real size (a cell is a 20 ft
 * slot, a row a box's width) in two columns with roads between, the whole plan centred on the
 * terminal's `center` and turned a little. Areas not in the plan get none.
 */
export function demoAreaCorners(
  specs: readonly AreaSpec[],
  center: LatLng,
): Map<string, AreaCorners> {
  const byName = new Map(specs.map((spec) => [spec.name, spec]));
  const placed: { name: string; x: number; y: number; width: number; depth: number }[] = [];
  let x = 0;
  for (const column of COLUMNS) {
    let y = 0;
    let widest = 0;
    for (const name of column) {
      const spec = byName.get(name);
      if (!spec) continue;
      const { width, depth } = size(spec);
      placed.push({ name, x, y, width, depth });
      y += depth + ROAD_M;
      widest = Math.max(widest, width);
    }
    x += widest + ROAD_M;
  }
  // Centre the plan on the terminal's centre point.
  const east = Math.max(...placed.map((p) => p.x + p.width));
  const south = Math.max(...placed.map((p) => p.y + p.depth));
  return new Map(
    placed.map((p) => [
      p.name,
      rectangleCorners(center, {
        x: p.x - east / 2,
        y: p.y - south / 2,
        width: p.width,
        depth: p.depth,
        bearing: BEARING_DEG,
      }),
    ]),
  );
}
