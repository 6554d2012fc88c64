import { useQuery } from '@tanstack/react-query';
import { DeliveryType } from '@yardline/domain/cha/cha.schema';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { chaKey } from './search-chas.ts';

/** GET /rest/enterprise/cha/delivery-types: the rows of the allowance table. */
export const useDeliveryTypes = () =>
  useQuery({
    queryKey: [...chaKey, 'delivery-types'],
    queryFn: ({ signal }) =>
      apiRequest('/rest/enterprise/cha/delivery-types', z.array(DeliveryType), { signal }),
    staleTime: 5 * 60_000,
  });
