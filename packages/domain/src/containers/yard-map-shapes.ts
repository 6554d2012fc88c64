import { type AreaCorners, cellQuad, type LatLng } from '../yard/geometry.ts';
import type { YardLayout } from '../yard/layout.schema.ts';
import { parseLocation, splitSlotKey } from '../yard/slot-key.ts';

/** A quadrilateral on the earth, corners in order around it. */
export type Quad = [LatLng, LatLng, LatLng, LatLng];

export interface CellShape {
  area: string;
  fullName: string;
  corners: Quad;
}

export interface BoxShape {
  number: string;
  location: string;
  corners: Quad;
}

interface CellPlace {
  corners: AreaCorners;
  row: number;
  rows: number;
  cell: number;
  cells: number;
}

/** Where each cell of the surveyed areas lies (areas without corners are left out). */
function cellPlaces(layout: YardLayout): Map<string, CellPlace & { area: string }> {
  const places = new Map<string, CellPlace & { area: string }>();
  for (const area of layout.areaLayouts) {
    const corners = area.corners;
    if (!corners) continue;
    const cells = Math.max(1, ...area.rowLayouts.map((row) => row.cellLayouts.length));
    area.rowLayouts.forEach((row, rowIndex) => {
      row.cellLayouts.forEach((cell, cellIndex) => {
        places.set(cell.fullName, {
          area: area.name,
          corners,
          row: rowIndex,
          rows: area.rowLayouts.length,
          cell: cellIndex,
          cells,
        });
      });
    });
  }
  return places;
}

/** The yard plan: every cell of every surveyed area, drawn slightly apart from its neighbours. */
export function yardCellShapes(layout: YardLayout): CellShape[] {
  return [...cellPlaces(layout)].map(([fullName, place]) => ({
    area: place.area,
    fullName,
    corners: cellQuad(place.corners, place, 1, 0.06),
  }));
}

/**
 * Each located box's footprint: its cell, or both cells of a long box. Boxes in an area without
 * corners have no place on the map and are left out.
 */
export function boxShapes(
  layout: YardLayout,
  boxes: readonly { number: string; location: string }[],
): BoxShape[] {
  const places = cellPlaces(layout);
  return boxes.flatMap((box) => {
    const cells = (parseLocation(box.location) ?? [])
      .map((key) => places.get(splitSlotKey(key)?.cell ?? ''))
      .filter((place) => place !== undefined);
    const first = cells.reduce<CellPlace | undefined>(
      (left, place) => (left === undefined || place.cell < left.cell ? place : left),
      undefined,
    );
    if (!first) return [];
    return [
      {
        number: box.number,
        location: box.location,
        corners: cellQuad(first.corners, first, cells.length),
      },
    ];
  });
}
