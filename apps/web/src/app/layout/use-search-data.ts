import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import { parseFastSearch, parseHotWords } from './search-suggestions-model';

/**
 * Suggestions while typing (GET fast/search). Not debounced, as the product specifies; the cache and
 * keepPreviousData keep the list steady. An unavailable endpoint simply yields no suggestions.
 */
export function useFastSearch(keyword: string, cityId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.fastSearch.suggestions(keyword, cityId),
    queryFn: ({ signal }) => typedApi.get('/fast/search', { signal, query: { keyword, city_id: cityId }, onUnauthorized: 'silent' }),
    enabled: enabled && keyword !== '',
    select: (result) => parseFastSearch(result),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

export function useHotWords(cityId: number) {
  const query = useQuery({
    queryKey: queryKeys.hotWords.ofCity(cityId),
    queryFn: ({ signal }) => typedApi.get('/hot_words', { signal, query: { city_id: cityId }, onUnauthorized: 'silent' }),
    select: (result) => parseHotWords(result),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return query.data ?? [];
}
