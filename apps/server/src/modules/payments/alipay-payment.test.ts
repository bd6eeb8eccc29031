import { generateKeyPairSync } from 'node:crypto';
import { ZOnlinePayment } from '@vm/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayTime } from '../../platform/alipay/alipay-gateway';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { autoCancelUnpaidOrders } from '../orders/auto-cancel-unpaid';
import { askGatewayBeforeCancel } from '../../workflows/ask-gateway-before-cancel';
import { bareOrders, HOUR, ledgerSum, notifyFields, orderRow, postNotify, sandboxOf, walletOf } from './test/payment-fixtures';

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

async function startAlipay(token: string, orderId: number) {
  const response = await post(`/api/orders/${orderId}/alipay`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZOnlinePayment.parse(response.json().result);
}

/** The browser posts the signed form to the sandbox cashier (as the self-submitting page does). */
const openCashier = (gatewayUrl: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: gatewayUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('Alipay page pay through the sandbox gateway', () => {
  it('signs a page-pay request with the server’s figures and the order’s deadline; the cashier confirms, notifies and returns', async () => {
    const buyer = await loginAs(t, '13844440001');
    const [orderId] = await bareOrders(t, buyer.userId, 1, 123_456);
    const payment = await startAlipay(buyer.token, orderId!);
    const expires = (await t.deps.pool.query<{ expires_at: Date }>('select expires_at from orders where id = $1', [orderId])).rows[0]!.expires_at;
    expect(payment).toMatchObject({ gateway_url: '/dev/alipay-sandbox/gateway', amount: 123_456, sandbox: true });
    expect(payment.form).toMatchObject({
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      charset: 'utf-8',
      timestamp: gatewayTime(t.clock.now()),
      return_url: `/orders/paid/${orderId}`,
      notify_url: '/api/payments/alipay/notify',
    });
    expect(JSON.parse(payment.form.biz_content!)).toEqual({
      out_trade_no: payment.out_trade_no,
      total_amount: '1234.56',
      subject: expect.stringContaining('场地预订订单'),
      time_expire: gatewayTime(expires),
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });

    // A tampered form is refused by the gateway: the signature covers the amount.
    const tampered = await openCashier(payment.gateway_url, { ...payment.form, biz_content: payment.form.biz_content!.replace('1234.56', '0.01') });
    expect([tampered.statusCode, tampered.body]).toEqual([400, expect.stringContaining('验签失败')]);

    const cashier = await openCashier(payment.gateway_url, payment.form);
    expect(cashier.statusCode).toBe(200);
    expect(cashier.body).toContain('¥1,234.56');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/dev/alipay-sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `out_trade_no=${payment.out_trade_no}&outcome=success`,
    });
    expect([confirmed.statusCode, confirmed.headers.location]).toEqual([303, `/orders/paid/${orderId}`]);
    expect(await orderRow(t, orderId!)).toMatchObject({ status: 'paid', payment_mode: 2, paid_amount: 123_456 });
    const trade = (await t.deps.pool.query('select status, outcome, trade_no from payment_trades where out_trade_no = $1', [payment.out_trade_no])).rows[0];
    expect(trade).toMatchObject({ status: 'paid', outcome: 'applied', trade_no: expect.stringMatching(/^\d{20,}$/) });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/status`, headers: bearer(buyer.token) })).json().result.status).toBe('paid');

    // Paying again: the order is no longer unpaid.
    const again = await post(`/api/orders/${orderId}/alipay`, buyer.token);
    expect([again.statusCode, again.json().msg]).toEqual([409, '订单已支付！']);
  });

  it('renders the browser form post /orders/pay-alipay as a self-submitting form, and refuses others’ orders', async () => {
    const buyer = await loginAs(t, '13844440002');
    const other = await loginAs(t, '13844440003');
    const [orderId] = await bareOrders(t, buyer.userId, 1);
    const page = await t.app.inject({
      method: 'POST',
      url: '/orders/pay-alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_token=${buyer.token}&payment_mode=8&order_id=${orderId}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('action="/dev/alipay-sandbox/gateway"');
    expect(page.body).toMatch(/name="sign" value="[^"]{100,}"/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/orders/pay-alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_token=${other.token}&payment_mode=8&order_id=${orderId}`,
    });
    expect([foreign.statusCode, foreign.body.includes('订单不存在')]).toEqual([404, true]);
    expect((await post(`/api/orders/${orderId}/alipay`, other.token)).statusCode).toBe(404);
    expect((await post(`/api/orders/${orderId}/alipay`, 'not-a-token-at-all-xxxxxxxx')).statusCode).toBe(401);
  });

  it('credits a top-up once however often the notify is replayed, and refuses forged, altered or foreign notifies', async () => {
    const buyer = await loginAs(t, '13844440004');
    const response = await post('/api/wallets/recharge', buyer.token, { amount: 50_000 });
    expect(response.statusCode, response.body).toBe(200);
    const topup = ZOnlinePayment.parse(response.json().result);
    await openCashier(topup.gateway_url, topup.form);
    const sandbox = await sandboxOf(t);
    await sandbox.pay(topup.out_trade_no);

    const forger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const refused = [
      await notifyFields(t, topup.out_trade_no, {}, forger.privateKey),
      await notifyFields(t, topup.out_trade_no, { total_amount: '5000.00' }),
      await notifyFields(t, topup.out_trade_no, { app_id: '2021009999999999' }),
      await notifyFields(t, topup.out_trade_no, { trade_status: 'WAIT_BUYER_PAY' }),
      await notifyFields(t, topup.out_trade_no, { out_trade_no: 'VM20261122000000unknown' }),
      { ...(await notifyFields(t, topup.out_trade_no)), total_amount: '0.01' },
    ];
    for (const fields of refused) expect(await postNotify(t, fields)).toBe('fail');
    expect((await walletOf(t, buyer.token)).balance_sum).toBe(0);
    expect((await t.deps.pool.query('select status from payment_trades where out_trade_no = $1', [topup.out_trade_no])).rows[0].status).toBe('pending');

    const genuine = await notifyFields(t, topup.out_trade_no);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await postNotify(t, genuine));
    expect(answers).toEqual(Array(10).fill('success'));
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => postNotify(t, genuine)));
    expect(concurrent).toEqual(Array(10).fill('success'));
    expect((await walletOf(t, buyer.token)).balance_sum).toBe(50_000);
    expect(await ledgerSum(t, buyer.userId)).toBe(50_000);
    const status = (await t.app.inject({ method: 'GET', url: `/api/payments/trades/${topup.out_trade_no}`, headers: bearer(buyer.token) })).json().result;
    expect(status).toMatchObject({ purpose: 'topup', status: 'paid', amount: 50_000 });
    const records = (await t.app.inject({ method: 'GET', url: '/api/wallets/records?page=1', headers: bearer(buyer.token) })).json().result;
    expect(records).toMatchObject({ total: 1, data: [{ kind: 'topup', kind_name: '充值', amount: 50_000 }] });
  });

  it('answers the development endpoint complete with the notify response, again each time, paying once', async () => {
    const buyer = await loginAs(t, '13844440005');
    const [orderId] = await bareOrders(t, buyer.userId, 1, 8_800);
    const payment = await startAlipay(buyer.token, orderId!);
    const complete = () => t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: payment.out_trade_no } });
    const first = await complete();
    expect([first.statusCode, first.json().result]).toEqual([200, { notify_response: 'success' }]);
    expect((await complete()).json().result).toEqual({ notify_response: 'success' });
    expect(await orderRow(t, orderId!)).toMatchObject({ status: 'paid', paid_amount: 8_800 });
    expect((await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: 'VMnope' } })).statusCode).toBe(404);
  });

  it('offers a scan-code payment whose QR code opens the sandbox page', async () => {
    const buyer = await loginAs(t, '13844440006');
    const [orderId] = await bareOrders(t, buyer.userId, 1, 2_000);
    const response = await post(`/api/orders/${orderId}/alipay-qr`, buyer.token);
    expect(response.statusCode, response.body).toBe(200);
    const { qr_code: qrCode, out_trade_no: outTradeNo } = response.json().result;
    expect(qrCode).toBe(`/dev/alipay-sandbox/qr/${outTradeNo}`);
    const page = await t.app.inject({ method: 'GET', url: qrCode });
    expect([page.statusCode, page.body.includes('¥20.00')]).toEqual([200, true]);
    await t.app.inject({
      method: 'POST',
      url: '/dev/alipay-sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `out_trade_no=${outTradeNo}&outcome=success`,
    });
    expect(await orderRow(t, orderId!)).toMatchObject({ status: 'paid', payment_mode: 1 });
  });

  it('asks the gateway before auto-cancelling: a payment whose notify never came marks the order paid', async () => {
    const buyer = await loginAs(t, '13844440007');
    const [paidSilently, neverPaid] = await bareOrders(t, buyer.userId, 2, 5_000);
    const first = await startAlipay(buyer.token, paidSilently!);
    await startAlipay(buyer.token, neverPaid!);
    const sandbox = await sandboxOf(t);
    await openCashier(first.gateway_url, first.form);
    await sandbox.pay(first.out_trade_no); // paid at the gateway, notify lost
    t.clock.advance(49 * HOUR);
    const cancelled = await autoCancelUnpaidOrders(t.deps, { stillUnpaid: askGatewayBeforeCancel(t.deps) });
    expect(cancelled).toContain(neverPaid);
    expect(cancelled).not.toContain(paidSilently);
    expect(await orderRow(t, paidSilently!)).toMatchObject({ status: 'paid', payment_mode: 2, paid_amount: 5_000 });
    expect((await orderRow(t, neverPaid!)).status).toBe('cancelled');
    t.clock.advance(-49 * HOUR);
  });
});
