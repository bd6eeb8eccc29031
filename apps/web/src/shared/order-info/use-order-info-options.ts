import type { ZAdditionalSelection } from '@vm/contracts/order-info';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/api-client';

export type OrderInfoOptions = z.infer<typeof ZAdditionalSelection>;

/** GET orders/additional_selection: industries, promotion purposes and spread ways to choose from. */
export function useOrderInfoOptions() {
  return useQuery({
    queryKey: ['orders', 'additional_selection'],
    queryFn: ({ signal }) => api.get<OrderInfoOptions>('/orders/additional_selection', { signal }),
    staleTime: 30 * 60_000,
  });
}
