import { useMutation } from '@tanstack/react-query';
import { VehicleGateInAnswer, type VehicleGateInBody } from '@yardline/domain/gate/vehicle-gate-in';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /rest/gate/vehicle-gate-in, with a key per attempt like the gate-in. */
export const vehicleGateIn = ({
  body,
  key,
}: {
  body: VehicleGateInBody;
  key: string;
}): Promise<VehicleGateInAnswer> =>
  apiRequest('/rest/gate/vehicle-gate-in', VehicleGateInAnswer, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });

export const useVehicleGateIn = () => useMutation({ mutationFn: vehicleGateIn });
