import { z } from 'zod';
import { zIdList, zLenientId, zQueryText } from './catalogue-query-params';
import { ZVenueDetail } from './catalogue-venue';
import { zPage, zPageOf, zPageSize } from './common';

/** An activity (a selling resource with res_type_id 3) card. Money in fen. */
export const ZActivityCard = z.object({
  id: z.number().int(),
  top_physical_id: z.number().int(),
  name: z.string(),
  community_id: z.number().int(),
  community_name: z.string(),
  city_id: z.number().int(),
  pic_url: z.string(),
  activity_type: z.object({ display_name: z.string() }),
  activity_start_date: z.string().nullable(),
  deadline: z.string().nullable(),
  expired: z.boolean(),
  price: z.number().int(),
  is_enquiry: z.boolean(),
  is_proprietary: z.boolean(),
});
export type ActivityCard = z.infer<typeof ZActivityCard>;
export const ZActivityPage = zPageOf(ZActivityCard);

/** Lists with a keyword search: activities, proprietary lists, ad search. */
export const ZKeywordPageQuery = z.object({
  page: zPage,
  page_size: zPageSize(50, 20),
  keywords: zQueryText('关键词'),
  city_id: zLenientId('城市ID'),
});
export type KeywordPageQuery = z.infer<typeof ZKeywordPageQuery>;

/** GET /api/activities/{top_physical_id}: the venue detail restricted to its activity booths. */
export const ZActivityDetail = ZVenueDetail;

export const ZActivityCaseType = z.object({ id: z.number().int(), name: z.string() });
export const ZActivityCaseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover_pic_url: z.string(),
  type: ZActivityCaseType,
  city_id: z.number().int(),
  city_name: z.string(),
  brand: z.string(),
  summary: z.string(),
  held_on: z.string(),
});
export const ZActivityCasePage = zPageOf(ZActivityCaseCard);
export const ZActivityCaseQuery = z.object({
  page: zPage,
  page_size: zPageSize(50, 20),
  type: zLenientId('案例类型'),
  keyword: zQueryText('关键词'),
  city_id: zLenientId('城市ID'),
});
export type ActivityCaseQuery = z.infer<typeof ZActivityCaseQuery>;
/** Case detail with the ids of the previous (`last_id`) and next case of the same list order. */
export const ZActivityCaseDetail = ZActivityCaseCard.extend({
  content: z.string(),
  images: z.array(z.object({ pic_url: z.string() })),
  community_id: z.number().int().nullable(),
  community_name: z.string().nullable(),
  last_id: z.number().int().nullable(),
  next_id: z.number().int().nullable(),
});
export type ActivityCaseDetail = z.infer<typeof ZActivityCaseDetail>;

export const ZServiceType = z.object({ id: z.number().int(), name: z.string() });
export const ZServiceProviderCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_url: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  service_types: z.array(ZServiceType),
  summary: z.string(),
  case_count: z.number().int(),
});
export const ZServiceProviderPage = zPageOf(ZServiceProviderCard);
/** /service/index: keyword, page and comma-joined filter lists by type. */
export const ZServiceProviderQuery = z.object({
  page: zPage,
  page_size: zPageSize(50, 12),
  keyword: zQueryText('关键词'),
  service_type_ids: zIdList('服务类型'),
  city_ids: zIdList('城市'),
});
export type ServiceProviderQuery = z.infer<typeof ZServiceProviderQuery>;
export const ZServiceProviderDetail = ZServiceProviderCard.extend({
  description: z.string(),
  contact_name: z.string(),
  /** Masked for visitors' eyes; full contact goes through the platform. */
  contact_mobile: z.string(),
  images: z.array(z.object({ pic_url: z.string() })),
});
export type ServiceProviderDetail = z.infer<typeof ZServiceProviderDetail>;
