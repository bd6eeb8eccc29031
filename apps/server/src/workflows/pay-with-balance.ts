import type { PayWithBalanceResult } from '@vm/contracts/payments';
import { PAYMENT_MODES, paymentRefusal } from '@vm/domain/payment-options';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent } from '../platform/events/record-event';
import { lockOrder, markOrderPaid } from '../modules/orders';
import { checkPayPassword, debitWallet } from '../modules/wallet';
import { refusalError, payableOrder } from '../modules/payments';
import { payIntoGroup } from '../modules/group-buys';

/**
 * Workflow "pay from the wallet" (orders, wallet, payments, group-buys).
 * POST /api/orders/{id}/pay with payment_mode 4 (PAYMENT_MODES.balance): the wallet pays the whole order. The order must be the
 * caller's and unpaid (404 / 409 before the password is even asked); the password is checked and
 * counted (lock after 5 wrong); then, in one transaction with the order row locked, the order goes
 * submitted → paid (compare-and-set) and the wallet is debited under its own row lock, so two
 * concurrent payments of one order charge once and payments of several orders never overdraw.
 */
export async function payWithBalance(deps: AppDeps, userId: number, orderId: number, password: string | undefined): Promise<PayWithBalanceResult> {
  await payableOrder(deps, userId, orderId);
  await checkPayPassword(deps, userId, password);
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId, userId);
    if (!order) throw refusalError('ORDER_ALREADY_PAID');
    const refusal = paymentRefusal({ status: order.status, offlineStatus: order.offline_status, expiresAt: order.expires_at }, now);
    if (refusal) throw refusalError(refusal);
    // A group order counts into its group once paid (409 来晚一步呦 when the group no longer takes members).
    const paid = await payIntoGroup(client, order.id, now, () =>
      markOrderPaid(client, order.id, { paymentMode: PAYMENT_MODES.balance, amount: order.actual_fee, now }),
    );
    if (!paid) throw refusalError('ORDER_ALREADY_PAID');
    const left = await debitWallet(client, { userId, amount: order.actual_fee, orderId: order.id, note: `支付订单${order.order_num}`, now });
    if (left === false) throw refusalError('ORDER_ALREADY_PAID');
    await recordEvent(
      client,
      {
        type: 'order.paid',
        orderId: order.id,
        actorId: userId,
        payload: { payment_mode: PAYMENT_MODES.balance, amount: order.actual_fee },
        now,
      },
      deps.events,
    );
    return { id: order.id, status: 'paid', amount: order.actual_fee, balance_sum: left };
  });
}
