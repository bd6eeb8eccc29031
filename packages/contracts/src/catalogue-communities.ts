import { z } from 'zod';
import { zIdList, zLenientId, zQueryText } from './catalogue-query-params';
import { ZVenueCard } from './catalogue-search';
import { ZVenueCommunity } from './catalogue-venue';
import { zPage, zPageOf, zPageSize } from './common';

/** A community card (GET /api/communities). Money in fen. */
export const ZCommunityCard = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  district_name: z.string(),
  trading_area_name: z.string().nullable(),
  community_type: z.object({ id: z.number().int(), name: z.string() }),
  year: z.number().int().nullable(),
  person_flow: z.number().int(),
  pic_url: z.string(),
  floor_price: z.number().int(),
  /** Lowest day-equivalent price of its venues, fen (¥…/天起); 0 when none is priced. */
  floor_day_price: z.number().int(),
  venue_count: z.number().int(),
  order_quantity: z.number().int(),
  is_proprietary: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
export type CommunityCard = z.infer<typeof ZCommunityCard>;
export const ZCommunityPage = zPageOf(ZCommunityCard);

export const ZCommunityListQuery = z.object({
  page: zPage,
  page_size: zPageSize(50, 20),
  order_by: z.enum(['person_flow', 'year', 'order_quantity', 'price', 'id'], { error: '排序字段不正确' }).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方向应为 asc 或 desc' }).optional(),
  city_ids: zIdList('城市'),
  community_type_ids: zIdList('社区类型'),
  keyword: zQueryText('关键词'),
  is_proprietary: z.enum(['0', '1'], { error: '自营筛选应为 0 或 1' }).optional(),
});
export type CommunityListQuery = z.infer<typeof ZCommunityListQuery>;

/** GET /api/communities/{id}: the community page with its venues. */
export const ZCommunityDetail = ZVenueCommunity.extend({
  /** The lines of its nearest subway station (empty without one). */
  subway_lines: z.array(z.object({ id: z.number().int(), name: z.string() })),
  imgs: z.array(z.object({ pic_url: z.string() })),
  venues: z.array(ZVenueCard),
  floor_price: z.number().int(),
  floor_day_price: z.number().int(),
  order_quantity: z.number().int(),
});
export type CommunityDetail = z.infer<typeof ZCommunityDetail>;

/** A recommended resource (recommends and nearby lists). Money in fen. */
export const ZRecommendedResource = z.object({
  physical_resource_id: z.number().int(),
  top_physical_id: z.number().int(),
  community_id: z.number().int(),
  resource_name: z.string(),
  community_name: z.string(),
  is_enquiry: z.boolean(),
  refer_min_price: z.number().int(),
  refer_max_price: z.number().int(),
  price: z.number().int(),
  subsidy_fee: z.number().int(),
  unit: z.string(),
  order_count: z.number().int(),
  district: z.string(),
  address: z.string(),
  pic_url: z.string(),
  /** Metres from the community asked about (nearby only). */
  distance: z.number().int().nullable(),
});
export type RecommendedResource = z.infer<typeof ZRecommendedResource>;
export const ZRecommendedPage = zPageOf(ZRecommendedResource);
export type RecommendedPage = z.infer<typeof ZRecommendedPage>;

/** GET /api/communities/recommends: page_size 5 on the venue page, 4 on the home page. */
export const ZRecommendsQuery = z.object({
  page: zPage,
  page_size: zPageSize(20, 5),
  community_id: zLenientId('社区ID'),
  category_id: zLenientId('分类ID'),
  city_id: zLenientId('城市ID'),
});
export type RecommendsQuery = z.infer<typeof ZRecommendsQuery>;

/** GET /api/communities/{id}/nearby: pageSize 2 on the venue page. */
export const ZNearbyQuery = z.object({
  page: zPage,
  pageSize: zPageSize(20, 2),
  city_id: zLenientId('城市ID'),
});
export type NearbyQuery = z.infer<typeof ZNearbyQuery>;
