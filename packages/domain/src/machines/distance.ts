import type { LatLng } from '../yard/geometry.ts';

/** Doc 3 §9: the earth's radius for the nearest-machine distance, in kilometres. */
export const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points by the haversine formula, in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** What the nearest-machine choice reads of a machine. */
export interface PlacedMachine {
  machineStatus: string;
  lat: number | null;
  lng: number | null;
}

/**
 * The machine nearest to `point` (doc 3 §4: "the nearest machine by distance (excluding machines
 * in Break-Down) is pre-assigned, otherwise ALL"). Machines in Break-Down and machines with no
 * known position are left out; `undefined` when none is left, so the caller assigns ALL. On a
 * tie the first in the list wins.
 */
export function nearestMachine<M extends PlacedMachine>(
  machines: readonly M[],
  point: LatLng,
): M | undefined {
  return nearestWithDistance(machines, point)?.machine;
}

/** As nearestMachine, with how far the machine is from `point`, in kilometres. */
export function nearestWithDistance<M extends PlacedMachine>(
  machines: readonly M[],
  point: LatLng,
): { machine: M; km: number } | undefined {
  let best: { machine: M; km: number } | undefined;
  for (const machine of machines) {
    if (!isAvailable(machine)) continue;
    const km = haversineKm(point, { lat: machine.lat, lng: machine.lng });
    if (!best || km < best.km) best = { machine, km };
  }
  return best;
}

/** A machine that may be given work: not in Break-Down, and somewhere known. */
export const isAvailable = <M extends PlacedMachine>(
  machine: M,
): machine is M & { lat: number; lng: number } =>
  machine.machineStatus !== BREAK_DOWN && machine.lat !== null && machine.lng !== null;

/** The status of a machine out of order (doc 2 §4, doc 3 §9). */
export const BREAK_DOWN = 'Break-Down';
