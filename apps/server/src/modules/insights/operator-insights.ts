import { sql, type SQL } from 'drizzle-orm';
import type { OperatorInsights } from '@vm/contracts/insights';
import { eachDate, type BusinessDate } from '@vm/domain/business-date';
import { REVIEW_HOURS } from '@vm/domain/order-status';
import {
  compareTop,
  MEDIAN_WINDOW,
  medianOfWindowAndList,
  runsOfDays,
  topOfRolledAndLive,
  type DaySources,
  type InsightsGroup,
  type InsightsPeriod,
  type MedianWindow,
  type TopEntry,
} from '@vm/domain/insights';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { activityOf, allSalesOf, dateArray, daySourcesWithGeneration, DIM, intArray, within } from './daily-facts';
import { RolledCache } from './rolled-cache';

/**
 * The operator's insights (decision 0056's figures; decision 0061's speed). A period is read in two parts: its
 * rolled days (the roll-up's rows, plus the raw figures that do not add up by day — distinct buyers, review
 * times — over those days) and its live days (today, and days changed since their roll-up) from the raw rows.
 * Each part is a set of sums that add (`merge`); the rolled part of a period is kept in memory under the exact
 * days it covers and the roll-up's generation of them, so a repeat costs the live part only — and any change to
 * a rolled day (a stale mark, a new roll) gives it another key.
 */

interface Sums {
  gmv: number;
  paid_orders: number;
  commission: number;
}

/** A venue's or supplier's sums. */
interface TopSums {
  gmv: number;
  paid_orders: number;
}

/** A venue's largest sub-order of some days: its rent, id and supplier (the smaller id first on a tie). */
interface LargestItem {
  amount: number;
  item: number;
  supplier: number;
}

const larger = (a: LargestItem, b: LargestItem): LargestItem => (a.amount > b.amount || (a.amount === b.amount && a.item <= b.item) ? a : b);

interface Part {
  byDay: Map<BusinessDate, Sums>;
  byCity: Map<number, Sums>;
  byCategory: Map<number, Sums>;
  venues: Map<number, TopSums>;
  /** The live part's venues' largest sub-orders (the rolled part's are read for the top ten only: `sellersOf`). */
  largest: Map<number, LargestItem>;
  suppliers: Map<number, TopSums>;
  /** Venues and suppliers in the top lists' order (compareTop), for the merge's candidates. */
  venueOrder: TopEntry[];
  supplierOrder: TopEntry[];
  views: number;
  cartAdds: number;
  ordersPlaced: number;
  paid: number;
  buyers: Set<number>;
  refunds: number;
  /** paid → reviewed minutes of the sub-orders reviewed in the part's days: their count and the sorted middle. */
  review: MedianWindow;
}

const n = (value: unknown): number => Number(value ?? 0);

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return (await typed(db).execute(query)).rows as T[];
}

function addSums<T extends Sums>(map: Map<number | string, T>, key: number | string, sums: T, combine: (a: T, b: T) => T): void {
  const found = map.get(key);
  map.set(key, found ? combine(found, sums) : sums);
}

const plus = (a: Sums, b: Sums): Sums => ({ gmv: a.gmv + b.gmv, paid_orders: a.paid_orders + b.paid_orders, commission: a.commission + b.commission });

const orderOf = (map: Map<number, TopSums>): TopEntry[] =>
  [...map].map(([id, sums]) => ({ id, gmv: sums.gmv, paid_orders: sums.paid_orders })).sort(compareTop);

