import { useMutation } from '@tanstack/react-query';
import { type LocationUpdate, UpdateLocationsAnswer } from '@yardline/domain/yard/location-update';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /rest/yard/updateLocation: moves boxes through the ledger, all or none. */
export const updateLocations = (rows: LocationUpdate[]) =>
  apiRequest('/rest/yard/updateLocation', UpdateLocationsAnswer, { method: 'POST', body: rows });

export const useUpdateLocations = () => useMutation({ mutationFn: updateLocations });
