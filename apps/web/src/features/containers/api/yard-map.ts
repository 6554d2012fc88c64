import { useQuery } from '@tanstack/react-query';
import { YardMapAnswer } from '@yardline/domain/containers/yard-map';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /rest/enterprise/containers/yard-map: where the selected boxes stand. */
export const useYardMapBoxes = (numbers: readonly string[]) =>
  useQuery({
    queryKey: [SESSION_KEY, 'yard-map', numbers],
    enabled: numbers.length > 0,
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/containers/yard-map', YardMapAnswer, {
        signal,
        query: { containerNumbers: numbers.join(','), medium: 'Web' },
      }),
  });