/** The part of the period made of `days` (its rolled days, or its live runs). */
async function partOf(db: Queryable, days: DaySources, ranges: readonly InsightsPeriod[], withLargest: boolean): Promise<Part> {
  type SalesRow = {
    dim: number;
    day: string;
    key: number;
    gmv: string;
    commission: string;
    paid_orders: string;
    top_amount?: string;
    top_item_id?: string;
    top_supplier_id?: number;
  };
  const empty = ranges.length === 0;
  const [salesRows, activity, orders, refunds, review] = await Promise.all([
    // Each dim's sums over the part's days (the day's own rows by day).
    rows<SalesRow>(
      db,
      sql`select dim, case when dim = ${DIM.day} then to_char(day, 'YYYY-MM-DD') else '' end as day, key,
                 sum(gmv) as gmv, sum(commission) as commission, sum(paid_orders) as paid_orders ${
                   withLargest
                     ? sql`, max(top_amount) as top_amount, (array_agg(top_item_id order by top_amount desc, top_item_id))[1] as top_item_id,
                            (array_agg(top_supplier_id order by top_amount desc, top_item_id))[1] as top_supplier_id`
                     : sql``
                 }
            from (${allSalesOf(days)}) s group by 1, 2, 3`,
    ),
    rows<{ views: string; cart_adds: string; orders_placed: string }>(
      db,
      sql`select coalesce(sum(views), 0) as views, coalesce(sum(cart_adds), 0) as cart_adds, coalesce(sum(orders_placed), 0) as orders_placed
            from (${activityOf(days)}) a`,
    ),
    empty
      ? []
      : rows<{ user_id: number; paid: string }>(db, sql`select user_id, count(*) as paid from orders where ${within(sql`paid_at`, ranges)} group by user_id`),
    empty
      ? []
      : rows<{ refunds: string }>(
          db,
          sql`select coalesce(sum(amount), 0) as refunds from payment_refunds where status = 'done' and ${within(sql`done_at`, ranges)}`,
        ),
    empty
      ? []
      : rows<{ n: string; r: string; m: number }>(
          db,
          sql`select n, r, m from (
                select m, row_number() over (order by m) - 1 as r, count(*) over () as n from (
                  select (extract(epoch from reviewed_at - paid_at) / 60)::float8 as m from order_items
                   where ${within(sql`reviewed_at`, ranges)} and paid_at is not null) x) y
               where r between n / 2 - ${MEDIAN_WINDOW} and n / 2 + ${MEDIAN_WINDOW} order by r`,
        ),
  ]);
  const sums = (row: SalesRow): Sums => ({ gmv: n(row.gmv), paid_orders: n(row.paid_orders), commission: n(row.commission) });
  const topSums = (row: SalesRow): TopSums => ({ gmv: n(row.gmv), paid_orders: n(row.paid_orders) });
  const of = (dim: number) => salesRows.filter((row) => Number(row.dim) === dim);
  const venues = new Map(of(DIM.venue).map((row) => [Number(row.key), topSums(row)]));
  const suppliers = new Map(of(DIM.supplier).map((row) => [Number(row.key), topSums(row)]));
  return {
    byDay: new Map(of(DIM.day).map((row) => [row.day, sums(row)])),
    byCity: new Map(of(DIM.city).map((row) => [Number(row.key), sums(row)])),
    byCategory: new Map(of(DIM.category).map((row) => [Number(row.key), sums(row)])),
    venues,
    suppliers,
    largest: new Map(
      withLargest
        ? of(DIM.venue).map((row) => [Number(row.key), { amount: n(row.top_amount), item: n(row.top_item_id), supplier: Number(row.top_supplier_id) }])
        : [],
    ),
    venueOrder: orderOf(venues),
    supplierOrder: orderOf(suppliers),
    views: n(activity[0]?.views),
    cartAdds: n(activity[0]?.cart_adds),
    ordersPlaced: n(activity[0]?.orders_placed),
    paid: orders.reduce((total, row) => total + n(row.paid), 0),
    buyers: new Set(orders.map((row) => Number(row.user_id))),
    refunds: n(refunds[0]?.refunds),
    review: { n: n(review[0]?.n), lo: n(review[0]?.r), values: review.map((row) => Number(row.m)) },
  };
}

