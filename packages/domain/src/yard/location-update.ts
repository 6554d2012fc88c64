import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { TextLine } from '../common/text.ts';
import { ContainerMove } from '../events/live-events.ts';

/** The most boxes a location action may take at once (doc 1 §5, §9). */
export const MAX_LOCATION_UPDATES = 10;
/** Why no further box can be selected once the limit is reached. */
export const SELECTION_FULL = `At most ${MAX_LOCATION_UPDATES} containers can be selected at once.`;

/**
 * One row of "update locations" (doc 2 §7): the box, where the screen saw it and where it goes.
 * `previousLocation` guards against a stale screen: when the box is no longer there, the update
 * is refused. Only changed rows are sent; with none, the screen says 'Nothing to update'.
 */
export const LocationUpdate = z.object({
  containerId: BodyId,
  number: TextLine.trim().min(1).max(11).optional(),
  size: z.union([z.number(), TextLine.max(10)]).optional(),
  previousLocation: TextLine.trim().max(100).nullable().optional(),
  newLocation: TextLine.trim().min(1, 'Choose the new location.').max(100),
});
export type LocationUpdate = z.infer<typeof LocationUpdate>;

export const UpdateLocationsBody = z
  .array(LocationUpdate)
  .min(1, 'Nothing to update')
  .max(
    MAX_LOCATION_UPDATES,
    `At most ${MAX_LOCATION_UPDATES} containers may be selected for location actions.`,
  );

/** The moves made, boxes shifted out of the way included. */
export const UpdateLocationsAnswer = z.object({
  responsestatus: z.literal('success'),
  moves: z.array(ContainerMove),
});
