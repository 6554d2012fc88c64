import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GatesAnswer, type GateType } from '@yardline/domain/devices/gates.schema';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

/** GET /rest/enterprise/gate?type=IN|OUT (no type: every gate), kept current. */
export function useGatesOfType(type?: GateType) {
  const queryClient = useQueryClient();
  const queryKey = [SESSION_KEY, 'gate', 'gates', type ?? 'all'];
  useLiveEvents(['gate.devices-changed'], () => readAgain(queryClient, { queryKey }));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/gate', GatesAnswer, { query: { type }, signal }),
  });
}
