import { ZAfterSaleDetail, ZDeposit } from '@vm/contracts/after-sales';
import { ZFinanceOverview } from '@vm/contracts/settlement';
import { commissionOf } from '@vm/domain/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { advanceOrdersByDate } from '../orders/advance-by-date';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue, walletOf } from '../orders/test/order-fixtures';
import { releaseDueEarnings } from '../settlement/earnings';
import { reconcile } from '../settlement/finance-overview';
import { escalateOverdueCases } from '../../workflows/after-sales';
import { sweepDeposits } from '../../workflows/after-sales-sweeps';
import { alertMissingDeliveryProofs } from '../orders/review-alerts';

/**
 * After-sales and delivery on the real database (issue 38, decision 0045): each "Done when" point of the
 * issue, bad input and races. The test clock starts at 2026-11-22 10:00 Shanghai.
 */

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let supplierId: number;
let stranger: { userId: number; token: string };
let otherSupplier: { userId: number; token: string };
let operator: { userId: number; token: string };
const START = new Date('2026-11-22T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  supplierId = (await t.deps.pool.query<{ id: number }>(`select id from users where mobile = '13900000001'`)).rows[0]!.id;
  stranger = await loginAs(t, '13800000555');
  otherSupplier = await loginAs(t, '13900000555', ['property']);
  operator = await loginAs(t, '13700000555', ['operator']);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const post = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const postRaw = (url: string, token: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const shanghai = (date: string, hour = 10) => new Date(new Date(`${date}T00:00:00+08:00`).getTime() + hour * 3_600_000);

/** An upload of `userId` into the evidence bucket (as POST /api/uploads would record it). */
async function upload(userId: number): Promise<string> {
  sequence += 1;
  const url = `/files/evidence/test-${process.pid}-${sequence}.jpg`;
  await t.deps.pool.query(
    `insert into uploaded_files (user_id, bucket, storage_key, url, original_name, content_type, size_bytes, created_at)
     values ($1, 'evidence', $2, $3, 'a.jpg', 'image/jpeg', 100, now())`,
    [userId, `evidence/test-${process.pid}-${sequence}.jpg`, url],
  );
  return url;
}

async function openWallet(userId: number) {
  await t.deps.pool.query(`insert into pay_passwords (user_id, password_hash, updated_at) values ($1, 'x', now()) on conflict do nothing`, [userId]);
}

interface Item {
  orderId: number;
  itemId: number;
  orderNum: string;
  amount: number;
  payable: number;
  buyer: { userId: number; token: string };
}

/** A sub-order of S6 on `date`, paid from the wallet and approved at START (the buyer's wallet opened unless told). */
async function approvedItem(date: string, options: { wallet?: boolean } = {}): Promise<Item> {
  t.clock.set(START);
  const buyer = await newBuyer(t, { balance: 5_000_000 });
  if (options.wallet !== false) await openWallet(buyer.userId);
  const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(f.booths.S6, [date])]));
  await payOrder(t, orderId);
  const item = (await t.deps.pool.query('select id, order_num, amount, payable from order_items where order_id = $1', [orderId])).rows[0];
  const approved = await post(`/api/order_items/${item.id}/approve`, supplier);
  expect(approved.statusCode, approved.body).toBe(200);
  return { orderId, itemId: item.id, orderNum: item.order_num, amount: item.amount, payable: item.payable, buyer };
}

/** The same, moved to executing on its date. */
async function executingItem(date: string, options: { wallet?: boolean } = {}): Promise<Item> {
  const item = await approvedItem(date, options);
  t.clock.set(shanghai(date));
  await advanceOrdersByDate(t.deps);
  return item;
}

const open = (item: Item, amount: number, extra: Record<string, unknown> = {}) =>
  post('/api/after_sales', item.buyer.token, { order_item_id: item.itemId, reason_id: 4, description: '展位被其他品牌占用一半', amount, ...extra });
const entriesOf = async (itemId: number) =>
  (await t.deps.pool.query('select kind, gross, commission, net, status, rate from settlement_earnings where order_item_id = $1 order by id', [itemId])).rows;
