import type { Category, CategoryAttribute, District, Label, SubwayLine, TradingArea } from '@vm/contracts/catalogue-regions';
import { useQuery } from '@tanstack/react-query';
import { api, buildUrl, type Query } from '../../../shared/api/api-client';
import { landedAnswer } from '../../../shared/api/page-data';
import { CATALOGUE_PATHS } from './catalogue-paths';

export interface NamedOption {
  id: number;
  name: string;
}

const OPTION_STALE_MS = 30 * 60_000;

/** A reference list (from the page's HTML when it came with it); an endpoint that fails leaves its filter group empty rather than breaking the page. */
function useOptionList<T>(key: readonly unknown[], path: string, query: Query | undefined, enabled = true) {
  return useQuery({
    queryKey: ['venues', 'options', ...key],
    queryFn: ({ signal }) => api.get<T[]>(path, { signal, query, onUnauthorized: 'silent' }),
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
  const districts = useOptionList<District>(['districts', cityId], CATALOGUE_PATHS.districts, { city_id: cityId });
  const tradingAreas = useOptionList<TradingArea>(['trading_areas', cityId], CATALOGUE_PATHS.tradingAreas, { city_id: cityId });
  const subwayLines = useOptionList<SubwayLine>(['subway_lines', cityId], CATALOGUE_PATHS.subwayLines, { city_id: cityId });
  const labels = useOptionList<Label>(['labels', cityId], CATALOGUE_PATHS.labels, { city_ids: cityId, type: 1 });
  const communityTypes = useOptionList<NamedOption>(['community_types'], CATALOGUE_PATHS.communityTypes, undefined);
  const locationTypes = useOptionList<NamedOption>(['location_types'], CATALOGUE_PATHS.locationTypes, undefined);
  const categories = useCategories();
  const categoryKey = [...categoryIds].sort((a, b) => a - b).join(',');
  const attributes = useOptionList<CategoryAttribute>(
    ['category_attributes', categoryKey],
    CATALOGUE_PATHS.categoryAttributes,
    { category_ids: categoryKey },
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
  return useOptionList<Category>(['categories'], CATALOGUE_PATHS.categories, undefined);
}

export function useTradingAreas(cityId: number) {
  return useOptionList<TradingArea>(['trading_areas', cityId], CATALOGUE_PATHS.tradingAreas, { city_id: cityId });
}
