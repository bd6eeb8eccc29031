import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { creditWallet } from '../wallet/wallet-ledger';
import { bareOrders, givePayPassword, ledgerSum, orderRow, walletOf } from './test/payment-fixtures';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pay = (token: string, orderId: number, password?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/pay`,
    headers: bearer(token),
    payload: { payment_mode: 4, ...(password === undefined ? {} : { password }) },
  });

const topUp = (userId: number, amount: number) =>
  withTransaction(t.deps.pool, (client) => creditWallet(client, { userId, amount, kind: 'topup', now: t.clock.now() }));

describe('paying an order with the wallet', () => {
  it('pays the caller’s order once: 余额支付成功！, the ledger shows the payment, a replay is 409 订单已支付！', async () => {
    const buyer = await loginAs(t, '13855550001');
    await topUp(buyer.userId, 30_000);
    const password = await givePayPassword(t, buyer.userId);
    const [orderId] = await bareOrders(t, buyer.userId, 1, 12_345);
    const paid = await pay(buyer.token, orderId!, password);
    expect([paid.statusCode, paid.json()]).toEqual([
      200,
      { code: 1, msg: '余额支付成功！', result: { id: orderId, status: 'paid', amount: 12_345, balance_sum: 17_655 } },
    ]);
    expect(await orderRow(t, orderId!)).toMatchObject({ status: 'paid', payment_mode: 4, paid_amount: 12_345 });
    t.clock.advance(2000); // past the duplicate-request window: a real replay
    const replay = await pay(buyer.token, orderId!, password);
    expect([replay.statusCode, replay.json().msg]).toEqual([409, '订单已支付！']);
    expect((await walletOf(t, buyer.token)).balance_sum).toBe(17_655);
    const records = (await t.app.inject({ method: 'GET', url: '/api/wallets/records', headers: bearer(buyer.token) })).json().result;
    expect(records.data[0]).toMatchObject({ kind: 'payment', kind_name: '支付', amount: -12_345, order_id: orderId, order_num: expect.any(String) });
  });

  it('refuses others’ orders (404), a short balance (409, clear message), no password set, and an invalid mode', async () => {
    const buyer = await loginAs(t, '13855550002');
    const other = await loginAs(t, '13855550003');
    await givePayPassword(t, other.userId, '135790');
    await topUp(other.userId, 100_000);
    const [orderId] = await bareOrders(t, buyer.userId, 1, 50_000);
    expect((await pay(other.token, orderId!, '135790')).statusCode).toBe(404);
    const noPassword = await pay(buyer.token, orderId!, '123456');
    expect([noPassword.statusCode, noPassword.json().msg]).toEqual([409, '请先设置支付密码']);
    await givePayPassword(t, buyer.userId, '111222');
    await topUp(buyer.userId, 49_999);
    const short = await pay(buyer.token, orderId!, '111222');
    expect([short.statusCode, short.json().msg]).toEqual([409, '余额不足，请充值或选择其他支付方式']);
    const badMode = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/pay`,
      headers: bearer(buyer.token),
      payload: { payment_mode: 2, password: '111222' },
    });
    expect(badMode.statusCode).toBe(422);
    expect(await orderRow(t, orderId!)).toMatchObject({ status: 'submitted', paid_amount: null });
    expect((await walletOf(t, buyer.token)).balance_sum).toBe(49_999);
    const absent = await pay(buyer.token, orderId!); // absent password: a wrong try
    expect([absent.statusCode, absent.json().msg]).toEqual([422, '支付密码错误，还可尝试4次']);
  });

  it('locks balance payment for 15 minutes after 5 wrong passwords, counting absent ones, telling the tries left', async () => {
    const buyer = await loginAs(t, '13855550004');
    await topUp(buyer.userId, 100_000);
    await givePayPassword(t, buyer.userId, '864213');
    const [orderId] = await bareOrders(t, buyer.userId, 1, 1_000);
    const answers: [number, string][] = [];
    for (const attempt of ['000000', undefined, '12345', '999999', '864210']) {
      const response = await pay(buyer.token, orderId!, attempt);
      answers.push([response.statusCode, response.json().msg]);
      t.clock.advance(1100);
    }
    expect(answers.slice(0, 4)).toEqual([
      [422, '支付密码错误，还可尝试4次'],
      [422, '支付密码错误，还可尝试3次'],
      [422, '支付密码错误，还可尝试2次'],
      [422, '支付密码错误，还可尝试1次'],
    ]);
    expect(answers[4]![0]).toBe(409);
    expect(answers[4]![1]).toMatch(/^支付密码错误次数过多，已锁定，请于\d{2}:\d{2}后再试$/);
    const locked = await pay(buyer.token, orderId!, '864213');
    expect([locked.statusCode, locked.json().msg]).toEqual([409, answers[4]![1]]);
    expect((await walletOf(t, buyer.token)).pay_password_locked_until).toEqual(expect.any(String));
    t.clock.advance(15 * 60_000);
    const unlocked = await pay(buyer.token, orderId!, '864213');
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect((await walletOf(t, buyer.token)).pay_password_locked_until).toBeNull();
  });

  it('never overdraws under 100 concurrent payments of different orders; the ledger sum is the balance', async () => {
    const buyer = await loginAs(t, '13855550005');
    await givePayPassword(t, buyer.userId, '202611');
    await topUp(buyer.userId, 37 * 10_000 + 5_000);
    const orders = await bareOrders(t, buyer.userId, 100, 10_000);
    const responses = await Promise.all(orders.map((orderId) => pay(buyer.token, orderId, '202611')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(37);
    expect(statuses.filter((status) => status === 409)).toHaveLength(63);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().msg))).toEqual(new Set(['余额不足，请充值或选择其他支付方式']));
    const balance = (await walletOf(t, buyer.token)).balance_sum;
    expect(balance).toBe(5_000);
    expect(await ledgerSum(t, buyer.userId)).toBe(balance);
    const paid = await t.deps.pool.query('select count(*)::int as n from orders where user_id = $1 and status = $2', [buyer.userId, 'paid']);
    expect(paid.rows[0].n).toBe(37);
  });

  it('charges once when the same order is paid twice at the same moment', async () => {
    const buyer = await loginAs(t, '13855550006');
    await givePayPassword(t, buyer.userId, '777111');
    await topUp(buyer.userId, 100_000);
    const [orderId] = await bareOrders(t, buyer.userId, 1, 30_000);
    const tokens = await Promise.all(Array.from({ length: 5 }, async () => (await loginAs(t, '13855550006')).token));
    const responses = await Promise.all(tokens.map((token) => pay(token, orderId!, '777111')));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await walletOf(t, buyer.token)).balance_sum).toBe(70_000);
  });
});
