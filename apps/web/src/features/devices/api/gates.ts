import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneBasedSkip } from '@yardline/domain/common/paging';
import {
  DeviceLogsPage,
  type DeviceLogsQuery,
  type GateInput,
  GateSaved,
  GatesAnswer,
  type GateType,
  type ReaderInput,
  ReaderSaved,
  ReadersAnswer,
} from '@yardline/domain/devices/gates.schema';
import { z } from 'zod';
import { SESSION_KEY } from '../../../api/health.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { readAgain } from '../../../lib/read-again.ts';
import { useLiveEvents } from '../../../lib/use-live-events.ts';

export const devicesKey = [SESSION_KEY, 'devices'] as const;
const Status = z.object({ responsestatus: z.string() });

/** Refetches every gate and reader list when a device reports or the set-up changes. */
export function useDevicesLive() {
  const queryClient = useQueryClient();
  useLiveEvents(['device.read', 'gate.devices-changed'], () =>
    readAgain(queryClient, { queryKey: devicesKey }),
  );
}

/** GET /rest/enterprise/gate (type IN or OUT, or all). */
export const useGates = (type?: GateType) =>
  useQuery({
    queryKey: [...devicesKey, 'gates', type ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/gate', GatesAnswer, { query: { type }, signal }),
  });

/** GET /rest/enterprise/readers, or only the unused ones. */
export const useReaders = (unused = false) =>
  useQuery({
    queryKey: [...devicesKey, 'readers', unused],
    queryFn: ({ signal }) =>
      apiRequest(
        unused ? '/rest/enterprise/gate/unused-readers' : '/rest/enterprise/readers',
        ReadersAnswer,
        {
          signal,
        },
      ),
  });

function useDevicesMutation<V, R>(fn: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}

/** Why a save's answer refused it: its status, when that is not success. */
export const statusRefusal = (answer: { responsestatus: string }) =>
  answer.responsestatus === 'success' ? undefined : answer.responsestatus;

export const useSaveGate = () =>
  useDevicesMutation(({ id, values }: { id?: number; values: GateInput }) =>
    id === undefined
      ? apiRequest('/rest/enterprise/gate', GateSaved, { method: 'POST', body: values })
      : apiRequest(`/rest/enterprise/gate/${id}`, GateSaved, { method: 'PUT', body: values }),
  );

export const useDeleteGate = () =>
  useDevicesMutation(({ id, deleteReaders }: { id: number; deleteReaders: boolean }) =>
    apiRequest(`/rest/enterprise/gate/${id}`, Status, {
      method: 'DELETE',
      query: { deleteReaders },
    }),
  );

export const useSaveReader = () =>
  useDevicesMutation(({ id, values }: { id?: number; values: ReaderInput }) =>
    id === undefined
      ? apiRequest('/rest/enterprise/readers', ReaderSaved, { method: 'POST', body: values })
      : apiRequest(`/rest/enterprise/readers/${id}`, ReaderSaved, { method: 'PUT', body: values }),
  );

export const useDisassociateReader = () =>
  useDevicesMutation(({ gateId, readerId }: { gateId: number; readerId: number }) =>
    apiRequest(`/rest/enterprise/gate/${gateId}/reader/${readerId}`, ReaderSaved, {
      method: 'PUT',
    }),
  );

export const useDeleteReader = () =>
  useDevicesMutation(({ gateId, readerId }: { gateId: number; readerId: number }) =>
    apiRequest(`/rest/enterprise/gate/${gateId}/reader/${readerId}`, Status, { method: 'DELETE' }),
  );

/** GET /rest/enterprise/devicelogs/{deviceId}: 100 a page. */
export const useDeviceLogs = (
  deviceId: string,
  filter: DeviceLogsQuery['filterString'],
  page: number,
  pageSize: number,
) =>
  useQuery({
    queryKey: [...devicesKey, 'logs', deviceId, filter, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest(`/rest/enterprise/devicelogs/${encodeURIComponent(deviceId)}`, DeviceLogsPage, {
        query: { skip: oneBasedSkip(page, pageSize), limit: pageSize, filterString: filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
