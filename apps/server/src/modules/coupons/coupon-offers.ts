import type { CouponOfferPage } from '@vm/contracts/coupons';
import { todayInShanghai } from '@vm/domain/business-date';
import { eq } from 'drizzle-orm';
import { communities, physicalResources } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { notFound } from '../../platform/http/app-error';
import { TEMPLATE_COLUMNS, TEMPLATE_TARGET_JOINS, toCouponOffer, type CallerHolding, type TemplateRow } from './coupon-rows';

export interface OfferFilter {
  /** Coupons usable in this community: all-scope ones plus those of the community, its categories and booths. */
  communityId?: number;
  /** Narrows the community's categories and booths to this physical resource (or the venue it tops). */
  physicalResourceId?: number;
  isReceived?: boolean;
  pointCoupons?: boolean;
  isWelfare?: boolean;
  /** Only coupons of this scope (1 all, 2/4 venue, 3 category, 5/6 booth). */
  scope?: number;
  /** Only these coupons on offer (template ids). */
  couponIds?: number[];
  page: number;
  pageSize: number;
}

/**
 * Scope filter: a coupon fits a community when it is for everything, for the community, for a category
 * one of its venues has, or for one of its booths. $1 community, $2 physical resource (or null).
 */
export const COMMUNITY_SCOPE_FILTER = `(t.scope = 1
  or (t.scope in (2, 4) and t.community_id = $1)
  or (t.scope = 3 and t.category_id in (
        select pr.category_id from physical_resources pr
         where pr.community_id = $1 and ($2::int is null or pr.id = $2 or pr.top_id = $2)))
  or (t.scope in (5, 6) and t.selling_resource_id in (
        select sr.id from selling_resources sr join physical_resources pr on pr.id = sr.physical_resource_id
         where pr.community_id = $1 and ($2::int is null or sr.physical_resource_id = $2 or sr.top_physical_id = $2))))`;

/** The caller's holdings per template ($3 user or null, $4 now). */
export const MINE = `mine as (
  select template_id, count(*)::int as received_quantity,
         max(id) filter (where status = 'unused' and end_at >= $4) as unused_id
    from user_coupons where user_id = $3 group by template_id)`;

/** The community a physical resource belongs to; 404 when there is no such resource. */
export async function communityOfResource(db: Queryable, physicalResourceId: number): Promise<number> {
  const [found] = await typed(db)
    .select({ communityId: physicalResources.communityId })
    .from(physicalResources)
    .where(eq(physicalResources.id, physicalResourceId));
  if (!found) throw notFound('场地');
  return found.communityId;
}

export async function assertCommunityExists(db: Queryable, communityId: number): Promise<void> {
  const found = await typed(db).select({ id: communities.id }).from(communities).where(eq(communities.id, communityId));
  if (found.length === 0) throw notFound('社区');
}

/**
 * Coupons on offer: active, still handed out (a dated coupon until its last day), with some left — or
 * already held by the caller, so a received coupon keeps showing as received — and not a reward coupon. Default coupons first,
 * then (for a community) those aimed at it rather than at everything, then the largest.
 */
export async function listCouponOffers(db: Queryable, filter: OfferFilter, userId: number | null, now: Date): Promise<CouponOfferPage> {
  const params: unknown[] = [filter.communityId ?? null, filter.physicalResourceId ?? null, userId, now, todayInShanghai(now)];
  const where = [
    `t.status = 'active'`,
    `(t.valid_days is not null or t.valid_end_date >= $5::date)`,
    `(t.received_count < t.total_quantity or m.template_id is not null)`,
    // A reward coupon (review, email) is given by the platform, never on offer.
    `not exists (select 1 from coupon_rewards r where r.template_id = t.id)`,
  ];
  if (filter.communityId !== undefined) where.push(COMMUNITY_SCOPE_FILTER);
  if (filter.isReceived !== undefined) where.push(filter.isReceived ? 'm.template_id is not null' : 'm.template_id is null');
  if (filter.pointCoupons !== undefined) where.push(filter.pointCoupons ? 't.consumption_point > 0' : 't.consumption_point = 0');
  if (filter.isWelfare !== undefined) where.push(filter.isWelfare ? 't.is_welfare' : 'not t.is_welfare');
  if (filter.couponIds !== undefined) where.push('t.id = any($8::int[])');
  if (filter.scope !== undefined) where.push('t.scope = $9::int');
  params.push(filter.pageSize, (filter.page - 1) * filter.pageSize, filter.couponIds ?? null, filter.scope ?? null);

  // Raw: the caller's holdings (MINE) and the community scope filter are shared SQL with resource-coupons.ts.
  const rows = await db.query<TemplateRow & CallerHolding & { total: number }>(
    `with ${MINE}
     select ${TEMPLATE_COLUMNS}, coalesce(m.received_quantity, 0) as received_quantity, m.unused_id,
            count(*) over ()::int as total
       from coupon_templates t left join mine m on m.template_id = t.id ${TEMPLATE_TARGET_JOINS}
      -- every parameter gets its type even when its filter is absent
      where ($1::int is null or true) and ($2::int is null or true) and ($8::int[] is null or true) and ($9::int is null or true)
        and ${where.join(' and ')}
      order by t.is_default desc, ${filter.communityId !== undefined ? 't.scope <> 1 desc,' : ''} t.amount desc, t.id asc
      limit $6 offset $7`,
    params,
  );
  let total = rows.rows[0]?.total ?? 0;
  if (rows.rows.length === 0 && filter.page > 1) {
    const counted = await listCouponOffers(db, { ...filter, page: 1, pageSize: 1 }, userId, now);
    total = counted.total;
  }
  return {
    data: rows.rows.map((row) => toCouponOffer(row, userId !== null)),
    total,
    page: filter.page,
    page_size: filter.pageSize,
  };
}
