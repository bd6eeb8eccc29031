/**
 * Paths of the catalogue endpoints this feature calls, in one place. The fixed ones come from docs/spec/api.md
 * "Catalogue"; the option lists (regions, labels, types, categories) follow the same conventions.
 */
export const CATALOGUE_PATHS = {
  venues: '/fields',
  venue: (topPhysicalId: number) => `/fields/${topPhysicalId}`,
  comments: (physicalId: number) => `/physical_resources/${physicalId}/comments`,
  sales: (topPhysicalId: number) => `/lists/${topPhysicalId}/sales`,
  recommends: '/communities/recommends',
  nearby: (communityId: number) => `/communities/${communityId}/nearby`,
  communities: '/communities',
  communityCoupons: (communityId: number) => `/communities/${communityId}/coupons`,
  favorite: (topPhysicalId: number) => `/resources/${topPhysicalId}/favorite`,
  feedbacks: '/feedbacks',
  districts: '/regions/districts',
  tradingAreas: '/regions/trading_areas',
  subwayLines: '/regions/subway_lines',
  labels: '/labels',
  communityTypes: '/community_types',
  locationTypes: '/location_types',
  categories: '/categories',
  categoryAttributes: '/category_attributes',
} as const;
