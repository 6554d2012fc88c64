import { useQueryClient } from '@tanstack/react-query';
import { metadataQueryKey } from '../../api/metadata.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';

/**
 * Re-reads the product settings when an admin saves them (doc 1 §3): page sizes, the enterprise
 * flag and the lowest tier's number apply on open screens without a reload.
 */
export function useSettingsChanges(): void {
  const queryClient = useQueryClient();
  useLiveEvents(['metadata.changed'], () => {
    void readAgain(queryClient, { queryKey: metadataQueryKey });
  });
}
