import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { creditWallet, debitWallet, WALLET_MESSAGES, walletBalance } from './wallet-ledger';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Orders to pay (the ledger needs real order ids): bare rows, enough for the foreign key. */
async function bareOrders(userId: number, count: number): Promise<number[]> {
  const rows = await t.deps.pool.query<{ id: number }>(
    `insert into orders (order_num, user_id, total_amount, subsidy, total_deposit, coupon, integral, actual_fee, contact, mobile, expires_at, created_at, updated_at)
     select 'T' || substr(md5(random()::text), 1, 20), $1, 10000, 0, 0, 0, 0, 10000, '张三', '13812345678', now(), now(), now() from generate_series(1, $2) g returning id`,
    [userId, count],
  );
  return rows.rows.map((row) => row.id);
}

describe('wallet ledger', () => {
  it('answers the balance as the sum of the ledger', async () => {
    const user = await loginAs(t, '13833330001');
    const read = async () => (await t.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(user.token) })).json().result;
    expect(await read()).toEqual({ balance_sum: 0, balance: '0.00', has_pay_password: false, wallet_info: '', pay_password_locked_until: null });
    await withTransaction(t.deps.pool, (client) => creditWallet(client, { userId: user.userId, amount: 123456, kind: 'topup', now: t.clock.now() }));
    expect(await read()).toMatchObject({ balance_sum: 123456, balance: '1234.56' });
    expect((await t.app.inject({ method: 'GET', url: '/api/wallets' })).statusCode).toBe(401);
  });

  it('never lets concurrent payments drive the balance below zero', async () => {
    const user = await loginAs(t, '13833330002');
    await withTransaction(t.deps.pool, (client) => creditWallet(client, { userId: user.userId, amount: 100000, kind: 'topup', now: t.clock.now() }));
    const orders = await bareOrders(user.userId, 20);
    const results = await Promise.all(
      orders.map((orderId) =>
        withTransaction(t.deps.pool, (client) => debitWallet(client, { userId: user.userId, amount: 10000, orderId, now: t.clock.now() })).then(
          () => 'paid',
          (error: unknown) => (error instanceof AppError ? error.userMessage : String(error)),
        ),
      ),
    );
    expect(results.filter((result) => result === 'paid')).toHaveLength(10);
    expect(results.filter((result) => result === WALLET_MESSAGES.insufficient)).toHaveLength(10);
    expect(await walletBalance(t.deps.pool, user.userId)).toBe(0);
  });

  it('pays and refunds an order at most once, and the database refuses a negative balance', async () => {
    const user = await loginAs(t, '13833330003');
    const [orderId] = await bareOrders(user.userId, 1);
    const now = t.clock.now();
    await withTransaction(t.deps.pool, (client) => creditWallet(client, { userId: user.userId, amount: 50000, kind: 'topup', now }));
    expect(await withTransaction(t.deps.pool, (client) => debitWallet(client, { userId: user.userId, amount: 10000, orderId: orderId!, now }))).toBe(40000);
    expect(await withTransaction(t.deps.pool, (client) => debitWallet(client, { userId: user.userId, amount: 10000, orderId: orderId!, now }))).toBe(false);
    const refund = () =>
      withTransaction(t.deps.pool, (client) => creditWallet(client, { userId: user.userId, amount: 10000, kind: 'refund', orderId: orderId!, now }));
    expect([await refund(), await refund()]).toEqual([true, false]);
    expect(await walletBalance(t.deps.pool, user.userId)).toBe(50000);
    const forced = await t.deps.pool
      .query(`insert into wallet_entries (user_id, amount, kind, order_id, created_at) values ($1, -60000, 'payment', $2, now())`, [
        user.userId,
        (await bareOrders(user.userId, 1))[0],
      ])
      .catch((error: { constraint?: string }) => error.constraint);
    expect(forced).toBe('wallet_entries_balance_non_negative');
  });
});
