import { NO_SUBSCRIBERS } from '../platform/events/record-event';
import { ZOrderPreviewBody, type OrderInfoFields } from '@vm/contracts/order-payload';
import { addDays, todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import type { OrderStatus } from '@vm/domain/order-status';
import type pg from 'pg';
import { orderInfoValues, insertOrder, markOrderPaid, advanceOrderByDate, cancelUnpaidOrder, lockOrder, priceOrder } from '../modules/orders';
import { approveOrderItemIn, denyOrderItemIn } from '../workflows/supplier-review';
import { refreshVenueSearch } from '../modules/catalogue';
import { creditWallet, debitWallet } from '../modules/wallet';
import { DEFAULT_SETTLEMENT_HOLD_DAYS } from '@vm/domain/settlement';
import { DEMO_BUYER_POINTS } from './seed-coupons';

/**
 * The back office's demo (issue 11): so that every supplier and buyer page has something to show on a
 * first start. The demo buyer 13800000001 gets orders in every status on the demo supplier's booths
 * (several awaiting the supplier's review), written through the orders module's own steps (pricing,
 * holds, wallet payment, status transitions), so holds, wallet and statuses agree as if people had
 * clicked. Plus enquiries on the supplier's enquiry-only booths, a child account 13900000002 with the
 * `orders` permission, and a pending supplier application from 13600000001 for the operator.
 */

export const DEMO_CHILD_ACCOUNT = { mobile: '13900000002', name: '演示员工', permissions: ['orders'] } as const;
export const DEMO_APPLICANT = { mobile: '13600000001', name: '演示申请人', connectName: '上海示例物业管理有限公司' } as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Plan {
  status: OrderStatus;
  /** First booked date, in days from today (negative: in the past). */
  from: number;
  days: number;
}

/** What the demo buyer's orders look like, one per status (paid three times: the supplier's review queue; finished twice). */
const PLANS: readonly Plan[] = [
  { status: 'submitted', from: 10, days: 2 },
  { status: 'paid', from: 12, days: 1 },
  { status: 'paid', from: 14, days: 3 },
  { status: 'paid', from: 20, days: 2 },
  { status: 'approved', from: 16, days: 2 },
  { status: 'rejected', from: 18, days: 1 },
  { status: 'cancelled', from: 22, days: 1 },
  { status: 'executing', from: -1, days: 4 },
  { status: 'finished', from: -25, days: 2 },
  // An older finished order: the demo buyer's reviews (seed-account-life) are of it; the one above waits for review.
  { status: 'finished', from: -40, days: 1 },
];

export interface Booth {
  id: number;
  top_physical_id: number;
}

/** Day-lease booths of the supplier that a buyer can order (¥200–¥2,000 a day, on sale, no activity window, count ≥ 2). */
export async function orderableBooths(client: pg.PoolClient, supplierId: number): Promise<Booth[]> {
  const rows = await client.query<Booth>(
    `select s.id, s.top_physical_id from selling_resources s
      join selling_resource_prices sp on sp.selling_resource_id = s.id and sp.lease_term_type_id = 9 and sp.price between 20000 and 200000
     where s.supplier_id = $1 and s.is_online and not s.is_enquiry and s.res_type_id = 1 and s.count >= 2 and s.minimum_booking_days = 1
       and s.days_in_advance <= 7
     order by s.id limit 20`,
    [supplierId],
  );
  return rows.rows;
}

/** Places one order as the buyer would have on `placedAt`, through the orders module's steps. */
export async function placeDemoOrder(client: pg.PoolClient, buyerId: number, booth: Booth, dates: BusinessDate[], placedAt: Date): Promise<number | null> {
  const body = ZOrderPreviewBody.parse({
    resources: [{ id: booth.id, count: 1, count_of_time_unit: dates.length, dates: dates.map((date) => ({ term_type_id: 9, date })) }],
    contact: '演示广告主',
    mobile: '13800000001',
    address: '上海市徐汇区虹桥路1号',
    product: '新品咖啡',
    approach_time: '08:00',
    exit_time: '20:00',
    has_build: 0,
  });
  const priced = await priceOrder(client, body, {
    userId: buyerId,
    now: placedAt,
    pointsBalance: 0,
    loadCoupon: () => Promise.reject(new Error('no coupon in the demo orders')),
  });
  // A generated booth may have closed or raised those dates: the caller tries the next booth.
  if (priced.problems.length > 0 || !priced.totals) return null;
  const order = await insertOrder(client, {
    userId: buyerId,
    lines: priced.lines,
    totals: priced.totals,
    userCouponId: null,
    contact: '演示广告主',
    mobile: '13800000001',
    address: '上海市徐汇区虹桥路1号',
    info: orderInfoValues(body as unknown as OrderInfoFields),
    now: placedAt,
  });
  return order.id;
}

export async function payFromWallet(client: pg.PoolClient, buyerId: number, orderId: number, paidAt: Date): Promise<void> {
  const fee = (await client.query<{ actual_fee: number }>('select actual_fee from orders where id = $1', [orderId])).rows[0]!.actual_fee;
  // The demo wallet is topped up by what the demo orders spend, so it keeps its advertised balance.
  await creditWallet(client, { userId: buyerId, amount: fee, kind: 'topup', note: '演示订单充值', now: paidAt });
  await debitWallet(client, { userId: buyerId, amount: fee, orderId, now: paidAt });
  if (!(await markOrderPaid(client, orderId, { paymentMode: 4, amount: fee, now: paidAt }))) throw new Error(`demo order ${orderId} was not unpaid`);
}

/** The demo supplier reviews every sub-order of the order the way the supplier's API does (supplier-review workflow). */
export async function review(client: pg.PoolClient, supplierId: number, orderId: number, to: 'approved' | 'rejected', at: Date): Promise<void> {
  const actor = { ownerId: supplierId, actorId: supplierId, isChild: false, permissions: [] };
  const items = (await client.query<{ id: number }>('select id from order_items where order_id = $1 order by position', [orderId])).rows;
  for (const item of items) {
    // The earning as the workflow writes it; the contracts come later (seed-contracts), once the companies exist.
    if (to === 'approved')
      await approveOrderItemIn(client, NO_SUBSCRIBERS, actor, item.id, at, { holdDays: DEFAULT_SETTLEMENT_HOLD_DAYS, issueContract: false });
    else await denyOrderItemIn(client, NO_SUBSCRIBERS, actor, item.id, '该时段场地已安排物业活动', at);
  }
}

async function seedDemoOrders(client: pg.PoolClient, accounts: { buyer: number; supplier: number }, now: Date): Promise<void> {
  const booths = await orderableBooths(client, accounts.supplier);
  if (booths.length === 0) return;
  const today = todayInShanghai(now);
  const tops = new Set<number>();
  for (const [i, plan] of PLANS.entries()) {
    const first = addDays(today, plan.from);
    const dates = Array.from({ length: plan.days }, (_, d) => addDays(first, d));
    // Orders on past dates were placed before them: 10 days ahead of the first date.
    const placedAt = plan.from < 3 ? new Date(now.getTime() - (10 - plan.from) * DAY) : new Date(now.getTime() - (PLANS.length - i) * HOUR);
    let orderId: number | null = null;
    for (let k = 0; k < booths.length && orderId === null; k += 1) {
      const booth = booths[(i + k) % booths.length]!;
      orderId = await placeDemoOrder(client, accounts.buyer, booth, dates, placedAt);
      if (orderId !== null) tops.add(booth.top_physical_id);
    }
    if (orderId === null || plan.status === 'submitted') continue;
    if (plan.status === 'cancelled') {
      await cancelUnpaidOrder(client, orderId, 'buyer', new Date(placedAt.getTime() + HOUR));
      continue;
    }
    const paidAt = new Date(placedAt.getTime() + 10 * 60_000);
    await payFromWallet(client, accounts.buyer, orderId, paidAt);
    if (plan.status === 'paid') continue;
    const reviewedAt = new Date(paidAt.getTime() + 2 * HOUR);
    await review(client, accounts.supplier, orderId, plan.status === 'rejected' ? 'rejected' : 'approved', reviewedAt);
    if (plan.status === 'executing' || plan.status === 'finished') {
      await advanceOrderByDate(client, NO_SUBSCRIBERS, (await lockOrder(client, orderId))!, today, now);
    }
  }
  await refreshVenueSearch(client, [...tops]);
}

async function seedEnquiries(client: pg.PoolClient, accounts: { buyer: number; supplier: number }, now: Date): Promise<void> {
  let booths = (
    await client.query<{ id: number }>('select id from selling_resources where supplier_id = $1 and is_enquiry and is_online order by id limit 3', [
      accounts.supplier,
    ])
  ).rows;
  if (booths.length === 0) {
    // Every demo supplier has something to quote: one booth of theirs becomes price-on-request.
    booths = (
      await client.query<{ id: number }>(
        `update selling_resources set is_enquiry = true where id = (select id from selling_resources where supplier_id = $1 and is_online order by id desc limit 1) returning id`,
        [accounts.supplier],
      )
    ).rows;
  }
  const today = todayInShanghai(now);
  for (const [i, booth] of booths.entries()) {
    const dates = [addDays(today, 15 + i * 3), addDays(today, 16 + i * 3)];
    await client.query(
      `insert into enquiries (user_id, selling_resource_id, name, mobile, dates, lease_term_type_id, created_at)
       values ($1, $2, '演示广告主', '13800000001', $3::date[], (select lease_term_type_id from selling_resources where id = $2), $4)`,
      [accounts.buyer, booth.id, dates, new Date(now.getTime() - (i + 1) * 3 * HOUR)],
    );
  }
}

async function seedChildAndApplicant(client: pg.PoolClient, supplierId: number, now: Date): Promise<void> {
  const child = await client.query<{ id: number }>(
    `insert into users (mobile, name, roles) values ($1, $2, '{business}') on conflict (mobile) do update set name = excluded.name returning id`,
    [DEMO_CHILD_ACCOUNT.mobile, DEMO_CHILD_ACCOUNT.name],
  );
  await client.query(
    `insert into child_accounts (owner_id, user_id, name, permissions, created_at) values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing`,
    [supplierId, child.rows[0]!.id, DEMO_CHILD_ACCOUNT.name, [...DEMO_CHILD_ACCOUNT.permissions], now],
  );
  const applicant = await client.query<{ id: number }>(
    `insert into users (mobile, name, roles, registration_type) values ($1, $2, '{business}', 1) on conflict (mobile) do update set name = excluded.name returning id`,
    [DEMO_APPLICANT.mobile, DEMO_APPLICANT.name],
  );
  await client.query(
    `insert into supplier_applications (user_id, type, connect_name, mobile, status, created_at) values ($1, 1, $2, $3, 'pending', $4)
     on conflict (user_id) where status = 'pending' do nothing`,
    [applicant.rows[0]!.id, DEMO_APPLICANT.connectName, DEMO_APPLICANT.mobile, new Date(now.getTime() - 5 * HOUR)],
  );
}

/**
 * The demo buyer's finished order earned points (1 per yuan); the demo grant is that much smaller, so
 * the buyer still starts with the advertised 5,000 points (docs/spec/api.md "Demo data").
 */
export async function settleAdvertisedPoints(client: pg.PoolClient, buyerId: number, afterOrderId: number): Promise<void> {
  // The after-sales and insights demo orders (ids above `afterOrderId`) are seeded history: they earn the demo
  // buyer no points, so its ledger keeps the grant and its two finished demo orders, 5,000 in all.
  await client.query(`delete from point_ledger where user_id = $1 and reason = 'order_finished' and order_id > $2`, [buyerId, afterOrderId]);
  await keepAdvertisedPoints(client, buyerId);
}

export async function keepAdvertisedPoints(client: pg.PoolClient, buyerId: number): Promise<void> {
  await client.query(
    `update point_ledger set delta = delta - ((select sum(delta) from point_ledger where user_id = $1) - $2)
      where user_id = $1 and reason = 'demo_grant'`,
    [buyerId, DEMO_BUYER_POINTS],
  );
}

export async function seedBackOffice(client: pg.PoolClient, accounts: { buyer: number; supplier: number }, now: Date): Promise<void> {
  await seedDemoOrders(client, accounts, now);
  await keepAdvertisedPoints(client, accounts.buyer);
  await seedEnquiries(client, accounts, now);
  await seedChildAndApplicant(client, accounts.supplier, now);
  await seedPriceRule(client, accounts.supplier, now);
}

/** A weekend raise on one of the supplier's day booths, a month out (after the demo orders' dates), so the price-rules page and its calendar preview have something to show. */
async function seedPriceRule(client: pg.PoolClient, supplierId: number, now: Date): Promise<void> {
  const booth = (await orderableBooths(client, supplierId)).at(-1);
  if (!booth) return;
  const today = todayInShanghai(now);
  const rule = await client.query<{ id: number }>(
    `insert into price_rules (owner_id, name, lease_term_type_id, start_date, end_date, weekdays, price, raise_percent, created_by, created_at)
     values ($1, '周末客流高峰上浮', 9, $2, $3, '{6,7}', null, 20, $1, $4) returning id`,
    [supplierId, addDays(today, 30), addDays(today, 89), now],
  );
  await client.query('insert into price_rule_booths (rule_id, selling_resource_id) values ($1, $2)', [rule.rows[0]!.id, booth.id]);
}
