import type { PaymentMode } from '@vm/domain/payment-options';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';
import { recordBusinessEvent } from '../../platform/metrics/business-events';
import { payOrderRow, transitionOrderItems } from './order-transitions';

const PAYMENT_MODE_NAMES = { 1: 'scan_code', 2: 'online', 3: 'transfer', 4: 'balance' } as const;

export interface PaymentRecord {
  /** How the money came in (domain PAYMENT_MODES). */
  paymentMode: PaymentMode;
  /** Fen received; must equal the order's `actual_fee`. */
  amount: number;
  now: Date;
}

/**
 * submitted → paid, for the payments issue (wallet payment, gateway notify, confirmed transfer), in
 * the caller's transaction: a compare-and-set on `submitted` with the amount checked, then every
 * sub-order. Returns false, changing nothing, when the order is no longer unpaid (paid already,
 * cancelled); 409 when the amount is not the order's. Not reachable over HTTP by itself.
 */
export async function markOrderPaid(client: Queryable, orderId: number, payment: PaymentRecord): Promise<boolean> {
  if (!(await payOrderRow(client, orderId, payment))) {
    const [order] = await typed(client).select({ status: orders.status, actualFee: orders.actualFee }).from(orders).where(eq(orders.id, orderId));
    if (order && order.status === 'submitted' && order.actualFee !== payment.amount) throw conflict('支付金额与订单金额不一致', 'ORDER_NOT_PAYABLE');
    return false;
  }
  await transitionOrderItems(client, orderId, 'submitted', 'paid', payment.now);
  recordBusinessEvent(client, { kind: 'order_paid', mode: PAYMENT_MODE_NAMES[payment.paymentMode] });
  return true;
}
