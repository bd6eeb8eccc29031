import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { ZBalance, ZCommissionRule, ZEarningPage, ZFinanceOverview, ZOperatorWithdrawalPage, ZWithdrawalPage, ZBankAccount } from '@vm/contracts/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { paymentGateway } from '../../platform/alipay/alipay-gateway-for';
import { createDatabase } from '../../platform/db/client';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { advanceOrdersByDate } from '../orders/advance-by-date';
import { dayLine, newBuyer, orderBody, payOrder, placeOrder, seedOrderCatalogue, walletOf } from '../orders/test/order-fixtures';
import { releaseDueEarnings } from './earnings';
import { reconcile } from './finance-overview';
import { transferKey } from './payouts';

let t: TestContext;
let f: CatalogueFixture;
let supplier: string;
let supplierId: number;
let other: { userId: number; token: string };
let operator: { userId: number; token: string };
let second: { app: App; close(): Promise<void> };

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken: supplier } = await seedOrderCatalogue(t));
  supplierId = (await t.deps.pool.query<{ id: number }>(`select id from users where mobile = '13900000001'`)).rows[0]!.id;
  other = await loginAs(t, '13900000077', ['property']);
  operator = await loginAs(t, '13700000009', ['operator']);
  // A second app instance with its own pool on the same database: raced withdrawals from two processes.
  const { pool, db } = createDatabase(t.url, 10);
  const app = await buildApp({ ...t.deps, pool, db });
  await app.ready();
  second = {
    app,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

let sequence = 0;
const send = (method: 'POST' | 'DELETE', url: string, token: string, payload: Record<string, unknown> = {}, app: App = t.app) =>
  app.inject({ method, url, headers: bearer(token), payload: { ...payload, n: (sequence += 1) } });
const post = (url: string, token: string, payload: Record<string, unknown> = {}) => send('POST', url, token, payload);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const result = async (url: string, token: string) => (await get(url, token)).json().result;
const balance = async (token = supplier) => ZBalance.parse(await result('/api/supplier/balance', token));

/** Orders `booth` on `date`, pays it from the buyer's wallet and answers the sub-order. */
async function paidItem(
  booth: number,
  date: string,
): Promise<{ orderId: number; itemId: number; orderNum: string; amount: number; payable: number; buyerId: number }> {
  const buyer = await newBuyer(t, { balance: 5_000_000 });
  const orderId = await placeOrder(t, buyer.token, orderBody([dayLine(booth, [date])]));
  await payOrder(t, orderId);
  const item = (await t.deps.pool.query('select id, order_num, amount, payable from order_items where order_id = $1', [orderId])).rows[0];
  return { orderId, itemId: item.id, orderNum: item.order_num, amount: item.amount, payable: item.payable, buyerId: buyer.userId };
}
async function approvedItem(booth: number, date: string) {
  const item = await paidItem(booth, date);
  const approved = await post(`/api/order_items/${item.itemId}/approve`, supplier);
  expect(approved.statusCode, approved.body).toBe(200);
  return item;
}
const earningOf = async (itemId: number) => (await t.deps.pool.query('select * from settlement_earnings where order_item_id = $1 order by id', [itemId])).rows;

/** pending + available + withdrawing + withdrawn = Σ of the live entries' nets, and each bucket is its ledger rows' sum. */
async function expectBooksBalance() {
  const b = await balance();
  const nets = Number(
    (await t.deps.pool.query(`select coalesce(sum(net), 0) as s from settlement_earnings where supplier_id = $1 and status <> 'reversed'`, [supplierId]))
      .rows[0].s,
  );
  expect(b.pending + b.available + b.withdrawing + b.withdrawn).toBe(nets);
  expect((await reconcile(t.deps)).difference).toBe(0);
}

const at = (iso: string) => t.clock.set(new Date(iso));

describe('settlement', () => {
  let first: Awaited<ReturnType<typeof approvedItem>>;

  it('commission rules: operator only, 0–10000, one per scope, audited with history', async () => {
    for (const token of [supplier, other.token]) expect((await get('/api/operator/commission_rules', token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/commission_rules' })).statusCode).toBe(401);
    const tooHigh = await post('/api/operator/commission_rules', operator.token, { rate: 10_001 });
    expect([tooHigh.statusCode, tooHigh.json().msg]).toEqual([422, '佣金比例应在0-10000（万分比）之间']);
    const notSupplier = await post('/api/operator/commission_rules', operator.token, { supplier_id: operator.userId, rate: 500 });
    expect(notSupplier.statusCode).toBe(422);
    const byDefault = await post('/api/operator/commission_rules', operator.token, { rate: 1200 });
    expect(byDefault.statusCode, byDefault.body).toBe(201);
    expect((await post('/api/operator/commission_rules', operator.token, { rate: 1300 })).statusCode).toBe(409);
    const category = await post('/api/operator/commission_rules', operator.token, { category_id: 2, rate: 900 });
    expect(category.statusCode).toBe(201);
    const rules = await result('/api/operator/commission_rules', operator.token);
    expect(rules.map((rule: unknown) => ZCommissionRule.parse(rule))).toMatchObject([
      { supplier_id: null, category_id: null, rate: 1200 },
      { supplier_id: null, category_id: 2, rate: 900 },
    ]);
    const removed = await send('DELETE', `/api/operator/commission_rules/${byDefault.json().result.id}`, operator.token);
    expect(removed.statusCode).toBe(200);
    expect((await send('DELETE', `/api/operator/commission_rules/${byDefault.json().result.id}`, operator.token)).statusCode).toBe(404);
    expect((await result('/api/operator/commission_rules', operator.token)).map((rule: { rate: number }) => rule.rate)).toEqual([900]);
    const history = await result('/api/operator/commission_rules/history', operator.token);
    expect(history).toHaveLength(2);
    expect(history.find((rule: { id: number }) => rule.id === byDefault.json().result.id).deleted_at).toEqual(expect.any(String));
    const audit = await t.deps.pool.query(`select action from audit_log where target_type = 'commission_rule' order by id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['commission_rule.create', 'commission_rule.create', 'commission_rule.delete']);
  });

  it('writes one earning per approved sub-order with the most specific rate, frozen; nothing for a cancelled order', async () => {
    // S6 is on a 广场 (category 2): the category rule (9 %) applies.
    const byCategory = await approvedItem(f.booths.S6, '2026-12-10');
    expect(await earningOf(byCategory.itemId)).toMatchObject([
      { kind: 'earning', gross: byCategory.amount, commission: Math.round(byCategory.amount * 0.09), rate: 900, status: 'pending' },
    ]);
    // A rule for this supplier beats the category rule for sub-orders approved from now on.
    expect((await post('/api/operator/commission_rules', operator.token, { supplier_id: supplierId, rate: 800 })).statusCode).toBe(201);
    first = await approvedItem(f.booths.S1, '2026-12-08');
    const [earning] = await earningOf(first.itemId);
    expect(earning).toMatchObject({
      gross: first.amount,
      commission: Math.round(first.amount * 0.08),
      net: first.amount - Math.round(first.amount * 0.08),
      rate: 800,
    });
    expect(new Date(earning.available_at).toISOString()).toBe('2026-12-15T16:00:00.000Z'); // 12-08 + 1 + 7 days, 00:00 Shanghai
    expect((await earningOf(byCategory.itemId))[0].rate).toBe(900);
    // A paid order the buyer cancels before review earns nothing.
    const cancelled = await paidItem(f.booths.S6, '2026-12-12');
    const buyerToken = (await t.deps.pool.query('select user_id from orders where id = $1', [cancelled.orderId])).rows[0].user_id;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${cancelled.orderId}`,
      headers: bearer((await loginAs(t, (await t.deps.pool.query('select mobile from users where id = $1', [buyerToken])).rows[0].mobile)).token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await earningOf(cancelled.itemId)).toEqual([]);
    // The unique key: a second earning for the same sub-order cannot exist.
    await expect(
      t.deps.pool.query(
        `insert into settlement_earnings (supplier_id, order_item_id, kind, gross, commission, net, rate, status, available_at, created_at, updated_at)
                         values ($1, $2, 'earning', 1, 0, 1, 0, 'pending', now(), now(), now())`,
        [supplierId, first.itemId],
      ),
    ).rejects.toThrow(/settlement_earnings_item_kind_key/);
    const b = await balance();
    expect(b).toEqual({ pending: earning.net + (await earningOf(byCategory.itemId))[0].net, available: 0, withdrawing: 0, withdrawn: 0 });
    await expectBooksBalance();
  });

  it('becomes available only after the sub-order finished and the hold passed, once on concurrent jobs', async () => {
    at('2026-12-09T02:00:00Z');
    await advanceOrdersByDate(t.deps);
    expect((await t.deps.pool.query('select status from order_items where id = $1', [first.itemId])).rows[0].status).toBe('finished');
    expect(await releaseDueEarnings(t.deps)).toBe(0);
    at('2026-12-15T15:59:59Z');
    expect(await releaseDueEarnings(t.deps)).toBe(0);
    at('2026-12-15T16:00:00Z');
    const runs = await Promise.all([releaseDueEarnings(t.deps), releaseDueEarnings(t.deps), releaseDueEarnings(t.deps)]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    const [earning] = await earningOf(first.itemId);
    expect(earning.status).toBe('available');
    expect((await balance()).available).toBe(earning.net);
    const moves = await t.deps.pool.query(`select bucket, amount from settlement_ledger where earning_id = $1 and kind = 'released' order by bucket`, [
      earning.id,
    ]);
    expect(moves.rows).toEqual([
      { bucket: 'available', amount: earning.net },
      { bucket: 'pending', amount: -earning.net },
    ]);
    const list = ZEarningPage.parse(await result('/api/supplier/earnings?status=available', supplier));
    expect(list.data).toMatchObject([
      { order_item_id: first.itemId, order_num: first.orderNum, status: 'available', net: earning.net, available_at: '2026-12-16T00:00:00.000+08:00' },
    ]);
    expect((await result('/api/supplier/earnings?status=pending', supplier)).total).toBe(1);
    await expectBooksBalance();
  });

  let accountId: number;
  it('bank accounts: 8–30 digits, the supplier’s own', async () => {
    const bad = await post('/api/supplier/bank_accounts', supplier, { account_name: '上海某某物业有限公司', bank_name: '招商银行', account_number: '1234' });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '银行账号应为8-30位数字']);
    const created = await post('/api/supplier/bank_accounts', supplier, {
      account_name: '上海某某物业有限公司',
      bank_name: '招商银行上海分行',
      account_number: '6225 8812 3456 7890',
    });
    expect(created.statusCode, created.body).toBe(201);
    accountId = created.json().result.id;
    const accounts = await result('/api/supplier/bank_accounts', supplier);
    expect(accounts.map((row: unknown) => ZBankAccount.parse(row))).toMatchObject([{ id: accountId, account_number: '6225881234567890' }]);
    expect(await result('/api/supplier/bank_accounts', other.token)).toEqual([]);
    expect((await get('/api/supplier/bank_accounts', operator.token)).statusCode).toBe(403);
  });

  it('refuses a withdrawal above available; eight raced requests on two app instances reserve once', async () => {
    const { available } = await balance();
    const over = await post('/api/supplier/withdrawals', supplier, { amount: available + 1, bank_account_id: accountId });
    expect([over.statusCode, over.json().msg]).toEqual([409, '可提现余额不足']);
    const foreign = await send('POST', '/api/supplier/withdrawals', other.token, { amount: 100, bank_account_id: accountId });
    expect(foreign.statusCode).toBe(422);
    const amount = Math.floor(available / 2) + 1; // two would not fit
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        send('POST', '/api/supplier/withdrawals', supplier, { amount, bank_account_id: accountId }, index % 2 === 0 ? t.app : second.app),
      ),
    );
    const codes = raced.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await balance()).toMatchObject({ available: available - amount, withdrawing: amount });
    const mine = ZWithdrawalPage.parse(await result('/api/supplier/withdrawals', supplier));
    expect(mine.data).toMatchObject([{ amount, status: 'pending', bank_account: { id: accountId } }]);
    expect((await result('/api/supplier/withdrawals', other.token)).total).toBe(0);
    await expectBooksBalance();
  });

  it('operator queue: refuse returns the amount; pay records the reference once; audited events', async () => {
    const queue = ZOperatorWithdrawalPage.parse(await result('/api/operator/withdrawals?status=pending', operator.token));
    expect(queue.data).toHaveLength(1);
    const [pending] = queue.data;
    expect(pending).toMatchObject({
      supplier_id: supplierId,
      status: 'pending',
      bank_account: { account_name: '上海某某物业有限公司', bank_name: '招商银行上海分行', account_number: '6225881234567890' },
      created_at: expect.any(String),
    });
    for (const token of [supplier, other.token])
      expect((await post(`/api/operator/withdrawals/${pending!.id}/pay`, token, { reference: 'X' })).statusCode).toBe(403);
    const batch = await get('/api/operator/withdrawals/batch', operator.token);
    expect(batch.headers['content-type']).toContain('text/csv');
    const batchRows = parse(batch.body, { bom: true, relax_column_count: true }) as string[][];
    expect(batchRows[1]!.slice(0, 5)).toEqual([
      String(pending!.id),
      '上海某某物业有限公司',
      '招商银行上海分行',
      '6225881234567890',
      (pending!.amount / 100).toFixed(2),
    ]);

    const before = await balance();
    const noReason = await post(`/api/operator/withdrawals/${pending!.id}/refuse`, operator.token, { reason: ' ' });
    expect([noReason.statusCode, noReason.json().msg]).toEqual([422, '请填写拒绝原因']);
    const refused = await post(`/api/operator/withdrawals/${pending!.id}/refuse`, operator.token, { reason: '账户信息有误' });
    expect(refused.json().result).toMatchObject({ status: 'refused', reason: '账户信息有误' });
    expect(await balance()).toMatchObject({ available: before.available + pending!.amount, withdrawing: 0 });
    const late = await post(`/api/operator/withdrawals/${pending!.id}/pay`, operator.token, { reference: 'B001' });
    expect([late.statusCode, late.json().msg]).toEqual([409, '该提现申请已处理']);
    expect((await post('/api/operator/withdrawals/999999/pay', operator.token, { reference: 'B001' })).statusCode).toBe(404);

    const asked = await post('/api/supplier/withdrawals', supplier, { amount: 30_000, bank_account_id: accountId });
    const id = asked.json().result.id;
    const paid = await Promise.all([
      post(`/api/operator/withdrawals/${id}/pay`, operator.token, { reference: 'CMB20261216001' }),
      post(`/api/operator/withdrawals/${id}/pay`, operator.token, { reference: 'CMB20261216002' }),
    ]);
    expect(paid.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await result(`/api/operator/withdrawals?status=paid`, operator.token)).data).toMatchObject([
      { id, status: 'paid', channel: 'bank', reference: expect.stringMatching(/^CMB2026121600[12]$/) },
    ]);
    expect((await post(`/api/operator/withdrawals/${id}/refuse`, operator.token, { reason: '晚了' })).statusCode).toBe(409);
    expect((await balance()).withdrawn).toBe(30_000);
    const events = await t.deps.pool.query(
      `select e.type, a.action from domain_events e join audit_log a on a.event_id = e.id where e.type like 'withdrawal.%' order by e.id`,
    );
    expect(events.rows).toEqual([
      { type: 'withdrawal.requested', action: 'withdrawal.request' },
      { type: 'withdrawal.refused', action: 'withdrawal.refuse' },
      { type: 'withdrawal.requested', action: 'withdrawal.request' },
      { type: 'withdrawal.paid', action: 'withdrawal.pay' },
    ]);
    await expectBooksBalance();
  });

  it('pays through Alipay’s transfer (the built-in sandbox), once', async () => {
    const id = (await post('/api/supplier/withdrawals', supplier, { amount: 12_345, bank_account_id: accountId })).json().result.id;
    const paid = await post(`/api/operator/withdrawals/${id}/alipay_transfer`, operator.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'paid', channel: 'alipay', reference: expect.stringMatching(/^\d{20,}$/) });
    const { sandbox } = await paymentGateway(t.deps);
    expect(await sandbox!.transferredFen(transferKey(id))).toBe(12_345);
    expect((await post(`/api/operator/withdrawals/${id}/alipay_transfer`, operator.token)).statusCode).toBe(409);
    expect((await balance()).withdrawn).toBe(30_000 + 12_345);
    await expectBooksBalance();
  });

  it('removes a bank account: refused while a pending withdrawal uses it, kept for the history, the supplier’s own', async () => {
    const added = await post('/api/supplier/bank_accounts', supplier, {
      account_name: '上海某某物业有限公司',
      bank_name: '建设银行',
      account_number: '6227000011112222',
    });
    expect(added.statusCode, added.body).toBe(201);
    const spare = added.json().result.id as number;
    const asked = await post('/api/supplier/withdrawals', supplier, { amount: 100, bank_account_id: spare });
    expect(asked.statusCode, asked.body).toBe(201);
    const before = await balance();

    const inUse = await send('DELETE', `/api/supplier/bank_accounts/${spare}`, supplier);
    expect([inUse.statusCode, inUse.json().msg, inUse.json().error_code]).toEqual([
      409,
      '该账户有待打款的提现申请，打款或拒绝后才能删除',
      'BANK_ACCOUNT_IN_USE',
    ]);
    expect((await send('DELETE', `/api/supplier/bank_accounts/${spare}`, other.token)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/supplier/bank_accounts/${spare}`, operator.token)).statusCode).toBe(403);
    expect((await result('/api/supplier/bank_accounts', supplier)).map((row: { id: number }) => row.id)).toContain(spare);

    expect((await post(`/api/operator/withdrawals/${asked.json().result.id}/refuse`, operator.token, { reason: '请更换账户' })).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/supplier/bank_accounts/${spare}`, supplier);
    expect([removed.statusCode, removed.json().result]).toEqual([200, { id: spare }]);
    expect((await send('DELETE', `/api/supplier/bank_accounts/${spare}`, supplier)).statusCode).toBe(404);
    expect((await result('/api/supplier/bank_accounts', supplier)).map((row: { id: number }) => row.id)).toEqual([accountId]);
    const toRemoved = await post('/api/supplier/withdrawals', supplier, { amount: 100, bank_account_id: spare });
    expect([toRemoved.statusCode, toRemoved.json().msg]).toEqual([422, '收款账户不存在']);
    // The refused withdrawal still names the removed account; the number may be added again.
    const mine = ZWithdrawalPage.parse(await result('/api/supplier/withdrawals', supplier));
    expect(mine.data.find((row) => row.id === asked.json().result.id)).toMatchObject({ status: 'refused', bank_account: { id: spare, bank_name: '建设银行' } });
    const again = await post('/api/supplier/bank_accounts', supplier, {
      account_name: '上海某某物业有限公司',
      bank_name: '建设银行',
      account_number: '6227000011112222',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await send('DELETE', `/api/supplier/bank_accounts/${again.json().result.id}`, supplier)).statusCode).toBe(200);
    expect(await balance()).toEqual({ ...before, available: before.available + 100, withdrawing: before.withdrawing - 100 });
    await expectBooksBalance();
  });

  it('a refund before availability reverses the earning; after it, a negative entry (available may go below zero)', async () => {
    const early = await approvedItem(f.booths.S6, '2026-12-20');
    const pendingBefore = (await balance()).pending;
    const [earning] = await earningOf(early.itemId);
    const wallet = await walletOf(t, early.buyerId);
    expect((await post(`/api/operator/order_items/${early.itemId}/refund`, supplier, { reason: '场地临时封闭' })).statusCode).toBe(403);
    const refunded = await post(`/api/operator/order_items/${early.itemId}/refund`, operator.token, { reason: '场地临时封闭' });
    expect(refunded.json().result).toEqual({ id: early.itemId, refunded: early.payable, earning: 'reversed' });
    expect(await walletOf(t, early.buyerId)).toBe(wallet + early.payable);
    expect((await earningOf(early.itemId))[0]).toMatchObject({ status: 'reversed' });
    expect((await balance()).pending).toBe(pendingBefore - earning.net);
    expect((await post(`/api/operator/order_items/${early.itemId}/refund`, operator.token, { reason: '再退一次' })).statusCode).toBe(409);
    expect((await result('/api/supplier/earnings?status=reversed', supplier)).data).toMatchObject([{ order_item_id: early.itemId, status: 'reversed' }]);
    // The unapproved: not refundable this way.
    const unreviewed = await paidItem(f.booths.S6, '2026-12-22');
    expect((await post(`/api/operator/order_items/${unreviewed.itemId}/refund`, operator.token, { reason: '售后' })).statusCode).toBe(409);

    const availableBefore = (await balance()).available;
    const [firstEarning] = await earningOf(first.itemId);
    const late = await post(`/api/operator/order_items/${first.itemId}/refund`, operator.token, { reason: '活动效果投诉' });
    expect(late.json().result).toMatchObject({ earning: 'negative_entry' });
    const entries = await earningOf(first.itemId);
    expect(entries).toMatchObject([
      { kind: 'earning', status: 'available' },
      { kind: 'refund', status: 'available', gross: -firstEarning.gross, commission: -firstEarning.commission, net: -firstEarning.net },
    ]);
    const after = await balance();
    expect(after.available).toBe(availableBefore - firstEarning.net);
    expect(after.available).toBeLessThan(0);
    const waiting = await post('/api/supplier/withdrawals', supplier, { amount: 1, bank_account_id: accountId });
    expect([waiting.statusCode, waiting.json().msg]).toEqual([409, '可提现余额不足']);
    await expectBooksBalance();
  });

  it('the month’s statement as CSV and Excel, read back', async () => {
    const csv = await get('/api/supplier/statements?month=2026-12&format=csv', supplier);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const rows = parse(csv.body, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    expect(rows[0]).toEqual(['结算对账单 2026-12']);
    expect(rows[1]).toEqual(['子订单号', '场地', '开始日期', '结束日期', '类型', '状态', '订单金额(元)', '佣金比例', '佣金(元)', '结算金额(元)']);
    const line = rows.find((row) => row[0] === first.orderNum && row[4] === '结算收入');
    const [firstEarning] = await earningOf(first.itemId);
    expect(line).toEqual([
      first.orderNum,
      expect.any(String),
      '2026-12-08',
      '2026-12-08',
      '结算收入',
      '可提现',
      (firstEarning.gross / 100).toFixed(2),
      '8.00%',
      (firstEarning.commission / 100).toFixed(2),
      (firstEarning.net / 100).toFixed(2),
    ]);
    expect(rows.some((row) => row[0] === first.orderNum && row[4] === '退款冲减')).toBe(true);
    expect(rows.some((row) => row[0] === '提现单号')).toBe(true);
    expect(rows.filter((row) => /^\d+$/.test(row[0]!) && row.length === 6).map((row) => row[4])).toEqual(['已打款', '已打款']);

    const xlsx = await get('/api/supplier/statements?month=2026-12&format=xlsx', supplier);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('结算明细')!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const excelLine = values.find((row) => row[0] === first.orderNum && row[4] === '结算收入');
    expect(excelLine).toEqual([
      first.orderNum,
      expect.any(String),
      '2026-12-08',
      '2026-12-08',
      '结算收入',
      '可提现',
      firstEarning.gross / 100,
      0.08,
      firstEarning.commission / 100,
      firstEarning.net / 100,
    ]);
    expect(workbook.getWorksheet('提现记录')!.rowCount).toBe(4);

    expect((await get('/api/supplier/statements?month=2026-13', supplier)).statusCode).toBe(422);
    const foreign = parse((await get('/api/supplier/statements?month=2026-12', other.token)).body, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    expect(foreign.some((row) => row[0] === first.orderNum)).toBe(false);
    expect((await get('/api/supplier/statements?month=2026-12', operator.token)).statusCode).toBe(403);
  });

  it('the operator’s finance overview reconciles; the supplier’s income by month', async () => {
    const overview = ZFinanceOverview.parse(await result('/api/operator/finance', operator.token));
    const b = await balance();
    expect(overview.owed).toEqual({ pending: b.pending, available: b.available, total: b.pending + b.available });
    expect(overview.suppliers).toMatchObject([{ supplier_id: supplierId, ...b }]);
    expect(overview.reconciliation.difference).toBe(0);
    expect(overview.reconciliation.paid_orders).toBeGreaterThan(0);
    expect(overview.commission_by_month.at(-1)).toMatchObject({ month: '2026-12' });
    const income = await result('/api/supplier/income_by_month?months=3', supplier);
    expect(income.map((row: { month: string }) => row.month)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect((await get('/api/operator/finance', supplier)).statusCode).toBe(403);
    expect((await get('/api/supplier/balance', (await newBuyer(t)).token)).statusCode).toBe(403);
  });
});
