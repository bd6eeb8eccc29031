import type { VenueCard } from '@vm/contracts/catalogue-search';
import { useQuery } from '@tanstack/react-query';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';
import { THEME_SECTION_SIZE, type ThemeSection } from '../components/theme-sections';
import { queryKeys } from '@/shared/api/query-keys';

/** GET /api/theme_sections: the sections operators set (defaults until they change them). */
export function useThemeSections() {
  return useQuery({
    queryKey: queryKeys.themes.sections,
    queryFn: ({ signal }): Promise<ThemeSection[]> => typedApi.get('/theme_sections', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The first venues of one theme section in the current city. */
export function useThemeSection(section: ThemeSection, cityId: number) {
  return useQuery({
    queryKey: queryKeys.themes.venues(section.id, cityId),
    queryFn: ({ signal }): Promise<Paged<VenueCard>> =>
      typedApi.get('/fields', { signal, query: { ...section.query, city_ids: cityId, page: 1, page_size: THEME_SECTION_SIZE } }),
    staleTime: 5 * 60_000,
  });
}
