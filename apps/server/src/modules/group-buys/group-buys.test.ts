import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/with-transaction';
import { bearer, createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { sweepGroupDeadlines } from '../../workflows/group-buy-sweep';
import type { CatalogueFixture } from '../catalogue/catalogue-fixture';
import { createTemplate } from '../coupons/test/coupon-fixtures';
import { heldOn, newBuyer, orderBody, pointsOf, seedOrderCatalogue, submitOrder, walletOf } from '../orders/test/order-fixtures';
import { givePayPassword } from '../payments/test/payment-fixtures';
import { resolveGroup } from './resolve-groups';

/**
 * Issue 15 "Done when" (server): 30 buyers racing to join a group of 10 → exactly 10 paid members;
 * a group below its minimum at the deadline refunds every paid member exactly once, even with two
 * sweeps at the same time and one after a restart; operator endpoints refuse non-operators.
 */

let t: TestContext;
let f: CatalogueFixture;
let operator: { userId: number; token: string };
let supplierToken: string;

const ENDED = '来晚一步呦，此团已结束！';
const DATES = ['2026-12-10', '2026-12-11'];

beforeAll(async () => {
  t = await createTestApp();
  ({ f, supplierToken } = await seedOrderCatalogue(t));
  operator = await loginAs(t, '13700000009', ['operator']);
  // Plenty of identical units on the group booths (each member orders one).
  await t.deps.pool.query('update selling_resources set count = 40 where id = any($1::int[])', [[f.booths.S6, f.booths.S3, f.booths.S4]]);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-11-22T02:00:00Z'));
});

interface GroupInput {
  selling_resource_id: number;
  lease_term_type_id: number;
  dates: string[];
  price: number;
  origin_price: number;
  min_members: number;
  max_members: number;
  deadline: string;
}

const groupInput = (extra: Partial<GroupInput> = {}): GroupInput => ({
  selling_resource_id: f.booths.S6,
  lease_term_type_id: 9,
  dates: DATES,
  price: 60_000,
  origin_price: 100_000,
  min_members: 3,
  max_members: 10,
  deadline: '2026-12-01 12:00',
  ...extra,
});

const openGroup = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/operator/group_purchases', headers: bearer(token), payload: body as Record<string, unknown> });

async function newGroup(extra: Partial<GroupInput> = {}): Promise<number> {
  const response = await openGroup(operator.token, groupInput(extra));
  if (response.statusCode !== 201) throw new Error(`group refused: ${response.body}`);
  return response.json().result.id as number;
}

const groupOf = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/groups/${id}` })).json().result;

/** The group's line: its booth, term and dates, one unit. */
const joinLine = (groupId: number, booth = f.booths.S6, dates = DATES) => ({
  id: booth,
  count: 1,
  dates: dates.map((date) => ({ term_type_id: 9, date })),
  group_purchase_id: groupId,
});

const join = (token: string, groupId: number, extra: Record<string, unknown> = {}, booth?: number) =>
  submit(token, orderBody([joinLine(groupId, booth)], extra));

async function payBalance(token: string, userId: number, orderId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/pay`,
    headers: bearer(token),
    payload: { payment_mode: 4, password: await givePayPassword(t, userId) },
  });
}

