import type { PurchasedResource } from '@vm/contracts/purchased-resources';
import { useQuery } from '@tanstack/react-query';
import { typedApi } from '../../../shared/api/typed-api';

/** GET purchased_resources: the venues the buyer booked (approved or later), latest first. */
export function usePurchasedResources() {
  return useQuery({ queryKey: ['purchased_resources'], queryFn: ({ signal }): Promise<PurchasedResource[]> => typedApi.get('/purchased_resources', { signal }) });
}
