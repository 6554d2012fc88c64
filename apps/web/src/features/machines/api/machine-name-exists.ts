import { Exists } from '@yardline/domain/machines/machine.schema';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /rest/machines/name-exists: whether another machine (not `id`) has the name. */
export const machineNameExists = async (name: string, id?: number): Promise<boolean> =>
  (await apiRequest('/rest/machines/name-exists', Exists, { query: { name, id } })).exists;
