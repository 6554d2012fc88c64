import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import {
  CONTAINER_NUMBER_PATTERN,
  normaliseContainerNumber,
} from '../containers/container-number.ts';
import { ContainerMove } from '../events/live-events.ts';

/**
 * Out-gate (doc 2 §2 "Yard Container Operations", §3 "Dispatch", §5 "Dispatch and OCR", §8): a
 * box leaves the yard. Without a gate pass the clerk must force it with a reason; a box the ERP
 * still holds asks for a confirmation first.
 */

export const DISPATCH_SUCCESS = 'success';
/** Doc 2 §8: the answer that opens the force-dispatch modal. */
export const GATE_PASS_NOT_FOUND = 'Gate Pass Not Found';
/** The answer that asks 'Alert: Container found In Erp'. */
export const FOUND_IN_ERP = 'Container found In Erp';

/** Doc 2 §5 and §8, word for word. */
export const DISPATCH_MESSAGES = {
  number: 'Enter correct container number',
  dispatchTime: 'Enter dispatch time',
  verifyGatePass: 'Please verify Gate pass first.',
  forceReason: 'Please provide a suitable reason to dispatch this container.',
  gatePassNotFound: GATE_PASS_NOT_FOUND,
  erpAlert: 'Alert: Container found In Erp',
  erpQuestion: 'Do you still want to dispatch this container?',
  success: 'Dispatch successful',
  /** Ours. */
  notInYard: (number: string) => `${number} is not in the yard.`,
  noGatePass: (number: string) => `No gate pass has been issued for ${number} since it came in.`,
} as const;

const text = (max: number) => TextLine.trim().max(max);

/** The dispatch call's body (doc 2 §3 "Dispatch"). */
export const DispatchBody = z.object({
  containerNumber: text(20).default(''),
  containerSize: text(4).optional(),
  exitProcess: text(40).optional(),
  exitTag: text(20).optional(),
  exitTrailerTag: text(20).optional(),
  trailerNumber: text(20).optional(),
  /** Milliseconds since 1970; doc 2 §9: it defaults to now on the screen. */
  dispatchTime: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
  userName: text(100).optional(),
  /** Yes on the force-dispatch modal or the ERP alert. */
  forceDispatch: z.boolean().default(false),
  gate: text(40).optional(),
  gateOutDetails: z
    .object({
      gatePass: text(40).optional(),
      forceDispatchReason: text(500).optional(),
    })
    .default({}),
});
export type DispatchBody = z.input<typeof DispatchBody>;
export type DispatchValues = z.output<typeof DispatchBody>;

/**
 * `responsestatus` 'success' when the box left; otherwise why not ('Gate Pass Not Found',
 * 'Container found In Erp'), with the flags the screen asks about.
 */
export const DispatchAnswer = z.object({
  responsestatus: z.string(),
  dispatched: z.boolean(),
  foundInErp: z.boolean(),
  gatePassFound: z.boolean(),
  /** The box leaving and the boxes shifted off it, as the ledger made them. */
  moves: z.array(ContainerMove),
});
export type DispatchAnswer = z.infer<typeof DispatchAnswer>;

/** The first of doc 2 §5's dispatch messages the form earns; undefined when it may be sent. */
export function dispatchProblem(body: DispatchValues): string | undefined {
  if (!CONTAINER_NUMBER_PATTERN.test(normaliseContainerNumber(body.containerNumber))) {
    return DISPATCH_MESSAGES.number;
  }
  if (body.dispatchTime === undefined) return DISPATCH_MESSAGES.dispatchTime;
  return undefined;
}
