import type { ZAdditionalSelection } from '@vm/contracts/order-info';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';

export type OrderInfoOptions = z.infer<typeof ZAdditionalSelection>;

/** GET orders/additional_selection: industries, promotion purposes and spread ways to choose from. */
export function useOrderInfoOptions() {
  return useQuery({
    queryKey: queryKeys.orders.additionalSelection,
    queryFn: ({ signal }): Promise<OrderInfoOptions> => typedApi.get('/orders/additional_selection', { signal }),
    staleTime: 30 * 60_000,
  });
}
