import { z } from 'zod';
import { INSIGHTS_GROUPS } from '@vm/domain/insights';

/**
 * Insights (docs/spec/api.md "Insights — fixed", decision 0056). Money in fen, dates Shanghai days,
 * both period ends included (at most 366 days). Definitions in packages/domain/src/insights.ts.
 */

const zPeriodDate = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为YYYY-MM-DD` });

/** ?from=&to= (the period rules — a real date, from ≤ to, ≤ 366 days — are checked by the route, 422 in Chinese). */
export const ZInsightsPeriodQuery = z.object({ from: zPeriodDate('开始日期'), to: zPeriodDate('结束日期') });

export const ZOperatorInsightsQuery = ZInsightsPeriodQuery.extend({
  group_by: z.enum(INSIGHTS_GROUPS, { error: '分组方式只能是 day、city 或 category' }).default('day'),
});

/** POST /api/fields/{id}/views body: the first-party random id the web keeps in localStorage. */
export const ZVenueViewBody = z.object({ visitor_id: z.string().max(64, { error: '访客标识过长' }).optional() }).strict();

export const ZOperatorInsights = z.object({
  totals: z.object({
    /** Σ rent (fen) of sub-orders paid in the period. */
    gmv: z.number().int(),
    /** Orders paid in the period. */
    paid_orders: z.number().int(),
    /** Σ commission (fen) of the earnings of those sub-orders. */
    commission: z.number().int(),
    /** Σ refunds (fen) done in the period. */
    refunds: z.number().int(),
    /** Distinct buyers of the paid orders. */
    buyers: z.number().int(),
  }),
  /** One row per day (`key` YYYY-MM-DD, every day of the period), city or category (`key` its id). */
  series: z.array(z.object({ key: z.string(), name: z.string(), gmv: z.number().int(), paid_orders: z.number().int(), commission: z.number().int() })),
  funnel: z.object({ views: z.number().int(), cart_adds: z.number().int(), orders: z.number().int(), paid: z.number().int() }),
  /** Sub-orders reviewed in the period: median minutes from payment to the supplier's decision; overdue = paid > 24 h ago and still unreviewed. */
  review: z.object({ median_minutes: z.number().int(), overdue: z.number().int() }),
  /**
   * The 10 venues with the highest GMV in the period (then paid orders, then the smaller id; packages/domain
   * `topEntries`): `gmv` the rent of their sub-orders paid in it, `paid_orders` the orders with one of them.
   */
  top_venues: z.array(
    z.object({
      physical_resource_id: z.number().int(),
      name: z.string(),
      /** The venue's city, '' when unknown. */
      city: z.string(),
      /** The supplier of its sub-orders paid in the period (of the largest, should there be several), as `top_suppliers` counts it. */
      supplier_name: z.string(),
      gmv: z.number().int(),
      paid_orders: z.number().int(),
    }),
  ),
  /** The 10 suppliers with the highest GMV in the period, ranked like `top_venues`. */
  top_suppliers: z.array(
    z.object({
      supplier_id: z.number().int(),
      /** The supplier's name, or its mobile when it has none. */
      name: z.string(),
      gmv: z.number().int(),
      paid_orders: z.number().int(),
    }),
  ),
});
export type OperatorInsights = z.infer<typeof ZOperatorInsights>;

export const ZSupplierInsights = z.object({
  totals: z.object({
    views: z.number().int(),
    enquiries: z.number().int(),
    paid_orders: z.number().int(),
    /** Σ rent (fen) of the supplier's sub-orders paid in the period. */
    gross: z.number().int(),
    /** gross − commission. */
    net: z.number().int(),
  }),
  by_venue: z.array(
    z.object({
      physical_resource_id: z.number().int(),
      name: z.string(),
      views: z.number().int(),
      enquiries: z.number().int(),
      paid_orders: z.number().int(),
      gross: z.number().int(),
      /** booked unit-days ÷ offered unit-days, 0–1 (4 decimals). */
      occupancy: z.number(),
    }),
  ),
  /** One row per day of the period, `key` YYYY-MM-DD. */
  series: z.array(z.object({ key: z.string(), views: z.number().int(), paid_orders: z.number().int(), gross: z.number().int() })),
});
export type SupplierInsights = z.infer<typeof ZSupplierInsights>;
