import { fenToYuanString } from '@vm/domain/money';
import type { FastifyInstance } from 'fastify';
import type { SandboxGateway, SandboxTrade } from '../../platform/alipay/sandbox-gateway';
import { eq } from 'drizzle-orm';
import { paymentTrades } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import { PAGE_PAY_METHODS } from '../../platform/alipay/alipay-gateway';
import { PAY_MESSAGES } from './payment-messages';
import { NOTIFY_PATH, orderReturnPath, topupReturnPath } from './payment-urls';

/**
 * The sandbox gateway's asynchronous notify: its signed fields posted, form-encoded, to the trade's
 * notify_url path on this very server (app.inject runs the whole HTTP stack: form parsing, the route,
 * the same verification as for Alipay). Returns the text the notify route answered.
 */
export async function sendSandboxNotify(app: FastifyInstance, sandbox: SandboxGateway, trade: SandboxTrade): Promise<string> {
  const path = new URL(trade.notifyUrl || NOTIFY_PATH, 'http://sandbox.invalid').pathname;
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(sandbox.signedNotify(trade)).toString(),
  });
  return response.body;
}

/** The sandbox, or 404 when real Alipay is configured. */
export async function requireSandbox(deps: AppDeps): Promise<SandboxGateway> {
  const { sandbox } = await paymentGateway(deps);
  if (!sandbox) throw new AppError('NOT_FOUND', PAY_MESSAGES.sandboxOnly);
  return sandbox;
}

/**
 * POST /api/dev/alipay-sandbox/complete: the buyer pays the trade at the sandbox (as if they had
 * confirmed on its page — a trade the browser never opened is taken from our own record of it), and
 * the sandbox sends its signed notify again each time it is called.
 */
export async function completeSandboxTrade(deps: AppDeps, app: FastifyInstance, outTradeNo: string): Promise<{ notify_response: string }> {
  const sandbox = await requireSandbox(deps);
  if (!(await sandbox.findTrade(outTradeNo))) {
    const [ours] = await typed(deps.pool)
      .select({
        amount: paymentTrades.amount,
        purpose: paymentTrades.purpose,
        orderId: paymentTrades.orderId,
        expiresAt: paymentTrades.expiresAt,
        channel: paymentTrades.channel,
      })
      .from(paymentTrades)
      .where(eq(paymentTrades.outTradeNo, outTradeNo));
    if (!ours) throw new AppError('NOT_FOUND', '交易不存在');
    await sandbox.registerTrade({
      outTradeNo,
      method: ours.channel === 'qr' ? 'alipay.trade.precreate' : ours.channel === 'wap' ? PAGE_PAY_METHODS.phone : PAGE_PAY_METHODS.pc,
      subject: ours.purpose === 'topup' ? '钱包充值' : '场地预订订单',
      totalAmount: fenToYuanString(ours.amount),
      notifyUrl: NOTIFY_PATH,
      returnUrl: ours.orderId !== null ? orderReturnPath(ours.orderId) : topupReturnPath(outTradeNo),
      timeExpire: ours.expiresAt,
    });
  }
  const trade = (await sandbox.pay(outTradeNo))!;
  return { notify_response: await sendSandboxNotify(app, sandbox, trade) };
}
