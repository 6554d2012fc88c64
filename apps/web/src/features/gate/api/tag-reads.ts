import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GateTagRead, type GateTagReadKind } from '@yardline/domain/devices/tag-reads';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

/**
 * GET /rest/gate/tags/{gateId}/{lookup} (doc 2 §7 entry tag, trailer tag, …): the newest such tag
 * the gate's readers read, asked again whenever one of them reads tags (a `device.read` event).
 */
export function useTagRead(gateId: number | undefined, lookup: GateTagReadKind) {
  const queryClient = useQueryClient();
  const queryKey = [SESSION_KEY, 'gate', 'tag-read', gateId, lookup];
  useLiveEvents(['device.read'], (event) => {
    const read = event.type === 'device.read' && event.data.kind === 'rfid';
    if (event.type === 'reload' || (read && event.data.gateId === gateId))
      void readAgain(queryClient, { queryKey });
  });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest(`/rest/gate/tags/${gateId}/${lookup}`, GateTagRead, { signal }),
    enabled: gateId !== undefined,
    retry: false,
    select: (answer) => answer.responseMap,
  });
}
