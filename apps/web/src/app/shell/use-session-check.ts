import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { healthQueryOptions } from '../../api/health.ts';

/**
 * Checks the session on every route change once the last check is older than the health
 * query's stale time. An expired session answers 401, and the API client then sends the user to
 * `/login?expired=1`. There is no timer: polling would keep an idle session alive.
 */
export function useSessionCheck(): void {
  // The key changes on every navigation, even to the page already shown.
  const { key } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (key) void queryClient.prefetchQuery(healthQueryOptions);
  }, [key, queryClient]);
}
