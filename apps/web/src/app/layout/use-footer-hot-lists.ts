import type { ActivityCard } from '@vm/contracts/catalogue-content';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@/shared/catalogue/paged';
import { paths } from '@/shared/paths';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';

/** Footer lists show 20 entries each (docs/spec/product-spec.md section 9). */
export const FOOTER_LIST_SIZE = 20;

export type HotListKind = 'venues' | 'activities';

export interface HotLink {
  key: number;
  name: string;
  to: string;
}

async function loadHotList(kind: HotListKind, cityId: number, signal: AbortSignal): Promise<HotLink[]> {
  if (kind === 'activities') {
    const page: Paged<ActivityCard> = await typedApi.get('/selling_resource/activities', {
      signal,
      onUnauthorized: 'silent',
      query: { city_id: cityId, page_size: FOOTER_LIST_SIZE },
    });
    return (page?.data ?? []).map((activity) => ({ key: activity.id, name: activity.name, to: paths.activity(activity.top_physical_id) }));
  }
  const page: Paged<VenueCard> = await typedApi.get('/fields', {
    signal,
    onUnauthorized: 'silent',
    query: { city_ids: cityId, order_by: 'order_quantity', order: 'desc', page_size: FOOTER_LIST_SIZE },
  });
  return (page?.data ?? []).map((venue) => ({ key: venue.top_physical_id, name: venue.name, to: paths.venue(venue.top_physical_id) }));
}

/**
 * The most booked venues (GET /api/fields) or the current activities (GET /api/selling_resource/activities)
 * of the current city. Loaded only once the footer is near the viewport.
 */
export function useFooterHotList(kind: HotListKind, cityId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.footerHot(kind, cityId),
    queryFn: ({ signal }) => loadHotList(kind, cityId, signal),
    select: (links) => links.slice(0, FOOTER_LIST_SIZE),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
