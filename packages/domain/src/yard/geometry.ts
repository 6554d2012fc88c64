import { z } from 'zod';

/**
 * Where the yard lies on the earth. Each area is a quadrilateral given by four latitude/longitude
 * corners (the shape doc 2's bulk-location call takes); its cells are placed inside it by bilinear
 * interpolation of row and cell index, so a skewed or rotated block still gets its cells in
 * order. The yard map, the kiosk and the machine screens all draw from this.
 */

export const LatLng = z.object({
  lat: z.number('A latitude is a number.').min(-90).max(90),
  lng: z.number('A longitude is a number.').min(-180).max(180),
});
export type LatLng = z.infer<typeof LatLng>;

/**
 * An area's corners, in this order: where its first row meets its first cell, first row / last
 * cell, last row / last cell, last row / first cell (around the block, either direction).
 */
export const AreaCorners = z.tuple([LatLng, LatLng, LatLng, LatLng], {
  error: 'An area has four corners.',
});
export type AreaCorners = z.infer<typeof AreaCorners>;

/**
 * The point at (u, v) of a quadrilateral: u runs from the first cell (0) to past the last (1),
 * v from the first row (0) to past the last (1).
 */
export function bilinear(corners: AreaCorners, u: number, v: number): LatLng {
  const [a, b, c, d] = corners;
  const weights = [(1 - u) * (1 - v), u * (1 - v), u * v, (1 - u) * v] as const;
  return {
    lat: weights[0] * a.lat + weights[1] * b.lat + weights[2] * c.lat + weights[3] * d.lat,
    lng: weights[0] * a.lng + weights[1] * b.lng + weights[2] * c.lng + weights[3] * d.lng,
  };
}

/** A cell's place in its area: its row and cell positions (0-based) and the area's counts. */
export interface GridPlace {
  row: number;
  rows: number;
  cell: number;
  cells: number;
}

/**
 * The four corners of a run of cells (one cell, or a cell pair for a 40 ft box) in an area, in
 * the area's corner order. `inset` (0 to <0.5) shrinks the cell on each side by that share of
 * its size, so neighbouring cells are drawn apart.
 */
export function cellQuad(
  corners: AreaCorners,
  place: GridPlace,
  span = 1,
  inset = 0,
): [LatLng, LatLng, LatLng, LatLng] {
  const u0 = (place.cell + inset) / place.cells;
  const u1 = (place.cell + span - inset) / place.cells;
  const v0 = (place.row + inset) / place.rows;
  const v1 = (place.row + 1 - inset) / place.rows;
  return [
    bilinear(corners, u0, v0),
    bilinear(corners, u1, v0),
    bilinear(corners, u1, v1),
    bilinear(corners, u0, v1),
  ];
}

/** The middle of a polygon's corners. */
export function centroid(points: readonly LatLng[]): LatLng {
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}

/** The smallest latitude/longitude box around the points. */
export function boundsOf(
  points: readonly LatLng[],
): { south: number; west: number; north: number; east: number } | undefined {
  if (points.length === 0) return undefined;
  return {
    south: Math.min(...points.map((p) => p.lat)),
    north: Math.max(...points.map((p) => p.lat)),
    west: Math.min(...points.map((p) => p.lng)),
    east: Math.max(...points.map((p) => p.lng)),
  };
}

const METRES_PER_DEGREE = 111_320;

/**
 * A point `east` and `north` metres from `origin` (a flat-earth step, exact enough across a
 * terminal of a few kilometres).
 */
export function offsetMetres(origin: LatLng, east: number, north: number): LatLng {
  return {
    lat: origin.lat + north / METRES_PER_DEGREE,
    lng: origin.lng + east / (METRES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)),
  };
}

/**
 * A rectangle `width` × `depth` metres whose first corner lies `x` metres east and `y` metres
 * south of `origin` on a local plan (cells run east along x, rows south along y), with the whole
 * plan turned `bearing` degrees clockwise around the origin.
 */
export function rectangleCorners(
  origin: LatLng,
  plan: { x: number; y: number; width: number; depth: number; bearing: number },
): AreaCorners {
  const turn = (plan.bearing * Math.PI) / 180;
  const place = (x: number, y: number) => {
    // East and north of a plan point (x east, y south) after a clockwise turn.
    const east = x * Math.cos(turn) - y * Math.sin(turn);
    const north = -x * Math.sin(turn) - y * Math.cos(turn);
    return offsetMetres(origin, east, north);
  };
  const { x, y, width, depth } = plan;
  return [place(x, y), place(x + width, y), place(x + width, y + depth), place(x, y + depth)];
}

/**
 * Whether `point` lies inside the polygon (its corners in order, the last joined to the first),
 * by ray casting on latitude and longitude: fine at a yard's scale. A point on an edge may count
 * either way.
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as LatLng;
    const b = polygon[j] as LatLng;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}
