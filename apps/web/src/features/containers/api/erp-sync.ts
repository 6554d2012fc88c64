import { useMutation } from '@tanstack/react-query';
import { ErpSyncAnswer } from '@yardline/domain/inventory/erp-sync';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /rest/enterprise/containers/sync-with-erp (admins, while the metadata flag is on). */
export const syncWithErp = () =>
  apiRequest('/rest/enterprise/containers/sync-with-erp', ErpSyncAnswer, { method: 'POST' });

export const useSyncWithErp = () => useMutation({ mutationFn: syncWithErp });
