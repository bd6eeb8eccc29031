import { randomInt } from 'node:crypto';
import type { OnlinePayment, PayDevice, ScanCodePayment } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { paymentRefusal } from '@vm/domain/payment-options';
import { gatewayTime } from '../../platform/alipay/alipay-gateway';
import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import { and, eq } from 'drizzle-orm';
import { orders, paymentTrades } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import { assertGroupPayable } from '../group-buys';
import { PAY_MESSAGES, refusalError } from './payment-messages';
import { NOTIFY_PATH, orderPaymentPath, orderReturnPath, publicUrl, topupReturnPath } from './payment-urls';

/** A top-up's trade stays open for 2 hours at the gateway. */
const TOPUP_TTL_MS = 2 * 60 * 60 * 1000;

/** `VM` + Beijing time to the second + 8 random digits: unique, sortable, ≤ 64 characters. */
export function newOutTradeNo(now: Date): string {
  return `VM${gatewayTime(now).replace(/\D/g, '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
}

interface PayableOrder {
  id: number;
  order_num: string;
  status: string;
  actual_fee: number;
  offline_status: number;
  expires_at: Date;
}

/**
 * The caller's order, still to be paid online: 404 for someone else's (or none), 409 once it is no
 * longer unpaid, while a transfer proof awaits an operator, or past its 48-hour deadline.
 */
export async function payableOrder(deps: AppDeps, userId: number, orderId: number): Promise<PayableOrder> {
  const [order] = await typed(deps.pool)
    .select({
      id: orders.id,
      order_num: orders.orderNum,
      status: orders.status,
      actual_fee: orders.actualFee,
      offline_status: orders.offlineStatus,
      expires_at: orders.expiresAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('订单');
  const refusal = paymentRefusal({ status: order.status, offlineStatus: order.offline_status, expiresAt: order.expires_at }, deps.clock.now());
  if (refusal) throw refusalError(refusal);
  await assertGroupPayable(deps.pool, order.id, deps.clock.now());
  return order;
}

interface NewTrade {
  userId: number;
  purpose: 'order' | 'topup';
  orderId: number | null;
  amount: number;
  /** page: the computer cashier; wap: the phone cashier; qr: a scan-code precreate. */
  channel: 'page' | 'wap' | 'qr';
  expiresAt: Date;
}

async function insertTrade(deps: AppDeps, appId: string, trade: NewTrade): Promise<string> {
  const now = deps.clock.now();
  const outTradeNo = newOutTradeNo(now);
  await typed(deps.pool).insert(paymentTrades).values({
    outTradeNo,
    userId: trade.userId,
    purpose: trade.purpose,
    orderId: trade.orderId,
    amount: trade.amount,
    channel: trade.channel,
    appId,
    expiresAt: trade.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return outTradeNo;
}

/**
 * POST /api/orders/{id}/alipay: a signed page-pay form for the order's own figures, closing at its
 * deadline — for the computer cashier, or the phone cashier (alipay.trade.wap.pay) when `device` is phone.
 */
export async function startOrderPagePay(deps: AppDeps, userId: number, orderId: number, device: PayDevice = 'pc'): Promise<OnlinePayment> {
  const order = await payableOrder(deps, userId, orderId);
  const { gateway } = await paymentGateway(deps);
  const channel = device === 'phone' ? 'wap' : 'page';
  const outTradeNo = await insertTrade(deps, gateway.appId, {
    userId,
    purpose: 'order',
    orderId,
    amount: order.actual_fee,
    channel,
    expiresAt: order.expires_at,
  });
  const { gatewayUrl, form } = gateway.pagePay({
    device,
    quitUrl: publicUrl(deps.config, orderPaymentPath(order.id)),
    outTradeNo,
    amount: order.actual_fee,
    subject: `场地预订订单${order.order_num}`,
    expiresAt: order.expires_at,
    notifyUrl: publicUrl(deps.config, NOTIFY_PATH),
    returnUrl: publicUrl(deps.config, orderReturnPath(order.id)),
  });
  return {
    out_trade_no: outTradeNo,
    gateway_url: gatewayUrl,
    form,
    amount: order.actual_fee,
    expires_at: toShanghaiIsoString(order.expires_at),
    sandbox: gateway.sandbox,
  };
}

/** POST /api/orders/{id}/alipay-qr: the same payment as a QR code (alipay.trade.precreate). */
export async function startOrderScanCode(deps: AppDeps, userId: number, orderId: number): Promise<ScanCodePayment> {
  const order = await payableOrder(deps, userId, orderId);
  const { gateway } = await paymentGateway(deps);
  const outTradeNo = await insertTrade(deps, gateway.appId, {
    userId,
    purpose: 'order',
    orderId,
    amount: order.actual_fee,
    channel: 'qr',
    expiresAt: order.expires_at,
  });
  const precreated = await gateway
    .precreate({
      outTradeNo,
      amount: order.actual_fee,
      subject: `场地预订订单${order.order_num}`,
      expiresAt: order.expires_at,
      notifyUrl: publicUrl(deps.config, NOTIFY_PATH),
    })
    .catch((error: unknown) => {
      deps.logger.error({ err: error, outTradeNo }, 'alipay precreate failed');
      throw new AppError('UNAVAILABLE', PAY_MESSAGES.gatewayDown, undefined, 'GATEWAY_UNAVAILABLE');
    });
  return {
    out_trade_no: outTradeNo,
    qr_code: precreated.qrCode,
    amount: order.actual_fee,
    expires_at: toShanghaiIsoString(order.expires_at),
    sandbox: gateway.sandbox,
  };
}

/** POST /api/wallets/recharge: a page-pay form for a top-up of `amount` fen (the phone cashier when `device` is phone). */
export async function startTopup(deps: AppDeps, userId: number, amount: number, device: PayDevice = 'pc'): Promise<OnlinePayment> {
  const { gateway } = await paymentGateway(deps);
  const expiresAt = new Date(deps.clock.now().getTime() + TOPUP_TTL_MS);
  const outTradeNo = await insertTrade(deps, gateway.appId, {
    userId,
    purpose: 'topup',
    orderId: null,
    amount,
    channel: device === 'phone' ? 'wap' : 'page',
    expiresAt,
  });
  const { gatewayUrl, form } = gateway.pagePay({
    device,
    quitUrl: publicUrl(deps.config, '/admin/wallets/index'),
    outTradeNo,
    amount,
    subject: '钱包充值',
    expiresAt,
    notifyUrl: publicUrl(deps.config, NOTIFY_PATH),
    returnUrl: publicUrl(deps.config, topupReturnPath(outTradeNo)),
  });
  return { out_trade_no: outTradeNo, gateway_url: gatewayUrl, form, amount, expires_at: toShanghaiIsoString(expiresAt), sandbox: gateway.sandbox };
}
