/**
 * Map tiles: VITE_MAP_TILE_URL at build time, else AutoNavi's public street tiles (the server's
 * MAP_TILE_URL default). The map works without any tile reachable: the marker and address still show.
 */
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';
