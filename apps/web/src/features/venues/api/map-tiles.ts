/** The map tiles moved to shared/map so that the supplier's map picker uses the same source. */
export { DEFAULT_MAP_TILE_URL, useMapTileUrl } from '@/shared/map/map-tiles';