/**
 * The median review time of the period: from the rolled part's window and the live part's minutes (all of them,
 * normally today's), else — live minutes too many for the window — from every review of the period.
 */
async function medianReview(db: Queryable, period: InsightsPeriod, rolled: MedianWindow, live: MedianWindow): Promise<number> {
  const complete = live.lo === 0 && live.values.length === live.n;
  const median = complete ? medianOfWindowAndList(rolled, live.values) : null;
  if (median !== null) return median;
  const found = await rows<{ median: string | null }>(
    db,
    sql`select percentile_cont(0.5) within group (order by extract(epoch from reviewed_at - paid_at) / 60) as median
          from order_items where ${within(sql`reviewed_at`, [period])} and paid_at is not null`,
  );
  return Math.round(n(found[0]?.median));
}

/** Rolled parts by period, rolled days and generation; a few periods (the page's presets) at a time. */
const rolledParts = new RolledCache<Part>(6);

function rolledPart(db: Queryable, period: InsightsPeriod, days: DaySources, generation: string): Promise<Part> {
  return rolledParts.get(db, `${period.from}|${period.to}|${generation}|${days.rolled.join(',')}`, () =>
    partOf(db, { rolled: days.rolled, live: [] }, runsOfDays(days.rolled), false),
  );
}

export async function operatorInsights(db: Queryable, period: InsightsPeriod, groupBy: InsightsGroup, now: Date): Promise<OperatorInsights> {
  const { days, generation } = await daySourcesWithGeneration(db, period);
  const [rolled, live, overdue] = await Promise.all([
    rolledPart(db, period, days, generation),
    partOf(db, { rolled: [], live: days.live }, days.live, true),
    rows<{ overdue: string }>(
      db,
      sql`select count(*) as overdue from order_items where status = 'paid' and paid_at < ${new Date(now.getTime() - REVIEW_HOURS * 3_600_000)}`,
    ),
  ]);
  const merged = {
    byDay: new Map(rolled.byDay),
    byCity: new Map(rolled.byCity),
    byCategory: new Map(rolled.byCategory),
  };
  for (const [day, sums] of live.byDay) addSums(merged.byDay, day, sums, plus);
  for (const [key, sums] of live.byCity) addSums(merged.byCity, key, sums, plus);
  for (const [key, sums] of live.byCategory) addSums(merged.byCategory, key, sums, plus);
  const totals = [...merged.byDay.values()].reduce(plus, { gmv: 0, paid_orders: 0, commission: 0 });
  const paid = rolled.paid + live.paid;
  const buyers = new Set([...rolled.buyers, ...live.buyers]).size;
  const topVenues = topOfRolledAndLive({ sums: rolled.venues, order: rolled.venueOrder }, live.venues);
  const topSuppliers = topOfRolledAndLive({ sums: rolled.suppliers, order: rolled.supplierOrder }, live.suppliers);
  const sellers = await sellersOf(
    db,
    days.rolled,
    topVenues.map((venue) => venue.id),
    live,
  );
  const [series, venueNames, supplierNames] = await Promise.all([
    seriesOf(db, period, groupBy, merged),
    topVenues.length === 0
      ? []
      : rows<{ id: number; name: string; city: string | null }>(
          db,
          sql`select p.id, p.name, ci.name as city from physical_resources p join communities c on c.id = p.community_id
               left join cities ci on ci.id = c.city_id where p.id = any(${intArray(topVenues.map((venue) => venue.id))}::int[])`,
        ),
    namesOf(db, [...sellers.values(), ...topSuppliers.map((supplier) => supplier.id)]),
  ]);
  const venueOf = new Map(venueNames.map((row) => [Number(row.id), row]));
  return {
    totals: { gmv: totals.gmv, paid_orders: paid, commission: totals.commission, refunds: rolled.refunds + live.refunds, buyers },
    series,
    funnel: { views: rolled.views + live.views, cart_adds: rolled.cartAdds + live.cartAdds, orders: rolled.ordersPlaced + live.ordersPlaced, paid },
    review: { median_minutes: await medianReview(db, period, rolled.review, live.review), overdue: n(overdue[0]?.overdue) },
    top_venues: topVenues
      .filter((venue) => venueOf.has(venue.id))
      .map((venue) => ({
        physical_resource_id: venue.id,
        name: venueOf.get(venue.id)!.name,
        city: venueOf.get(venue.id)!.city ?? '',
        supplier_name: supplierNames.get(sellers.get(venue.id) ?? 0) ?? '',
        gmv: venue.gmv,
        paid_orders: venue.paid_orders,
      })),
    top_suppliers: topSuppliers.map((supplier) => ({
      supplier_id: supplier.id,
      name: supplierNames.get(supplier.id) ?? '',
      gmv: supplier.gmv,
      paid_orders: supplier.paid_orders,
    })),
  };
}

