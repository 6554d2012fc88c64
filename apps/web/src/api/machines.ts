import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@yardline/domain/events/live-events';
import {
  Machine,
  type MachineLocation,
  MachineLocation as MachineLocationSchema,
} from '@yardline/domain/machines/machine.schema';
import { z } from 'zod';
import { apiRequest } from '../lib/api-client.ts';
import { readAgain } from '../lib/read-again.ts';
import { useLiveEvents } from '../lib/use-live-events.ts';
import { SESSION_KEY } from './health.ts';

/**
 * The yard's machines, read by the machine screens and by the task forms of other screens (the
 * nearest-machine choice): one cache, kept current by the machine events.
 */
export const machinesQueryKey = [SESSION_KEY, 'machines'] as const;

const Machines = z.array(Machine);
const Locations = z.array(MachineLocationSchema);

/** GET /rest/machines: every machine, by name. */
export const machinesQueryOptions = queryOptions({
  queryKey: [...machinesQueryKey, 'list'],
  queryFn: ({ signal }) => apiRequest('/rest/machines', Machines, { signal }),
});

/** GET /rest/machines/locations: name, status, lastDataReceived, position. */
export const machineLocationsQueryOptions = queryOptions({
  queryKey: [...machinesQueryKey, 'locations'],
  queryFn: ({ signal }) => apiRequest('/rest/machines/locations', Locations, { signal }),
});

export const useMachines = () => useQuery(machinesQueryOptions);
export const useMachineLocations = () => useQuery(machineLocationsQueryOptions);

type Position = Extract<LiveEvent, { type: 'machine.position' }>['data'];

const moved = (position: Position) => ({
  lat: position.lat,
  lng: position.lng,
  lastDataReceived: position.lastDataReceived,
});

/**
 * Follows the machine events while mounted: a position report moves the machine in the cached
 * lists at once (no reading again), an added, edited or deleted machine reads them again.
 */
export function useLiveMachines(): void {
  const queryClient = useQueryClient();
  useLiveEvents(['machine.position', 'machine.changed'], (event) => {
    if (event.type !== 'machine.position') {
      readAgain(queryClient, { queryKey: machinesQueryKey });
      return;
    }
    const data = event.data;
    queryClient.setQueryData<MachineLocation[]>(machineLocationsQueryOptions.queryKey, (rows) =>
      rows?.map((row) =>
        row.id === data.id
          ? {
              ...row,
              status: data.status as MachineLocation['status'],
              lastDataReceived: data.lastDataReceived,
              position: { lat: data.lat, lng: data.lng },
            }
          : row,
      ),
    );
    queryClient.setQueryData<Machine[]>(machinesQueryOptions.queryKey, (rows) =>
      rows?.map((row) =>
        row.id === data.id
          ? { ...row, ...moved(data), machineStatus: data.status as Machine['machineStatus'] }
          : row,
      ),
    );
  });
}
