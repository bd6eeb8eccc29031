import type { PayWithBalanceResult } from '@vm/contracts/payments';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { conflict } from '../../platform/http/app-error';
import { lockOrder } from '../orders/order-transitions';
import { markOrderPaid } from '../orders/mark-order-paid';
import { checkPayPassword } from '../wallet/pay-password';
import { debitWallet } from '../wallet/wallet-ledger';
import { PAY_MESSAGES } from './payment-messages';
import { payableOrder } from './start-online-payment';

/**
 * POST /api/orders/{id}/pay with payment_mode 4: the wallet pays the whole order. The order must be the
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
    if (!order || order.status !== 'submitted') throw conflict(PAY_MESSAGES.alreadyPaid);
    if (order.offline_status === 1) throw conflict(PAY_MESSAGES.proofAwaiting);
    if (!(await markOrderPaid(client, order.id, { paymentMode: 4, amount: order.actual_fee, now }))) throw conflict(PAY_MESSAGES.alreadyPaid);
    const left = await debitWallet(client, { userId, amount: order.actual_fee, orderId: order.id, note: `支付订单${order.order_num}`, now });
    if (left === false) throw conflict(PAY_MESSAGES.alreadyPaid);
    return { id: order.id, status: 'paid', amount: order.actual_fee, balance_sum: left };
  });
}
