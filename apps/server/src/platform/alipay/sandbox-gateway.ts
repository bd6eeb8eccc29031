import { randomInt } from 'node:crypto';
import { fenToYuanString, tryYuanToFen } from '@vm/domain/money';
import type { Clock } from '../clock';
import type { Queryable } from '../db/with-transaction';
import { gatewayTime, PAGE_PAY_METHODS, parseGatewayTime } from './alipay-gateway';
import { rsa2Sign, rsa2Verify, signContent } from './rsa2';
import type { SandboxKeys } from './sandbox-keys';

/** Where the sandbox's pages live on this server (outside /api, before the web app's fallback). */
export const SANDBOX_PATHS = {
  gateway: '/dev/alipay-sandbox/gateway',
  pay: '/dev/alipay-sandbox/pay',
  qr: '/dev/alipay-sandbox/qr',
} as const;

export interface SandboxTrade {
  outTradeNo: string;
  appId: string;
  method: string;
  subject: string;
  totalAmount: string;
  notifyUrl: string;
  returnUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  tradeNo: string;
  timeExpire: Date | null;
  paidAt: Date | null;
  createdAt: Date;
}

const TRADE_COLUMNS = `out_trade_no as "outTradeNo", app_id as "appId", method, subject, total_amount as "totalAmount",
  notify_url as "notifyUrl", return_url as "returnUrl", status, trade_no as "tradeNo", time_expire as "timeExpire",
  paid_at as "paidAt", created_at as "createdAt"`;

export class SandboxRequestError extends Error {}

interface SandboxTransferBiz {
  out_biz_no?: string;
  trans_amount?: string;
  product_code?: string;
  payee_info?: { identity?: string; identity_type?: string; name?: string };
}

type Answer = Record<string, unknown>;
const failure = (subCode: string, subMsg: string): Answer => ({ code: '40004', msg: 'Business Failed', subCode, subMsg });

/**
 * The built-in sandbox gateway: what Alipay would do, kept in its own tables. It checks the app's RSA2
 * signature on every request (with the app's public key), records trades, lets a buyer pay or not on
 * its page, signs notifies with its own private key, answers queries and refunds (idempotent on
 * out_request_no, never more than was paid).
 */
export class SandboxGateway {
  constructor(
    private readonly db: Queryable,
    private readonly keys: SandboxKeys,
    private readonly clock: Clock,
  ) {}

  /** Fields signed by the app (a page-pay form or a server call): verified, else refused. */
  private verifyRequest(fields: Record<string, string>): { method: string; biz: Record<string, string> } {
    const signature = fields.sign;
    if (!signature || !rsa2Verify(signContent(fields, ['sign']), signature, this.keys.appPublicKey)) throw new SandboxRequestError('验签失败：请求签名不正确');
    if (fields.app_id !== this.keys.appId) throw new SandboxRequestError('应用ID不正确');
    let biz: Record<string, string>;
    try {
      biz = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
    } catch {
      throw new SandboxRequestError('biz_content 格式不正确');
    }
    return { method: fields.method ?? '', biz };
  }

  async findTrade(outTradeNo: string): Promise<SandboxTrade | undefined> {
    const found = await this.db.query<SandboxTrade>(`select ${TRADE_COLUMNS} from alipay_sandbox_trades where out_trade_no = $1`, [outTradeNo]);
    const trade = found.rows[0];
    if (trade && trade.status === 'WAIT_BUYER_PAY' && trade.timeExpire && trade.timeExpire.getTime() <= this.clock.now().getTime()) {
      return { ...trade, status: 'TRADE_CLOSED' };
    }
    return trade;
  }

  /** Records a trade as Alipay does when the buyer opens the cashier (the same out_trade_no with other figures is refused). */
  async registerTrade(input: {
    outTradeNo: string;
    method: string;
    subject: string;
    totalAmount: string;
    notifyUrl: string;
    returnUrl: string;
    timeExpire: Date | null;
  }): Promise<SandboxTrade> {
    const amount = tryYuanToFen(input.totalAmount);
    if (!input.outTradeNo || amount === null || amount <= 0) throw new SandboxRequestError('交易参数不正确');
    await this.db.query(
      `insert into alipay_sandbox_trades (out_trade_no, app_id, method, subject, total_amount, notify_url, return_url, trade_no, time_expire, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (out_trade_no) do nothing`,
      [
        input.outTradeNo,
        this.keys.appId,
        input.method,
        input.subject,
        fenToYuanString(amount),
        input.notifyUrl,
        input.returnUrl,
        newTradeNo(this.clock.now()),
        input.timeExpire,
        this.clock.now(),
      ],
    );
    const trade = (await this.findTrade(input.outTradeNo))!;
    if (tryYuanToFen(trade.totalAmount) !== amount) throw new SandboxRequestError('交易信息有双重，请重新下单');
    return trade;
  }

