import type { Category, CategoryAttribute, District, Label, SubwayLine, TradingArea } from '@vm/contracts/catalogue-regions';
import { useQuery } from '@tanstack/react-query';
import { buildUrl, type Query } from '@/shared/api/api-client';
import { typedApi } from '@/shared/api/typed-api';
import { landedAnswer } from '@/shared/api/page-data';
import { CATALOGUE_PATHS } from './catalogue-paths';
import { queryKeys } from '@/shared/api/query-keys';

export interface NamedOption {
  id: number;
  name: string;
}

const OPTION_STALE_MS = 30 * 60_000;

/**
 * A reference list (from the page's HTML when it came with it); an endpoint that fails leaves its filter group empty rather than breaking the page.
 * `get` asks the typed client for the list at `path` with `query`; the two name where the landing page's copy is found.
 */
function useOptionList<T>(key: readonly unknown[], path: string, query: Query | undefined, get: (signal: AbortSignal) => Promise<T[]>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.venues.options(key),
    queryFn: ({ signal }) => get(signal),
    select: (data) => (Array.isArray(data) ? data : []),
    // Public lists: the ones the landing page came with are used for everyone.
    ...landedAnswer<T[]>(buildUrl(path, query)),
    staleTime: OPTION_STALE_MS,
    enabled,
    retry: false,
  });
}

/** Every list the /fieldslist filter groups offer, for the city being browsed. */
export function useFilterOptions(cityId: number, categoryIds: readonly number[]) {
  const cityQuery = { city_id: cityId };
  const districts = useOptionList(['districts', cityId], CATALOGUE_PATHS.districts, cityQuery, (signal): Promise<District[]> =>
    typedApi.get('/regions/districts', { signal, query: cityQuery, onUnauthorized: 'silent' }),
  );
  const tradingAreas = useTradingAreas(cityId);
  const subwayLines = useOptionList(['subway_lines', cityId], CATALOGUE_PATHS.subwayLines, cityQuery, (signal): Promise<SubwayLine[]> =>
    typedApi.get('/regions/subway_lines', { signal, query: cityQuery, onUnauthorized: 'silent' }),
  );
  const labelQuery = { city_ids: cityId, type: 1 };
  const labels = useOptionList(['labels', cityId], CATALOGUE_PATHS.labels, labelQuery, (signal): Promise<Label[]> =>
    typedApi.get('/labels', { signal, query: labelQuery, onUnauthorized: 'silent' }),
  );
  const communityTypes = useOptionList(['community_types'], CATALOGUE_PATHS.communityTypes, undefined, (signal): Promise<NamedOption[]> =>
    typedApi.get('/community_types', { signal, onUnauthorized: 'silent' }),
  );
  const locationTypes = useOptionList(['location_types'], CATALOGUE_PATHS.locationTypes, undefined, (signal): Promise<NamedOption[]> =>
    typedApi.get('/location_types', { signal, onUnauthorized: 'silent' }),
  );
  const categories = useCategories();
  const categoryKey = [...categoryIds].sort((a, b) => a - b).join(',');
  const attributeQuery = { category_ids: categoryKey };
  const attributes = useOptionList(
    ['category_attributes', categoryKey],
    CATALOGUE_PATHS.categoryAttributes,
    attributeQuery,
    (signal): Promise<CategoryAttribute[]> => typedApi.get('/category_attributes', { signal, query: attributeQuery, onUnauthorized: 'silent' }),
    categoryKey !== '',
  );
  return {
    districts: districts.data ?? [],
    tradingAreas: tradingAreas.data ?? [],
    subwayLines: subwayLines.data ?? [],
    labels: labels.data ?? [],
    communityTypes: communityTypes.data ?? [],
    locationTypes: locationTypes.data ?? [],
    categories: (categories.data ?? []).filter((category) => category.kind === 'venue'),
    attributes: categoryKey ? (attributes.data ?? []) : [],
    /** Lists of the rows shown unfolded that are still loading: their rows keep their place meanwhile. */
    pending: {
      districts: districts.isPending,
      tradingAreas: tradingAreas.isPending,
      subwayLines: subwayLines.isPending,
      categories: categories.isPending,
    },
  };
}

export type FilterOptions = ReturnType<typeof useFilterOptions>;

/** Venue categories (场地类型), used by the list filters and the home page's category module. */
export function useCategories() {
  return useOptionList(['categories'], CATALOGUE_PATHS.categories, undefined, (signal): Promise<Category[]> =>
    typedApi.get('/categories', { signal, onUnauthorized: 'silent' }),
  );
}

export function useTradingAreas(cityId: number) {
  const query = { city_id: cityId };
  return useOptionList(['trading_areas', cityId], CATALOGUE_PATHS.tradingAreas, query, (signal): Promise<TradingArea[]> =>
    typedApi.get('/regions/trading_areas', { signal, query, onUnauthorized: 'silent' }),
  );
}
