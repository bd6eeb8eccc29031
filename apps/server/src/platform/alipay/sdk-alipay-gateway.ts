import { fenToYuanString, tryYuanToFen } from '@vm/domain/money';
import type { AlipaySdk } from 'alipay-sdk';
import {
  gatewayTime,
  PAGE_PAY_METHODS,
  PAID_TRADE_STATUSES,
  type AlipayGateway,
  type PagePayForm,
  type RefundOutcome,
  type TradeQuery,
  type TradeRequest,
} from './alipay-gateway';

/** A server-to-server call (alipay.trade.query …): the gateway's JSON answer, keys camel-cased. */
export type ServerCall = (method: string, params: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface SdkGatewayOptions {
  sdk: AlipaySdk;
  appId: string;
  sandbox: boolean;
  /** How server calls reach the gateway: `sdk.exec` over HTTPS for Alipay, in process for the sandbox. */
  call: ServerCall;
  /** Shown to the browser instead of the SDK's gateway URL (the sandbox's page on this server). */
  browserGatewayUrl?: string;
  /** The request time (the SDK would use the process's local zone; the gateway wants Beijing time). */
  now: () => Date;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The gateway over alipay-sdk: requests are signed by the SDK with the app's private key (RSA2) and
 * notifies verified with the gateway's public key (checkNotifySignV2), for Alipay and sandbox alike.
 */
export function createSdkAlipayGateway(options: SdkGatewayOptions): AlipayGateway {
  const { sdk } = options;
  const call: ServerCall = (method, params) => options.call(method, { ...params, timestamp: gatewayTime(options.now()) });
  const bizContent = (request: TradeRequest, extra: Record<string, string>) => ({
    out_trade_no: request.outTradeNo,
    total_amount: fenToYuanString(request.amount),
    subject: request.subject.slice(0, 256),
    time_expire: gatewayTime(request.expiresAt),
    ...extra,
  });

  return {
    appId: options.appId,
    sandbox: options.sandbox,

    pagePay(request): PagePayForm {
      // GET form of the page-pay request: a URL whose query holds every signed field; the browser gets
      // them as a form to post (the gateway takes the same fields in a POST body).
      const phone = request.device === 'phone';
      const extra: Record<string, string> = phone
        ? { product_code: 'QUICK_WAP_WAY', ...(request.quitUrl ? { quit_url: request.quitUrl } : {}) }
        : { product_code: 'FAST_INSTANT_TRADE_PAY' };
      const url = new URL(
        sdk.pageExecute(PAGE_PAY_METHODS[phone ? 'phone' : 'pc'], 'GET', {
          bizContent: bizContent(request, extra),
          timestamp: gatewayTime(options.now()),
          returnUrl: request.returnUrl,
          notifyUrl: request.notifyUrl,
        }),
      );
      const form: Record<string, string> = {};
      for (const [key, value] of url.searchParams) form[key] = value;
      const gatewayUrl = options.browserGatewayUrl ?? `${url.origin}${url.pathname}?charset=utf-8`;
      return { gatewayUrl, form };
    },

    async precreate(request) {
      const answer = await call('alipay.trade.precreate', { bizContent: bizContent(request, {}), notifyUrl: request.notifyUrl });
      const qrCode = text(answer.qrCode);
      if (answer.code !== '10000' || !qrCode) throw new Error(`alipay.trade.precreate failed: ${String(answer.subMsg ?? answer.msg)}`);
      return { qrCode };
    },

    async query(outTradeNo): Promise<TradeQuery> {
      const answer = await call('alipay.trade.query', { bizContent: { out_trade_no: outTradeNo } });
      if (answer.code !== '10000') {
        if (answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid' };
        throw new Error(`alipay.trade.query failed: ${String(answer.subMsg ?? answer.msg)}`);
      }
      const status = text(answer.tradeStatus) ?? '';
      const amount = tryYuanToFen(text(answer.totalAmount) ?? '');
      const tradeNo = text(answer.tradeNo);
      const state = PAID_TRADE_STATUSES.has(status) ? 'paid' : status === 'TRADE_CLOSED' ? 'closed' : 'unpaid';
      return { state, ...(amount !== null ? { amount } : {}), ...(tradeNo ? { tradeNo } : {}) };
    },

    async refund(request): Promise<RefundOutcome> {
      const answer = await call('alipay.trade.refund', {
        bizContent: {
          out_trade_no: request.outTradeNo,
          out_request_no: request.outRequestNo,
          refund_amount: fenToYuanString(request.amount),
          refund_reason: request.reason.slice(0, 256),
        },
      });
      if (answer.code === '10000') return { ok: true };
      return { ok: false, message: String(answer.subMsg ?? answer.msg ?? '退款失败') };
    },

    async transfer(request) {
      const answer = await call('alipay.fund.trans.uni.transfer', {
        bizContent: {
          out_biz_no: request.outBizNo,
          trans_amount: fenToYuanString(request.amount),
          product_code: 'TRANS_BANKCARD_NO_PWD',
          biz_scene: 'DIRECT_TRANSFER',
          order_title: request.title.slice(0, 128),
          payee_info: {
            identity: request.payee.accountNumber,
            identity_type: 'BANKCARD_ACCOUNT',
            name: request.payee.accountName,
            bankcard_ext_info: { account_type: '1', inst_name: request.payee.bankName },
          },
        },
      });
      const orderId = text(answer.orderId);
      if (answer.code === '10000' && orderId && answer.status === 'SUCCESS') return { ok: true, orderId };
      return { ok: false, message: String(answer.subMsg ?? answer.msg ?? '转账失败') };
    },

    verifyNotify(fields) {
      try {
        return sdk.checkNotifySignV2(fields);
      } catch {
        return false;
      }
    },
  };
}
