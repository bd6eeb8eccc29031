import type { Category, CategoryAttribute, City, District, Label, SubwayLine, TradingArea } from '@vm/contracts/catalogue-regions';
import { useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import { queryKeys } from '@/shared/api/query-keys';

export interface NamedOption {
  id: number;
  name: string;
}

/** Reference lists change with a deploy, not while a form is open. */
const STALE_MS = 30 * 60_000;

/** Every city (GET cities, not paged), with its centre for the map picker. */
export function useCities() {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.cities,
    queryFn: ({ signal }): Promise<City[]> => typedApi.get('/cities', { signal }),
    staleTime: STALE_MS,
  });
}

/** The districts of a city, loaded once the city is chosen. */
export function useDistricts(cityId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.districts(cityId),
    queryFn: ({ signal }): Promise<District[]> => typedApi.get('/regions/districts', { signal, query: { city_id: cityId } }),
    enabled: Boolean(cityId),
    staleTime: STALE_MS,
  });
}

/** The trading areas (商圈) of a city. */
export function useTradingAreas(cityId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.tradingAreas(cityId),
    queryFn: ({ signal }): Promise<TradingArea[]> => typedApi.get('/regions/trading_areas', { signal, query: { city_id: cityId } }),
    enabled: Boolean(cityId),
    staleTime: STALE_MS,
  });
}

/** The subway lines of a city, each with its stations. */
export function useSubwayLines(cityId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.subwayLines(cityId),
    queryFn: ({ signal }): Promise<SubwayLine[]> => typedApi.get('/regions/subway_lines', { signal, query: { city_id: cityId } }),
    enabled: Boolean(cityId),
    staleTime: STALE_MS,
  });
}

/** Labels a community can carry (地铁沿线, 人流密集…). */
export function useLabels() {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.labels,
    queryFn: ({ signal }): Promise<Label[]> => typedApi.get('/labels', { signal }),
    staleTime: STALE_MS,
  });
}

export function useLocationTypes() {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.locationTypes,
    queryFn: ({ signal }): Promise<NamedOption[]> => typedApi.get('/location_types', { signal }),
    staleTime: STALE_MS,
  });
}

export function useCommunityTypes() {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.communityTypes,
    queryFn: ({ signal }): Promise<NamedOption[]> => typedApi.get('/community_types', { signal }),
    staleTime: STALE_MS,
  });
}

/** Field types (场地类型) a venue can have. */
export function useFieldTypes() {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.categories,
    queryFn: ({ signal }): Promise<Category[]> => typedApi.get('/categories', { signal }),
    staleTime: STALE_MS,
  });
}

/** The attributes (with their options) of one field type. */
export function useCategoryAttributes(categoryId: number | null | undefined) {
  return useQuery({
    queryKey: queryKeys.supplierVenueOptions.categoryAttributes(categoryId),
    queryFn: ({ signal }): Promise<CategoryAttribute[]> => typedApi.get('/category_attributes', { signal, query: { category_ids: categoryId } }),
    enabled: Boolean(categoryId),
    staleTime: STALE_MS,
  });
}

/** `[{ id, name }]` → antd Select options. */
export const toOptions = (rows: readonly NamedOption[] | undefined) => (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
