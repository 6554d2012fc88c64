import { describe, expect, it } from 'vitest';
import {
  YARD_LOCATION_MESSAGES as M,
  polygonProblem,
  segmentsMeet,
  YardLocationInput,
} from './yard-location.ts';

const pts = (...pairs: [number, number][]) => pairs.map(([lat, lng]) => ({ lat, lng }));
const p = (lat: number, lng: number) => ({ lat, lng });
const square = pts([0, 0], [0, 1], [1, 1], [1, 0]);

describe('segmentsMeet', () => {
  it('sees crossing, touching and overlapping segments, not parallel or apart ones', () => {
    const [a, b] = [p(0, 0), p(1, 1)];
    expect(segmentsMeet(a, b, p(0, 1), p(1, 0))).toBe(true);
    expect(segmentsMeet(a, b, p(0.5, 0.5), p(2, 2))).toBe(true);
    expect(segmentsMeet(a, b, p(0, 2), p(1, 3))).toBe(false);
    expect(segmentsMeet(a, b, p(1, 1.5), p(1, 2))).toBe(false);
  });
});

describe('polygonProblem', () => {
  it('takes 4 to 8 points going round without crossing, convex or not', () => {
    expect(polygonProblem(square)).toBeUndefined();
    // An L-shaped yard corner: concave, 6 points.
    expect(polygonProblem(pts([0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]))).toBeUndefined();
    const octagon = Array.from({ length: 8 }, (_, k) => ({
      lat: Math.sin((k * Math.PI) / 4),
      lng: Math.cos((k * Math.PI) / 4),
    }));
    expect(polygonProblem(octagon)).toBeUndefined();
  });

  it('refuses fewer than 4 points and more than 8', () => {
    expect(polygonProblem(pts([0, 0], [0, 1], [1, 1]))).toBe(M.tooFew);
    const nine = Array.from({ length: 9 }, (_, k) => ({
      lat: Math.sin((2 * k * Math.PI) / 9),
      lng: Math.cos((2 * k * Math.PI) / 9),
    }));
    expect(polygonProblem(nine)).toBe(M.tooMany);
  });

  it('refuses a bow tie, a side folding back and a side touching another', () => {
    expect(polygonProblem(pts([0, 0], [1, 1], [0, 1], [1, 0]))).toBe(M.crossing);
    expect(polygonProblem(pts([0, 0], [0, 2], [0, 1], [1, 1]))).toBe(M.crossing);
    // The fourth corner lies on the first side.
    expect(polygonProblem(pts([0, 0], [0, 2], [1, 2], [0, 1], [-1, 1]))).toBe(M.crossing);
  });

  it('refuses a point given twice', () => {
    expect(polygonProblem(pts([0, 0], [0, 1], [1, 1], [0, 1]))).toBe(M.repeated);
  });
});

describe('YardLocationInput', () => {
  it('names the polygon problem on the coordinates', () => {
    const parsed = YardLocationInput.safeParse({
      name: 'Export zone',
      type: 'YARD_ZONE',
      coordinates: square.slice(0, 3),
    });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['coordinates'], message: M.tooFew });
    expect(
      YardLocationInput.safeParse({ name: ' ', type: 'TASK_TO_LOCATION', coordinates: square })
        .error?.issues[0]?.message,
    ).toBe(M.nameRequired);
    expect(
      YardLocationInput.safeParse({ name: 'A', type: 'GATE', coordinates: square }).success,
    ).toBe(false);
  });
});
