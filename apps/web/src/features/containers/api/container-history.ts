import { useQuery } from '@tanstack/react-query';
import { ContainerHistory } from '@yardline/domain/containers/container-history';
import { apiRequest } from '../../../lib/api-client.ts';
import { containerListsKey } from './container-list.ts';

/** GET /rest/enterprise/containers/movements/{number}: the box's whole history. */
export const useContainerHistory = (number: string | undefined) =>
  useQuery({
    // Under the lists' key, so a live change refetches an open history too.
    queryKey: [...containerListsKey, 'history', number],
    enabled: number !== undefined,
    queryFn: ({ signal }) =>
      apiRequest(
        `/rest/enterprise/containers/movements/${encodeURIComponent(number ?? '')}`,
        ContainerHistory,
        { signal },
      ),
  });
