import { useQuery } from '@tanstack/react-query';
import { ReshuffleFigures } from '@yardline/domain/planning/planning-api';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const reshufflesQueryKey = [SESSION_KEY, 'planning', 'reshuffles'] as const;

/** GET /rest/planning/reshuffles: shifting moves per dispatched box, last 7 and 30 days. */
export const useReshuffles = () =>
  useQuery({
    queryKey: reshufflesQueryKey,
    queryFn: ({ signal }) => apiRequest('/rest/planning/reshuffles', ReshuffleFigures, { signal }),
  });
