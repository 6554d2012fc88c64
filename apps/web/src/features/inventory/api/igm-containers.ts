import { IgmContainers } from '@yardline/domain/yard/yard-containers';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /rest/yard/igm-containers/{igm} or {igm}:{item}: the boxes in the yard of an IGM (item). */
export const getIgmContainers = (igmItem: string): Promise<IgmContainers> =>
  apiRequest(`/rest/yard/igm-containers/${encodeURIComponent(igmItem)}`, IgmContainers);
