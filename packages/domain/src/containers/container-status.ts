import { z } from 'zod';
import { IgmNumber, ItemNumber } from '../yard/yard-containers.ts';

/**
 * GET /rest/enterprise/containers/status: the data of the public /status page (doc 2 §2: an IGM
 * number and an item number entered on a keypad; doc 2 §7: "container status (igmNumber,
 * itemNumber; answer responseMap.containerStatusList)"). The page needs no login, so the answer
 * carries only what it shows: no ids, tags, gate pass numbers, liners or customers.
 */
export const ContainerStatusQuery = z.object({ igmNumber: IgmNumber, itemNumber: ItemNumber });

/**
 * Whether a box in the yard may leave: `HELD` while the ERP holds it (a dispatch asks first),
 * else `RELEASED` once a gate pass was issued for this visit, else `NOT_RELEASED`.
 */
export const RELEASE_STATES = ['RELEASED', 'HELD', 'NOT_RELEASED'] as const;

/** One box of the item, its latest visit under this IGM item. */
export const ContainerStatus = z.object({
  containerNumber: z.string(),
  status: z.enum(['IN_YARD', 'DISPATCHED']),
  /** Its slot keys while in the yard (comma-joined for a long box). */
  location: z.string().nullable(),
  gateInDate: z.iso.datetime({ offset: true }),
  /** Null once it has left. */
  release: z.enum(RELEASE_STATES).nullable(),
  dispatchDate: z.iso.datetime({ offset: true }).nullable(),
});
export type ContainerStatus = z.infer<typeof ContainerStatus>;

export const ContainerStatusAnswer = z.object({
  responseMap: z.object({ containerStatusList: z.array(ContainerStatus) }),
});
