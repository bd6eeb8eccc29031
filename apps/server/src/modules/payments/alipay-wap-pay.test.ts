import { ZOnlinePayment } from '@vm/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { bareOrders, orderRow } from './test/payment-fixtures';

let t: TestContext;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });

const form = (url: string, body: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

describe('Alipay phone page pay (alipay.trade.wap.pay) through the sandbox gateway', () => {
  it('signs a wap-pay request for a phone, with the payment page as quit_url; the sandbox cashier takes it and the order is paid', async () => {
    const buyer = await loginAs(t, '13844441001');
    const [orderId] = await bareOrders(t, buyer.userId, 1, 66_600);
    const response = await post(`/api/orders/${orderId}/alipay`, buyer.token, { device: 'phone' });
    expect(response.statusCode, response.body).toBe(200);
    const payment = ZOnlinePayment.parse(response.json().result);
    expect(payment.form).toMatchObject({ method: 'alipay.trade.wap.pay', sign_type: 'RSA2', return_url: `/orders/paid/${orderId}` });
    expect(JSON.parse(payment.form.biz_content!)).toMatchObject({
      product_code: 'QUICK_WAP_WAY',
      quit_url: `/orders/payment/${orderId}`,
      total_amount: '666.00',
    });
    const trade = await t.deps.pool.query<{ channel: string }>('select channel from payment_trades where out_trade_no = $1', [payment.out_trade_no]);
    expect(trade.rows[0]?.channel).toBe('wap');

    // The cashier refuses a wap form whose product code was changed (the signature covers it as well).
    const biz = JSON.parse(payment.form.biz_content!) as Record<string, string>;
    const altered = await form(
      payment.gateway_url,
      new URLSearchParams({ ...payment.form, biz_content: JSON.stringify({ ...biz, product_code: 'FAST_INSTANT_TRADE_PAY' }) }).toString(),
    );
    expect(altered.statusCode).toBe(400);

    const cashier = await form(payment.gateway_url, new URLSearchParams(payment.form).toString());
    expect([cashier.statusCode, cashier.body.includes('¥666.00')]).toEqual([200, true]);
    expect(cashier.body).toContain('name="viewport"');
    const confirmed = await form('/dev/alipay-sandbox/pay', `out_trade_no=${payment.out_trade_no}&outcome=success`);
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, `/orders/paid/${orderId}`]);
    expect(await orderRow(t, orderId!)).toMatchObject({ status: 'paid', paid_amount: 66_600 });
  });

  it('keeps the computer cashier without a device, and refuses an unknown device with a Chinese message', async () => {
    const buyer = await loginAs(t, '13844441002');
    const [orderId] = await bareOrders(t, buyer.userId, 1);
    const computer = ZOnlinePayment.parse((await post(`/api/orders/${orderId}/alipay`, buyer.token)).json().result);
    expect(computer.form.method).toBe('alipay.trade.page.pay');
    // No body at all, as clients of the fixed endpoint send it: the computer cashier.
    const bare = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/alipay`, headers: bearer(buyer.token) });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(ZOnlinePayment.parse(bare.json().result).form.method).toBe('alipay.trade.page.pay');
    const refused = await post(`/api/orders/${orderId}/alipay`, buyer.token, { device: 'tablet' });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('支付终端只能是 pc 或 phone');
  });

  it('renders the browser form post with device=phone as a self-submitting wap-pay form', async () => {
    const buyer = await loginAs(t, '13844441003');
    const [orderId] = await bareOrders(t, buyer.userId, 1);
    const page = await form('/orders/pay-alipay', `_token=${buyer.token}&payment_mode=8&order_id=${orderId}&device=phone`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="method" value="alipay.trade.wap.pay"');
    expect(page.body).toContain('action="/dev/alipay-sandbox/gateway"');
  });

  it('sends a phone top-up to the wap cashier too', async () => {
    const buyer = await loginAs(t, '13844441004');
    const response = await post('/api/wallets/recharge', buyer.token, { amount: 10_000, device: 'phone' });
    expect(response.statusCode, response.body).toBe(200);
    const topup = ZOnlinePayment.parse(response.json().result);
    expect(topup.form.method).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(topup.form.biz_content!)).toMatchObject({ product_code: 'QUICK_WAP_WAY', quit_url: '/admin/wallets/index' });
    const completed = await post('/api/dev/alipay-sandbox/complete', buyer.token, { out_trade_no: topup.out_trade_no });
    expect(completed.statusCode, completed.body).toBe(200);
  });
});
