import { useQuery } from '@tanstack/react-query';
import { MachineYardMap } from '@yardline/domain/machines/machine.schema';
import { apiRequest } from '../lib/api-client.ts';
import { machinesQueryKey } from './machines.ts';

/** GET /rest/machines/yard-map: the machines to draw and the name the picture is saved under. */
export const useMachineYardMap = () =>
  useQuery({
    queryKey: [...machinesQueryKey, 'yard-map'],
    queryFn: ({ signal }) => apiRequest('/rest/machines/yard-map', MachineYardMap, { signal }),
  });
