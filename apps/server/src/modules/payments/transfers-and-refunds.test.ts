import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { autoCancelUnpaidOrders } from '../orders/auto-cancel-unpaid';
import { dayLine, newBuyer, orderBody, placeOrder, seedOrderCatalogue } from '../orders/test/order-fixtures';
import { askGatewayBeforeCancel } from '../../workflows/ask-gateway-before-cancel';
import { givePayPassword, HOUR, ledgerSum, orderRow, sandboxOf } from './test/payment-fixtures';

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let operator: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  operator = (await loginAs(t, '13700000009', ['operator'])).token;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const put = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Proof images the buyer uploaded (rows as the uploads module stores them). */
async function uploadedProofs(userId: number, count: number): Promise<string[]> {
  const urls = Array.from({ length: count }, (_, i) => `/files/voucher/2026/11/${userId}-${(sequence += 1)}-${i}.png`);
  for (const url of urls) {
    await t.deps.pool.query(
      `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at)
       values ($1, 'voucher', $2, $2, 'proof.png', 'image/png', 1000, $3)`,
      [userId, url, t.clock.now()],
    );
  }
  return urls;
}

const itemsOf = async (orderId: number) =>
  (await t.deps.pool.query<{ id: number; payable: number }>('select id, payable from order_items where order_id = $1 order by position', [orderId])).rows;

