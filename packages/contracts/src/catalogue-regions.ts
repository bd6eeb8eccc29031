import { z } from 'zod';
import { zIdList } from './catalogue-query-params';
import { zQueryInt } from './common';

/** GET /api/cities (fixed): every city, not paged. */
export const ZCity = z.object({
  id: z.number().int(),
  province_id: z.number().int(),
  name: z.string(),
  en_name: z.string(),
  domain_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_default: z.boolean(),
});
export type City = z.infer<typeof ZCity>;

export { DEFAULT_CITY_ID } from './city-constants';

export const ZProvince = z.object({ id: z.number().int(), name: z.string() });
export const ZDistrict = z.object({ id: z.number().int(), city_id: z.number().int(), name: z.string() });
export const ZTradingArea = z.object({ id: z.number().int(), city_id: z.number().int(), district_id: z.number().int(), name: z.string() });
export const ZSubwayStation = z.object({ id: z.number().int(), name: z.string(), line_ids: z.array(z.number().int()) });
export const ZSubwayLine = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  name: z.string(),
  color: z.string(),
  stations: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const ZNamed = z.object({ id: z.number().int(), name: z.string() });
export const ZLabel = z.object({ id: z.number().int(), name: z.string(), type: z.number().int() });
export const ZCategory = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['venue', 'ad']) });
export const ZCategoryAttribute = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  options: z.array(ZNamed),
});
export type Province = z.infer<typeof ZProvince>;
export type District = z.infer<typeof ZDistrict>;
export type TradingArea = z.infer<typeof ZTradingArea>;
export type SubwayLine = z.infer<typeof ZSubwayLine>;
export type SubwayStation = z.infer<typeof ZSubwayStation>;
export type Label = z.infer<typeof ZLabel>;
export type Category = z.infer<typeof ZCategory>;
export type CategoryAttribute = z.infer<typeof ZCategoryAttribute>;

const zRequiredId = (label: string) => zQueryInt(label, { positive: true });

export const ZProvinceQuery = z.object({ province_id: zRequiredId('省份ID') });
export const ZCityQuery = z.object({ city_id: zRequiredId('城市ID') });
/** Labels: `city_ids` (comma-joined; none = every city) and `type` (1 = venue labels). */
export const ZLabelQuery = z.object({ city_ids: zIdList('城市'), type: zQueryInt('标签类型').optional() });
export const ZCategoryAttributeQuery = z.object({ category_ids: zIdList('分类') });
