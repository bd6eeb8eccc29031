import type { Calendar } from '@vm/contracts/catalogue-venue';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';

/** Price and availability of each date from `start` to `end` for one booth and lease term. */
export function useBoothCalendar(sellingResourceId: number, leaseTermId: number, start: string, end: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.boothCalendar(sellingResourceId, leaseTermId, start, end),
    queryFn: ({ signal }): Promise<Calendar> =>
      typedApi.get('/selling_resources/{id}/calendar', { params: { id: sellingResourceId }, signal, query: { start, end, lease_term_type_id: leaseTermId } }),
    enabled,
    // Holds change as others order: a reopened dialog shows fresh availability.
    staleTime: 30_000,
  });
}