async function payOnline(token: string, orderId: number) {
  const started = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/alipay`, headers: bearer(token) });
  expect(started.statusCode, started.body).toBe(200);
  const outTradeNo = started.json().result.out_trade_no as string;
  const notify = await t.app.inject({ method: 'POST', url: '/api/dev/alipay-sandbox/complete', payload: { out_trade_no: outTradeNo } });
  return { outTradeNo, answer: notify.json().result.notify_response as string };
}

/** POST /api/orders (after its preview), a second after the previous POST: never refused as a duplicate. */
function submit(token: string, body: Record<string, unknown>) {
  t.clock.advance(1100);
  return submitOrder(t, token, body);
}

const orderStatus = async (id: number) => (await t.deps.pool.query('select status, cancel_reason from orders where id = $1', [id])).rows[0];

describe('opening a group buy (operator)', () => {
  it('refuses anyone who is not an operator, and checks every field', async () => {
    const buyer = await newBuyer(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/group_purchases', payload: groupInput() })).statusCode).toBe(401);
    expect((await openGroup(buyer.token, groupInput())).statusCode).toBe(403);
    expect((await openGroup(supplierToken, groupInput())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/group_purchases', headers: bearer(buyer.token) })).statusCode).toBe(403);

    const cheaper = await openGroup(operator.token, groupInput({ price: 100_000 }));
    expect([cheaper.statusCode, cheaper.json().msg, cheaper.json().errors]).toEqual([422, '拼团价须低于原价', { price: '拼团价须低于原价' }]);
    const members = await openGroup(operator.token, groupInput({ min_members: 5, max_members: 3 }));
    expect([members.statusCode, members.json().errors.max_members]).toEqual([422, '最多人数不能少于成团人数']);
    const late = await openGroup(operator.token, groupInput({ deadline: '2026-12-10 08:00' }));
    expect(late.json().errors.deadline).toBe('截止时间须早于拼团首个日期');
    const past = await openGroup(operator.token, groupInput({ deadline: '2026-11-21T12:00:00+08:00' }));
    expect(past.json().errors.deadline).toBe('截止时间须晚于现在');
    const term = await openGroup(operator.token, groupInput({ lease_term_type_id: 11 }));
    expect([term.statusCode, term.json().msg]).toEqual([422, '该规格不提供此订购周期']);
    expect((await openGroup(operator.token, groupInput({ selling_resource_id: 999_999 }))).statusCode).toBe(404);
    const room = await openGroup(operator.token, groupInput({ selling_resource_id: f.booths.S1, max_members: 5 }));
    expect(room.statusCode).toBe(409);
    expect(room.json().msg).toContain('仅剩2个可预订');
    expect((await openGroup(operator.token, { ...groupInput(), price: 'abc' })).statusCode).toBe(422);
    expect(Number((await t.deps.pool.query('select count(*) from group_purchases')).rows[0].count)).toBe(0);
  });

  it('opens one with an audit entry, readable by anyone with flag 1', async () => {
    const id = await newGroup();
    const group = await groupOf(id);
    expect(group).toMatchObject({
      id,
      number_of_group_purchase_now: 0,
      origin_price: 100_000,
      price: 60_000,
      min_members: 3,
      max_members: 10,
      deadline: '2026-12-01T12:00:00.000+08:00',
      flag: 1,
      status: 'open',
      seats_left: 10,
      dates: DATES,
      total_price: 120_000,
      total_origin_price: 200_000,
      field_name: '阳光花园中心广场',
    });
    const audit = await t.deps.pool.query('select actor_id, action, target_type, target_id, after from audit_log where target_type = $1 and target_id = $2', [
      'group_purchase',
      String(id),
    ]);
    expect(audit.rows).toEqual([
      expect.objectContaining({ actor_id: operator.userId, action: 'group_purchase.open', after: expect.objectContaining({ max_members: 10, price: 60_000 }) }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/groups/999999' })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/operator/group_purchases', headers: bearer(operator.token) })).json().result;
    expect(list.data.map((row: { id: number }) => row.id)).toContain(id);
  });
});

describe('joining and paying', () => {
  it('charges a weekly group buy exactly the total its page shows (issue 43 guard)', async () => {
    // S2 also rents by the week here; the group sells two weeks, each starting on one of its dates.
    await t.deps.pool.query(
      `insert into selling_resource_prices (selling_resource_id, lease_term_type_id, price, subsidy, deposit) values ($1, 3, 500000, 50000, 50000)
       on conflict do nothing`,
      [f.booths.S2],
    );
    await t.deps.pool.query('update selling_resources set count = 40 where id = $1', [f.booths.S2]);
    const weeks = ['2026-12-14', '2026-12-21'];
    const id = await newGroup({ selling_resource_id: f.booths.S2, lease_term_type_id: 3, dates: weeks, price: 400_000, origin_price: 500_000 });
    const page = await groupOf(id);
    expect(page).toMatchObject({ lease_term_type: '周租', dates: weeks, total_price: 800_000, total_origin_price: 1_000_000 });
    const buyer = await newBuyer(t, { balance: 5_000_000 });
    const line = { id: f.booths.S2, count: 1, dates: weeks.map((date) => ({ term_type_id: 3, date })), group_purchase_id: id };
    const preview = (await t.app.inject({ method: 'POST', url: '/api/orders/preview', headers: bearer(buyer.token), payload: orderBody([line]) })).json()
      .result;
    expect(preview).toMatchObject({ total_amount: page.total_price, subsidy: 0, can_submit: true });
    const placed = await submit(buyer.token, orderBody([line], { total_actual_price: preview.total_actual_price }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json().result.id}`, headers: bearer(buyer.token) })).json().result;
    expect(order.total_amount ?? order.amount).toBe(page.total_price);
  });

  it('prices the line at the group price and exposes group_status and group_purchase_id', async () => {
    const id = await newGroup({ selling_resource_id: f.booths.S3, dates: ['2026-12-12'], price: 150_000, origin_price: 250_000 });
    const buyer = await newBuyer(t, { balance: 1_000_000 });
    const preview = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/preview',
        headers: bearer(buyer.token),
        payload: orderBody([joinLine(id, f.booths.S3, ['2026-12-12'])]),
      })
    ).json().result;
    expect(preview).toMatchObject({ total_amount: 150_000, subsidy: 0, total_deposit: 50_000, total_actual_price: 200_000, can_submit: true });

    // The line must be the group's booth, dates, one unit, alone in its order.
    const wrongDates = await submit(buyer.token, orderBody([joinLine(id, f.booths.S3, ['2026-12-13'])]));
    expect([wrongDates.statusCode, wrongDates.json().msg]).toEqual([422, '拼团的日期与场地须与拼团活动一致']);
    const two = await submit(buyer.token, orderBody([{ ...joinLine(id, f.booths.S3, ['2026-12-12']), count: 2 }]));
    expect(two.json().msg).toBe('拼团每人限购1份');
    const mixed = await submit(
      buyer.token,
      orderBody([joinLine(id, f.booths.S3, ['2026-12-12']), { id: f.booths.S6, count: 1, dates: [{ term_type_id: 9, date: '2026-12-20' }] }]),
    );
    expect(mixed.json().msg).toBe('拼团订单只能包含一个拼团场地');
    const unknown = await submit(buyer.token, orderBody([joinLine(999_999, f.booths.S3, ['2026-12-12'])]));
    expect(unknown.statusCode).toBe(404);

    const placed = await submit(buyer.token, orderBody([joinLine(id, f.booths.S3, ['2026-12-12'])]));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().result.id as number;
    expect(placed.json().result.actual_fee).toBe(200_000);
    const again = await submit(buyer.token, orderBody([joinLine(id, f.booths.S3, ['2026-12-12'])]));
    expect([again.statusCode, again.json().msg]).toEqual([409, '您已参加该拼团，请勿重复参团']);

    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) })).json().result;
    expect(order.resources[0]).toMatchObject({ group_status: 1, group_purchase_id: id, amount: 150_000, subsidy: 0 });
    const payment = (await t.app.inject({ method: 'GET', url: `/api/payment/orders/${orderId}`, headers: bearer(buyer.token) })).json().result;
    expect(payment).toMatchObject({ group_status: 1, group_purchase_id: id, type: 1 });

    // Bank transfer is refused for group orders.
    const voucher = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/upload_voucher`,
      headers: bearer(buyer.token),
      payload: { voucher_image_url: ['/files/voucher/x.png'] },
    });
    expect([voucher.statusCode, voucher.json().error_code]).toEqual([409, 'GROUP_NO_TRANSFER']);

    expect((await payBalance(buyer.token, buyer.userId, orderId)).statusCode).toBe(200);
    expect(await groupOf(id)).toMatchObject({ number_of_group_purchase_now: 1, flag: 1, status: 'open' });
    // While the group runs, the paid order waits: no cancelling, no supplier review.
    const cancel = await t.app.inject({ method: 'DELETE', url: `/api/orders/${orderId}`, headers: bearer(buyer.token) });
    expect([cancel.statusCode, cancel.json().msg]).toEqual([409, '拼团进行中，成团或拼团失败后再处理']);
    const itemId = order.resources[0].id as number;
    const approve = await t.app.inject({ method: 'POST', url: `/api/order_items/${itemId}/approve`, headers: bearer(supplierToken) });
    expect([approve.statusCode, approve.json().msg]).toEqual([409, '拼团尚未成功，暂不能审核']);
    const supplierList = (await t.app.inject({ method: 'GET', url: '/api/order_items?status=paid', headers: bearer(supplierToken) })).json().result;
    expect(supplierList.data.map((item: { id: number }) => item.id)).not.toContain(itemId);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/groups?status=paid', headers: bearer(buyer.token) })).json().result;
    expect(mine).toMatchObject({ total: 1, data: [{ order: { id: orderId, status: 'paid' }, group: { id, number_of_group_purchase_now: 1 } }] });
  });

  it('30 buyers racing to join a group of 10: exactly 10 orders, 10 paid members, the rest refused with 来晚一步呦', async () => {
    const id = await newGroup({
      selling_resource_id: f.booths.S4,
      dates: ['2026-12-15'],
      price: 300_000,
      origin_price: 450_000,
      min_members: 5,
      max_members: 10,
    });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => newBuyer(t, { balance: 1_000_000 })));
    const total = (
      await t.app.inject({
        method: 'POST',
        url: '/api/orders/preview',
        headers: bearer(buyers[0]!.token),
        payload: orderBody([joinLine(id, f.booths.S4, ['2026-12-15'])]),
      })
    ).json().result.total_actual_price;
    const responses = await Promise.all(
      buyers.map((buyer) => submit(buyer.token, orderBody([joinLine(id, f.booths.S4, ['2026-12-15'])], { total_actual_price: total }))),
    );
    const placed = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(placed).toHaveLength(10);
    expect(refused.map((response) => [response.statusCode, response.json().msg, response.json().error_code])).toEqual(
      Array(20).fill([409, ENDED, 'GROUP_ENDED']),
    );
    expect(await heldOn(t, f.booths.S4, '2026-12-15')).toEqual({ counter: 10, holds: 10 });
    expect(await groupOf(id)).toMatchObject({ number_of_group_purchase_now: 0, seats_left: 0, flag: 1 });

    // Every placed order pays at once (and each twice, racing itself): each counts once.
    const orders = placed.map((response) => ({ id: response.json().result.id as number, buyer: buyers[responses.indexOf(response)]! }));
    await Promise.all(orders.map((order) => givePayPassword(t, order.buyer.userId)));
    const pays = await Promise.all(
      orders.flatMap((order) =>
        [1, 2].map(() =>
          t.app.inject({
            method: 'POST',
            url: `/api/orders/${order.id}/pay`,
            headers: bearer(order.buyer.token),
            payload: { payment_mode: 4, password: '246810' },
          }),
        ),
      ),
    );
    expect(pays.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const group = await groupOf(id);
    expect(group).toMatchObject({ number_of_group_purchase_now: 10, status: 'closed', flag: 2, status_name: '已满员' });
    const members = await t.deps.pool.query('select count(*)::int as n from group_purchase_members where group_purchase_id = $1', [id]);
    expect(members.rows[0].n).toBe(10);

    // Full: a new buyer is refused, and the preview says so too.
    const late = await newBuyer(t, { balance: 1_000_000 });
    const refusedLate = await join(late.token, id, { total_actual_price: total }, f.booths.S4);
    expect([refusedLate.statusCode, refusedLate.json().msg]).toEqual([409, ENDED]);
  });
});

describe('the deadline', () => {
  it('a group below its minimum fails: every paid member is refunded to its channel exactly once (two sweeps at once, then a restart)', async () => {
    const id = await newGroup({ min_members: 4, max_members: 6, dates: ['2026-12-20', '2026-12-21'] });
    const dates = ['2026-12-20', '2026-12-21'];
    const line = () => orderBody([joinLine(id, f.booths.S6, dates)]);

    // A: wallet, with a coupon and points. B: Alipay (sandbox). C: never pays.
    const a = await newBuyer(t, { balance: 1_000_000, points: 5000 });
    const template = await createTemplate(t, operator.token, { scope: 1, amount: 5000, min_goods_amount: 50000 });
    const couponId = (
      await t.app.inject({ method: 'POST', url: `/api/coupons/${template}/receive`, headers: bearer(a.token), payload: { quantity: 1 } })
    ).json().result.id;
    const placedA = await submit(a.token, { ...line(), coupon_id: couponId, point: 2000 });
    expect(placedA.statusCode, placedA.body).toBe(201);
    const orderA = placedA.json().result;
    expect(orderA.actual_fee).toBe(120_000 + 50_000 - 5000 - 1000);
    expect((await payBalance(a.token, a.userId, orderA.id)).statusCode).toBe(200);

    const b = await newBuyer(t);
    const orderB = (await submit(b.token, line())).json().result;
    expect((await payOnline(b.token, orderB.id)).answer).toBe('success');

    // C orders on the last morning (its own 48 hours are far from over) and never pays.
    t.clock.set(new Date('2026-12-01T00:00:00Z'));
    const c = await newBuyer(t);
    const orderC = (await submit(c.token, line())).json().result;
    expect(await groupOf(id)).toMatchObject({ number_of_group_purchase_now: 2, flag: 1 });
    expect(await heldOn(t, f.booths.S6, '2026-12-20')).toEqual({ counter: 3, holds: 3 });
    const walletABefore = await walletOf(t, a.userId);

    // Before the deadline nothing happens.
    expect(await sweepGroupDeadlines(t.deps)).toEqual({ resolved: [], cancelled: [], refunded: [] });

    t.clock.set(new Date('2026-12-01T04:00:01Z')); // 12:00:01 in Shanghai
    // Paying after the deadline is refused with the spec's message (the group no longer takes members).
    const lateOnline = await t.app.inject({ method: 'POST', url: `/api/orders/${orderC.id}/alipay`, headers: bearer(c.token) });
    expect([lateOnline.statusCode, lateOnline.json().msg, lateOnline.json().error_code]).toEqual([409, ENDED, 'GROUP_ENDED']);
    expect((await groupOf(id)).flag).toBe(2);

    // A "crash" after the group was decided but before its orders were settled…
    const decided = await withTransaction(t.deps.pool, (client) => resolveGroup(client, t.deps.events, id, t.clock.now()));
    expect(decided).toMatchObject({ status: 'failed', members: 2 });
    // …then two sweeps at the same time, then one more after a "restart".
    const runs = await Promise.all([sweepGroupDeadlines(t.deps), sweepGroupDeadlines(t.deps)]);
    const again = await sweepGroupDeadlines(t.deps);
    expect(again).toEqual({ resolved: [], cancelled: [], refunded: [] });
    // (Groups of the tests above are due too; only this group's orders are looked at.)
    const ours = (ids: number[]) => ids.filter((orderId) => [orderA.id, orderB.id, orderC.id].includes(orderId)).sort((x, y) => x - y);
    expect(ours(runs.flatMap((run) => run.refunded))).toEqual([orderA.id, orderB.id].sort((x, y) => x - y));
    expect(ours(runs.flatMap((run) => run.cancelled))).toEqual([orderC.id]);

    expect(await groupOf(id)).toMatchObject({ status: 'failed', status_name: '拼团失败', flag: 2, number_of_group_purchase_now: 2 });
    for (const order of [orderA, orderB]) expect(await orderStatus(order.id)).toEqual({ status: 'cancelled', cancel_reason: 'group' });
    expect(await orderStatus(orderC.id)).toEqual({ status: 'cancelled', cancel_reason: 'group' });
    // Refunds: A's wallet once, in full; B's Alipay once (sent to the sandbox).
    expect(await walletOf(t, a.userId)).toBe(walletABefore + orderA.actual_fee);
    const refunds = await t.deps.pool.query(
      'select order_id, channel, amount, status from payment_refunds where order_id = any($1::bigint[]) order by order_id',
      [[orderA.id, orderB.id]],
    );
    expect(refunds.rows).toEqual([
      { order_id: orderA.id, channel: 'wallet', amount: orderA.actual_fee, status: 'done' },
      { order_id: orderB.id, channel: 'alipay', amount: orderB.actual_fee, status: 'done' },
    ]);
    // Holds, coupon and points back.
    expect(await heldOn(t, f.booths.S6, '2026-12-20')).toEqual({ counter: 0, holds: 0 });
    expect(await pointsOf(t, a.userId)).toBe(5000);
    const coupon = (await t.deps.pool.query('select status, order_id from user_coupons where id = $1', [couponId])).rows[0];
    expect(coupon).toEqual({ status: 'unused', order_id: null });
    // One group_buy.failed per paid member; the group is settled.
    const events = await t.deps.pool.query(
      `select order_id from domain_events where type = 'group_buy.failed' and order_id = any($1::bigint[]) order by order_id`,
      [[orderA.id, orderB.id, orderC.id]],
    );
    expect(events.rows.map((row) => row.order_id)).toEqual([orderA.id, orderB.id].sort((x, y) => x - y));
    expect((await t.deps.pool.query('select settled_at from group_purchases where id = $1', [id])).rows[0].settled_at).not.toBeNull();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/groups', headers: bearer(a.token) })).json().result;
    expect(mine.data[0]).toMatchObject({ order: { status: 'cancelled' }, group: { status: 'failed' } });
  });

  it('a group that reached its minimum succeeds: its paid orders go to supplier review, the unpaid one is cancelled', async () => {
    const dates = ['2026-12-24'];
    const id = await newGroup({
      selling_resource_id: f.booths.S3,
      dates,
      price: 200_000,
      origin_price: 250_000,
      min_members: 2,
      max_members: 5,
      deadline: '2026-11-30T20:00:00+08:00',
    });
    const paidOrders: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const buyer = await newBuyer(t, { balance: 1_000_000 });
      const order = (await submit(buyer.token, orderBody([joinLine(id, f.booths.S3, dates)]))).json().result;
      expect((await payBalance(buyer.token, buyer.userId, order.id)).statusCode).toBe(200);
      paidOrders.push(order.id);
    }
    t.clock.set(new Date('2026-11-30T00:00:00Z'));
    const unpaidBuyer = await newBuyer(t, { balance: 1_000_000 });
    const unpaid = (await submit(unpaidBuyer.token, orderBody([joinLine(id, f.booths.S3, dates)]))).json().result;
    t.clock.set(new Date('2026-11-30T12:00:00Z'));
    const paying = await payBalance(unpaidBuyer.token, unpaidBuyer.userId, unpaid.id);
    expect([paying.statusCode, paying.json().msg]).toEqual([409, ENDED]);
    const result = await sweepGroupDeadlines(t.deps);
    expect(result.resolved).toEqual([{ id, status: 'succeeded' }]);
    expect(result.cancelled).toEqual([unpaid.id]);
    expect(await groupOf(id)).toMatchObject({ status: 'succeeded', flag: 2, number_of_group_purchase_now: 2 });
    const items = (await t.app.inject({ method: 'GET', url: '/api/order_items?status=paid&page_size=50', headers: bearer(supplierToken) })).json().result
      .data as { id: number; order_id: number; review_deadline: string }[];
    const groupItems = items.filter((item) => paidOrders.includes(item.order_id));
    expect(groupItems).toHaveLength(2);
    expect(groupItems[0]!.review_deadline).toBe('2026-12-01T20:00:00.000+08:00');
    const approve = await t.app.inject({ method: 'POST', url: `/api/order_items/${groupItems[0]!.id}/approve`, headers: bearer(supplierToken) });
    expect(approve.statusCode, approve.body).toBe(200);
    const events = await t.deps.pool.query(`select count(*)::int as n from domain_events where type = 'group_buy.succeeded' and order_id = any($1::bigint[])`, [
      paidOrders,
    ]);
    expect(events.rows[0].n).toBe(2);
    // The success page's other groups: only open ones, without the one named.
    const others = (await t.app.inject({ method: 'GET', url: `/api/group_purchases?group_purchase_id=${id}&pageSize=4` })).json().result;
    expect(others.data.every((group: { id: number; flag: number }) => group.id !== id && group.flag === 1)).toBe(true);
    t.clock.set(new Date('2026-11-22T02:00:00Z'));
  });
});
