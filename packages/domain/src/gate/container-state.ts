import { z } from 'zod';

/**
 * What the gate screens show about a number as it is typed (GET /rest/gate/containers/{number}):
 * whether the box is in the yard and where, its size-type, tag and whether it is planned.
 */
export const GateContainerState = z.object({
  number: z.string(),
  inYard: z.boolean(),
  containerId: z.number().int().nullable(),
  location: z.string().nullable(),
  sizeType: z.string().nullable(),
  tag: z.string().nullable(),
  process: z.string().nullable(),
  planned: z.boolean(),
  gateInAt: z.string().nullable(),
  /** A valid gate pass is on file for the number (checked at dispatch). */
  gatePass: z.boolean(),
});
export type GateContainerState = z.infer<typeof GateContainerState>;

/** The state of a number no box in the yard carries. */
export const notInYard = (number: string): GateContainerState => ({
  number,
  inYard: false,
  containerId: null,
  location: null,
  sizeType: null,
  tag: null,
  process: null,
  planned: false,
  gateInAt: null,
  gatePass: false,
});
