import { addDays, todayInShanghai } from '@vm/domain/business-date';
import type pg from 'pg';
import { grantPoints } from '../modules/coupons';

/** The demo buyer's starting points (docs/spec/api.md "Demo data"). */
export const DEMO_BUYER_POINTS = 5000;

interface DemoCoupon {
  text: string;
  amount: number;
  min: number;
  scope: number;
  target?: 'community' | 'category' | 'booth';
  total: number;
  days?: number;
  dates?: [number, number];
  points?: number;
  welfare?: boolean;
  isDefault?: boolean;
}

/** Money in fen. Dates are days from today, so the demo stays valid whenever it is loaded. */
const DEMO_COUPONS: DemoCoupon[] = [
  { text: '全场满200减20', amount: 2000, min: 20000, scope: 1, total: 5000, days: 30, isDefault: true },
  { text: '全场满1000减100', amount: 10000, min: 100000, scope: 1, total: 2000, dates: [0, 60] },
  { text: '新客满500减60', amount: 6000, min: 50000, scope: 1, total: 1000, days: 15 },
  { text: '福利·无门槛5元', amount: 500, min: 0, scope: 1, total: 10000, days: 30, welfare: true },
  { text: '福利·满300减30', amount: 3000, min: 30000, scope: 1, total: 3000, days: 30, welfare: true },
  { text: '福利·满800减80', amount: 8000, min: 80000, scope: 1, total: 3000, dates: [0, 90], welfare: true },
  { text: '1000积分兑10元券', amount: 1000, min: 10000, scope: 1, total: 5000, days: 30, points: 1000 },
  { text: '3000积分兑满400减40', amount: 4000, min: 40000, scope: 1, total: 2000, days: 30, points: 3000 },
  { text: '场地专享满500减50', amount: 5000, min: 50000, scope: 2, target: 'community', total: 500, days: 30 },
  { text: '场地积分券满300减35', amount: 3500, min: 30000, scope: 4, target: 'community', total: 300, days: 30, points: 2000 },
  { text: '品类专享满600减60', amount: 6000, min: 60000, scope: 3, target: 'category', total: 800, dates: [0, 45] },
  { text: '摊位立减30元', amount: 3000, min: 20000, scope: 5, target: 'booth', total: 200, days: 20 },
];

/** How many of the demo supplier's communities get the venue-scoped coupons. */
const VENUE_COUPON_COMMUNITIES = 12;

/**
 * Coupons on offer — free, welfare and points coupons, all-scope ones plus venue, category and booth
 * ones aimed at the demo supplier's venues — and the demo buyer's 5,000 points as a ledger row.
 * Deterministic for a given day: targets are chosen by id order.
 */
export async function seedCoupons(
  client: pg.PoolClient,
  accounts: { buyer: number; supplier: number; operator: number },
  now: Date,
): Promise<{ coupons: number }> {
  const today = todayInShanghai(now);
  const communities = await client.query<{ id: number }>('select id from communities where owner_id = $1 order by id limit $2', [
    accounts.supplier,
    VENUE_COUPON_COMMUNITIES,
  ]);
  const booths = await client.query<{ id: number; category_id: number }>(
    `select distinct on (pr.community_id) sr.id, pr.category_id
       from selling_resources sr join physical_resources pr on pr.id = sr.physical_resource_id
      where pr.community_id = any($1::int[]) and not sr.is_enquiry order by pr.community_id, sr.id`,
    [communities.rows.map((row) => row.id)],
  );
  const targets = {
    community: communities.rows.map((row) => row.id),
    category: [...new Set(booths.rows.map((row) => row.category_id))].slice(0, 3),
    booth: booths.rows.map((row) => row.id),
  };
  let count = 0;
  for (const coupon of DEMO_COUPONS) {
    const ids: (number | null)[] = coupon.target ? targets[coupon.target] : [null];
    for (const targetId of ids) {
      await client.query(
        `insert into coupon_templates (text, amount, min_goods_amount, scope, community_id, category_id, selling_resource_id,
           total_quantity, valid_start_date, valid_end_date, valid_days, consumption_point, is_default, is_welfare, created_by, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)`,
        [
          coupon.text,
          coupon.amount,
          coupon.min,
          coupon.scope,
          coupon.target === 'community' ? targetId : null,
          coupon.target === 'category' ? targetId : null,
          coupon.target === 'booth' ? targetId : null,
          coupon.total,
          coupon.dates ? addDays(today, coupon.dates[0]) : null,
          coupon.dates ? addDays(today, coupon.dates[1]) : null,
          coupon.days ?? null,
          coupon.points ?? 0,
          coupon.isDefault ?? false,
          coupon.welfare ?? false,
          accounts.operator,
          now,
        ],
      );
      count += 1;
    }
  }
  await grantPoints(client, { userId: accounts.buyer, points: DEMO_BUYER_POINTS, reason: 'demo_grant', note: '演示账号赠送', now });
  return { coupons: count };
}