  /** The browser's page-pay form (alipay.trade.page.pay, or alipay.trade.wap.pay from a phone): verified and recorded. */
  async openCashier(fields: Record<string, string>): Promise<SandboxTrade> {
    const { method, biz } = this.verifyRequest(fields);
    if (method !== PAGE_PAY_METHODS.pc && method !== PAGE_PAY_METHODS.phone) throw new SandboxRequestError('不支持的接口');
    const product = method === PAGE_PAY_METHODS.phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY';
    if (biz.product_code !== product) throw new SandboxRequestError('产品码不正确');
    return this.registerTrade({
      outTradeNo: biz.out_trade_no ?? '',
      method,
      subject: biz.subject ?? '',
      totalAmount: biz.total_amount ?? '',
      notifyUrl: fields.notify_url ?? '',
      returnUrl: fields.return_url ?? '',
      timeExpire: biz.time_expire ? parseGatewayTime(biz.time_expire) : null,
    });
  }

  /** The buyer confirms on the sandbox page: WAIT_BUYER_PAY → TRADE_SUCCESS (once; an expired trade stays closed). */
  async pay(outTradeNo: string): Promise<SandboxTrade | undefined> {
    const trade = await this.findTrade(outTradeNo);
    if (!trade || trade.status === 'TRADE_CLOSED') return trade;
    await this.db.query(`update alipay_sandbox_trades set status = 'TRADE_SUCCESS', paid_at = $2 where out_trade_no = $1 and status = 'WAIT_BUYER_PAY'`, [
      outTradeNo,
      this.clock.now(),
    ]);
    return this.findTrade(outTradeNo);
  }

  /** The asynchronous notify of a trade, signed with the gateway's private key (as Alipay signs it). */
  signedNotify(trade: SandboxTrade): Record<string, string> {
    const now = this.clock.now();
    const fields: Record<string, string> = {
      notify_time: gatewayTime(now),
      notify_type: 'trade_status_sync',
      notify_id: `sandbox${now.getTime()}${randomInt(0, 1e6)}`,
      app_id: trade.appId,
      charset: 'utf-8',
      version: '1.0',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      subject: trade.subject,
      gmt_create: gatewayTime(trade.createdAt),
      ...(trade.paidAt ? { gmt_payment: gatewayTime(trade.paidAt) } : {}),
      buyer_logon_id: 'sandbox***@example.com',
    };
    return { ...fields, sign_type: 'RSA2', sign: rsa2Sign(signContent(fields, ['sign', 'sign_type']), this.keys.gatewayPrivateKey) };
  }