describe('offline bank transfer', () => {
  it('shows the beneficiary account; takes 1–10 own proofs; an operator confirms (paid) or refuses (upload again)', async () => {
    const buyer = await newBuyer(t);
    const stranger = await newBuyer(t);
    const beneficiary = (await get('/api/payments/beneficiary', buyer.token)).json().result;
    expect(beneficiary).toEqual({ account_holder: expect.any(String), opening_bank: expect.any(String), beneficiary_account_number: expect.any(String) });
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S1, ['2026-12-15'])]));
    const proofs = await uploadedProofs(buyer.userId, 2);

    const empty = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: [] });
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { voucher_image_url: '请上传至少一张转账证明！' }]);
    const tooMany = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: await uploadedProofs(buyer.userId, 11) });
    expect([tooMany.statusCode, tooMany.json().errors]).toEqual([422, { voucher_image_url: '最多上传10张凭证' }]);
    const foreignFile = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: await uploadedProofs(stranger.userId, 1) });
    expect(foreignFile.statusCode).toBe(422);
    expect(
      (await put(`/api/orders/${orderId}/upload_voucher`, stranger.token, { voucher_image_url: await uploadedProofs(stranger.userId, 1) })).statusCode,
    ).toBe(404);
    expect((await orderRow(t, orderId)).offline_status).toBe(0);

    const uploaded = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: proofs });
    expect([uploaded.statusCode, uploaded.json().result]).toEqual([200, { id: orderId, offline_pay: true, offline_status: 1, voucher_image_url: proofs }]);
    const again = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: proofs });
    expect([again.statusCode, again.json().msg, again.json().error_code]).toEqual([409, '转账凭证待确认，请勿重复上传', 'PROOF_AWAITING']);
    // Awaiting confirmation: not auto-cancelled, and no other way of paying meanwhile.
    t.clock.advance(49 * HOUR);
    expect(await autoCancelUnpaidOrders(t.deps, { stillUnpaid: askGatewayBeforeCancel(t.deps) })).not.toContain(orderId);
    t.clock.advance(-49 * HOUR);
    expect((await post(`/api/orders/${orderId}/alipay`, buyer.token)).json()).toMatchObject({
      code: 409,
      msg: '转账凭证待确认，请勿重复支付',
      error_code: 'PROOF_AWAITING',
    });

    expect((await get('/api/operator/transfers', buyer.token)).statusCode).toBe(403);
    expect((await post(`/api/operator/transfers/${orderId}/confirm`, buyer.token)).statusCode).toBe(403);
    const awaiting = (await get('/api/operator/transfers?status=awaiting&page=1', operator)).json().result;
    expect(awaiting.data.find((row: { order_id: number }) => row.order_id === orderId)).toMatchObject({
      offline_status: 1,
      voucher_image_url: proofs,
      actual_fee: expect.any(Number),
    });

    const refused = await post(`/api/operator/transfers/${orderId}/refuse`, operator, { reason: '未查到该笔转账' });
    expect([refused.statusCode, refused.json().result]).toEqual([200, { order_id: orderId, status: 'submitted', offline_status: 3 }]);
    const view = (await get(`/api/payment/orders/${orderId}`, buyer.token)).json().result;
    expect(view).toMatchObject({ status: 'submitted', offline_status: 3, offline_refuse_reason: '未查到该笔转账' });
    expect((await post(`/api/operator/transfers/${orderId}/confirm`, operator)).json()).toMatchObject({
      msg: '转账凭证不在待确认状态',
      error_code: 'TRANSFER_NOT_AWAITING',
    });

    const reupload = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: proofs.slice(0, 1) });
    expect(reupload.statusCode).toBe(200);
    const confirmed = await post(`/api/operator/transfers/${orderId}/confirm`, operator);
    expect([confirmed.statusCode, confirmed.json().result]).toEqual([200, { order_id: orderId, status: 'paid', offline_status: 2 }]);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', payment_mode: 3 });
    const paidView = (await get(`/api/payment/orders/${orderId}`, buyer.token)).json().result;
    expect(paidView).toMatchObject({ status: 'paid', offline_pay: true, offline_status: 2, offline_refuse_reason: null });
    expect((await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: proofs })).json()).toMatchObject({
      msg: '订单已支付！',
      error_code: 'ORDER_ALREADY_PAID',
    });
    expect((await get('/api/operator/transfers?status=confirmed', operator)).json().result.total).toBeGreaterThanOrEqual(1);

    // Cancelled before review: the transfer comes back as a recorded refund for an operator to pay by bank.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    const pending = (await get('/api/operator/refunds?status=pending', operator)).json().result;
    const refund = pending.data.find((row: { order_id: number }) => row.order_id === orderId);
    expect(refund).toMatchObject({ channel: 'transfer', status: 'pending', amount: (await orderRow(t, orderId)).paid_amount });
    expect((await post(`/api/operator/refunds/${refund.id}/done`, operator)).json().result).toMatchObject({ status: 'done', done_at: expect.any(String) });
    expect((await post(`/api/operator/refunds/${refund.id}/done`, operator)).statusCode).toBe(409);
  });
});

describe('a transfer proof after the deadline', () => {
  it('is refused like any payment of an order past its 48 hours, and changes nothing', async () => {
    const buyer = await newBuyer(t);
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S3, ['2026-12-16'])]));
    const proofs = await uploadedProofs(buyer.userId, 1);
    t.clock.advance(48 * HOUR);
    try {
      const late = await put(`/api/orders/${orderId}/upload_voucher`, buyer.token, { voucher_image_url: proofs });
      expect([late.statusCode, late.json().msg, late.json().error_code]).toEqual([409, '订单已超过支付时限，请重新下单', 'ORDER_EXPIRED']);
      expect(await orderRow(t, orderId)).toMatchObject({ status: 'submitted', offline_status: 0 });
    } finally {
      t.clock.advance(-48 * HOUR);
    }
  });
});

