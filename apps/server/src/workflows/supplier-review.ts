import type { ReviewResult } from '@vm/contracts/order-items';
import { todayInShanghai } from '@vm/domain/business-date';
import { reviewRefusal } from '@vm/domain/order-review-and-cancel';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../platform/events/record-event';
import { conflict, notFound } from '../platform/http/app-error';
import { refundPoints, releaseCoupon } from '../modules/coupons';
import { refundToOriginalChannel } from './refund-to-channel';
import { refundedForOrder, settlePendingRefunds } from '../modules/payments';
import {
  advanceOrderByDate,
  releaseHolds,
  lockOrder,
  refreshOrderStatus,
  subOrderStatus,
  supplierReviewItem,
  transitionItems,
  type LockedOrder,
  type ReviewItem,
} from '../modules/orders';
import { recordAction, type SupplierActor } from '../modules/supplier-access';
import { recordEarning } from '../modules/settlement';
import { issueContract, voidUnsignedContracts } from '../modules/contracts';

/**
 * Workflow "the supplier reviews a sub-order" (orders, coupons, payments, contracts, settlement, supplier-access). Refunds of a
 * rejection are recorded in the review's transaction and sent to Alipay after it (outbox: the pending
 * `payment_refunds` rows, retried by a job).
 */

interface ReviewTarget {
  order: LockedOrder;
  item: ReviewItem;
}

/**
 * Access first: the sub-order must be the supplier's (others' read as missing), then its order is
 * locked and the sub-order must be reviewable now (domain `reviewRefusal`: still paid, and its group
 * buy, if any, succeeded).
 */
async function lockReviewTarget(client: Queryable, supplierId: number, itemId: number): Promise<ReviewTarget> {
  const found = await supplierReviewItem(client, supplierId, itemId);
  if (!found) throw notFound('订单');
  const order = (await lockOrder(client, found.orderId))!;
  const item = (await supplierReviewItem(client, supplierId, itemId))!;
  const refusal = reviewRefusal(item);
  if (refusal) throw conflict(refusal);
  return { order, item };
}

/**
 * POST /api/order_items/{id}/approve, by the supplier or its child account (`actor`): the approval,
 * its event, the lease contract (its row; the PDF is rendered on first read, outside any transaction)
 * and the line in the supplier's action log commit together.
 */
export async function approveOrderItem(deps: AppDeps, actor: SupplierActor, itemId: number): Promise<ReviewResult> {
  return withRetriedTransaction(deps.pool, (client) =>
    approveOrderItemIn(client, deps.events, actor, itemId, deps.clock.now(), { holdDays: deps.config.SETTLEMENT_HOLD_DAYS, issueContract: true }),
  );
}

export interface ApprovalSettings {
  /** SETTLEMENT_HOLD_DAYS: the earning becomes available this many days after the sub-order finished. */
  holdDays: number;
  /** The lease contract is issued with the approval; the demo data issues its own once the parties' companies exist. */
  issueContract: boolean;
}

/** The approval in the caller's transaction (the route above, and the demo data's reviews). */
export async function approveOrderItemIn(
  client: Queryable,
  events: EventSubscribers,
  actor: SupplierActor,
  itemId: number,
  now: Date,
  settings: ApprovalSettings,
): Promise<ReviewResult> {
  const { order, item } = await lockReviewTarget(client, actor.ownerId, itemId);
  await transitionItems(client, [item.id], 'paid', 'approved', now);
  // The supplier's earning, its commission rate frozen now (modules/settlement).
  await recordEarning(client, { orderItemId: item.id, holdDays: settings.holdDays, now });
  const status = await refreshOrderStatus(client, order, now);
  // Approved on or after its first date: it is executing (or over) already.
  const current = await advanceOrderByDate(client, events, { ...order, status }, todayInShanghai(now), now);
  const itemStatus = await subOrderStatus(client, item.id);
  const contractId = settings.issueContract ? await issueContract(client, { orderItemId: item.id, now }) : null;
  await recordEvent(
    client,
    {
      type: 'order_item.approved',
      orderId: order.id,
      actorId: actor.actorId,
      payload: { order_item_id: item.id, order_num: item.orderNum, contract_id: contractId },
      now,
    },
    events,
  );
  await recordAction(client, actor, 'order_item.approve', `子订单#${item.id}`, now);
  return { id: item.id, status: itemStatus, order_status: current, refunded: 0 };
}

