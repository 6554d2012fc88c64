import { queryOptions, useQuery } from '@tanstack/react-query';
import { YardLocation } from '@yardline/domain/yard/yard-location';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const yardLocationsQueryKey = [SESSION_KEY, 'yard-locations'] as const;

/** GET /rest/yard-locations: every zone with its points. */
export const getYardLocations = (signal?: AbortSignal): Promise<YardLocation[]> =>
  apiRequest('/rest/yard-locations', z.array(YardLocation), { signal });

export const useYardLocations = () =>
  useQuery(
    queryOptions({
      queryKey: yardLocationsQueryKey,
      queryFn: ({ signal }) => getYardLocations(signal),
      retry: false,
    }),
  );
