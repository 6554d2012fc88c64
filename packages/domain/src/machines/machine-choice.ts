import { z } from 'zod';
import { ANY_MACHINE } from '../tasks/task-rules.ts';
import {
  type AreaCorners,
  cellQuad,
  centroid,
  type GridPlace,
  type LatLng,
} from '../yard/geometry.ts';
import { parseLocation, parseSlotKey, splitSlotKey } from '../yard/slot-key.ts';
import { nearestWithDistance, type PlacedMachine } from './distance.ts';

/**
 * Which machine a new task gets, and why. Doc 3 §4's rule (the nearest machine by haversine,
 * none in Break-Down, otherwise ALL) taken among the machines the allocation Gantt gives the
 * task's area at the time, when it gives any (doc 2 §3 "Machine allocation").
 */

/** Why a task has its machine; stored with the task and shown beside its machine. */
export const AssignmentReason = z.discriminatedUnion('kind', [
  /** The nearest available machine allocated to the area now; `km` from the workplace. */
  z.object({ kind: z.literal('allocated'), area: z.string(), km: z.number() }),
  /** None allocated there is available: the nearest available machine anywhere. */
  z.object({ kind: z.literal('nearest'), km: z.number() }),
  /** No machine available (all in Break-Down or unplaced), or no place known: ALL. */
  z.object({ kind: z.literal('none') }),
  /** Named by whoever made or edited the task. */
  z.object({ kind: z.literal('chosen') }),
  /** Moved to it from the tasks screen. */
  z.object({ kind: z.literal('moved') }),
]);
export type AssignmentReason = z.infer<typeof AssignmentReason>;

export interface MachineChoice {
  machine: string;
  reason: AssignmentReason;
}

/** A machine as the choice reads it. */
export interface ChoosableMachine extends PlacedMachine {
  machineName: string;
}

/** An allocation of a machine (by name) to an area (by name), from and to ISO times. */
export interface AreaAllocation {
  machine: string;
  area: string;
  fromTime: string;
  toTime: string;
}

/** Where the task's machine works: a yard area and a point in it. */
export interface Workplace {
  area: string;
  point: LatLng;
}

/** A cell's corners and place in its area, as the yard's geometry gives them. */
export type CellPlace = GridPlace & { corners: AreaCorners };

/** A task sent without a machine, or for ALL, leaves the choice to the rule. */
export const leavesMachineOpen = (machine: string | null | undefined): boolean =>
  !machine?.trim() || machine.trim() === ANY_MACHINE;

/**
 * The workplace of a location (one slot key, or two for a long box): its area, and the middle of
 * its cells; undefined when it is not a slot location or a cell has no place on the map (its
 * area has no corners).
 */
export function workplaceAt(
  location: string | null | undefined,
  places: ReadonlyMap<string, CellPlace>,
): Workplace | undefined {
  const keys = location ? parseLocation(location) : undefined;
  const area = keys?.[0] && parseSlotKey(keys[0])?.area;
  if (!keys || !area) return undefined;
  const middles: LatLng[] = [];
  for (const key of keys) {
    const place = places.get(splitSlotKey(key)?.cell ?? '');
    if (!place) return undefined;
    middles.push(centroid(cellQuad(place.corners, place)));
  }
  return { area, point: centroid(middles) };
}

/** Whether `now` (ms) lies inside the allocation (its end excluded, as the Gantt draws it). */
const current = (allocation: AreaAllocation, now: number) =>
  Date.parse(allocation.fromTime) <= now && now < Date.parse(allocation.toTime);

/** Kilometres to the metre: what the screen shows, and no false precision stored. */
const toMetre = (km: number) => Math.round(km * 1000) / 1000;

/**
 * The machine for a task working at `workplace` at `now` (ms): the nearest available machine
 * among those allocated to its area at that time, when any of them is available; else the
 * nearest available machine; else ALL. Available: not in Break-Down, with a known position. A
 * task whose workplace is unknown gets ALL (no distance to go by). On a tie the first machine in
 * the list wins.
 */
export function chooseMachine(
  machines: readonly ChoosableMachine[],
  allocations: readonly AreaAllocation[],
  workplace: Workplace | undefined,
  now: number,
): MachineChoice {
  const none: MachineChoice = { machine: ANY_MACHINE, reason: { kind: 'none' } };
  if (!workplace) return none;
  const allocated = new Set(
    allocations.filter((a) => a.area === workplace.area && current(a, now)).map((a) => a.machine),
  );
  const inArea = nearestWithDistance(
    machines.filter((m) => allocated.has(m.machineName)),
    workplace.point,
  );
  if (inArea) {
    return {
      machine: inArea.machine.machineName,
      reason: { kind: 'allocated', area: workplace.area, km: toMetre(inArea.km) },
    };
  }
  const anywhere = nearestWithDistance(machines, workplace.point);
  if (!anywhere) return none;
  return {
    machine: anywhere.machine.machineName,
    reason: { kind: 'nearest', km: toMetre(anywhere.km) },
  };
}

const distance = (km: number) =>
  km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1).replace(/\.0$/, '')} km`;

/** The reason as the tasks screen shows it beside the machine: "nearest, 120 m". */
export function describeAssignment(reason: AssignmentReason): string {
  switch (reason.kind) {
    case 'allocated':
      return `allocated to area ${reason.area}, ${distance(reason.km)}`;
    case 'nearest':
      return `nearest, ${distance(reason.km)}`;
    case 'none':
      return 'no machine available';
    case 'chosen':
      return 'chosen';
    case 'moved':
      return 'moved';
  }
}
