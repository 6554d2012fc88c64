import { z } from 'zod';
import { wholeNumberText } from '../common/record-id.ts';
import { parseLocation } from './slot-key.ts';

/**
 * Slot holds: a slot promised to a box. The destination of an open task and every slot of a saved
 * plan (for a box still waiting) are held; nothing else may take a held slot: not the planning
 * engine's suggestions, the gate, another task or plan, a manual move. The database keeps the holds
 * (table slot_holds, migration 0042) and refuses a second promise or another box with the same
 * words as these.
 */

/** Who a slot is promised by: an open task taking a box there, or a saved plan. */
export const SlotHolder = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('task'),
    taskId: z.number().int(),
    containerNumber: z.string(),
  }),
  z.object({
    kind: z.literal('plan'),
    planId: z.number().int(),
    planName: z.string(),
    containerNumber: z.string(),
  }),
]);
export type SlotHolder = z.infer<typeof SlotHolder>;

/** One promise: its slots as a location (`A_01_02_3`, two keys for a long box), and since when. */
export const SlotHold = z.object({
  location: z.string(),
  /** The box it is promised to; null for a task typed before its box was known. */
  containerId: z.number().int().nullable(),
  holder: SlotHolder,
  since: z.iso.datetime(),
});
export type SlotHold = z.infer<typeof SlotHold>;

/**
 * A task is made to be worked in the shift it is made in, and shifts run 8 hours (the demo's) to
 * 12 (the longest common one): a hold older than 12 hours has outlived its shift and the next one
 * did not pick it up either, so it is listed as stale.
 */
export const STALE_HOLD_HOURS = 12;

export const SlotHoldsQuery = z.object({
  /** Only holds older than this many hours (the stale ones: STALE_HOLD_HOURS); up to a year. */
  olderThanHours: wholeNumberText(
    { min: 0, max: 8760 },
    'olderThanHours is a whole number of hours from 0 to 8760.',
  ).optional(),
});
export type SlotHoldsQuery = z.infer<typeof SlotHoldsQuery>;

export const SlotHoldsAnswer = z.object({
  holds: z.array(SlotHold),
  /** The age past which the screens call a hold stale. */
  staleAfterHours: z.number(),
});
export type SlotHoldsAnswer = z.infer<typeof SlotHoldsAnswer>;

/** `task 123 (CMAU5478492)`, `plan Vessel 7 (CMAU5478492)`. */
export const holderLabel = (holder: SlotHolder): string =>
  holder.kind === 'task'
    ? `task ${holder.taskId} (${holder.containerNumber})`
    : `plan ${holder.planName} (${holder.containerNumber})`;

/** The refusals; the database's triggers raise the same words (without the final full stop). */
export const SLOT_HOLD_MESSAGES = {
  held: (slot: string, holder: SlotHolder) => `Slot ${slot} is held by ${holderLabel(holder)}.`,
  /** A task or plan naming a slot another box stands in. */
  taken: (slot: string, occupant: string) =>
    `Slot ${slot} is taken by ${occupant}: only a free slot can be held.`,
  /** Slot administration changing the shape of a held slot. */
  reshaped: (action: string, held: string[]) =>
    `${action} would change slots promised to open tasks or plans: ${held.join(' ')}`,
} as const;

/** Whether a hold made at `since` is stale at `now` (ms). */
export const isStale = (since: string, now: number, hours = STALE_HOLD_HOURS): boolean =>
  now - Date.parse(since) > hours * 3_600_000;

/** How long a hold has been held, as the screens say it: `45 min`, `5 h`, `3 d 4 h`. */
export function heldFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const rest = hours % 24;
  return `${Math.floor(hours / 24)} d${rest ? ` ${rest} h` : ''}`;
}

/** Each held slot key (a long box's two keys each) with its hold: what a screen looks a slot up in. */
export function holdsBySlot(holds: readonly SlotHold[]): Map<string, SlotHold> {
  const bySlot = new Map<string, SlotHold>();
  for (const hold of holds) {
    for (const key of parseLocation(hold.location) ?? []) bySlot.set(key, hold);
  }
  return bySlot;
}
