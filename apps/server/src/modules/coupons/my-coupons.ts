import type { CouponStatus, MyCoupon, MyCouponsPage } from '@vm/contracts/coupons';
import type { Queryable } from '../../platform/db/with-transaction';
import { TEMPLATE_COLUMNS, TEMPLATE_TARGET_JOINS, USER_COUPON_COLUMNS, toMyCoupon, type UserCouponRow } from './coupon-rows';

/** Which received coupons each tab shows at `now` ($2): an unused coupon past its end is expired. */
const STATUS_FILTER: Record<CouponStatus, string> = {
  unused: `uc.status = 'unused' and uc.end_at >= $2`,
  used: `uc.status = 'used'`,
  expired: `(uc.status = 'expired' or (uc.status = 'unused' and uc.end_at < $2))`,
};

const STATUS_ORDER: Record<CouponStatus, string> = {
  unused: 'uc.end_at asc, uc.id asc',
  used: 'uc.used_at desc, uc.id desc',
  expired: 'uc.end_at desc, uc.id desc',
};

const FROM = `from user_coupons uc join coupon_templates t on t.id = uc.template_id ${TEMPLATE_TARGET_JOINS}`;

/** GET coupons?status=: the caller's coupons of one tab, with how many each tab holds. */
export async function listMyCoupons(
  db: Queryable,
  userId: number,
  query: { status: CouponStatus; page: number; page_size: number },
  now: Date,
): Promise<MyCouponsPage> {
  // Raw: coupon-rows' columns and target joins, shared with the order path's named coupon statements (use-coupon.ts).
  const rows = await db.query<UserCouponRow>(
    `select ${USER_COUPON_COLUMNS}, ${TEMPLATE_COLUMNS}
       ${FROM} where uc.user_id = $1 and ${STATUS_FILTER[query.status]}
        and $2::timestamptz is not null -- types $2 for the tabs whose filter does not use it
      order by ${STATUS_ORDER[query.status]} limit $3 offset $4`,
    [userId, now, query.page_size, (query.page - 1) * query.page_size],
  );
  // Raw: the three tabs counted with the tab filters above, in one statement.
  const counts = await db.query<Record<CouponStatus, number>>(
    `select count(*) filter (where ${STATUS_FILTER.unused})::int as unused,
            count(*) filter (where ${STATUS_FILTER.used})::int as used,
            count(*) filter (where ${STATUS_FILTER.expired})::int as expired
       from user_coupons uc where uc.user_id = $1`,
    [userId, now],
  );
  const tabs = counts.rows[0] ?? { unused: 0, used: 0, expired: 0 };
  return { data: rows.rows.map((row) => toMyCoupon(row, now)), total: tabs[query.status], page: query.page, page_size: query.page_size, counts: tabs };
}

/** One received coupon of the user, or null (someone else's coupon is null too). */
export async function findUserCoupon(db: Queryable, userId: number, userCouponId: number, now: Date): Promise<MyCoupon | null> {
  // Raw: the same coupon-rows columns and joins as the list.
  const rows = await db.query<UserCouponRow>(`select ${USER_COUPON_COLUMNS}, ${TEMPLATE_COLUMNS} ${FROM} where uc.id = $1 and uc.user_id = $2`, [
    userCouponId,
    userId,
  ]);
  const row = rows.rows[0];
  return row ? toMyCoupon(row, now) : null;
}
