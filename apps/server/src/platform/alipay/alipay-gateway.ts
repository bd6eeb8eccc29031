/**
 * What the payments module asks of Alipay (or of the built-in sandbox gateway, which answers the same
 * way): a signed page-pay form, a scan-code precreate, a trade query, a refund, and the verification
 * of an asynchronous notify. Amounts cross this boundary in fen; the gateway speaks yuan strings.
 */

export interface TradeRequest {
  outTradeNo: string;
  /** Fen. */
  amount: number;
  subject: string;
  /** The gateway closes the trade then (time_expire). */
  expiresAt: Date;
  notifyUrl: string;
}

/**
 * Which cashier the buyer is sent to: Alipay's computer cashier (alipay.trade.page.pay,
 * FAST_INSTANT_TRADE_PAY) or its phone cashier (alipay.trade.wap.pay, QUICK_WAP_WAY), which opens the
 * Alipay app when the phone has it.
 */
export type PagePayDevice = 'pc' | 'phone';

export const PAGE_PAY_METHODS = { pc: 'alipay.trade.page.pay', phone: 'alipay.trade.wap.pay' } as const satisfies Record<PagePayDevice, string>;

export interface PagePayForm {
  /** Where the browser posts the form (relative for the sandbox gateway on this server). */
  gatewayUrl: string;
  /** Every field, signed (RSA2). */
  form: Record<string, string>;
}

export interface TradeQuery {
  /** paid: TRADE_SUCCESS / TRADE_FINISHED; unpaid: WAIT_BUYER_PAY or unknown to the gateway; closed. */
  state: 'paid' | 'unpaid' | 'closed';
  /** Fen, when the gateway told the amount. */
  amount?: number;
  tradeNo?: string;
}

export type RefundOutcome = { ok: true } | { ok: false; message: string };

/** A payout to a bank card (alipay.fund.trans.uni.transfer, TRANS_BANKCARD_NO_PWD). */
export interface TransferRequest {
  /** Idempotency key (out_biz_no): asking again pays once and answers the same order id. */
  outBizNo: string;
  /** Fen. */
  amount: number;
  title: string;
  payee: { accountNumber: string; accountName: string; bankName: string };
}

export type TransferOutcome = { ok: true; orderId: string } | { ok: false; message: string };

export interface AlipayGateway {
  readonly appId: string;
  readonly sandbox: boolean;
  /** `device` phone: the phone cashier, `quitUrl` where its 返回 button leads (the merchant's payment page). */
  pagePay(request: TradeRequest & { returnUrl: string; device?: PagePayDevice; quitUrl?: string }): PagePayForm;
  precreate(request: TradeRequest): Promise<{ qrCode: string }>;
  query(outTradeNo: string): Promise<TradeQuery>;
  /** Idempotent on `outRequestNo`: asking again for the same refund succeeds without paying twice. */
  refund(request: { outTradeNo: string; outRequestNo: string; amount: number; reason: string }): Promise<RefundOutcome>;
  /** Pays a supplier's bank card from the platform's Alipay balance. */
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /** True when the notify's RSA2 signature verifies with the gateway's public key. */
  verifyNotify(fields: Record<string, string>): boolean;
}

export const PAID_TRADE_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** `yyyy-MM-dd HH:mm:ss` in Beijing time, the gateway's time format (time_expire, gmt_payment). */
export function gatewayTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 60 * 60 * 1000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** The reverse of {@link gatewayTime}. */
export function parseGatewayTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  return match ? new Date(`${match[1]}T${match[2]}+08:00`) : null;
}
