import type { PurchasedResource } from '@vm/contracts/purchased-resources';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** GET purchased_resources: the venues the buyer booked (approved or later), latest first. */
export function usePurchasedResources() {
  return useQuery({ queryKey: ['purchased_resources'], queryFn: ({ signal }) => api.get<PurchasedResource[]>('/purchased_resources', { signal }) });
}
