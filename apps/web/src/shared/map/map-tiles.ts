import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { typedApi } from '../api/typed-api';

/**
 * Map tiles: the server's MAP_TILE_URL (GET /api/site_config), so an operator changes the tile source
 * without rebuilding; VITE_MAP_TILE_URL or AutoNavi's public street tiles until it answers. The map
 * works without any tile reachable: the marker and address still show.
 */
export const DEFAULT_MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';

export function useMapTileUrl(): string {
  const config = useQuery({
    queryKey: queryKeys.siteConfig,
    queryFn: ({ signal }) => typedApi.get('/site_config', { signal }),
    staleTime: 5 * 60_000,
  });
  return config.data?.map_tile_url || DEFAULT_MAP_TILE_URL;
}
