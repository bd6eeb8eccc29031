import { ZOnlinePayment, ZRefundPage, ZTradeStatus } from '@vm/contracts/payments';
import { PAYMENT_MODES } from '@vm/domain/payment-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { markOrderPaid } from '../orders/mark-order-paid';
import { creditWallet, debitWallet } from '../wallet/wallet-ledger';
import { bareOrders, sandboxOf } from './test/payment-fixtures';

// docs/spec/api.md "Hardening, second round — fixed": a duplicate online payment that was refunded reads as
// refunded, and the operators' refund list shows it.
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
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('a duplicate online payment', () => {
  it('paid by wallet, then its Alipay trade notified: refunded, read as refunded and listed for operators', async () => {
    const buyer = await loginAs(t, '13844449001');
    const operator = (await loginAs(t, '13700009001', ['operator'])).token;
    const [orderId] = await bareOrders(t, buyer.userId, 1, 88_800);
    const started = await post(`/api/orders/${orderId}/alipay`, buyer.token);
    expect(started.statusCode, started.body).toBe(200);
    const { out_trade_no: outTradeNo } = ZOnlinePayment.parse(started.json().result);

    // The wallet pays the order first.
    await withTransaction(t.deps.pool, async (client) => {
      const now = t.clock.now();
      await creditWallet(client, { userId: buyer.userId, amount: 88_800, kind: 'topup', now });
      await debitWallet(client, { userId: buyer.userId, amount: 88_800, orderId: orderId!, now });
      expect(await markOrderPaid(client, orderId!, { paymentMode: PAYMENT_MODES.balance, amount: 88_800, now })).toBeTruthy();
    });
    // Then the buyer also completes the Alipay trade: the notify finds the order paid and refunds it.
    const sandbox = await sandboxOf(t);
    await sandbox.pay(outTradeNo);
    const complete = await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: outTradeNo } });
    expect(complete.json().result).toEqual({ notify_response: 'success' });

    const trade = ZTradeStatus.parse((await get(`/api/payments/trades/${outTradeNo}`, buyer.token)).json().result);
    expect(trade).toMatchObject({ out_trade_no: outTradeNo, order_id: orderId, amount: 88_800, status: 'refunded' });

    const listed = ZRefundPage.parse((await get('/api/operator/refunds', operator)).json().result);
    expect(listed.data).toEqual(expect.arrayContaining([expect.objectContaining({ order_id: orderId, channel: 'alipay', amount: 88_800 })]));
  });
});
