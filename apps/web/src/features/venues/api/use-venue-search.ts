import type { HomeModule } from '@vm/contracts/content';
import type { VenuePage } from '@vm/contracts/catalogue-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { buildUrl, type Query } from '@/shared/api/api-client';
import { typedApi } from '@/shared/api/typed-api';
import { homeModuleVenuesQuery } from '@vm/domain/home-modules';
import { landedAnswer } from '@/shared/api/page-data';
import { useDebouncedValue } from '@/shared/ui/use-debounced-value';
import { venueFilterEntries, type VenueFilters } from '../filters/venue-filters';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { queryKeys } from '@/shared/api/query-keys';

/** docs/spec/product-spec.md section 9: filter requests are delayed 500 ms. */
export const FILTER_REQUEST_DELAY_MS = 500;
export const VENUE_LIST_PAGE_SIZE = 20;

/** The GET /api/fields query of a filter state; the current city applies when the URL names none. */
export function venueSearchQuery(filters: VenueFilters, cityId: number, pageSize = VENUE_LIST_PAGE_SIZE): Query {
  const query: Query = Object.fromEntries(venueFilterEntries({ ...filters, city_ids: filters.city_ids?.length ? filters.city_ids : [cityId] }));
  query.page = filters.page;
  query.page_size = pageSize;
  return query;
}

/**
 * The venue list for the filters, requested 500 ms after they last changed (a person clicking
 * through several filters sends one request); the previous result stays on screen meanwhile.
 * Paging is not a filter: a new page is asked for at once.
 */
export function useVenueSearch(filters: VenueFilters, cityId: number) {
  const query = venueSearchQuery(filters, cityId);
  const key = JSON.stringify(query);
  const filterKey = JSON.stringify({ ...query, page: undefined });
  const settledFilterKey = useDebouncedValue(filterKey, FILTER_REQUEST_DELAY_MS);
  // The query being shown: follows the URL once its filters have settled (derived state).
  const [activeKey, setActiveKey] = useState(key);
  if (settledFilterKey === filterKey && activeKey !== key) setActiveKey(key);
  const activeQuery = JSON.parse(activeKey) as Query;
  // A visitor who landed on the unfiltered list has its first page in the HTML (decision 0030); the
  // list is the same for everyone, so the token does not matter.
  const result = useQuery({
    queryKey: queryKeys.venues.search(activeKey),
    queryFn: ({ signal }): Promise<VenuePage> => typedApi.get('/fields', { signal, query: activeQuery }),
    placeholderData: keepPreviousData,
    ...landedAnswer<VenuePage>(buildUrl(CATALOGUE_PATHS.venues, activeQuery)),
  });
  return { ...result, isWaiting: activeKey !== key || result.isPlaceholderData };
}

/**
 * A few venues for a home-page module: page_size 4 of GET /api/fields with the module's filter (the
 * landing page's first module comes in its HTML).
 */
export function useVenueModule(extra: Record<string, number>, cityId: number, enabled = true) {
  const query: Query = homeModuleVenuesQuery(cityId, extra);
  return useQuery({
    queryKey: queryKeys.venues.module(cityId, extra),
    queryFn: ({ signal }): Promise<VenuePage> => typedApi.get('/fields', { signal, query }),
    ...landedAnswer<VenuePage>(buildUrl(CATALOGUE_PATHS.venues, query)),
    enabled,
  });
}

/** GET /api/home_modules: the module tabs' names, order and visibility, as operators set them. */
export function useHomeModules() {
  return useQuery({
    queryKey: queryKeys.homeModules,
    queryFn: ({ signal }): Promise<HomeModule[]> => typedApi.get('/home_modules', { signal, onUnauthorized: 'silent' }),
    ...landedAnswer<HomeModule[]>(buildUrl('/home_modules')),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
