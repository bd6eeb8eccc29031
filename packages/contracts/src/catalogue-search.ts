import { swapIfReversed } from '@vm/domain/validation';
import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import {
  formatAttributes,
  zAttributes,
  zCoordinate,
  zDelta,
  zFlag,
  zIdList,
  zLenientId,
  zLenientNumber,
  zQueryText,
  zTier,
  type AttributeFilter,
} from './catalogue-query-params';

export const VENUE_ORDER_BY = ['price', 'person_flow', 'area', 'order_quantity', 'distance'] as const;
export type VenueOrderBy = (typeof VENUE_ORDER_BY)[number];

/** Largest page size of the venue list. */
export const VENUE_PAGE_SIZE_MAX = 50;
export const VENUE_PAGE_SIZE_DEFAULT = 20;

/**
 * Filters of /fieldslist, as the URL carries them (GET /api/fields). Id lists are comma-joined; mistyped
 * numbers in ranges are cleared; `min_price`/`max_price` are yuan as typed. After parsing, see
 * {@link normaliseVenueSearch} for the swap of reversed ranges and the tier/range exclusivity.
 */
const ZVenueSearchObject = z.object({
  keyword: zQueryText('关键词').meta({ description: '关键词（中文分词匹配场地、社区、地址）' }),
  city_ids: zIdList('城市'),
  district_ids: zIdList('区县'),
  trading_area_ids: zIdList('商圈'),
  subway_station_ids: zIdList('地铁站'),
  subway_line_id: zLenientId('地铁线路ID'),
  label_ids: zIdList('标签'),
  location_type_ids: zIdList('位置类型'),
  community_type_ids: zIdList('社区类型'),
  category_ids: zIdList('场地类型（分类）'),
  indoor: zFlag('室内（1 室内，0 室外）'),
  price_tier: zTier('价格区间').meta({
    description: '价格档（按天折算：周期价格 ÷ 天数）：1 为0–1000元/天，2 为1000–3000元/天，3 为3000–5000元/天，4 为5000元/天以上；与自定义价格互斥',
  }),
  min_price: zLenientNumber('最低价（元/天，按天折算）', 1e9),
  max_price: zLenientNumber('最高价（元/天，按天折算）', 1e9),
  year_tier: zTier('年代区间').meta({ description: '年代档：1 为1960–1980，2 为1980–1990，3 为1990–2000，4 为2000年以后；与自定义年份互斥' }),
  min_year: zLenientNumber('最早年份', 3000),
  max_year: zLenientNumber('最晚年份', 3000),
  min_area: zLenientNumber('最小面积（㎡）'),
  max_area: zLenientNumber('最大面积（㎡）'),
  min_person_flow: zLenientNumber('最小日人流量'),
  max_person_flow: zLenientNumber('最大日人流量'),
  has_panorama: zFlag('有全景图'),
  is_proprietary: zFlag('平台自营'),
  in_trading_area: zFlag('位于商圈（首页“商圈”栏目）'),
  has_subsidy: zFlag('有平台补贴（首页“补贴”栏目）'),
  not_need_deposit: zFlag('有免押金规格（首页“免押金”栏目）'),
  res_type_id: zLenientId('资源类型（3 为活动）'),
  latitude: zCoordinate('纬度', 90),
  longitude: zCoordinate('经度', 180),
  latitude_delta: zDelta('纬度范围'),
  longitude_delta: zDelta('经度范围'),
  nearby: zFlag('附近（按与 latitude/longitude 的距离由近到远）'),
  attributes: zAttributes,
  order_by: z.enum(VENUE_ORDER_BY, { error: '排序字段不正确' }).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方向应为 asc 或 desc' }).optional(),
  page: zPage,
  page_size: zPageSize(VENUE_PAGE_SIZE_MAX, VENUE_PAGE_SIZE_DEFAULT),
  navigation: z.string().optional().meta({ description: '来自首页导航（仅用于统计）' }),
});

export type VenueSearchRaw = z.output<typeof ZVenueSearchObject>;

/** The parsed, normalised venue search. Ranges are ordered, tiers are unset when a custom range is given. */
export type VenueSearchQuery = Omit<VenueSearchRaw, 'navigation'>;

function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  const range = swapIfReversed(min, max);
  return [range.min, range.max];
}

/**
 * The rules of section 2 applied once, for the server and the web alike: a min above its max swaps;
 * a custom price or year range wins over a preset tier (they are exclusive); `nearby` means order by distance.
 */
export function normaliseVenueSearch(raw: VenueSearchRaw): VenueSearchQuery {
  const { navigation: _navigation, ...query } = raw;
  [query.min_price, query.max_price] = ordered(query.min_price, query.max_price);
  [query.min_year, query.max_year] = ordered(query.min_year, query.max_year);
  [query.min_area, query.max_area] = ordered(query.min_area, query.max_area);
  [query.min_person_flow, query.max_person_flow] = ordered(query.min_person_flow, query.max_person_flow);
  if (query.min_price !== undefined || query.max_price !== undefined) query.price_tier = undefined;
  if (query.min_year !== undefined || query.max_year !== undefined) query.year_tier = undefined;
  if (query.nearby && query.order_by === undefined) query.order_by = 'distance';
  return query;
}

