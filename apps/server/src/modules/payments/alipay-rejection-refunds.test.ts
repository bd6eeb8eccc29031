import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';
import { paymentJobs } from './payment-jobs';
import { ledgerSum, orderRow, sandboxOf } from './test/payment-fixtures';

/**
 * A supplier's rejection of a line paid through Alipay (the built-in sandbox): the line's share goes
 * back to Alipay at once, exactly once, and the refund row says so. Reported bug: the gateway refused
 * the refund with a database error ("inconsistent types deduced for parameter $2"), leaving it pending
 * and logging "alipay refund not accepted yet" on every retry.
 */

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let sequence = 0;
const warnings: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  vi.spyOn(t.deps.logger, 'warn').mockImplementation(((...args: unknown[]) => {
    warnings.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  }) as typeof t.deps.logger.warn);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });

const itemsOf = async (orderId: number) =>
  (await t.deps.pool.query<{ id: number; payable: number }>('select id, payable from order_items where order_id = $1 order by position', [orderId])).rows;

const refundRows = async (orderId: number) =>
  (
    await t.deps.pool.query<{ order_item_id: number | null; channel: string; status: string; amount: number; last_error: string | null; done: boolean }>(
      `select order_item_id, channel, status, amount, last_error, done_at is not null as done from payment_refunds where order_id = $1 order by id`,
      [orderId],
    )
  ).rows;

/** The buyer pays the order at the Alipay sandbox (the cashier page, then the gateway's notify). */
async function payThroughSandbox(buyerToken: string, orderId: number): Promise<string> {
  const started = await post(`/api/orders/${orderId}/alipay`, buyerToken);
  expect(started.statusCode, started.body).toBe(200);
  const outTradeNo = started.json().result.out_trade_no as string;
  const completed = await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: outTradeNo } });
  expect(completed.json().result.notify_response).toBe('success');
  expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', payment_mode: expect.any(Number) });
  return outTradeNo;
}

/** What the refund job does every few minutes (payment-jobs.ts), run now. */
async function runRefundJob(): Promise<void> {
  for (const job of paymentJobs(t.deps)) await job.run();
}

describe('a supplier rejects a line paid through Alipay', () => {
  it('partial: refunds exactly that line’s share to Alipay, once, also when the job runs again', async () => {
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-14']), dayLine(f.booths.S1, ['2026-12-14'])]));
    const trade = await payThroughSandbox(buyer.token, orderId);
    const sandbox = await sandboxOf(t);
    const [first] = await itemsOf(orderId);

    const denied = await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '档期冲突' });
    expect([denied.statusCode, denied.json().result]).toEqual([200, { id: first!.id, status: 'rejected', order_status: 'paid', refunded: first!.payable }]);
    expect(await refundRows(orderId)).toEqual([
      { order_item_id: first!.id, channel: 'alipay', status: 'done', amount: first!.payable, last_error: null, done: true },
    ]);
    expect(await sandbox.refundedFen(trade)).toBe(first!.payable);

    await runRefundJob();
    // Even a refund sent again (a crash before its row was marked done) pays nothing more.
    await t.deps.pool.query(`update payment_refunds set status = 'pending', done_at = null where order_id = $1`, [orderId]);
    await runRefundJob();
    await runRefundJob();
    expect(await refundRows(orderId)).toEqual([
      { order_item_id: first!.id, channel: 'alipay', status: 'done', amount: first!.payable, last_error: null, done: true },
    ]);
    expect(await sandbox.refundedFen(trade)).toBe(first!.payable);
    expect(await ledgerSum(t, buyer.userId)).toBe(0); // nothing went to the wallet
    expect(warnings.filter((line) => line.includes('alipay refund not accepted yet'))).toEqual([]);
  });

  it('whole order: every line and the rest (the deposit) go back, exactly what was paid', async () => {
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-15']), dayLine(f.booths.S1, ['2026-12-15'])]));
    const trade = await payThroughSandbox(buyer.token, orderId);
    const paid = (await orderRow(t, orderId)).paid_amount!;
    const sandbox = await sandboxOf(t);
    const [first, second] = await itemsOf(orderId);

    expect((await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '档期冲突' })).json().result.refunded).toBe(first!.payable);
    const whole = await post(`/api/order_items/${second!.id}/deny`, supplier, { reason: '场地维修' });
    expect(whole.json().result).toEqual({ id: second!.id, status: 'rejected', order_status: 'rejected', refunded: paid - first!.payable });
    await runRefundJob();

    const rows = await refundRows(orderId);
    expect(rows).toEqual([
      { order_item_id: first!.id, channel: 'alipay', status: 'done', amount: first!.payable, last_error: null, done: true },
      { order_item_id: second!.id, channel: 'alipay', status: 'done', amount: second!.payable, last_error: null, done: true },
      { order_item_id: null, channel: 'alipay', status: 'done', amount: paid - first!.payable - second!.payable, last_error: null, done: true },
    ]);
    expect(await sandbox.refundedFen(trade)).toBe(paid);
    expect(warnings.filter((line) => line.includes('alipay refund not accepted yet'))).toEqual([]);
  });

  it('a one-line order rejected: the whole payment back to Alipay', async () => {
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-16'])]));
    const trade = await payThroughSandbox(buyer.token, orderId);
    const paid = (await orderRow(t, orderId)).paid_amount!;
    const [only] = await itemsOf(orderId);

    const denied = await post(`/api/order_items/${only!.id}/deny`, supplier, { reason: '场地维修' });
    expect(denied.json().result).toEqual({ id: only!.id, status: 'rejected', order_status: 'rejected', refunded: paid });
    await runRefundJob();
    // The line's share, then the rest of the payment (its deposit) when the whole order ends rejected.
    expect(await refundRows(orderId)).toEqual([
      { order_item_id: only!.id, channel: 'alipay', status: 'done', amount: only!.payable, last_error: null, done: true },
      { order_item_id: null, channel: 'alipay', status: 'done', amount: paid - only!.payable, last_error: null, done: true },
    ]);
    expect(await (await sandboxOf(t)).refundedFen(trade)).toBe(paid);
    expect(warnings.filter((line) => line.includes('alipay refund not accepted yet'))).toEqual([]);
  });
});
