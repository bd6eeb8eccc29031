import type { Calendar } from '@vm/contracts/catalogue-venue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api-client';

/** Price and availability of each date from `start` to `end` for one booth and lease term. */
export function useBoothCalendar(sellingResourceId: number, leaseTermId: number, start: string, end: string, enabled: boolean) {
  return useQuery({
    queryKey: ['selling_resources', sellingResourceId, 'calendar', leaseTermId, start, end],
    queryFn: ({ signal }) =>
      api.get<Calendar>(`/selling_resources/${sellingResourceId}/calendar`, { signal, query: { start, end, lease_term_type_id: leaseTermId } }),
    enabled,
    // Holds change as others order: a reopened dialog shows fresh availability.
    staleTime: 30_000,
  });
}
