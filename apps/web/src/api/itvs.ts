import { queryOptions, useQuery } from '@tanstack/react-query';
import { ItvLocation } from '@yardline/domain/machines/itv.schema';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { SESSION_KEY } from './health.ts';

/**
 * The yard's ITVs, read by the ITV screen and by the reader form (a tracker's ITV): one cache,
 * kept current by the ITV events.
 */
export const itvsQueryKey = [SESSION_KEY, 'itvs'] as const;

/** GET /rest/itvs/locations: every ITV with its status and position. */
export const itvLocationsQuery = queryOptions({
  queryKey: [...itvsQueryKey, 'locations'],
  queryFn: ({ signal }) => apiRequest('/rest/itvs/locations', z.array(ItvLocation), { signal }),
});

export const useItvLocations = () => useQuery(itvLocationsQuery);
