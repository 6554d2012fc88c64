import { useQuery } from '@tanstack/react-query';
import { TaskMachineLocations } from '@yardline/domain/tasks/task.schema';
import { machinesQueryKey } from '../../../api/machines.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /rest/tasks/machine-locations: the Tasks screen's machine map, shaped as the machines map
 * modal draws it (the picture saved as task-machines-{time}.png). Under the machines' key, so
 * their live positions refresh it.
 */
export const useTaskMachineMap = () =>
  useQuery({
    queryKey: [...machinesQueryKey, 'task-map'],
    queryFn: ({ signal }) =>
      apiRequest('/rest/tasks/machine-locations', TaskMachineLocations, { signal }),
    select: ({ locations }) => ({
      responseMap: {
        printObject: {
          imageName: `task-machines-${new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-')}.png`,
        },
      },
      dataprovider: locations,
    }),
  });
