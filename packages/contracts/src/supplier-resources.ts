import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { zBodyId, zBusinessDate, zFen, zInt, zOptionalText, zQueryId, zRequiredNumber, zText, zUploadUrl } from './supplier-common';

/**
 * A supplier's managed resources (docs/spec/api.md "Supplier back office — fixed"): a physical resource (venue,
 * its own `top_physical_id`) with photos, case photos, a panorama, category attributes and its booths
 * (selling resources). Money in fen. Another supplier's ids answer 404 everywhere.
 */

export const ZBoothPriceInput = z.object({
  lease_term_type_id: zInt('订购周期', 3, 15),
  price: zFen('价格'),
  deposit: zFen('押金').optional().default(0),
  subsidy: zFen('补贴').optional().default(0),
});

export const ZDatedPriceInput = z.object({ date: zBusinessDate, price: zFen('价格').refine((value) => value > 0, { error: '价格必须大于0' }) });

/**
 * One booth of a managed resource. In PUT a booth with `id` updates that booth, one without is added,
 * and a booth left out is deleted (refused with 409 naming the order while it has live orders).
 */
export const ZBoothInput = z.object({
  id: zBodyId('摊位').optional(),
  size: zText('摊位尺寸', 40),
  custom_dimension: zOptionalText('自定义规格', 60),
  custom_name: zOptionalText('摊位名称', 60),
  /** Identical units per date; lowering it below units held on a date is a 409 naming the date. */
  count: zInt('数量', 1, 10_000),
  minimum_booking_days: zInt('最少预订天数', 1, 365).optional().default(1),
  days_in_advance: zInt('提前预订天数', 0, 365).optional().default(2),
  is_enquiry: z.boolean({ error: '请选择是否询价' }).optional().default(false),
  /** The main lease term; defaults to the first price's. It must have a price row. */
  lease_term_type_id: zInt('订购周期', 3, 15).optional(),
  prices: z.array(ZBoothPriceInput, { error: '请填写价格' }).min(1, { error: '请至少填写一个订购周期的价格' }).max(13, { error: '订购周期过多' }),
  /** Dates closed for booking; closing a date already held is a 409 naming the date. */
  unavailable_dates: z.array(zBusinessDate, { error: '不可预订日期不正确' }).max(400, { error: '不可预订日期最多400天' }).optional().default([]),
  special_prices: z.array(ZDatedPriceInput, { error: '特价不正确' }).max(400, { error: '特价日期最多400天' }).optional().default([]),
  raised_prices: z.array(ZDatedPriceInput, { error: '涨价不正确' }).max(400, { error: '涨价日期最多400天' }).optional().default([]),
  /** 1 ordinary, 2 special, 3 activity (bookable inside activity_start_date … deadline). */
  res_type_id: zInt('资源类型', 1, 3).optional().default(1),
  activity_type_name: z.string().trim().max(20, { error: '活动类型最多20个字' }).nullable().optional(),
  activity_start_date: zBusinessDate.nullable().optional(),
  deadline: zBusinessDate.nullable().optional(),
  has_chair: z.boolean().optional().default(false),
  has_power: z.boolean().optional().default(false),
  has_tent: z.boolean().optional().default(false),
  leaflet: z.boolean().optional().default(false),
  overnight_material: z.boolean().optional().default(false),
  special_requirements: z
    .array(z.string().trim().min(1, { error: '特殊要求不能为空' }).max(20, { error: '特殊要求最多20个字' }))
    .max(10, { error: '特殊要求最多10个' })
    .optional()
    .default([]),
  tag: zOptionalText('标签', 20),
});
export type BoothInput = z.infer<typeof ZBoothInput>;

/** POST /api/managed_resources → 201 `{ id, booth_ids }`; PUT /api/managed_resources/{id} (same shape) → `{ id, booth_ids }`. */
export const ZManagedResourceBody = z.object({
  community_id: zBodyId('所属商场/社区'),
  name: zText('场地名称', 60),
  field_type_id: zBodyId('场地类型'),
  area: zNumeric2('面积'),
  indoor: z.boolean({ error: '请选择室内或室外' }),
  person_flow: zInt('人流量', 0, 100_000_000).optional().default(0),
  description: zOptionalText('场地介绍', 2000),
  /** The supplier's own uploads (bucket `venue`), gallery order; at least one. */
  images: z.array(zUploadUrl, { error: '请上传场地照片' }).min(1, { error: '请上传场地照片' }).max(20, { error: '最多可上传20张场地照片' }),
  case_images: z.array(zUploadUrl, { error: '案例照片不正确' }).max(20, { error: '最多可上传20张案例照片' }).optional().default([]),
  /** The supplier's own upload (bucket `panorama`), or null. */
  panorama: zUploadUrl.nullable().optional(),
  /** Attribute option ids of the field type's attributes. */
  attributes: z.array(zBodyId('场地属性'), { error: '场地属性不正确' }).max(50, { error: '场地属性过多' }).optional().default([]),
  booths: z.array(ZBoothInput, { error: '请添加摊位' }).min(1, { error: '请至少添加一个摊位' }).max(50, { error: '摊位最多50个' }),
});
export type ManagedResourceBody = z.infer<typeof ZManagedResourceBody>;
export type ManagedResourceInput = z.input<typeof ZManagedResourceBody>;

