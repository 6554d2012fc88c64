import { useQueryClient } from '@tanstack/react-query';
import { healthQueryKey } from '../../api/health.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';

/**
 * Re-reads the session when an admin changes a role (doc 3: a permission change reaches open
 * apps): the menu and the screens follow the new flags without a reload. Every role's change
 * is heard, since the app does not know which role ids it may be given.
 */
export function useRoleChanges(): void {
  const queryClient = useQueryClient();
  useLiveEvents(['role.changed'], () => {
    void readAgain(queryClient, { queryKey: healthQueryKey });
  });
}
