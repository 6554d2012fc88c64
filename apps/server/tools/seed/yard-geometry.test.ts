import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import { boundsOf, cellQuad, centroid } from '@yardline/domain/yard/geometry';
import { describe, expect, it } from 'vitest';
import { demoAreaCorners } from './yard-geometry.ts';
import { DEMO_AREAS } from './yard-plan.ts';

const center = DEFAULT_METADATA.yardCenter;
const corners = demoAreaCorners(DEMO_AREAS, center);

/** Whether two convex quads overlap, by the separating-axis test on their edges. */
function overlap(a: { lat: number; lng: number }[], b: { lat: number; lng: number }[]) {
  const axes = [a, b].flatMap((poly) =>
    poly.map((p, i) => {
      const q = poly[(i + 1) % poly.length] as typeof p;
      return { lat: -(q.lng - p.lng), lng: q.lat - p.lat };
    }),
  );
  return axes.every((axis) => {
    const project = (poly: typeof a) => poly.map((p) => p.lat * axis.lat + p.lng * axis.lng);
    const [pa, pb] = [project(a), project(b)];
    return Math.max(...pa) > Math.min(...pb) && Math.max(...pb) > Math.min(...pa);
  });
}

describe('demoAreaCorners', () => {
  it('places every demo area', () => {
    expect([...corners.keys()].sort()).toEqual(DEMO_AREAS.map((a) => a.name).sort());
  });

  it('centres the terminal on its centre point, within a kilometre', () => {
    const all = [...corners.values()].flat();
    const box = boundsOf(all);
    expect(box).toBeDefined();
    const middle = {
      lat: ((box?.south ?? 0) + (box?.north ?? 0)) / 2,
      lng: ((box?.west ?? 0) + (box?.east ?? 0)) / 2,
    };
    expect(Math.abs(middle.lat - center.lat)).toBeLessThan(0.002);
    expect(Math.abs(middle.lng - center.lng)).toBeLessThan(0.002);
    expect((box?.north ?? 0) - (box?.south ?? 0)).toBeLessThan(0.01);
  });

  it('keeps the blocks apart', () => {
    const quads = [...corners.entries()];
    for (const [i, [name, quad]] of quads.entries()) {
      for (const [other, next] of quads.slice(i + 1)) {
        expect(overlap(quad, next), `${name} and ${other}`).toBe(false);
      }
    }
  });

  it('puts cell 01 of row 01 at the first corner and the last cell at the third', () => {
    const area = DEMO_AREAS[0];
    const quad = corners.get(area?.name ?? '');
    if (!area || !quad) throw new Error('area A is missing');
    const first = centroid(
      cellQuad(quad, { row: 0, rows: area.rows, cell: 0, cells: area.cellsPerRow }),
    );
    const last = centroid(
      cellQuad(quad, {
        row: area.rows - 1,
        rows: area.rows,
        cell: area.cellsPerRow - 1,
        cells: area.cellsPerRow,
      }),
    );
    const distance = (p: typeof first, q: typeof first) => Math.hypot(p.lat - q.lat, p.lng - q.lng);
    expect(distance(first, quad[0])).toBeLessThan(distance(first, quad[2]));
    expect(distance(last, quad[2])).toBeLessThan(distance(last, quad[0]));
  });
});
