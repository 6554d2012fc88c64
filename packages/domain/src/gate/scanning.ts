import { z } from 'zod';
import { TextLine } from '../common/text.ts';
import { ContainerMove } from '../events/live-events.ts';
import { DISPATCH_MESSAGES } from './dispatch.ts';

/**
 * Dispatch for scanning (doc 2 §2 "scanningOut", §7, §8): the box leaves the yard for the
 * scanner. It needs no gate pass; a box the ERP holds asks 'Alert: Container found In Erp'
 * first, like any dispatch.
 */

/** The exit process the dispatch report shows for it. */
export const SCANNING_EXIT_PROCESS = 'Scanning';

export const SCANNING_MESSAGES = {
  /** Doc 2 §8, word for word. */
  failed: 'Dispatch of container for scanning failed',
  /** Stored as the dispatch's reason for leaving without a gate pass. */
  reason: 'Dispatch for scanning',
  success: 'Dispatched for scanning',
} as const;

export const ScanningDispatchBody = z.object({
  containerNumber: TextLine.trim().length(11, DISPATCH_MESSAGES.number),
  /** Yes on the ERP alert. */
  forceDispatch: z.boolean().default(false),
  /** The gate it leaves by (the smart gate's). */
  gate: TextLine.trim().max(40).optional(),
  trailerNumber: TextLine.trim().max(20).optional(),
});
export type ScanningDispatchBody = z.input<typeof ScanningDispatchBody>;
export type ScanningDispatchValues = z.output<typeof ScanningDispatchBody>;

/** Doc 2 §7: "answer responseMap.dispatched and foundInErp", with the ledger's moves. */
export const ScanningDispatchAnswer = z.object({
  responsestatus: z.string(),
  dispatched: z.boolean(),
  foundInErp: z.boolean(),
  moves: z.array(ContainerMove),
});
export type ScanningDispatchAnswer = z.infer<typeof ScanningDispatchAnswer>;