export const ZVenueSearchQuery = ZVenueSearchObject.transform(normaliseVenueSearch).superRefine((query, ctx) => {
  const hasPoint = query.latitude !== undefined && query.longitude !== undefined;
  if ((query.order_by === 'distance' || query.nearby) && !hasPoint) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: '按距离排序需要提供经纬度' });
  }
  if ((query.latitude_delta !== undefined || query.longitude_delta !== undefined) && !hasPoint) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: '地图范围筛选需要提供中心经纬度' });
  }
});

/** Inputs the web builds a /fieldslist URL or an /api/fields request from. */
export type VenueSearchInput = Partial<Omit<VenueSearchQuery, 'attributes'>> & { attributes?: AttributeFilter[] };

/**
 * Query string of a venue search, in the encoding {@link ZVenueSearchQuery} reads: id lists comma-joined,
 * flags 1/0, attributes `12:3,4;15:7`; unset and empty values left out.
 */
export function venueSearchToQueryString(input: VenueSearchInput): string {
  const params: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (key === 'attributes') {
      const encoded = formatAttributes(value as AttributeFilter[]);
      if (encoded) params.push([key, encoded]);
    } else if (Array.isArray(value)) {
      if (value.length > 0) params.push([key, value.join(',')]);
    } else if (typeof value === 'boolean') {
      params.push([key, value ? '1' : '0']);
    } else if (value !== '') {
      params.push([key, String(value)]);
    }
  }
  // Commas, colons and semicolons stay readable: they are the list and attribute separators.
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%3B/g, ';')}`).join('&');
}

/** `type` of a card: what the card links to. /api/fields answers physical resources (keyed by top_physical_id). */
export const zCardType = z.enum(['selling_resource', 'physical_resource', 'community_resource']);

/** A venue card of the list (fixed fields of docs/spec/api.md plus what the card shows). Money in fen. */
export const ZVenueCard = z.object({
  id: z.number().int(),
  top_physical_id: z.number().int(),
  name: z.string(),
  /** Lowest non-enquiry price over its selling resources and lease terms, fen; 0 when price on request. */
  floor_price: z.number().int(),
  max_price: z.number().int(),
  /** Lowest day-equivalent price (a period's price ÷ its days), fen: what the card shows as ¥…/天起 and the price filter compares; 0 when price on request. */
  floor_day_price: z.number().int(),
  order_quantity: z.number().int(),
  community_img: z.object({ pic_url: z.string() }),
  type: zCardType,
  latitude: z.number(),
  longitude: z.number(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  district_name: z.string(),
  trading_area_name: z.string().nullable(),
  community_id: z.number().int(),
  community_name: z.string(),
  address: z.string(),
  field_type: z.object({ id: z.number().int(), display_name: z.string() }),
  /** The kind of place (购物中心, 写字楼, 高校 …). */
  community_type: z.object({ id: z.number().int(), name: z.string() }),
  indoor: z.boolean(),
  /** Square metres. */
  area: z.number(),
  person_flow: z.number().int(),
  year: z.number().int().nullable(),
  has_panorama: z.boolean(),
  is_enquiry: z.boolean(),
  is_proprietary: z.boolean(),
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Metres from latitude/longitude of the query, when given. */
  distance: z.number().int().nullable(),
});
export type VenueCard = z.infer<typeof ZVenueCard>;

/** `total_capped`: more than `total` venues match (the server stops counting at 1,000). */
export const ZVenuePage = zPageOf(ZVenueCard).extend({
  total_capped: z.boolean().optional(),
  /**
   * A keyword search that found nothing (`total: 0`): what is shown instead. `relaxed`: the venues of the
   * query without its words that match nothing (`keyword` is what was kept); `recommended`: the city's
   * most booked venues. `message` is the sentence the page shows.
   */
  fallback: z
    .object({
      reason: z.enum(['relaxed', 'recommended']),
      keyword: z.string().nullable(),
      message: z.string(),
      data: z.array(ZVenueCard),
    })
    .optional(),
});
export type VenuePage = z.infer<typeof ZVenuePage>;

/** The operator's synonym groups for venue search (GET|POST /api/operator/search_synonyms). */
const zSynonymWord = z
  .string({ error: '同义词应为文字' })
  .trim()
  .min(1, { error: '同义词不能为空' })
  .max(20, { error: '每个同义词不能超过20个字' })
  .refine((word) => /[\p{L}\p{N}]/u.test(word), { error: '同义词须包含文字或数字' });
export const ZSearchSynonymBody = z.object({
  words: z
    .array(zSynonymWord, { error: '同义词组应为词语列表' })
    .min(2, { error: '同义词组至少需要两个词' })
    .max(20, { error: '同义词组最多20个词' })
    .refine((words) => new Set(words.map((word) => word.toLowerCase())).size === words.length, { error: '同义词组中有重复的词' }),
});
export type SearchSynonymBody = z.infer<typeof ZSearchSynonymBody>;
export const ZSearchSynonym = z.object({
  id: z.number().int(),
  /** The first word is the canonical one. */
  words: z.array(z.string()),
  updated_at: z.string(),
});
export type SearchSynonym = z.infer<typeof ZSearchSynonym>;
