import { ZPayAlipayForm } from '@vm/contracts/payments';
import { formatYuan, tryYuanToFen } from '@vm/domain/money';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import { SANDBOX_PATHS, SandboxRequestError, type SandboxTrade } from '../../platform/alipay/sandbox-gateway';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { userForToken } from '../../platform/http/auth';
import { devPagesNeedToken } from '../../platform/http/dev-endpoints';
import { escapeHtml, hiddenForm, sendHtmlPage, sendSandboxNotify, startOrderPagePay } from '../../modules/payments';

const asFields = (value: unknown): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) if (typeof item === 'string') fields[key] = item;
  return fields;
};

const errorPage = (title: string, message: string, link: { href: string; text: string }) =>
  `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><div class="actions"><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></div>`;

/**
 * Browser pages outside /api (registered before the web app's fallback): the online-payment form post
 * `/orders/pay-alipay`, and — while the built-in sandbox stands in for Alipay — the sandbox cashier.
 */
export const paymentPageRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // POST /orders/pay-alipay (_token, payment_mode 8, order_id): the signed form, submitting itself to the gateway.
    app.post(
      '/orders/pay-alipay',
      { schema: { tags: ['payments'], summary: '网上支付：提交签名表单并跳转支付宝（浏览器页面，返回 HTML）' }, config: { dedupe: false } },
      async (request, reply) => {
        const parsed = ZPayAlipayForm.safeParse(request.body ?? {});
        if (!parsed.success) {
          return sendHtmlPage(reply, {
            status: 422,
            title: '支付请求不正确',
            body: errorPage('支付请求不正确', '支付参数有误，请返回订单重新发起支付。', { href: '/admin/orders/index?status=submitted', text: '返回我的订单' }),
          });
        }
        const { _token: token, order_id: orderId, device } = parsed.data;
        const paymentPage = `/orders/payment/${orderId}`;
        const user = await userForToken(deps, token);
        if (!user) {
          return sendHtmlPage(reply, {
            status: 401,
            title: '请先登录',
            body: errorPage('请先登录', '登录已失效，请登录后重新支付。', { href: `/auth/code-login?from=${encodeURIComponent(paymentPage)}`, text: '去登录' }),
          });
        }
        try {
          const payment = await startOrderPagePay(deps, user.id, orderId, device);
          // A demo install in production: the sandbox cashier answers only to an operator's token, carried along.
          const form = deps.config.ALIPAY_MODE === 'sandbox' && devPagesNeedToken(deps) ? { ...payment.form, _token: token } : payment.form;
          const body = `<h1>正在前往支付宝付款…</h1><p>应付金额 <span class="amount">${escapeHtml(formatYuan(payment.amount))}</span></p><p class="muted">页面没有自动跳转时，请点击下面的按钮。</p>${hiddenForm('alipay-form', payment.gateway_url, form, '前往支付宝付款')}`;
          const formActions = payment.gateway_url.startsWith('http:') ? [new URL(payment.gateway_url).origin] : [];
          return sendHtmlPage(reply, { title: '正在前往支付宝', body, script: `document.getElementById('alipay-form').submit();`, formActions });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return sendHtmlPage(reply, {
            status: error.status,
            title: '无法发起支付',
            body: errorPage('无法发起支付', error.userMessage, { href: paymentPage, text: '返回支付页' }),
          });
        }
      },
    );

    if (deps.config.ALIPAY_MODE !== 'sandbox') return;
    registerSandboxPages(app, deps);
  };

function sandboxCashier(trade: SandboxTrade, note = '', token: string | null = null): string {
  const amount = tryYuanToFen(trade.totalAmount) ?? 0;
  const closed = trade.status !== 'WAIT_BUYER_PAY';
  const status = trade.status === 'TRADE_SUCCESS' ? '已支付' : trade.status === 'TRADE_CLOSED' ? '交易已关闭' : '等待付款';
  const actions = closed
    ? ''
    : `<div class="actions">${['success', 'fail']
        .map(
          (outcome) =>
            `<form method="post" action="${SANDBOX_PATHS.pay}">${token ? `<input type="hidden" name="_token" value="${escapeHtml(token)}">` : ''}<input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit"${outcome === 'success' ? ' class="primary"' : ''}>${outcome === 'success' ? '确认付款' : '付款失败'}</button></form>`,
        )
        .join('')}</div>`;
  return `<p><span class="tag">开发环境 · 支付宝沙箱</span></p><h1>支付宝收银台</h1>
