import type { FavoriteState } from '@vm/contracts/catalogue-discovery';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { typedApi } from '@/shared/api/typed-api';
import type { Paged } from '@/shared/catalogue/paged';

export const FAVORITES_PAGE_SIZE = 12;

export type FavoriteVenue = VenueCard & { favorited_at: string };

/** GET favorites?page=: the caller's favourite venues, newest first. */
export function useFavorites(page: number) {
  return useQuery({
    queryKey: queryKeys.favorites.page(page),
    queryFn: ({ signal }): Promise<Paged<FavoriteVenue>> => typedApi.get('/favorites', { signal, query: { page, page_size: FAVORITES_PAGE_SIZE } }),
  });
}

/**
 * DELETE resources/{id}/favorite: unfavourite. Everything cached is stale afterwards (the list here, and
 * the venue page's favourite state, which belongs to another feature), so it is read again when shown.
 */
export function useUnfavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topPhysicalId: number): Promise<FavoriteState> => typedApi.delete('/resources/{id}/favorite', { params: { id: topPhysicalId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
