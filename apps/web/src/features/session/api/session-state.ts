import { useQuery } from '@tanstack/react-query';
import { SessionState } from '@yardline/domain/session/session.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /rest/auth/session: whether this browser is still logged in, and where it lands. The login
 * page asks this rather than /rest/health, which answers a visitor 401 (a failed request in the
 * console on every visit).
 */
export const useSessionState = () =>
  useQuery({
    queryKey: [SESSION_KEY, 'state'],
    queryFn: ({ signal }) => apiRequest('/rest/auth/session', SessionState, { signal }),
    retry: false,
  });
