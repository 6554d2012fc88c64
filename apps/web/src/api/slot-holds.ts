import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SlotHoldsAnswer } from '@yardline/domain/yard/slot-holds';
import { apiRequest } from '../lib/api-client.ts';
import { useLiveEvents } from '../lib/use-live-events.ts';
import { SESSION_KEY } from './health.ts';

export const slotHoldsQueryKey = [SESSION_KEY, 'slot-holds'] as const;

/** GET /rest/yard/holds: the promised slots, or those held longer than `olderThanHours`. */
export const getSlotHolds = (olderThanHours?: number, signal?: AbortSignal) =>
  apiRequest('/rest/yard/holds', SlotHoldsAnswer, {
    query: { olderThanHours },
    signal,
  });

/**
 * The slots open tasks and saved plans hold (the planning yard, the inventory map and the task
 * list show them), read again whenever the database says they changed ('slot.holds-changed'),
 * unless `live` is off (a screen refreshed on demand).
 */
export function useSlotHolds({
  olderThanHours,
  live = true,
}: {
  olderThanHours?: number;
  live?: boolean;
} = {}) {
  const queryClient = useQueryClient();
  useLiveEvents(live ? ['slot.holds-changed'] : [], () => {
    void queryClient.invalidateQueries({ queryKey: slotHoldsQueryKey });
  });
  return useQuery({
    queryKey: [...slotHoldsQueryKey, olderThanHours ?? 'all'],
    queryFn: ({ signal }) => getSlotHolds(olderThanHours, signal),
  });
}
