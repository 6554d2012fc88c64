import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BulkLocationBody,
  SlotAdminAnswer,
  type SlotRangeBody,
  type SplitAreaBody,
} from '@yardline/domain/yard/slot-admin';
import { yardContainersQueryKey } from '../../../api/yard-containers.ts';
import { yardLayoutQueryKey } from '../../../api/yard-layout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The admin menu's actions (doc 2 §2) and the call each makes. */
export type SlotAdminCall =
  | { action: 'merge-slots' | 'split-slots'; body: SlotRangeBody }
  | { action: 'split-area'; body: SplitAreaBody }
  | { action: 'bulk-location'; body: BulkLocationBody };

export const slotAdmin = (call: SlotAdminCall) =>
  apiRequest(`/rest/yard/${call.action}`, SlotAdminAnswer, { method: 'POST', body: call.body });

/** Runs an admin action, then reads the layout and the boxes again (cells may have moved). */
export function useSlotAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: slotAdmin,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: yardLayoutQueryKey });
      await queryClient.invalidateQueries({ queryKey: yardContainersQueryKey });
    },
  });
}
