import { ZBigOrderBody } from '@vm/contracts/big-orders';
import { ZOrderPreviewBody, type OrderInfoFields } from '@vm/contracts/order-payload';
import { addDays, todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import type pg from 'pg';
import { refreshVenueSearch } from '../modules/catalogue';
import { NO_SUBSCRIBERS } from '../platform/events/record-event';
import { markGroupSettled, payIntoGroup, reserveGroupSeat, resolveGroup } from '../modules/group-buys';
import { assertCheckoutInfo, attachGroupSeat, insertOrder, markOrderPaid, orderInfoValues, priceOrder } from '../modules/orders';
import { creditWallet, debitWallet } from '../modules/wallet';
import { writeBigOrder } from '../workflows/big-order-place';
import { settleGroupOrderIn } from '../workflows/group-buy-sweep';

/**
 * Group buys and big orders in the demo (issue 15), written through the modules' own steps (pricing at
 * the group price, seats, holds, wallet payments counted into the group, the deadline's decision and
 * refunds), as if people had clicked:
 * - an open group a member short of its minimum (the demo buyer 13800000001 may join it);
 * - a group that succeeded (the demo buyer is one of its members; the orders await the supplier's review);
 * - a group that failed at its deadline (its paid members refunded to their wallets);
 * - a big order placed by the operator for the demo buyer, over two suppliers' venues, awaiting payment.
 * The other members are demo accounts 13800000101… .
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INFO = { product: '新品咖啡', approach_time: '08:00', exit_time: '20:00', has_build: 0 } as const;

interface Booth {
  id: number;
  top_physical_id: number;
  supplier_id: number;
  count: number;
  price: number;
}

/** Day-lease booths on sale (¥200–¥2,000 a day, no activity window), the most units first. */
async function dayBooths(client: pg.PoolClient, where: string, params: unknown[], limit: number): Promise<Booth[]> {
  const rows = await client.query<Booth>(
    `select s.id, s.top_physical_id, s.supplier_id, s.count, sp.price::int as price from selling_resources s
      join selling_resource_prices sp on sp.selling_resource_id = s.id and sp.lease_term_type_id = 9 and sp.price between 20000 and 200000
     where s.is_online and not s.is_enquiry and s.res_type_id = 1 and s.minimum_booking_days = 1 and s.days_in_advance <= 7 and ${where}
     order by s.count desc, s.id desc limit ${limit}`,
    params,
  );
  return rows.rows;
}

async function demoMember(client: pg.PoolClient, n: number): Promise<number> {
  const mobile = `138000001${String(n).padStart(2, '0')}`;
  const row = await client.query<{ id: number }>(
    `insert into users (mobile, name, roles) values ($1, $2, '{business}') on conflict (mobile) do update set name = excluded.name returning id`,
    [mobile, `拼团用户${n}`],
  );
  return row.rows[0]!.id;
}

interface DemoGroup {
  id: number;
  booth: Booth;
  dates: BusinessDate[];
}

async function openDemoGroup(
  client: pg.PoolClient,
  operatorId: number,
  booth: Booth,
  plan: { dates: BusinessDate[]; min: number; max: number; createdAt: Date; deadline: Date },
): Promise<DemoGroup> {
  const price = Math.round((booth.price * 0.6) / 100) * 100;
  const row = await client.query<{ id: number }>(
    `insert into group_purchases (selling_resource_id, lease_term_type_id, dates, first_date, price, origin_price, min_members, max_members, deadline, created_by, created_at, updated_at)
     values ($1, 9, $2::date[], $3, $4, $5, $6, $7, $8, $9, $10, $10) returning id`,
    [booth.id, plan.dates, plan.dates[0], price, booth.price, plan.min, plan.max, plan.deadline, operatorId, plan.createdAt],
  );
  return { id: row.rows[0]!.id, booth, dates: plan.dates };
}

/** A member orders the group's line (priced at the group price, a seat claimed, the units held), then pays from the wallet. */
async function joinAndPay(client: pg.PoolClient, userId: number, group: DemoGroup, placedAt: Date, pay: boolean): Promise<number> {
  const body = ZOrderPreviewBody.parse({
    resources: [{ id: group.booth.id, count: 1, dates: group.dates.map((date) => ({ term_type_id: 9, date })), group_purchase_id: group.id }],
    contact: '拼团用户',
    mobile: '13800000001',
    address: '上海市徐汇区虹桥路1号',
    ...INFO,
  });
  const priced = await priceOrder(client, body, {
    userId,
    now: placedAt,
    pointsBalance: 0,
    loadCoupon: () => Promise.reject(new Error('no coupon in the demo orders')),
  });
  if (priced.problems.length > 0 || !priced.totals) throw new Error(`demo group order refused: ${priced.problems.map((p) => p.message).join('; ')}`);
  await reserveGroupSeat(client, { userId, groupPurchaseId: group.id, now: placedAt });
  const order = await insertOrder(client, {
    userId,
    lines: priced.lines,
    totals: priced.totals,
    userCouponId: null,
    contact: '拼团用户',
    mobile: '13800000001',
    address: '上海市徐汇区虹桥路1号',
    info: orderInfoValues(body as unknown as OrderInfoFields),
    now: placedAt,
  });
  for (const item of order.items) await attachGroupSeat(client, { orderItemId: item.id, groupPurchaseId: group.id });
  if (!pay) return order.id;
  const paidAt = new Date(placedAt.getTime() + 10 * 60_000);
  const fee = order.actualFee;
  const paid = await payIntoGroup(client, order.id, paidAt, async () => {
    // Topped up by what it spends, so a demo wallet keeps its balance.
    await creditWallet(client, { userId, amount: fee, kind: 'topup', note: '演示订单充值', now: paidAt });
    await debitWallet(client, { userId, amount: fee, orderId: order.id, now: paidAt });
    return markOrderPaid(client, order.id, { paymentMode: 4, amount: fee, now: paidAt });
  });
  if (!paid) throw new Error(`demo group order ${order.id} was not unpaid`);
  return order.id;
}

/** The deadline's decision and the orders it settles, as the sweep does. */
async function endGroup(client: pg.PoolClient, group: DemoGroup, orderIds: number[], at: Date): Promise<void> {
  const decided = await resolveGroup(client, NO_SUBSCRIBERS, group.id, at);
  if (!decided) throw new Error(`demo group ${group.id} was not due`);
  for (const orderId of orderIds) await settleGroupOrderIn(client, NO_SUBSCRIBERS, orderId, decided.status, at);
  await markGroupSettled(client, group.id, at);
}

async function seedGroups(client: pg.PoolClient, accounts: { buyer: number; supplier: number; operator: number }, now: Date): Promise<number[]> {
  // Any supplier's venues with room for a group (the operator opens groups on any booth).
  const booths = await dayBooths(client, 's.count >= $1', [4], 3);
  if (booths.length < 3) return [];
  const today = todayInShanghai(now);
  const [openBooth, wonBooth, lostBooth] = booths as [Booth, Booth, Booth];
  let member = 0;
  const nextMember = () => demoMember(client, (member += 1));

  // Open, one short of its minimum: up to 5 to form, a deadline three days out.
  const openMax = Math.min(openBooth.count, 8);
  const openMin = Math.min(5, openMax);
  const open = await openDemoGroup(client, accounts.operator, openBooth, {
    dates: [addDays(today, 45), addDays(today, 46)],
    min: openMin,
    max: openMax,
    createdAt: new Date(now.getTime() - 2 * DAY),
    deadline: new Date(now.getTime() + 3 * DAY),
  });
  for (let i = 0; i < openMin - 1; i += 1) await joinAndPay(client, await nextMember(), open, new Date(now.getTime() - (40 - i) * HOUR), true);

  // Succeeded two days ago, the demo buyer among its members.
  const wonMax = Math.min(wonBooth.count, 5);
  const won = await openDemoGroup(client, accounts.operator, wonBooth, {
    dates: [addDays(today, 50)],
    min: Math.min(2, wonMax),
    max: wonMax,
    createdAt: new Date(now.getTime() - 10 * DAY),
    deadline: new Date(now.getTime() - 2 * DAY),
  });
  const wonOrders = [await joinAndPay(client, accounts.buyer, won, new Date(now.getTime() - 9 * DAY), true)];
  for (let i = 1; i < wonMax && i < 3; i += 1) wonOrders.push(await joinAndPay(client, await nextMember(), won, new Date(now.getTime() - (8 - i) * DAY), true));
  await endGroup(client, won, wonOrders, new Date(now.getTime() - 2 * DAY + 60_000));

  // Failed yesterday: one paid member (refunded to the wallet) of the four it needed, one who never paid.
  const lost = await openDemoGroup(client, accounts.operator, lostBooth, {
    dates: [addDays(today, 55), addDays(today, 56)],
    min: Math.min(4, lostBooth.count),
    max: Math.min(6, lostBooth.count),
    createdAt: new Date(now.getTime() - 8 * DAY),
    deadline: new Date(now.getTime() - DAY),
  });
  const lostOrders = [await joinAndPay(client, await nextMember(), lost, new Date(now.getTime() - 7 * DAY), true)];
  if (lostBooth.count >= 2) lostOrders.push(await joinAndPay(client, await nextMember(), lost, new Date(now.getTime() - 2 * DAY), false));
  await endGroup(client, lost, lostOrders, new Date(now.getTime() - DAY + 60_000));
  return booths.map((booth) => booth.top_physical_id);
}

/** A big order the operator placed this morning for the demo buyer: a venue of the demo supplier and one of another supplier. */
async function seedBigOrder(client: pg.PoolClient, accounts: { buyer: number; supplier: number; operator: number }, now: Date): Promise<number[]> {
  const own = await dayBooths(client, 's.supplier_id = $1', [accounts.supplier], 1);
  const other = await dayBooths(client, 's.supplier_id <> $1', [accounts.supplier], 1);
  const booths = [...own, ...other];
  if (booths.length === 0) return [];
  const today = todayInShanghai(now);
  const body = ZBigOrderBody.parse({
    buyer_mobile: '13800000001',
    resources: booths.map((booth, i) => ({
      id: booth.id,
      count: 1,
      dates: [addDays(today, 35 + i), addDays(today, 36 + i)].map((date) => ({ term_type_id: 9, date })),
    })),
    contact: '演示广告主',
    mobile: '13800000001',
    address: '上海市徐汇区虹桥路1号',
    ...INFO,
    product: '年终品牌巡展',
  });
  await writeBigOrder(client, NO_SUBSCRIBERS, {
    operatorId: accounts.operator,
    buyerId: accounts.buyer,
    body,
    info: assertCheckoutInfo(body),
    now: new Date(now.getTime() - 2 * HOUR),
  });
  return booths.map((booth) => booth.top_physical_id);
}

export async function seedGroupBuys(client: pg.PoolClient, accounts: { buyer: number; supplier: number; operator: number }, now: Date): Promise<void> {
  const lastMessage = (await client.query<{ id: number | null }>('select max(id)::int as id from user_messages')).rows[0]?.id ?? 0;
  const tops = [...(await seedGroups(client, accounts, now)), ...(await seedBigOrder(client, accounts, now))];
  await refreshVenueSearch(client, [...new Set(tops)]);
  // The demo buyer has read the messages of these orders (the advertised 3 unread stay those of seed-account-life).
  await client.query("update user_messages set read_at = created_at + interval '10 minutes' where user_id = $1 and id > $2 and read_at is null", [
    accounts.buyer,
    lastMessage,
  ]);
}
