import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent } from '../platform/events/record-event';
import { conflict, notFound } from '../platform/http/app-error';
import { settlePendingRefunds } from '../modules/payments';
import { findOrderItem, lockOrder } from '../modules/orders';
import { settleItemRefund, type RefundSettlement } from '../modules/settlement';
import { refundableRent } from '../modules/after-sales';
import { refundToOriginalChannel } from './refund-to-channel';

const REFUNDABLE = new Set(['approved', 'executing', 'finished']);

/**
 * Workflow "staff refund an approved sub-order" (orders, payments, settlement, after-sales):
 * the line's share (`payable`) goes back where it came from, once (the refund's key), and the
 * supplier's earning follows in the same transaction — reversed while still pending, a negative entry
 * once it was available (modules/settlement settleItemRefund). Audited; the Alipay refund is sent
 * after the commit (the pending payment_refunds row is the outbox).
 * POST /api/operator/order_items/{id}/refund.
 */
export async function refundApprovedOrderItem(
  deps: AppDeps,
  operatorId: number,
  itemId: number,
  reason: string,
): Promise<{ id: number; refunded: number; earning: RefundSettlement }> {
  const result = await withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const found = await findOrderItem(client, itemId);
    if (!found) throw notFound('子订单');
    const order = (await lockOrder(client, found.orderId))!;
    const item = (await findOrderItem(client, itemId))!;
    if (!REFUNDABLE.has(item.status)) throw conflict('仅已审核通过的子订单可以售后退款', 'ORDER_ITEM_NOT_REFUNDABLE');
    // What after-sales cases refunded already is not refunded again (decision 0045).
    const refundable = await refundableRent(client, { id: item.id, payable: item.payable });
    if (refundable === 0 && item.payable > 0) throw conflict('该子订单已退款', 'ORDER_ITEM_NOT_REFUNDABLE');
    const refunded = await refundToOriginalChannel(client, deps.events, {
      orderId: order.id,
      orderItemId: item.id,
      userId: order.user_id,
      amount: refundable,
      key: `RA${item.orderNum}`,
      reason: `子订单${item.orderNum}售后退款`,
      now,
    });
    if (refunded === 0 && refundable > 0) throw conflict('该子订单已退款', 'ORDER_ITEM_NOT_REFUNDABLE');
    const earning = await settleItemRefund(client, { orderItemId: item.id, now });
    await recordEvent(
      client,
      {
        type: 'order_item.refunded',
        orderId: order.id,
        actorId: operatorId,
        payload: { order_item_id: item.id, order_num: item.orderNum, refunded, reason, earning },
        audit: {
          action: 'order_item.refund',
          targetType: 'order_item',
          targetId: item.id,
          before: { status: item.status },
          after: { refunded, reason, earning },
        },
        now,
      },
      deps.events,
    );
    return { id: item.id, refunded, earning, orderId: order.id };
  });
  await settlePendingRefunds(deps, { orderId: result.orderId }).catch((error: unknown) =>
    deps.logger.error({ err: error, orderId: result.orderId }, 'sending refunds failed; the job retries'),
  );
  return { id: result.id, refunded: result.refunded, earning: result.earning };
}