<p class="amount">${escapeHtml(formatYuan(amount))}</p>
<dl><dt>商品</dt><dd>${escapeHtml(trade.subject)}</dd><dt>商户订单号</dt><dd>${escapeHtml(trade.outTradeNo)}</dd><dt>交易状态</dt><dd>${status}</dd></dl>
${note ? `<p>${escapeHtml(note)}</p>` : ''}${actions}
<p class="muted">这是内置的沙箱网关，不会产生真实扣款。确认付款后，沙箱会向商户发送签名的异步通知，再跳回商户页面。</p>`;
}

function registerSandboxPages(app: FastifyInstance, deps: AppDeps): void {
  const sandboxOf = async () => (await paymentGateway(deps)).sandbox!;

  // The cashier: the page-pay form arrives here (POST, or GET with the fields in the query), signature checked.
  app.route({
    method: ['GET', 'POST'],
    url: SANDBOX_PATHS.gateway,
    schema: { tags: ['development'], summary: '支付宝沙箱收银台（浏览器页面，返回 HTML）' },
    config: { dedupe: false },
    handler: async (request, reply) => {
      // `_token`: an operator's, on a demo install in production (platform/http/dev-endpoints); not signed.
      const { _token: token = null, ...fields } = { ...asFields(request.query), ...asFields(request.body) };
      try {
        const trade = await (await sandboxOf()).openCashier(fields);
        return sendHtmlPage(reply, { title: '支付宝沙箱收银台', body: sandboxCashier(trade, '', token) });
      } catch (error) {
        if (!(error instanceof SandboxRequestError)) throw error;
        return sendHtmlPage(reply, { status: 400, title: '支付请求无效', body: errorPage('支付请求无效', error.message, { href: '/', text: '返回首页' }) });
      }
    },
  });

  // The scan-code page a QR code of alipay.trade.precreate points to.
  app.get(
    `${SANDBOX_PATHS.qr}/:outTradeNo`,
    { schema: { tags: ['development'], summary: '支付宝沙箱扫码付款页（浏览器页面，返回 HTML）' } },
    async (request, reply) => {
      const { outTradeNo } = z.object({ outTradeNo: z.string().max(64) }).parse(request.params);
      const trade = await (await sandboxOf()).findTrade(outTradeNo);
      if (!trade)
        return sendHtmlPage(reply, {
          status: 404,
          title: '交易不存在',
          body: errorPage('交易不存在', '二维码已失效，请在电脑上重新获取。', { href: '/', text: '返回首页' }),
        });
      return sendHtmlPage(reply, { title: '支付宝沙箱收银台', body: sandboxCashier(trade, '', asFields(request.query)._token ?? null) });
    },
  );

  // The buyer's choice: pay (the signed notify goes out, then back to the merchant) or not.
  app.post(
    SANDBOX_PATHS.pay,
    { schema: { tags: ['development'], summary: '支付宝沙箱：确认付款或付款失败（浏览器页面，返回 HTML）' }, config: { dedupe: false } },
    async (request, reply) => {
      const fields = asFields(request.body);
      const token = fields._token ?? null;
      const sandbox = await sandboxOf();
      const trade = await sandbox.findTrade(fields.out_trade_no ?? '');
      if (!trade)
        return sendHtmlPage(reply, {
          status: 404,
          title: '交易不存在',
          body: errorPage('交易不存在', '请返回商户重新发起支付。', { href: '/', text: '返回首页' }),
        });
      if (fields.outcome !== 'success') {
        return sendHtmlPage(reply, { title: '付款未完成', body: sandboxCashier(trade, '付款未完成：您可以再次确认付款，或返回商户选择其他支付方式。', token) });
      }
      const paid = (await sandbox.pay(trade.outTradeNo))!;
      if (paid.status !== 'TRADE_SUCCESS')
        return sendHtmlPage(reply, { title: '交易已关闭', body: sandboxCashier(paid, '交易已超时关闭，请返回商户重新下单。') });
      const answer = await sendSandboxNotify(app, sandbox, paid);
      request.log.info({ outTradeNo: paid.outTradeNo, answer }, 'sandbox notify delivered');
      if (paid.returnUrl) return reply.redirect(paid.returnUrl, 303);
      return sendHtmlPage(reply, { title: '付款成功', body: `<h1>付款成功</h1><p>请回到电脑上查看订单状态。</p>` });
    },
  );
}
