import { GROUP_MESSAGES, type GroupStatus } from './group-buys';
import type { OrderStatus } from './order-status';

/**
 * Two order rules that used to live in several places (decision 0033): which sub-order a supplier may
 * review now, and what cancelling a paid order does. The server's SQL filter for the first is
 * `modules/orders/reviewable.ts`, checked against {@link isReviewable} by its test.
 */

/** What decides whether a sub-order can be reviewed: its status and, when it joined a group buy, the group's status. */
export interface ReviewFacts {
  status: OrderStatus;
  /** Null when the sub-order did not join a group buy. */
  groupStatus: GroupStatus | null;
}

const NOT_REVIEWABLE: Partial<Record<OrderStatus, string>> = {
  submitted: '订单尚未支付，暂不能审核',
  cancelled: '订单已取消',
  approved: '该订单已审核通过',
  executing: '该订单已审核通过',
  finished: '该订单已完成',
  rejected: '该订单已拒绝',
};

/**
 * Why the supplier may not review the sub-order now (the message the API answers with), or null when it
 * may: it must be paid and, when it joined a group buy, the group must have succeeded (docs/spec/business-rules.md:
 * a group's orders go to supplier review at its success).
 */
export function reviewRefusal(item: ReviewFacts): string | null {
  if (item.status !== 'paid') return NOT_REVIEWABLE[item.status] ?? '该订单当前状态不可审核';
  if (item.groupStatus !== null && item.groupStatus !== 'succeeded') return GROUP_MESSAGES.noReviewYet;
  return null;
}

/** The supplier may review the sub-order now (approve or deny): the review queue, the lists' buttons, the 24-hour alert. */
export function isReviewable(item: ReviewFacts): boolean {
  return reviewRefusal(item) === null;
}

/** Why a paid order is cancelled: its buyer, or the failure of its group buy (the deadline sweep). */
export type PaidOrderCancelCause = 'buyer' | 'group_failed';

export interface PaidOrderCancellation {
  /** `orders.cancel_reason`. */
  cancelReason: 'buyer' | 'group';
  /** The coupon comes back only when the buyer is not the cause (docs/spec/business-rules.md "Coupons"). */
  releasesCoupon: boolean;
  /** The refund's idempotency key (also Alipay's out_request_no): one refund per order and cause. */
  refundKey: string;
  refundReason: string;
}

/**
 * Cancelling a paid order, whoever causes it: every sub-order must still be paid (none reviewed); holds
 * and points come back, the whole payment goes back to where it came from, and the coupon comes back
 * when the group failed (a buyer who cancels keeps it used).
 */
export function paidOrderCancellation(cause: PaidOrderCancelCause, orderNum: string): PaidOrderCancellation {
  return cause === 'buyer'
    ? { cancelReason: 'buyer', releasesCoupon: false, refundKey: `RC${orderNum}`, refundReason: `订单${orderNum}取消退款` }
    : { cancelReason: 'group', releasesCoupon: true, refundKey: `RG${orderNum}`, refundReason: `拼团失败，订单${orderNum}全额退款` };
}

/** A paid order can be cancelled while none of its sub-orders has been reviewed (all still paid). */
export function paidOrderCancellable(subOrderStatuses: readonly OrderStatus[]): boolean {
  return subOrderStatuses.length > 0 && subOrderStatuses.every((status) => status === 'paid');
}
