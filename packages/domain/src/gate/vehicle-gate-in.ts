import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { normaliseContainerNumber } from '../containers/container-number.ts';
import {
  GateInTask,
  GateTaskRow,
  gateTasksProblem,
  VEHICLE_DELIVERY_MODES,
  VEHICLE_TASK_TYPES,
} from './gate-tasks.ts';
import { isValidTrailerTag } from './tags.ts';

/**
 * Trailer gate-in (doc 2 §2 "Trailer Gate-in", §3 "Vehicle gate-in"; doc 1 §4): a truck comes in
 * for a box or for a delivery, without bringing a box into the yard.
 */

/** Doc 1 §4: "Gate-in types for trailers". */
export const TRAILER_GATE_IN_TYPES = [
  'Import',
  'Loaded Delivery',
  'De-stuff Delivery',
  'Empty Delivery',
] as const;
export type TrailerGateInType = (typeof TRAILER_GATE_IN_TYPES)[number];

/** Doc 2 §5 "Vehicle gate-in" and §8, word for word. */
export const VEHICLE_GATE_IN_MESSAGES = {
  chooseType: 'Choose gate-in type for vehicle',
  trailerNumber: 'Enter trailer number',
  trailerTag: 'Enter trailer tag',
  trailerTagLength: 'Trailer tag should be of 8 characters',
  failed: (status: string) => `Vehicle gate-in failed: ${status}`,
  /** Ours: a task takes the box from its slot onto the truck. */
  notInSlot: (number: string) => `${number} stands in no slot yet: it cannot be loaded.`,
  /** Ours: the spec names no success label for a vehicle. */
  success: 'Trailer gate-in successful',
  countAlertTitle: 'Gate Count Alert!',
  countAlert: (process: string, cha: string) =>
    `Gate In Count will exceed Allowed Vechile Count for process ${process} and CHA ${cha}. Do you want to proceed?`,
} as const;

const text = (max: number) => TextLine.trim().max(max);

export const VehicleGateInBody = z.object({
  trailerNumber: text(20).default(''),
  trailerTag: text(20).default(''),
  gateInType: text(40).default(''),
  /** The boxes the truck comes for, comma-joined. */
  containerNumbers: text(400).optional(),
  chaId: BodyId.optional(),
  vehicleDetailId: BodyId.optional(),
  activityGroup: text(40).optional(),
  /** The clerk confirmed the 'Gate Count Alert!': count the truck beyond the allowance. */
  exceedAllowance: z.boolean().default(false),
  /**
   * Tasks for the boxes the truck comes for (doc 2 §3), each naming one of `containerNumbers`:
   * by default from where the box stands onto this trailer.
   */
  gateInTasks: z.array(GateInTask).max(20).default([]),
});
export type VehicleGateInBody = z.input<typeof VehicleGateInBody>;
export type VehicleGateInValues = z.output<typeof VehicleGateInBody>;

export const VehicleGateInAnswer = z.object({
  responsestatus: z.literal('success'),
  trailerNumber: z.string(),
  tasks: z.array(GateTaskRow),
});
export type VehicleGateInAnswer = z.infer<typeof VehicleGateInAnswer>;

export function vehicleGateInProblem(body: VehicleGateInValues): string | undefined {
  if (!(TRAILER_GATE_IN_TYPES as readonly string[]).includes(body.gateInType)) {
    return VEHICLE_GATE_IN_MESSAGES.chooseType;
  }
  if (!body.trailerNumber) return VEHICLE_GATE_IN_MESSAGES.trailerNumber;
  if (!body.trailerTag) return VEHICLE_GATE_IN_MESSAGES.trailerTag;
  if (!isValidTrailerTag(body.trailerTag)) return VEHICLE_GATE_IN_MESSAGES.trailerTagLength;
  return gateTasksProblem(body.gateInTasks, truckContainers(body.containerNumbers), {
    types: VEHICLE_TASK_TYPES,
    modes: VEHICLE_DELIVERY_MODES,
  });
}

/** The boxes a truck comes for, as `containerNumbers` lists them (commas or spaces between). */
export const truckContainers = (containerNumbers: string | undefined): string[] => [
  ...new Set(
    (containerNumbers ?? '')
      .split(/[,;\s]+/)
      .map(normaliseContainerNumber)
      .filter(Boolean),
  ),
];

/** The code of the 409 a vehicle gate-in beyond the agent's allowance is answered with. */
export const GATE_COUNT_EXCEEDED = 'GATE_COUNT_EXCEEDED';

/** Doc 2 §8: the clerk is warned once an agent's vehicles for a process reach the allowance. */
export const exceedsAllowance = (detail: { gatedInCount: number; allowedCount: number }) =>
  detail.gatedInCount >= detail.allowedCount;
