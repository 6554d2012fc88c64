import { z } from 'zod';
import { BodyId } from '../common/record-id.ts';
import { textLine } from '../common/text.ts';
import { ContainerNumberFormat } from './container-number.ts';

/** Doc 1 §4, §8: the container edit dialog and its answers. */
export const EDITED_SUCCESSFULLY = 'Edited Successfully';
/** The server's message starts with this when the check digit is wrong (doc 1 §8). */
export const INVALID_CONTAINER_NUMBER = 'Invalid container number';
export const INVALID_CONTAINER_NUMBER_CODE = 'INVALID_CONTAINER_NUMBER';
/** Asked before resubmitting with skipValidation (doc 1 §8). */
export const STILL_UPDATE_QUESTION = 'Do you still want to update container?';
/** Doc 1 §8 "Deletions". */
export const DELETE_QUESTION = 'Are you sure you want to delete this container?';

const optionalText = (max: number) =>
  textLine()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** PUT /rest/enterprise/containers: the editable fields of a box. */
export const ContainerEdit = z.object({
  id: BodyId,
  /** Format (4 letters, 7 digits) always; the check digit unless skipValidation. */
  containerNumber: ContainerNumberFormat,
  /** ISO 6346 size-type code (22G1, 45R1, …). */
  sizeType: textLine()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{4}$/, 'sizeType is an ISO 6346 size-type code, e.g. 22G1.')
    .optional(),
  igm: optionalText(20),
  item: optionalText(10),
  category: optionalText(40),
  /**
   * What planning uses when it is known (issue 10): the vessel an export box is booked on, the
   * departure announced for the box (or its vessel's), hazardous cargo, and the job order the box
   * came under (doc 3 §3 "Queued container" jobOrderNumber).
   */
  vessel: optionalText(60),
  expectedDepartureAt: z.iso.datetime({ offset: true }).nullable().optional(),
  hazardous: z.boolean().optional(),
  jobOrderNumber: optionalText(30),
  /** Only a box that has been dispatched has one to change (doc 1 §4). */
  dispatchDate: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ContainerEdit = z.output<typeof ContainerEdit>;
export type ContainerEditInput = z.input<typeof ContainerEdit>;

export const SkipValidationQuery = z.object({
  skipValidation: z.enum(['true', 'false']).default('false'),
});

export const EditAnswer = z.object({ responsestatus: z.literal(EDITED_SUCCESSFULLY) });

/** PUT /rest/enterprise/containers/update-movement-alert (doc 1 §7). */
export const MovementAlertBody = z
  .array(
    z.object({
      containerId: BodyId,
      containerNumber: textLine().max(11).optional(),
      sizeName: textLine().max(4).optional(),
      movementAlert: z.boolean(),
    }),
  )
  .min(1, 'Choose at least one container.')
  .max(100, 'At most 100 containers at once.');
export type MovementAlertBody = z.infer<typeof MovementAlertBody>;
/** Doc 1 §8: the dialog closes when the answer is 'OK'. */
export const MovementAlertAnswer = z.object({ responsestatus: z.literal('OK') });
