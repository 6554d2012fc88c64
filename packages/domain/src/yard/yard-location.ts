import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { LatLng } from './geometry.ts';

/**
 * Yard locations (doc 3 §3, §5, §9): named zones drawn as polygons on the yard map, either yard
 * zones or task destinations. A polygon has 4 to 8 points and its sides do not cross.
 */

export const YARD_LOCATION_TYPES = ['YARD_ZONE', 'TASK_TO_LOCATION'] as const;
export type YardLocationType = (typeof YARD_LOCATION_TYPES)[number];

export const MIN_POINTS = 4;
export const MAX_POINTS = 8;

/** Doc 3 §8's messages word for word, and the reasons a polygon is refused. */
export const YARD_LOCATION_MESSAGES = {
  saved: 'Yard location saved successfully',
  notSaved: 'Yard location could not be saved.',
  nameRequired: 'Enter a name.',
  tooFew: `A yard location needs at least ${MIN_POINTS} points.`,
  tooMany: `A yard location has at most ${MAX_POINTS} points.`,
  crossing: 'The sides of a yard location must not cross each other.',
  repeated: 'A yard location cannot have the same point twice.',
  nameTaken: (name: string) => `A yard location named ${name} already exists.`,
  notFound: (id: number) => `Yard location ${id} does not exist.`,
} as const;

type Point = { lat: number; lng: number };

/** Twice the signed area of triangle abc: > 0 turning left, < 0 right, 0 in line. */
const turn = (a: Point, b: Point, c: Point) =>
  (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);

/** Whether c lies on segment ab, given the three are in line. */
const within = (a: Point, b: Point, c: Point) =>
  Math.min(a.lng, b.lng) <= c.lng &&
  c.lng <= Math.max(a.lng, b.lng) &&
  Math.min(a.lat, b.lat) <= c.lat &&
  c.lat <= Math.max(a.lat, b.lat);

/** Whether segments ab and cd meet, touching included. */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return (
    (d1 === 0 && within(c, d, a)) ||
    (d2 === 0 && within(c, d, b)) ||
    (d3 === 0 && within(a, b, c)) ||
    (d4 === 0 && within(a, b, d))
  );
}

/**
 * What is wrong with a polygon (its points in order, the last joined to the first), if anything:
 * fewer than 4 or more than 8 points, a point given twice, or two sides that cross or touch other
 * than at the corner they share.
 */
export function polygonProblem(points: readonly Point[]): string | undefined {
  if (points.length < MIN_POINTS) return YARD_LOCATION_MESSAGES.tooFew;
  if (points.length > MAX_POINTS) return YARD_LOCATION_MESSAGES.tooMany;
  const keys = new Set(points.map((p) => `${p.lat},${p.lng}`));
  if (keys.size !== points.length) return YARD_LOCATION_MESSAGES.repeated;
  const n = points.length;
  const side = (i: number) => [points[i % n] as Point, points[(i + 1) % n] as Point] as const;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring sides share a corner; they cross only by folding back along each other.
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      const [a, b] = side(i);
      const [c, d] = side(j);
      if (neighbours) {
        const [shared, p, q] = j === i + 1 ? [b, a, d] : [a, b, c];
        if (turn(p, shared, q) === 0 && within(p, q, shared) === false)
          return YARD_LOCATION_MESSAGES.crossing;
        continue;
      }
      if (segmentsMeet(a, b, c, d)) return YARD_LOCATION_MESSAGES.crossing;
    }
  }
  return undefined;
}

const Name = TextLine.trim().min(1, YARD_LOCATION_MESSAGES.nameRequired).max(100);

/** POST /rest/yard-locations and PUT /rest/yard-locations/{id}. */
export const YardLocationInput = z
  .object({
    name: Name,
    type: z.enum(YARD_LOCATION_TYPES, 'type is YARD_ZONE or TASK_TO_LOCATION'),
    coordinates: z.array(LatLng).max(100),
  })
  .superRefine((value, ctx) => {
    const problem = polygonProblem(value.coordinates);
    if (problem) ctx.addIssue({ code: 'custom', path: ['coordinates'], message: problem });
  });
export type YardLocationInput = z.infer<typeof YardLocationInput>;

export const YardLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(YARD_LOCATION_TYPES),
  coordinates: z.array(LatLng),
});
export type YardLocation = z.infer<typeof YardLocation>;
