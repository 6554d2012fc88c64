import { type YardContainers, YardContainersAnswer } from '@yardline/domain/yard/yard-containers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /rest/planning/yard-containers: the boxes in the yard, as the inventory's dashboard gives them. */
export const getPlanningYardContainers = (signal?: AbortSignal): Promise<YardContainers> =>
  apiRequest('/rest/planning/yard-containers', YardContainersAnswer, { signal });