function zNumeric2(label: string) {
  return zRequiredNumber(
    z.coerce
      .number({ error: `请输入${label}` })
      .positive({ error: `${label}必须大于0` })
      .max(10_000_000, { error: `${label}过大` })
      .refine((value) => Math.round(value * 100) === value * 100, { error: `${label}最多两位小数` }),
  );
}

export const ZManagedResourceResult = z.object({ id: z.number().int(), booth_ids: z.array(z.number().int()) });
export type ManagedResourceResult = z.infer<typeof ZManagedResourceResult>;

export const ZManagedBooth = z.object({
  id: z.number().int(),
  size: z.string(),
  custom_dimension: z.string(),
  custom_name: z.string(),
  count: z.number().int(),
  minimum_booking_days: z.number().int(),
  days_in_advance: z.number().int(),
  is_enquiry: z.boolean(),
  lease_term_type_id: z.number().int(),
  lease_term_type: z.string(),
  prices: z.array(
    z.object({
      lease_term_type_id: z.number().int(),
      lease_term_type: z.string(),
      price: z.number().int(),
      deposit: z.number().int(),
      subsidy: z.number().int(),
    }),
  ),
  unavailable_dates: z.array(z.string()),
  special_prices: z.array(z.object({ date: z.string(), price: z.number().int() })),
  raised_prices: z.array(z.object({ date: z.string(), price: z.number().int() })),
  res_type_id: z.number().int(),
  activity_type_name: z.string().nullable(),
  activity_start_date: z.string().nullable(),
  deadline: z.string().nullable(),
  has_chair: z.boolean(),
  has_power: z.boolean(),
  has_tent: z.boolean(),
  leaflet: z.boolean(),
  overnight_material: z.boolean(),
  special_requirements: z.array(z.string()),
  tag: z.string(),
  is_online: z.boolean(),
  /** Sub-orders not yet over (submitted, paid, approved, executing): the booth cannot be deleted while > 0. */
  live_order_count: z.number().int(),
});
export type ManagedBooth = z.infer<typeof ZManagedBooth>;

export const ZManagedResource = z.object({
  id: z.number().int(),
  top_physical_id: z.number().int(),
  community_id: z.number().int(),
  community_name: z.string(),
  city_id: z.number().int(),
  name: z.string(),
  field_type_id: z.number().int(),
  field_type: z.string(),
  area: z.number(),
  indoor: z.boolean(),
  person_flow: z.number().int(),
  description: z.string(),
  images: z.array(z.string()),
  case_images: z.array(z.string()),
  panorama: z.string().nullable(),
  attributes: z.array(z.number().int()),
  /** True while some booth is on sale. */
  is_online: z.boolean(),
  booths: z.array(ZManagedBooth),
  created_at: z.string(),
});
export type ManagedResource = z.infer<typeof ZManagedResource>;

/** GET /api/managed_resources?community_id=&keyword=&is_online=&page= → the caller's physical resources with their booths. */
export const ZManagedResourcesQuery = z.object({
  community_id: zQueryId('商场/社区').optional(),
  keyword: z.string().trim().max(60, { error: '关键词最多60个字' }).optional(),
  is_online: z.enum(['0', '1'], { error: '上下架状态不正确' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export const ZManagedResourcePage = zPageOf(ZManagedResource);

/** POST /api/managed_resources/{id}/off_sale and …/on_sale → `{ id, is_online }`. */
export const ZSaleStatusResult = z.object({ id: z.number().int(), is_online: z.boolean() });

/**
 * GET /api/managed_booths/{id}/calendar?start=&end=&lease_term_type_id= — the supplier's preview of a
 * booth's calendar: the buyer's price and availability of each date (same domain function), plus where
 * the price comes from and the units held.
 */
export const ZManagedCalendarQuery = z.object({
  start: zBusinessDate,
  end: zBusinessDate,
  lease_term_type_id: zQueryId('订购周期'),
});
export const ZManagedCalendarDay = z.object({
  date: z.string(),
  price: z.number().int(),
  /** raised 涨价, rule 价格规则, special 特价, term 周期价, none 无价格 */
  price_source: z.enum(['raised', 'rule', 'special', 'term', 'none']),
  /** The price rule that set the price, when `price_source` is `rule`. */
  price_rule_id: z.number().int().nullable(),
  available: z.boolean(),
  reason: z.string().nullable(),
  held: z.number().int(),
  count: z.number().int(),
  unavailable: z.boolean(),
});
export const ZManagedCalendar = z.object({
  selling_resource_id: z.number().int(),
  lease_term_type_id: z.number().int(),
  today: z.string(),
  days: z.array(ZManagedCalendarDay),
});
export type ManagedCalendar = z.infer<typeof ZManagedCalendar>;