/**
 * The supplier a top venue names: that of its largest sub-order of the period (the smaller sub-order id on a tie),
 * from each day's largest (the roll-up's venue rows carry it).
 */
async function sellersOf(db: Queryable, rolledDays: readonly BusinessDate[], venueIds: readonly number[], live: Part): Promise<Map<number, number>> {
  const best = new Map<number, LargestItem>();
  for (const id of venueIds) {
    const found = live.largest.get(id);
    if (found) best.set(id, found);
  }
  if (venueIds.length > 0 && rolledDays.length > 0) {
    const found = await rows<{ key: number; top_amount: string; top_item_id: string; top_supplier_id: number }>(
      db,
      sql`select key, top_amount, top_item_id, top_supplier_id from insights_daily
           where dim = ${DIM.venue} and day = any(${dateArray(rolledDays)}::date[]) and key = any(${intArray(venueIds)}::int[])`,
    );
    for (const row of found) {
      const item = { amount: n(row.top_amount), item: n(row.top_item_id), supplier: Number(row.top_supplier_id) };
      const kept = best.get(Number(row.key));
      best.set(Number(row.key), kept ? larger(kept, item) : item);
    }
  }
  return new Map([...best].map(([key, item]) => [key, item.supplier]));
}

/** A supplier's name as the operator's lists show it: its account name, else its mobile. */
async function namesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: number; name: string }>(
    db,
    sql`select id, coalesce(nullif(name, ''), mobile) as name from users where id = any(${intArray([...new Set(ids)])}::int[])`,
  );
  return new Map(found.map((row) => [Number(row.id), row.name]));
}

/**
 * The series by day (every day of the period), city or category (GMV descending; key 0 — no city or category —
 * as 未知城市 / 未分类, so the groups add up to the totals).
 */
async function seriesOf(
  db: Queryable,
  period: InsightsPeriod,
  groupBy: InsightsGroup,
  merged: { byDay: Map<BusinessDate, Sums>; byCity: Map<number, Sums>; byCategory: Map<number, Sums> },
): Promise<OperatorInsights['series']> {
  if (groupBy === 'day') {
    return eachDate(period.from, period.to).map((day) => ({ key: day, name: day, ...(merged.byDay.get(day) ?? { gmv: 0, paid_orders: 0, commission: 0 }) }));
  }
  const [groups, table, fallback] = groupBy === 'city' ? [merged.byCity, sql`cities`, '未知城市'] : [merged.byCategory, sql`categories`, '未分类'];
  const ids = [...groups.keys()].filter((key) => key !== 0);
  const names =
    ids.length === 0
      ? new Map<number, string>()
      : new Map(
          (await rows<{ id: number; name: string }>(db, sql`select id, name from ${table} where id = any(${intArray(ids)}::int[])`)).map((row) => [
            Number(row.id),
            row.name,
          ]),
        );
  return [...groups].map(([key, sums]) => ({ key: key === 0 ? '' : String(key), name: names.get(key) ?? fallback, ...sums })).sort((a, b) => b.gmv - a.gmv);
}
