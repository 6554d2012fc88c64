import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AreaCorners,
  AreaCorners as AreaCornersSchema,
  bilinear,
  boundsOf,
  cellQuad,
  centroid,
  offsetMetres,
  rectangleCorners,
} from './geometry.ts';

const square: AreaCorners = [
  { lat: 10, lng: 20 },
  { lat: 10, lng: 21 },
  { lat: 9, lng: 21 },
  { lat: 9, lng: 20 },
];

/** A skewed block: no side parallel to another. */
const skewed: AreaCorners = [
  { lat: 1, lng: 1 },
  { lat: 1.2, lng: 3 },
  { lat: 3, lng: 3.5 },
  { lat: 2.5, lng: 0.8 },
];

describe('bilinear', () => {
  it('gives the corners at the unit square corners', () => {
    expect(bilinear(skewed, 0, 0)).toEqual(skewed[0]);
    expect(bilinear(skewed, 1, 0)).toEqual(skewed[1]);
    expect(bilinear(skewed, 1, 1)).toEqual(skewed[2]);
    expect(bilinear(skewed, 0, 1)).toEqual(skewed[3]);
  });

  it('gives the middle of a parallelogram at (0.5, 0.5)', () => {
    expect(bilinear(square, 0.5, 0.5)).toEqual({ lat: 9.5, lng: 20.5 });
  });

  it('stays inside the corners’ bounds for any (u, v) in the unit square', () => {
    const box = boundsOf(skewed);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (u, v) => {
          const p = bilinear(skewed, u, v);
          expect(p.lat).toBeGreaterThanOrEqual((box?.south ?? 0) - 1e-9);
          expect(p.lat).toBeLessThanOrEqual((box?.north ?? 0) + 1e-9);
          expect(p.lng).toBeGreaterThanOrEqual((box?.west ?? 0) - 1e-9);
          expect(p.lng).toBeLessThanOrEqual((box?.east ?? 0) + 1e-9);
        },
      ),
    );
  });
});

describe('cellQuad', () => {
  it('tiles the area: neighbouring cells share their edge', () => {
    const first = cellQuad(skewed, { row: 1, rows: 4, cell: 2, cells: 5 });
    const next = cellQuad(skewed, { row: 1, rows: 4, cell: 3, cells: 5 });
    const below = cellQuad(skewed, { row: 2, rows: 4, cell: 2, cells: 5 });
    expect(next[0]).toEqual(first[1]);
    expect(next[3]).toEqual(first[2]);
    expect(below[0]).toEqual(first[3]);
    expect(below[1]).toEqual(first[2]);
  });

  it('places the first and last cells in the area’s corners', () => {
    expect(cellQuad(skewed, { row: 0, rows: 3, cell: 0, cells: 4 })[0]).toEqual(skewed[0]);
    expect(cellQuad(skewed, { row: 2, rows: 3, cell: 3, cells: 4 })[2]).toEqual(skewed[2]);
  });

  it('spans a cell pair for a long box', () => {
    const pair = cellQuad(square, { row: 0, rows: 2, cell: 0, cells: 4 }, 2);
    const second = cellQuad(square, { row: 0, rows: 2, cell: 1, cells: 4 });
    expect(pair[1]).toEqual(second[1]);
  });

  it('shrinks a cell by the inset and keeps its centre', () => {
    const place = { row: 0, rows: 2, cell: 1, cells: 2 };
    const whole = cellQuad(square, place);
    const inset = cellQuad(square, place, 1, 0.1);
    expect(centroid(inset).lat).toBeCloseTo(centroid(whole).lat, 12);
    expect(centroid(inset).lng).toBeCloseTo(centroid(whole).lng, 12);
    expect(inset[1].lng - inset[0].lng).toBeCloseTo((whole[1].lng - whole[0].lng) * 0.8, 12);
  });
});

describe('rectangleCorners', () => {
  const origin = { lat: 18.95, lng: 72.95 };

  it('lays an unturned block east and south of its origin', () => {
    const [a, b, c, d] = rectangleCorners(origin, {
      x: 0,
      y: 0,
      width: 100,
      depth: 50,
      bearing: 0,
    });
    expect(a).toEqual(origin);
    expect(b.lat).toBeCloseTo(origin.lat, 12);
    expect(b.lng).toBeGreaterThan(origin.lng);
    expect(c.lat).toBeLessThan(origin.lat);
    expect(d.lng).toBeCloseTo(origin.lng, 12);
  });

  it('keeps the side lengths when turned', () => {
    const metres = (p: { lat: number; lng: number }, q: { lat: number; lng: number }) => {
      const north = (q.lat - p.lat) * 111_320;
      const east = (q.lng - p.lng) * 111_320 * Math.cos((p.lat * Math.PI) / 180);
      return Math.hypot(north, east);
    };
    const [a, b, , d] = rectangleCorners(origin, {
      x: 30,
      y: 40,
      width: 120,
      depth: 45,
      bearing: 27,
    });
    expect(metres(a, b)).toBeCloseTo(120, 0);
    expect(metres(a, d)).toBeCloseTo(45, 0);
  });

  it('gives corners the schema accepts', () => {
    const corners = rectangleCorners(origin, { x: 0, y: 0, width: 10, depth: 10, bearing: 5 });
    expect(AreaCornersSchema.safeParse(corners).success).toBe(true);
    expect(AreaCornersSchema.safeParse(corners.slice(0, 3)).success).toBe(false);
  });
});

describe('offsetMetres', () => {
  it('moves about 111 km for a degree of latitude', () => {
    expect(offsetMetres({ lat: 0, lng: 0 }, 0, 111_320).lat).toBeCloseTo(1, 9);
  });
});