describe('refunds to the original channel', () => {
  it('wallet: cancelling a paid order returns exactly what was paid; a rejected line its share', async () => {
    const buyer = await newBuyer(t, { balance: 1_000_000 });
    await givePayPassword(t, buyer.userId, '101010');
    const cancelled = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-20'])]));
    expect((await post(`/api/orders/${cancelled}/pay`, buyer.token, { payment_mode: 4, password: '101010' })).statusCode).toBe(200);
    expect(await ledgerSum(t, buyer.userId)).toBe(1_000_000 - (await orderRow(t, cancelled)).paid_amount!);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${cancelled}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    expect(await ledgerSum(t, buyer.userId)).toBe(1_000_000);

    const twoLines = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-21']), dayLine(f.booths.S1, ['2026-12-21'])]));
    expect((await post(`/api/orders/${twoLines}/pay`, buyer.token, { payment_mode: 4, password: '101010' })).statusCode).toBe(200);
    const paid = (await orderRow(t, twoLines)).paid_amount!;
    const [first] = await itemsOf(twoLines);
    const denied = await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '档期冲突' });
    expect([denied.statusCode, denied.json().result.refunded]).toEqual([200, first!.payable]);
    expect(await ledgerSum(t, buyer.userId)).toBe(1_000_000 - paid + first!.payable);
  });

  it('Alipay: cancellation and rejection refund through the gateway with idempotent out_request_no, never more than paid', async () => {
    const buyer = await newBuyer(t);
    const sandbox = await sandboxOf(t);
    const payOnline = async (orderId: number) => {
      const payment = (await post(`/api/orders/${orderId}/alipay`, buyer.token)).json().result;
      const completed = await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: payment.out_trade_no } });
      expect(completed.json().result.notify_response).toBe('success');
      return payment.out_trade_no as string;
    };

    const cancelled = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-22'])]));
    const cancelledTrade = await payOnline(cancelled);
    const paid = (await orderRow(t, cancelled)).paid_amount!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${cancelled}`, headers: bearer(buyer.token) })).statusCode).toBe(200);
    expect(await sandbox.refundedFen(cancelledTrade)).toBe(paid);
    expect(await ledgerSum(t, buyer.userId)).toBe(0); // nothing went to the wallet
    const refunds = (await t.deps.pool.query('select channel, status, amount from payment_refunds where order_id = $1', [cancelled])).rows;
    expect(refunds).toEqual([{ channel: 'alipay', status: 'done', amount: paid }]);

    const twoLines = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-23']), dayLine(f.booths.S1, ['2026-12-23'])]));
    const trade = await payOnline(twoLines);
    const total = (await orderRow(t, twoLines)).paid_amount!;
    const [first, second] = await itemsOf(twoLines);
    await post(`/api/order_items/${first!.id}/deny`, supplier, { reason: '档期冲突' });
    expect(await sandbox.refundedFen(trade)).toBe(first!.payable);
    await post(`/api/order_items/${second!.id}/deny`, supplier, { reason: '场地维修' });
    // The whole order rejected: both lines and the rest (the deposit) — exactly what was paid.
    expect(await sandbox.refundedFen(trade)).toBe(total);
    // Asking the gateway again for the same refunds pays nothing more.
    await t.deps.pool.query(`update payment_refunds set status = 'pending' where order_id = $1`, [twoLines]);
    const { settlePendingRefunds } = await import('./settle-pending-refunds');
    expect(await settlePendingRefunds(t.deps, { orderId: twoLines })).toBe(3);
    expect(await sandbox.refundedFen(trade)).toBe(total);
  });

  it('refunds a second payment of an already paid order back to Alipay', async () => {
    const buyer = await newBuyer(t, { balance: 500_000 });
    await givePayPassword(t, buyer.userId, '303030');
    const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, ['2026-12-24'])]));
    const late = (await post(`/api/orders/${orderId}/alipay`, buyer.token)).json().result;
    expect((await post(`/api/orders/${orderId}/pay`, buyer.token, { payment_mode: 4, password: '303030' })).statusCode).toBe(200);
    const completed = await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: late.out_trade_no } });
    expect(completed.json().result.notify_response).toBe('success');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', payment_mode: 4 });
    expect(await (await sandboxOf(t)).refundedFen(late.out_trade_no)).toBe(late.amount);
  });
});