const refundsOf = async (itemId: number) =>
  (await t.deps.pool.query('select out_request_no, amount, channel from payment_refunds where order_item_id = $1 order by id', [itemId])).rows;

async function expectBooksBalance() {
  const books = await reconcile(t.deps);
  expect(books.difference).toBe(0);
  for (const check of books.checks) expect(check.difference, check.label).toBe(0);
}

describe('after-sales and delivery', () => {
  it('refuses a case before execution, before the wallet is opened, on someone else’s sub-order, and out of range', async () => {
    const early = await approvedItem('2026-11-30');
    const before = await open(early, 100);
    expect([before.statusCode, before.json().msg, before.json().error_code]).toEqual([409, '已超过售后申请期限', 'AFTER_SALE_WINDOW_CLOSED']);

    const noWallet = await executingItem('2026-11-24', { wallet: false });
    const refused = await open(noWallet, 100);
    expect([refused.statusCode, refused.json().msg]).toEqual([409, '请先开通钱包']);

    const item = await executingItem('2026-11-25');
    const foreign = await post('/api/after_sales', stranger.token, { order_item_id: item.itemId, reason_id: 1, description: '问题', amount: 100 });
    expect(foreign.statusCode).toBe(404);
    for (const amount of [0, -5, 1.5, '100', item.payable + 1]) {
      const response = await open(item, amount as number);
      expect(response.statusCode, `amount ${String(amount)}`).toBe(422);
      expect(response.json().result).toBeNull();
    }
    expect((await open(item, 100, { reason_id: 99 })).statusCode).toBe(422);
    expect((await open(item, 100, { description: '' })).statusCode).toBe(422);
    expect((await open(item, 100, { images: ['/files/evidence/not-mine.jpg'] })).statusCode).toBe(422);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/after_sales',
      headers: { ...bearer(item.buyer.token), 'content-type': 'application/json' },
      payload: '{"order_item_id":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.deps.pool.query('select count(*)::int as n from after_sales_cases where order_item_id = $1', [item.itemId])).rows[0].n).toBe(0);
  });

  it('delivery proofs: the supplier posts from the first date; the buyer and operators read; a stranger cannot; a day without one alerts', async () => {
    const item = await approvedItem('2026-11-26');
    const image = await upload(supplierId);
    const early = await post(`/api/order_items/${item.itemId}/delivery_proofs`, supplier, { images: [image], note: '已布置' });
    expect([early.statusCode, early.json().msg]).toEqual([409, '履约凭证可在首个预订日起上传']);

    t.clock.set(shanghai('2026-11-26'));
    await advanceOrdersByDate(t.deps);
    expect((await post(`/api/order_items/${item.itemId}/delivery_proofs`, supplier, { images: [] })).statusCode).toBe(422);
    expect((await post(`/api/order_items/${item.itemId}/delivery_proofs`, supplier, { images: Array(10).fill(image) })).statusCode).toBe(422);
    expect((await post(`/api/order_items/${item.itemId}/delivery_proofs`, supplier, { images: ['/files/evidence/other.jpg'] })).statusCode).toBe(422);
    expect((await post(`/api/order_items/${item.itemId}/delivery_proofs`, item.buyer.token, { images: [image] })).statusCode).toBe(403);
    expect((await post(`/api/order_items/${item.itemId}/delivery_proofs`, otherSupplier.token, { images: [image] })).statusCode).toBe(404);

    // Next day, no proof yet: one alert for operators, however often the sweep runs.
    t.clock.set(shanghai('2026-11-26', 23));
    expect(await alertMissingDeliveryProofs(t.deps)).toBe(0);
    t.clock.set(shanghai('2026-11-27'));
    await Promise.all([alertMissingDeliveryProofs(t.deps), alertMissingDeliveryProofs(t.deps)]);
    const alerts = await t.deps.pool.query(`select message from operator_alerts where kind = 'no_delivery_proof' and order_item_id = $1`, [item.itemId]);
    expect(alerts.rows).toHaveLength(1);
    expect(alerts.rows[0].message).toContain('未上传履约凭证');

    const posted = await post(`/api/order_items/${item.itemId}/delivery_proofs`, supplier, { images: [image], note: '展位已按约定搭建' });
    expect(posted.statusCode, posted.body).toBe(201);
    for (const token of [item.buyer.token, supplier, operator.token]) {
      const read = await get(`/api/order_items/${item.itemId}/delivery_proofs`, token);
      expect(read.statusCode).toBe(200);
      expect(read.json().result).toEqual([{ id: posted.json().result.id, images: [image], note: '展位已按约定搭建', created_at: expect.any(String) }]);
    }
    expect((await get(`/api/order_items/${item.itemId}/delivery_proofs`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/order_items/${item.itemId}/delivery_proofs`, otherSupplier.token)).statusCode).toBe(404);
    expect((await get(`/api/order_items/${item.itemId}/delivery_proofs`)).statusCode).toBe(401);
    const message = await t.deps.pool.query(`select title from user_messages where user_id = $1 and type = 'delivery_proof.posted'`, [item.buyer.userId]);
    expect(message.rows).toHaveLength(1);
  });

  it('an agreed case refunds the wallet once; the earning gets its negative entry with the commission mirrored', async () => {
    const item = await executingItem('2026-11-28');
    const wallet = await walletOf(t, item.buyer.userId);
    const twice = await Promise.all([open(item, 12_345), open(item, 12_345)]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const opened = twice.find((response) => response.statusCode === 201)!.json().result;
    expect(opened).toEqual({ id: expect.any(Number), status: 'awaiting_supplier', respond_by: expect.any(String) });
    expect(twice.find((response) => response.statusCode === 409)!.json().error_code).toBe('AFTER_SALE_ALREADY_OPEN');

    // The buyer cannot answer for the supplier; another supplier sees nothing.
    expect((await post(`/api/after_sales/${opened.id}/respond`, item.buyer.token, { action: 'agree' })).statusCode).toBe(404);
    expect((await post(`/api/after_sales/${opened.id}/respond`, otherSupplier.token, { action: 'agree' })).statusCode).toBe(404);
    expect((await get(`/api/after_sales/${opened.id}`, stranger.token)).statusCode).toBe(404);
    const supplierList = (await get('/api/after_sales?role=supplier&status=awaiting_supplier', supplier)).json().result;
    expect(supplierList.data.map((row: { id: number }) => row.id)).toContain(opened.id);
    // The order page reads its own order's cases, whatever page of the list they are on; no one else's.
    const byOrder = (await get(`/api/after_sales?role=buyer&order_id=${item.orderId}`, item.buyer.token)).json().result;
    expect(byOrder.data.map((row: { id: number; order_id: number }) => [row.id, row.order_id])).toEqual([[opened.id, item.orderId]]);
    expect((await get(`/api/after_sales?role=buyer&order_id=${item.orderId}`, stranger.token)).json().result).toMatchObject({ data: [], total: 0 });
    expect((await get('/api/after_sales?role=buyer&order_id=abc', item.buyer.token)).json().msg).toBe('订单ID必须是数字');

    const agreed = await Promise.all([
      post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'agree', note: '同意' }),
      post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'agree', note: '同意' }),
    ]);
    expect(agreed.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(agreed.find((response) => response.statusCode === 200)!.json().result).toEqual({
      id: opened.id,
      status: 'refunded',
      agreed_amount: 12_345,
      refunded: 12_345,
    });
    expect(await walletOf(t, item.buyer.userId)).toBe(wallet + 12_345);
    expect(await refundsOf(item.itemId)).toEqual([{ out_request_no: `AS${opened.id}`, amount: 12_345, channel: 'wallet' }]);
    const [earning, entry] = await entriesOf(item.itemId);
    const commission = commissionOf(-12_345, earning.rate);
    expect(entry).toMatchObject({ kind: 'case', gross: -12_345, commission, net: -12_345 - commission, status: 'pending' });
    const detail = ZAfterSaleDetail.parse((await get(`/api/after_sales/${opened.id}`, item.buyer.token)).json().result);
    expect(detail.timeline.map((step) => step.action)).toEqual(['opened', 'agree', 'refunded']);
    expect(detail.refundable).toBe(item.payable - 12_345);
    await expectBooksBalance();
  });

  it('refuse → escalate → an operator’s partial decision refunds once even when two decisions race; a decision after a cancel changes nothing', async () => {
    const item = await executingItem('2026-11-29');
    const opened = (await open(item, 30_000, { images: [await upload(item.buyer.userId)] })).json().result;
    expect((await post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'refuse' })).json().msg).toBe('拒绝时请填写理由');
    expect((await post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'counter', amount: 30_000 })).statusCode).toBe(422);
    const refused = await post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'refuse', note: '展位按约定交付，见履约照片' });
    expect(refused.json().result.status).toBe('refused');
    expect((await post(`/api/after_sales/${opened.id}/accept`, item.buyer.token)).statusCode).toBe(409);
    expect((await post(`/api/operator/after_sales/${opened.id}/decide`, operator.token, { amount: 100, note: '过早' })).statusCode).toBe(409);
    expect((await post(`/api/after_sales/${opened.id}/escalate`, item.buyer.token)).json().result.status).toBe('arbitration');
    expect((await post(`/api/operator/after_sales/${opened.id}/decide`, supplier, { amount: 100, note: 'x' })).statusCode).toBe(403);
    expect((await post(`/api/operator/after_sales/${opened.id}/decide`, operator.token, { amount: 30_001, note: '超出' })).statusCode).toBe(422);
    expect((await post(`/api/operator/after_sales/${opened.id}/decide`, operator.token, { amount: 100 })).statusCode).toBe(422);
    const queue = (await get('/api/operator/after_sales?status=arbitration', operator.token)).json().result;
    expect(queue.data.find((row: { id: number }) => row.id === opened.id)).toMatchObject({ decide_by: expect.any(String) });

    const wallet = await walletOf(t, item.buyer.userId);
    const decisions = await Promise.all([
      post(`/api/operator/after_sales/${opened.id}/decide`, operator.token, { amount: 10_000, note: '部分属实，退还一半' }),
      post(`/api/operator/after_sales/${opened.id}/decide`, operator.token, { amount: 20_000, note: '另一位客服' }),
    ]);
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const won = decisions.find((response) => response.statusCode === 200)!.json().result;
    expect(won.status).toBe('refunded');
    expect(await walletOf(t, item.buyer.userId)).toBe(wallet + won.refunded);
    expect(await refundsOf(item.itemId)).toHaveLength(1);
    const detail = (await get(`/api/after_sales/${opened.id}`, supplier)).json().result;
    expect(detail.decision_note).toBeTruthy();
    expect(detail.timeline.map((step: { action: string }) => step.action)).toEqual(['opened', 'refuse', 'escalate', 'decide', 'refunded']);

    // A case cancelled, then decided: 409 and nothing refunded.
    const second = (await open(item, 1_000)).json().result;
    expect((await post(`/api/after_sales/${second.id}/cancel`, item.buyer.token)).json().result.status).toBe('cancelled');
    const late = await post(`/api/operator/after_sales/${second.id}/decide`, operator.token, { amount: 1_000, note: '迟到的裁决' });
    expect([late.statusCode, late.json().msg]).toEqual([409, '售后状态已变化，请刷新后重试']);
    expect((await post(`/api/after_sales/${second.id}/cancel`, item.buyer.token)).statusCode).toBe(409);
    expect(await refundsOf(item.itemId)).toHaveLength(1);
    const audit = await t.deps.pool.query(`select action from audit_log where target_type = 'after_sale' and target_id = $1 order by id`, [String(opened.id)]);
    expect(audit.rows.map((row) => row.action)).toEqual(['after_sale.open', 'after_sale.refuse', 'after_sale.escalate', 'after_sale.refund']);
    await expectBooksBalance();
  });

  it('48 hours of supplier silence hand the case to the platform, once; a counter accepted refunds the offer', async () => {
    const item = await executingItem('2026-11-30');
    const silent = (await open(item, 5_000)).json().result;
    t.clock.set(new Date(shanghai('2026-11-30').getTime() + 47 * 3_600_000));
    expect(await escalateOverdueCases(t.deps)).toBe(0);
    t.clock.set(new Date(shanghai('2026-11-30').getTime() + 49 * 3_600_000));
    const runs = await Promise.all([escalateOverdueCases(t.deps), escalateOverdueCases(t.deps)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const detail = (await get(`/api/after_sales/${silent.id}`, item.buyer.token)).json().result;
    expect(detail.status).toBe('arbitration');
    expect(detail.timeline.at(-1)).toMatchObject({ actor: 'system', action: 'timeout' });
    const escalated = await t.deps.pool.query(`select count(*)::int as n from notification_deliveries where kind = 'after_sale.escalated'`);
    expect(escalated.rows[0].n).toBeGreaterThan(0);
    const closed = await post(`/api/operator/after_sales/${silent.id}/decide`, operator.token, { amount: 0, note: '证据不足' });
    expect(closed.json().result).toMatchObject({ status: 'closed', refunded: 0 });

    const countered = (await open(item, 8_000)).json().result;
    expect((await post(`/api/after_sales/${countered.id}/respond`, supplier, { action: 'counter', amount: 3_000, note: '同意部分' })).statusCode).toBe(200);
    const wallet = await walletOf(t, item.buyer.userId);
    const accepted = await post(`/api/after_sales/${countered.id}/accept`, item.buyer.token);
    expect(accepted.json().result).toEqual({ id: countered.id, status: 'refunded', agreed_amount: 3_000, refunded: 3_000 });
    expect(await walletOf(t, item.buyer.userId)).toBe(wallet + 3_000);
  });

  it('an open case keeps its earning pending past the hold; closed, it is released', async () => {
    const kept = await executingItem('2026-12-01');
    const released = await executingItem('2026-12-01');
    const opened = (await open(kept, 2_000)).json().result;
    // Last date 12-01: finished 12-02, hold of 7 days → available from 12-09.
    t.clock.set(shanghai('2026-12-02'));
    await advanceOrdersByDate(t.deps);
    t.clock.set(shanghai('2026-12-10'));
    await releaseDueEarnings(t.deps);
    expect((await entriesOf(kept.itemId))[0].status).toBe('pending');
    expect((await entriesOf(released.itemId))[0].status).toBe('available');
    // Still open 8 days after it finished: the window closed for new cases, but this one stays until decided.
    expect((await open(released, 100)).json().msg).toBe('已超过售后申请期限');
    await post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'refuse', note: '不同意' });
    await post(`/api/after_sales/${opened.id}/escalate`, kept.buyer.token);
    await post(`/api/operator/after_sales/${opened.id}/decide`, operator.token, { amount: 500, note: '部分退款' });
    await releaseDueEarnings(t.deps);
    const entries = await entriesOf(kept.itemId);
    expect(entries.map((entry) => [entry.kind, entry.status])).toEqual([
      ['earning', 'available'],
      ['case', 'available'],
    ]);
    const balance = (await get('/api/supplier/balance', supplier)).json().result;
    expect(balance.pending + balance.available + balance.withdrawing + balance.withdrawn).toBe(
      Number(
        (await t.deps.pool.query(`select sum(net) as s from settlement_earnings where supplier_id = $1 and status <> 'reversed'`, [supplierId])).rows[0].s,
      ),
    );
    await expectBooksBalance();
  });

  it('a staff refund after an after-sales refund gives back only the rest, and the supplier keeps nothing of the line', async () => {
    const item = await executingItem('2026-12-06');
    const opened = (await open(item, 7_000)).json().result;
    await post(`/api/after_sales/${opened.id}/respond`, supplier, { action: 'agree' });
    const wallet = await walletOf(t, item.buyer.userId);
    const staff = await post(`/api/operator/order_items/${item.itemId}/refund`, operator.token, { reason: '场地无法使用' });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().result.refunded).toBe(item.payable - 7_000);
    expect(await walletOf(t, item.buyer.userId)).toBe(wallet + item.payable - 7_000);
    expect((await entriesOf(item.itemId)).map((entry) => [entry.kind, entry.status])).toEqual([
      ['earning', 'reversed'],
      ['case', 'reversed'],
    ]);
    expect((await open(item, 1)).json().msg).toBe('该子订单没有可退的租金');
    await expectBooksBalance();
  });

  it('the 7-day window: open until the start of the 8th day after the last date', async () => {
    const item = await executingItem('2026-12-02');
    t.clock.set(shanghai('2026-12-03'));
    await advanceOrdersByDate(t.deps);
    t.clock.set(new Date(shanghai('2026-12-10', 0).getTime() - 60_000)); // 12-09 23:59
    const lastMinute = await open(item, 100);
    expect(lastMinute.statusCode, lastMinute.body).toBe(201);
    await post(`/api/after_sales/${lastMinute.json().result.id}/cancel`, item.buyer.token);
    t.clock.set(shanghai('2026-12-10', 0));
    const closed = await open(item, 100);
    expect([closed.statusCode, closed.json().msg]).toEqual([409, '已超过售后申请期限']);
  });

  it('a deposit is held 3 days, then refunded whole; a claimed one is split once; a dispute is decided by an operator', async () => {
    const plain = await executingItem('2026-12-03');
    const claimed = await executingItem('2026-12-03');
    const disputed = await executingItem('2026-12-04');
    t.clock.set(shanghai('2026-12-04'));
    await advanceOrdersByDate(t.deps);
    await sweepDeposits(t.deps);
    const before = await walletOf(t, plain.buyer.userId);
    const held = ZDeposit.parse((await get(`/api/order_items/${plain.itemId}/deposit`, plain.buyer.token)).json().result);
    expect(held).toMatchObject({ deposit: 50_000, status: 'held', refunded: 0, deducted: 0, claim: null });
    expect(held.release_at).toMatch(/^2026-12-07T00:00:00/);
    expect((await get(`/api/order_items/${plain.itemId}/deposit`, stranger.token)).statusCode).toBe(404);

    // The supplier claims part of one deposit (1 … the deposit), once.
    expect((await post(`/api/order_items/${claimed.itemId}/deposit_claim`, supplier, { amount: 50_001, reason: '地面污损' })).statusCode).toBe(422);
    expect((await post(`/api/order_items/${claimed.itemId}/deposit_claim`, supplier, { amount: 0, reason: '地面污损' })).statusCode).toBe(422);
    expect((await post(`/api/order_items/${claimed.itemId}/deposit_claim`, claimed.buyer.token, { amount: 100, reason: 'x' })).statusCode).toBe(403);
    expect((await post(`/api/order_items/${claimed.itemId}/deposit_claim`, otherSupplier.token, { amount: 100, reason: 'x' })).statusCode).toBe(404);
    const claim = await post(`/api/order_items/${claimed.itemId}/deposit_claim`, supplier, {
      amount: 12_000,
      reason: '地面污损需清洁',
      images: [await upload(supplierId)],
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect((await post(`/api/order_items/${claimed.itemId}/deposit_claim`, supplier, { amount: 100, reason: '再来' })).statusCode).toBe(409);
    expect((await post(`/api/deposit_claims/${claim.json().result.id}/accept`, stranger.token)).statusCode).toBe(404);

    // The buyer accepts (twice at once): the claimed part is the supplier's, the rest refunded, once.
    const claimedWallet = await walletOf(t, claimed.buyer.userId);
    const answers = await Promise.all([
      post(`/api/deposit_claims/${claim.json().result.id}/accept`, claimed.buyer.token),
      post(`/api/deposit_claims/${claim.json().result.id}/accept`, claimed.buyer.token),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(t, claimed.buyer.userId)).toBe(claimedWallet + 38_000);
    const split = (await get(`/api/order_items/${claimed.itemId}/deposit`, supplier)).json().result;
    expect(split).toMatchObject({ deposit: 50_000, status: 'refunded', refunded: 38_000, deducted: 12_000, claim: { status: 'accepted', amount: 12_000 } });
    const depositEarning = (await entriesOf(claimed.itemId)).find((entry) => entry.kind === 'deposit');
    expect(depositEarning).toMatchObject({ gross: 12_000, commission: 0, net: 12_000, status: 'available' });

    // 3 days after: the unclaimed deposit comes back whole, once; the claimed one waits for the buyer.
    t.clock.set(shanghai('2026-12-07', 1));
    await Promise.all([sweepDeposits(t.deps), sweepDeposits(t.deps)]);
    expect(await walletOf(t, plain.buyer.userId)).toBe(before + 50_000);
    expect((await get(`/api/order_items/${plain.itemId}/deposit`, plain.buyer.token)).json().result).toMatchObject({
      status: 'refunded',
      refunded: 50_000,
      deducted: 0,
    });
    expect((await post(`/api/order_items/${plain.itemId}/deposit_claim`, supplier, { amount: 100, reason: '太迟' })).json().msg).toBe(
      '押金已结算或已超过扣除申请期限',
    );

    // Disputed: the operator decides 0 … the claim.
    t.clock.set(shanghai('2026-12-05'));
    await advanceOrdersByDate(t.deps);
    await sweepDeposits(t.deps);
    const disputedClaim = (await post(`/api/order_items/${disputed.itemId}/deposit_claim`, supplier, { amount: 20_000, reason: '超时撤场' })).json().result;
    expect((await post(`/api/deposit_claims/${disputedClaim.id}/dispute`, disputed.buyer.token)).json().result.status).toBe('disputed');
    expect((await post(`/api/deposit_claims/${disputedClaim.id}/accept`, disputed.buyer.token)).statusCode).toBe(409);
    expect((await post(`/api/operator/deposit_claims/${disputedClaim.id}/decide`, operator.token, { amount: 20_001 })).statusCode).toBe(422);
    const wallet = await walletOf(t, disputed.buyer.userId);
    const decided = await Promise.all([
      post(`/api/operator/deposit_claims/${disputedClaim.id}/decide`, operator.token, { amount: 5_000 }),
      post(`/api/operator/deposit_claims/${disputedClaim.id}/decide`, operator.token, { amount: 15_000 }),
    ]);
    expect(decided.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const won = decided.find((response) => response.statusCode === 200)!.json().result;
    expect(won.refunded + won.deducted).toBe(50_000);
    expect(await walletOf(t, disputed.buyer.userId)).toBe(wallet + won.refunded);
    // The release sweep later finds nothing more to pay.
    t.clock.set(shanghai('2026-12-20'));
    await sweepDeposits(t.deps);
    expect(await walletOf(t, disputed.buyer.userId)).toBe(wallet + won.refunded);
    await expectBooksBalance();
    const finance = ZFinanceOverview.parse((await get('/api/operator/finance', operator.token)).json().result);
    expect(finance.reconciliation.checks.map((check) => check.key)).toEqual(['wallet_refunds', 'wallet_balances', 'earnings_ledger', 'earnings_split']);
  });

  it('answers bad input on every new route with a Chinese message and changes nothing', async () => {
    const item = await executingItem('2026-12-05');
    for (const url of ['/api/after_sales/abc', '/api/after_sales/0', '/api/order_items/x/deposit', '/api/order_items/99999999/delivery_proofs']) {
      const response = await get(url, item.buyer.token);
      expect([400, 404, 422]).toContain(response.statusCode);
      expect(response.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await get('/api/after_sales?role=admin', item.buyer.token)).statusCode).toBe(422);
    // docs/spec/api.md's `?role=buyer|supplier&status=&page=`: an empty status is every status.
    expect((await get('/api/after_sales?role=buyer&status=&page=1', item.buyer.token)).statusCode).toBe(200);
    expect((await get('/api/operator/after_sales?status=', operator.token)).statusCode).toBe(200);
    expect((await get('/api/after_sales?role=supplier', item.buyer.token)).statusCode).toBe(403);
    expect((await get('/api/operator/after_sales', item.buyer.token)).statusCode).toBe(403);
    expect((await get('/api/operator/deposit_claims', supplier)).statusCode).toBe(403);
    expect((await postRaw('/api/after_sales/1/respond', supplier, { action: 'maybe' })).statusCode).toBe(422);
    expect((await post('/api/after_sales/99999999/escalate', item.buyer.token)).statusCode).toBe(404);
    expect((await get('/api/after_sales/reasons')).json().result).toHaveLength(6);
  });
});
