import type { ClaimWelfareResult } from '@vm/contracts/coupons';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError, conflict } from '../../platform/http/app-error';
import { claimCoupon } from './receive-coupon';

/**
 * The welfare page's claim-all: each coupon in its own transaction, so one that is gone does not undo
 * the others; the answer tells per coupon. When none could be received nothing changed, and the call is
 * a 409 carrying the reasons.
 */
export async function claimWelfareCoupons(deps: AppDeps, userId: number, templateIds: number[]): Promise<ClaimWelfareResult> {
  const now = deps.clock.now();
  const results: ClaimWelfareResult['results'] = [];
  for (const templateId of [...new Set(templateIds)]) {
    try {
      const { userCouponId } = await withTransaction(deps.pool, (client) => claimCoupon(client, { userId, templateId, kind: 'welfare', now }));
      results.push({ coupon_id: templateId, success: true, id: userCouponId, msg: '领取成功' });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push({ coupon_id: templateId, success: false, id: null, msg: error.userMessage });
    }
  }
  const received = results.filter((result) => result.success).length;
  if (received === 0) {
    const reasons = [...new Set(results.map((result) => result.msg))];
    throw conflict(reasons.length === 1 ? reasons[0]! : `领取失败：${reasons.join('；')}`);
  }
  return { received, results };
}
