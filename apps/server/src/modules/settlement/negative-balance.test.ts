import { ZBalance } from '@vm/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { advanceOrdersByDate } from '../orders/advance-by-date';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';
import { releaseDueEarnings } from './earnings';
import { transferKey } from './payouts';

// docs/spec/business-rules.md (settlement) and docs/spec/api.md "Hardening, second round — fixed": while `available` is
// below zero, no new withdrawal and no payout (409 可提现余额为负，暂不能打款).
let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000029', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const balance = async () => ZBalance.parse((await t.app.inject({ method: 'GET', url: '/api/supplier/balance', headers: bearer(supplier) })).json().result);
const withdrawalRows = async () => (await t.deps.pool.query('select id, status, reference from withdrawals order by id')).rows;

describe('a negative available balance', () => {
  it('blocks paying a pending withdrawal (bank and Alipay) and asking for a new one', async () => {
    // An approved sub-order whose earning becomes available after it finished and the hold passed.
    const buyer = await newBuyer(t, { balance: 5_000_000 });
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-08'])]));
    await payOrder(t, orderId);
    const itemId = (await t.deps.pool.query('select id from order_items where order_id = $1', [orderId])).rows[0].id as number;
    expect((await post(`/api/order_items/${itemId}/approve`, supplier)).statusCode).toBe(200);
    t.clock.set(new Date('2026-12-09T02:00:00Z'));
    await advanceOrdersByDate(t.deps);
    t.clock.set(new Date('2026-12-16T01:00:00Z'));
    expect(await releaseDueEarnings(t.deps)).toBe(1);
    const { available } = await balance();
    expect(available).toBeGreaterThan(0);

    // The whole available asked for in two withdrawals, then the earning refunded: available goes negative.
    const account = await post('/api/supplier/bank_accounts', supplier, {
      account_name: '上海某某物业有限公司',
      bank_name: '招商银行',
      account_number: '6225881234567890',
    });
    const accountId = account.json().result.id as number;
    const half = Math.floor(available / 2);
    const ids: number[] = [];
    for (const amount of [half, available - half]) {
      const asked = await post('/api/supplier/withdrawals', supplier, { amount, bank_account_id: accountId });
      expect(asked.statusCode, asked.body).toBe(201);
      ids.push(asked.json().result.id as number);
    }
    const refunded = await post(`/api/operator/order_items/${itemId}/refund`, operator, { reason: '活动效果投诉' });
    expect(refunded.json().result).toMatchObject({ earning: 'negative_entry' });
    const negative = await balance();
    expect(negative).toMatchObject({ available: -available, withdrawing: available, withdrawn: 0 });

    const bank = await post(`/api/operator/withdrawals/${ids[0]}/pay`, operator, { reference: 'CMB20261216001' });
    expect([bank.statusCode, bank.json().msg, bank.json().error_code]).toEqual([409, '可提现余额为负，暂不能打款', 'BALANCE_NEGATIVE']);
    const alipay = await post(`/api/operator/withdrawals/${ids[1]}/alipay_transfer`, operator);
    expect([alipay.statusCode, alipay.json().msg]).toEqual([409, '可提现余额为负，暂不能打款']);
    const { sandbox } = await paymentGateway(t.deps);
    expect(await sandbox!.transferredFen(transferKey(ids[1]!))).toBeNull();
    const again = await post('/api/supplier/withdrawals', supplier, { amount: 1, bank_account_id: accountId });
    expect(again.statusCode).toBe(409);
    // Nothing paid, nothing moved.
    expect(await balance()).toEqual(negative);
    expect(await withdrawalRows()).toEqual(ids.map((id) => ({ id, status: 'pending', reference: null })));

    // Refusing one stays possible (the amount returns to available).
    expect((await post(`/api/operator/withdrawals/${ids[0]}/refuse`, operator, { reason: '余额为负' })).statusCode).toBe(200);
  });
});