/**
 * The whole order ended rejected: the coupon and the points come back, and whatever of the payment is
 * not refunded yet (the deposit, a rounding fen) goes back where it came from.
 */
async function settleRejectedOrder(client: Queryable, events: EventSubscribers, order: LockedOrder, now: Date): Promise<number> {
  await releaseCoupon(client, { orderId: order.id, reason: 'rejected', now });
  await refundPoints(client, { orderId: order.id, now });
  const rest = (order.paid_amount ?? 0) - (await refundedForOrder(client, order.id));
  if (rest <= 0) return 0;
  return refundToOriginalChannel(client, events, {
    orderId: order.id,
    userId: order.user_id,
    amount: rest,
    key: `RX${order.order_num}`,
    reason: `订单${order.order_num}全部拒绝退款`,
    now,
  });
}

/**
 * POST /api/order_items/{id}/deny: paid → rejected with the reason; the line's holds are released and
 * its share of the payment (`payable`) goes back where it came from (wallet at once; Alipay right
 * after the commit; a transfer by an operator), recorded in the same transaction, with the event and
 * the line in the supplier's action log.
 */
export async function denyOrderItem(deps: AppDeps, actor: SupplierActor, itemId: number, reason: string): Promise<ReviewResult> {
  const result = await withRetriedTransaction(deps.pool, (client) => denyOrderItemIn(client, deps.events, actor, itemId, reason, deps.clock.now()));
  await settlePendingRefunds(deps, { orderId: result.orderId }).catch((error: unknown) =>
    deps.logger.error({ err: error, orderId: result.orderId }, 'sending refunds failed; the job retries'),
  );
  return result.review;
}

/**
 * The denial in the caller's transaction (the route above, and the demo data's reviews); an Alipay
 * refund it records is the caller's to send after the commit.
 */
export async function denyOrderItemIn(
  client: Queryable,
  events: EventSubscribers,
  actor: SupplierActor,
  itemId: number,
  reason: string,
  now: Date,
): Promise<{ orderId: number; review: ReviewResult }> {
  const { order, item } = await lockReviewTarget(client, actor.ownerId, itemId);
  await transitionItems(client, [item.id], 'paid', 'rejected', now, reason);
  await releaseHolds(client, [item.id]);
  await voidUnsignedContracts(client, { orderItemIds: [item.id], reason: 'rejected', now });
  let refunded = 0;
  if (item.payable > 0) {
    const note = `子订单${item.orderNum}被拒绝退款`;
    refunded = await refundToOriginalChannel(client, events, {
      orderId: order.id,
      orderItemId: item.id,
      userId: order.user_id,
      amount: item.payable,
      key: `RF${item.orderNum}`,
      reason: note,
      now,
    });
  }
  const status = await refreshOrderStatus(client, order, now);
  if (status === 'rejected') refunded += await settleRejectedOrder(client, events, order, now);
  await recordEvent(
    client,
    {
      type: 'order_item.rejected',
      orderId: order.id,
      actorId: actor.actorId,
      payload: { order_item_id: item.id, order_num: item.orderNum, reason, refunded },
      now,
    },
    events,
  );
  await recordAction(client, actor, 'order_item.deny', `子订单#${item.id} ${reason}`, now);
  return { orderId: order.id, review: { id: item.id, status: 'rejected' as const, order_status: status, refunded } };
}