  /** A server-to-server call signed by the app (alipay-sdk sdkExecute): the JSON Alipay would answer. */
  async serverCall(query: string): Promise<Answer> {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(query)) fields[key] = value;
    let request: { method: string; biz: Record<string, string> };
    try {
      request = this.verifyRequest(fields);
    } catch (error) {
      return { code: '40002', msg: 'Invalid Arguments', subCode: 'isv.invalid-signature', subMsg: (error as Error).message };
    }
    const { method, biz } = request;
    switch (method) {
      case 'alipay.trade.precreate': {
        const trade = await this.registerTrade({
          outTradeNo: biz.out_trade_no ?? '',
          method,
          subject: biz.subject ?? '',
          totalAmount: biz.total_amount ?? '',
          notifyUrl: fields.notify_url ?? '',
          returnUrl: '',
          timeExpire: biz.time_expire ? parseGatewayTime(biz.time_expire) : null,
        }).catch((error: unknown) => error as Error);
        if (trade instanceof Error) return failure('ACQ.INVALID_PARAMETER', trade.message);
        return { code: '10000', msg: 'Success', outTradeNo: trade.outTradeNo, qrCode: `${SANDBOX_PATHS.qr}/${encodeURIComponent(trade.outTradeNo)}` };
      }
      case 'alipay.trade.query': {
        const trade = await this.findTrade(biz.out_trade_no ?? '');
        if (!trade) return failure('ACQ.TRADE_NOT_EXIST', '交易不存在');
        return {
          code: '10000',
          msg: 'Success',
          outTradeNo: trade.outTradeNo,
          tradeNo: trade.tradeNo,
          tradeStatus: trade.status,
          totalAmount: trade.totalAmount,
        };
      }
      case 'alipay.trade.refund':
        return this.refund(biz);
      case 'alipay.fund.trans.uni.transfer':
        return this.transfer(biz as unknown as SandboxTransferBiz);
      default:
        return failure('ACQ.INVALID_METHOD', '不支持的接口');
    }
  }

  private async refund(biz: Record<string, string>): Promise<Answer> {
    const trade = await this.findTrade(biz.out_trade_no ?? '');
    if (!trade || trade.status !== 'TRADE_SUCCESS') return failure('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    const amount = tryYuanToFen(biz.refund_amount ?? '');
    if (amount === null || amount <= 0 || !biz.out_request_no) return failure('ACQ.INVALID_PARAMETER', '退款参数不正确');
    const inserted = await this.db.query(
      `insert into alipay_sandbox_refunds (out_request_no, out_trade_no, refund_amount, created_at)
       select $1::text, $2::text, $3::text, $4::timestamptz
        where (select coalesce(sum(refund_amount::numeric), 0) from alipay_sandbox_refunds where out_trade_no = $2::text) + $3::text::numeric <= $5::text::numeric
       on conflict (out_request_no) do nothing returning out_request_no`,
      [biz.out_request_no, trade.outTradeNo, fenToYuanString(amount), this.clock.now(), trade.totalAmount],
    );
    if (inserted.rowCount === 1) return { code: '10000', msg: 'Success', fundChange: 'Y', refundFee: fenToYuanString(amount) };
    const earlier = await this.db.query<{ refund_amount: string; out_trade_no: string }>(
      'select refund_amount, out_trade_no from alipay_sandbox_refunds where out_request_no = $1',
      [biz.out_request_no],
    );
    const previous = earlier.rows[0];
    if (previous && previous.out_trade_no === trade.outTradeNo && tryYuanToFen(previous.refund_amount) === amount) {
      return { code: '10000', msg: 'Success', fundChange: 'N', refundFee: previous.refund_amount };
    }
    return failure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
  }

  /**
   * A payout (alipay.fund.trans.uni.transfer to a bank card): recorded once per out_biz_no; asking again
   * with the same figures answers the same order id, with other figures is refused.
   */
  private async transfer(biz: SandboxTransferBiz): Promise<Answer> {
    const amount = tryYuanToFen(biz.trans_amount ?? '');
    const payee = biz.payee_info;
    if (!biz.out_biz_no || amount === null || amount <= 0 || !payee?.identity || !payee.name) return failure('INVALID_PARAMETER', '转账参数不正确');
    if (biz.product_code !== 'TRANS_BANKCARD_NO_PWD' && biz.product_code !== 'TRANS_ACCOUNT_NO_PWD') return failure('INVALID_PARAMETER', '产品码不正确');
    const now = this.clock.now();
    await this.db.query(
      `insert into alipay_sandbox_transfers (out_biz_no, order_id, trans_amount, payee_identity, payee_name, created_at)
       values ($1, $2, $3, $4, $5, $6) on conflict (out_biz_no) do nothing`,
      [biz.out_biz_no, newTradeNo(now), fenToYuanString(amount), payee.identity.slice(0, 64), payee.name.slice(0, 60), now],
    );
    const found = await this.db.query<{ order_id: string; trans_amount: string; payee_identity: string; created_at: Date }>(
      'select order_id, trans_amount, payee_identity, created_at from alipay_sandbox_transfers where out_biz_no = $1',
      [biz.out_biz_no],
    );
    const row = found.rows[0]!;
    if (tryYuanToFen(row.trans_amount) !== amount || row.payee_identity !== payee.identity.slice(0, 64))
      return failure('PAYMENT_INFO_INCONSISTENCY', '两次请求的转账信息不一致');
    return {
      code: '10000',
      msg: 'Success',
      outBizNo: biz.out_biz_no,
      orderId: row.order_id,
      payFundOrderId: row.order_id,
      status: 'SUCCESS',
      transDate: gatewayTime(row.created_at),
    };
  }

  /** Payouts the sandbox made (fen by out_biz_no), for the tests. */
  async transferredFen(outBizNo: string): Promise<number | null> {
    const rows = await this.db.query<{ trans_amount: string }>('select trans_amount from alipay_sandbox_transfers where out_biz_no = $1', [outBizNo]);
    return rows.rows[0] ? tryYuanToFen(rows.rows[0].trans_amount) : null;
  }

  /** Money the sandbox returned for a trade (fen), for the refund tests and the operators' view. */
  async refundedFen(outTradeNo: string): Promise<number> {
    const rows = await this.db.query<{ refund_amount: string }>('select refund_amount from alipay_sandbox_refunds where out_trade_no = $1', [outTradeNo]);
    return rows.rows.reduce((sum, row) => sum + (tryYuanToFen(row.refund_amount) ?? 0), 0);
  }
}

function newTradeNo(now: Date): string {
  const day = gatewayTime(now).slice(0, 10).replaceAll('-', '');
  return `${day}22${String(randomInt(0, 1e12)).padStart(12, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
}
