import { useMutation } from '@tanstack/react-query';
import { ArchiveAnswer, type ArchiveBody } from '@yardline/domain/archive/archive';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /rest/archive: {cutOffDate, userName} → the containers archived. */
export const archiveData = (body: ArchiveBody) =>
  apiRequest('/rest/archive', ArchiveAnswer, { method: 'POST', body });

export const useArchiveData = () => useMutation({ mutationFn: archiveData });
