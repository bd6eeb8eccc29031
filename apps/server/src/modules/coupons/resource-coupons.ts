import type { ResourceCoupon, ResourceCoupons } from '@vm/contracts/coupons';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';
import { COMMUNITY_SCOPE_FILTER, MINE, communityOfResource, listCouponOffers } from './coupon-offers';
import { TEMPLATE_COLUMNS, TEMPLATE_TARGET_JOINS, toCouponOffer, type CallerHolding, type TemplateRow } from './coupon-rows';

type HeldRow = TemplateRow & CallerHolding & { user_coupon_id: number; start_at: Date; end_at: Date };

/**
 * GET coupons/resources (the checkout's coupon choice): for each physical resource, the caller's unused
 * coupons that fit its booths, then the points coupons on offer that would fit (no `id` until claimed).
 * `couponIds` narrows both to those coupons on offer.
 */
export async function couponsForResources(
  db: Queryable,
  userId: number,
  input: { physicalResourceIds: number[]; couponIds?: number[] },
  now: Date,
): Promise<ResourceCoupons> {
  const answer: ResourceCoupons = [];
  for (const physicalResourceId of input.physicalResourceIds) {
    const communityId = await communityOfResource(db, physicalResourceId);
    // Raw: shares coupon-offers' MINE and community scope SQL and coupon-rows' columns.
    const held = await db.query<HeldRow>(
      `with ${MINE}
       select ${TEMPLATE_COLUMNS}, m.received_quantity, uc.id as unused_id, uc.id as user_coupon_id, uc.start_at, uc.end_at
         from user_coupons uc join coupon_templates t on t.id = uc.template_id
         join mine m on m.template_id = t.id ${TEMPLATE_TARGET_JOINS}
        where uc.user_id = $3 and uc.status = 'unused' and uc.end_at >= $4 and ${COMMUNITY_SCOPE_FILTER}
          and ($5::int[] is null or t.id = any($5::int[]))
        order by t.amount desc, uc.end_at asc, uc.id asc`,
      [communityId, physicalResourceId, userId, now, input.couponIds ?? null],
    );
    const coupons: ResourceCoupon[] = held.rows.map((row) => ({
      ...toCouponOffer(row, true),
      start_at: toShanghaiIsoString(row.start_at),
      end_at: toShanghaiIsoString(row.end_at),
    }));
    const offers = await listCouponOffers(
      db,
      { communityId, physicalResourceId, pointCoupons: true, couponIds: input.couponIds, page: 1, pageSize: 50 },
      userId,
      now,
    );
    for (const offer of offers.data) {
      if (offer.id === null && offer.can_receive) coupons.push({ ...offer, start_at: null, end_at: null });
    }
    answer.push({ physical_resource_id: physicalResourceId, coupons });
  }
  return answer;
}
