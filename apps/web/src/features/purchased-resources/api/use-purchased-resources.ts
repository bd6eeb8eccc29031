import type { PurchasedResource } from '@vm/contracts/purchased-resources';
import { useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

/** GET purchased_resources: the venues the buyer booked (approved or later), latest first. */
export function usePurchasedResources() {
  return useQuery({
    queryKey: queryKeys.purchasedResources,
    queryFn: ({ signal }): Promise<PurchasedResource[]> => typedApi.get('/purchased_resources', { signal }),
  });
}
