import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { zBodyId, zBusinessDate, zFen, zInt, zText } from './supplier-common';

/**
 * Price rules (价格规则): a named rule sets the price of chosen booths under one lease term for a date
 * range and weekdays — a fixed price in fen, or a percentage raise over the price it replaces.
 * Precedence on a date: raised price > price rule > special price > lease term price (packages/domain
 * availability.ts, read by the calendar and order pricing alike).
 */

/**
 * POST /api/price_rules → 201 `{ id }`. Exactly one of `price` (fen) and `raise_percent` (1–1000, e.g.
 * 20 for +20 %). 409 naming the overlap when another rule covers the same booth, date and lease term.
 */
export const ZPriceRuleBody = z
  .object({
    name: zText('规则名称', 30),
    selling_resource_ids: z.array(zBodyId('摊位'), { error: '请选择摊位' }).min(1, { error: '请选择摊位' }).max(200, { error: '一次最多选择200个摊位' }),
    lease_term_type_id: zInt('订购周期', 3, 15),
    start: zBusinessDate,
    end: zBusinessDate,
    weekdays: z
      .array(zInt('星期', 1, 7), { error: '请选择星期' })
      .min(1, { error: '请选择星期' })
      .max(7, { error: '星期不正确' }),
    price: zFen('价格')
      .refine((value) => value > 0, { error: '价格必须大于0' })
      .nullable()
      .optional(),
    raise_percent: zInt('涨价比例', 1, 1000).nullable().optional(),
  })
  .refine((body) => (body.price ?? null) !== null || (body.raise_percent ?? null) !== null, { error: '请填写价格或涨价比例', path: ['price'] })
  .refine((body) => (body.price ?? null) === null || (body.raise_percent ?? null) === null, { error: '价格和涨价比例只能填写一个', path: ['raise_percent'] });
export type PriceRuleBody = z.infer<typeof ZPriceRuleBody>;

export const ZPriceRule = z.object({
  id: z.number().int(),
  name: z.string(),
  selling_resource_ids: z.array(z.number().int()),
  booths: z.array(z.object({ id: z.number().int(), field_name: z.string(), size: z.string(), custom_dimension: z.string() })),
  lease_term_type_id: z.number().int(),
  lease_term_type: z.string(),
  start: z.string(),
  end: z.string(),
  weekdays: z.array(z.number().int()),
  price: z.number().int().nullable(),
  raise_percent: z.number().int().nullable(),
  created_at: z.string(),
  /** Who created it (the supplier or a child account). */
  created_by: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
});
export type PriceRule = z.infer<typeof ZPriceRule>;

/** GET /api/price_rules?selling_resource_id=&page= → the caller's rules, newest first. */
export const ZPriceRulesQuery = z.object({
  selling_resource_id: z.coerce
    .number({ error: '摊位必须是数字' })
    .int({ error: '摊位必须是整数' })
    .positive({ error: '摊位不正确' })
    .max(2_147_483_647, { error: '摊位不正确' })
    .optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export const ZPriceRulePage = zPageOf(ZPriceRule);
