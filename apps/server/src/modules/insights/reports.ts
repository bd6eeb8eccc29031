import { sql } from 'drizzle-orm';
import type { OperatorInsights, SupplierInsights } from '@vm/contracts/insights';
import { addDays, eachDate, shanghaiDayStart, type BusinessDate } from '@vm/domain/business-date';
import { REVIEW_HOURS } from '@vm/domain/order-status';
import { INSIGHTS_TOP_N, occupancyOf, offeredUnitDays, periodDays, type InsightsGroup, type InsightsPeriod } from '@vm/domain/insights';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The insights' SQL (decision 0056). Each figure sums what packages/domain/src/insights.ts defines: GMV and
 * gross = Σ `order_items.amount` (the rent) of sub-orders with `paid_at` in the period; paid orders = orders
 * with `paid_at` in it; occupancy = Σ `booked_units.held` ÷ (Σ booth `count` × days). Days are Shanghai days.
 */

const TZ = 'Asia/Shanghai';

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await typed(db).execute(query);
  return result.rows as T[];
}

const n = (value: unknown): number => Number(value ?? 0);

function bounds(period: InsightsPeriod): { start: Date; end: Date } {
  return { start: shanghaiDayStart(period.from), end: shanghaiDayStart(addDays(period.to, 1)) };
}

export async function operatorInsights(db: Queryable, period: InsightsPeriod, groupBy: InsightsGroup, now: Date): Promise<OperatorInsights> {
  const { start, end } = bounds(period);
  const [orders, refunds, funnel, review, grouped, topVenues, topSuppliers] = await Promise.all([
    rows<{ paid: string; buyers: string }>(
      db,
      sql`select count(*) as paid, count(distinct user_id) as buyers from orders where paid_at >= ${start} and paid_at < ${end}`,
    ),
    rows<{ refunds: string }>(
      db,
      sql`select coalesce(sum(amount), 0) as refunds from payment_refunds where status = 'done' and done_at >= ${start} and done_at < ${end}`,
    ),
    rows<{ views: string; cart_adds: string; orders: string }>(
      db,
      sql`select (select count(*) from venue_views where day between ${period.from}::date and ${period.to}::date) as views,
                 (select count(*) from cart_items where created_at >= ${start} and created_at < ${end}) as cart_adds,
                 (select count(*) from orders where created_at >= ${start} and created_at < ${end}) as orders`,
    ),
    rows<{ median: string | null; overdue: string }>(
      db,
      sql`select (select percentile_cont(0.5) within group (order by extract(epoch from reviewed_at - paid_at) / 60)
                    from order_items where reviewed_at >= ${start} and reviewed_at < ${end} and paid_at is not null) as median,
                 (select count(*) from order_items where status = 'paid' and paid_at < ${new Date(now.getTime() - REVIEW_HOURS * 3_600_000)}) as overdue`,
    ),
    operatorSeries(db, period, groupBy),
    rows<{ id: number; name: string; city: string | null; supplier_name: string; gmv: string; paid_orders: string }>(
      db,
      sql`select t.id, p.name, ci.name as city, coalesce(nullif(u.name, ''), u.mobile) as supplier_name, t.gmv, t.paid_orders
          from (${topOf(sql`i.top_physical_id`, start, end)}) t
          join physical_resources p on p.id = t.id
          join communities c on c.id = p.community_id
          left join cities ci on ci.id = c.city_id
          join users u on u.id = t.seller
          order by t.gmv desc, t.paid_orders desc, t.id`,
    ),
    rows<{ id: number; name: string; gmv: string; paid_orders: string }>(
      db,
      sql`select t.id, coalesce(nullif(u.name, ''), u.mobile) as name, t.gmv, t.paid_orders
          from (${topOf(sql`i.supplier_id`, start, end)}) t join users u on u.id = t.id
          order by t.gmv desc, t.paid_orders desc, t.id`,
    ),
  ]);
  return {
    totals: {
      gmv: grouped.totals.gmv,
      paid_orders: n(orders[0]?.paid),
      commission: grouped.totals.commission,
      refunds: n(refunds[0]?.refunds),
      buyers: n(orders[0]?.buyers),
    },
    series: grouped.series,
    funnel: { views: n(funnel[0]?.views), cart_adds: n(funnel[0]?.cart_adds), orders: n(funnel[0]?.orders), paid: n(orders[0]?.paid) },
    review: { median_minutes: Math.round(n(review[0]?.median)), overdue: n(review[0]?.overdue) },
    top_venues: topVenues.map((row) => ({
      physical_resource_id: Number(row.id),
      name: row.name,
      city: row.city ?? '',
      supplier_name: row.supplier_name,
      gmv: n(row.gmv),
      paid_orders: n(row.paid_orders),
    })),
    top_suppliers: topSuppliers.map((row) => ({ supplier_id: Number(row.id), name: row.name, gmv: n(row.gmv), paid_orders: n(row.paid_orders) })),
  };
}

/**
 * The first INSIGHTS_TOP_N venues or suppliers (`key`) by GMV of the period, then paid orders, then the
 * smaller id (packages/domain `topEntries`): Σ rent and distinct orders of their sub-orders paid in it.
 */
function topOf(key: ReturnType<typeof sql>, start: Date, end: Date) {
  // `seller`: the supplier of the largest of those sub-orders (a venue's supplier, as top_suppliers counts it).
  return sql`select ${key} as id, sum(i.amount) as gmv, count(distinct i.order_id) as paid_orders,
                    (array_agg(i.supplier_id order by i.amount desc, i.id))[1] as seller
             from order_items i where i.paid_at >= ${start} and i.paid_at < ${end}
             group by 1 order by gmv desc, paid_orders desc, id limit ${INSIGHTS_TOP_N}`;
}

type SeriesRow = { key: string | null; name: string | null; total: number; gmv: string; paid_orders: string; commission: string };

/**
 * The series by day, city or category and the period's GMV and commission totals, from one pass over the
 * period's paid sub-orders (`grouping sets`: each group, then the whole period as the row with `total` 1).
 * A sub-order whose venue has no city or category falls under 未知城市 / 未分类, so the groups add up to the totals.
 */
async function operatorSeries(
  db: Queryable,
  period: InsightsPeriod,
  groupBy: InsightsGroup,
): Promise<{ totals: { gmv: number; commission: number }; series: OperatorInsights['series'] }> {
  const group =
    groupBy === 'day'
      ? { key: sql`to_char((i.paid_at at time zone ${TZ})::date, 'YYYY-MM-DD')`, name: sql`''`, joins: sql`` }
      : groupBy === 'city'
        ? {
            key: sql`c.city_id::text`,
            name: sql`ci.name`,
            joins: sql`left join physical_resources p on p.id = i.top_physical_id left join communities c on c.id = p.community_id
                       left join cities ci on ci.id = c.city_id`,
          }
        : {
            key: sql`p.category_id::text`,
            name: sql`cat.name`,
            joins: sql`left join physical_resources p on p.id = i.top_physical_id left join categories cat on cat.id = p.category_id`,
          };
  const { start, end } = bounds(period);
  const found = await rows<SeriesRow>(
    db,
    sql`select x.gkey as key, max(x.gname) as name, grouping(x.gkey) as total,
               coalesce(sum(x.amount), 0) as gmv, count(distinct x.order_id) as paid_orders, coalesce(sum(x.commission), 0) as commission
          from (select ${group.key} as gkey, ${group.name} as gname, i.order_id, i.amount, e.commission
                  from order_items i left join settlement_earnings e on e.order_item_id = i.id and e.kind = 'earning' ${group.joins}
                 where i.paid_at >= ${start} and i.paid_at < ${end}) x
         group by grouping sets ((x.gkey), ())`,
  );
  const totalRow = found.find((row) => Number(row.total) === 1);
  const groups = found.filter((row) => Number(row.total) !== 1);
  const totals = { gmv: n(totalRow?.gmv), commission: n(totalRow?.commission) };
  const map = (row: SeriesRow, fallback: string) => ({
    key: row.key ?? '',
    name: groupBy === 'day' ? (row.key ?? '') : (row.name ?? fallback),
    gmv: n(row.gmv),
    paid_orders: n(row.paid_orders),
    commission: n(row.commission),
  });
  if (groupBy === 'day') {
    return {
      totals,
      series: fillDays(
        period,
        groups.map((row) => ({ ...row, key: row.key ?? '' })),
        (key) => ({ key, name: key, gmv: 0, paid_orders: 0, commission: 0 }),
        (row) => map(row, ''),
      ),
    };
  }
  const fallback = groupBy === 'city' ? '未知城市' : '未分类';
  return { totals, series: groups.map((row) => map(row, fallback)).sort((a, b) => b.gmv - a.gmv) };
}

function fillDays<R extends { key: string }, T>(period: InsightsPeriod, found: R[], empty: (key: BusinessDate) => T, map: (row: R) => T): T[] {
  const byKey = new Map(found.map((row) => [row.key, row]));
  return eachDate(period.from, period.to).map((day) => {
    const row = byKey.get(day);
    return row ? map(row) : empty(day);
  });
}

export async function supplierInsights(db: Queryable, ownerId: number, period: InsightsPeriod): Promise<SupplierInsights> {
  const { start, end } = bounds(period);
  const days = periodDays(period);
  const venues = sql`select p.id, p.name from physical_resources p join communities c on c.id = p.community_id
                     where c.owner_id = ${ownerId} and p.parent_id is null`;
  const [venueRows, views, enquiries, paid, totalRows, booked, offered, viewDays, paidDays] = await Promise.all([
    rows<{ id: number; name: string }>(db, sql`${venues} order by p.id`),
    rows<{ id: number; views: string }>(
      db,
      sql`select v.physical_resource_id as id, count(*) as views from venue_views v
          where v.physical_resource_id in (select id from (${venues}) my) and v.day between ${period.from}::date and ${period.to}::date
          group by 1`,
    ),
    rows<{ id: number; enquiries: string }>(
      db,
      sql`select s.top_physical_id as id, count(*) as enquiries from enquiries q join selling_resources s on s.id = q.selling_resource_id
          where s.supplier_id = ${ownerId} and q.created_at >= ${start} and q.created_at < ${end} group by 1`,
    ),
    rows<{ id: number; paid_orders: string; gross: string }>(
      db,
      sql`select i.top_physical_id as id, count(distinct i.order_id) as paid_orders, coalesce(sum(i.amount), 0) as gross from order_items i
          where i.supplier_id = ${ownerId} and i.paid_at >= ${start} and i.paid_at < ${end} group by 1`,
    ),
    rows<{ paid_orders: string; gross: string; commission: string }>(
      db,
      sql`select count(distinct i.order_id) as paid_orders, coalesce(sum(i.amount), 0) as gross, coalesce(sum(e.commission), 0) as commission
          from order_items i left join settlement_earnings e on e.order_item_id = i.id and e.kind = 'earning'
          where i.supplier_id = ${ownerId} and i.paid_at >= ${start} and i.paid_at < ${end}`,
    ),
    rows<{ id: number; booked: string }>(
      db,
      sql`select s.top_physical_id as id, coalesce(sum(b.held), 0) as booked from booked_units b join selling_resources s on s.id = b.selling_resource_id
          where s.supplier_id = ${ownerId} and b.date between ${period.from}::date and ${period.to}::date group by 1`,
    ),
    rows<{ id: number; units: string }>(
      db,
      sql`select s.top_physical_id as id, coalesce(sum(s.count), 0) as units from selling_resources s
          where s.supplier_id = ${ownerId} and s.deleted_at is null group by 1`,
    ),
    rows<{ key: string; views: string }>(
      db,
      sql`select to_char(v.day, 'YYYY-MM-DD') as key, count(*) as views from venue_views v
          where v.physical_resource_id in (select id from (${venues}) my) and v.day between ${period.from}::date and ${period.to}::date
          group by 1`,
    ),
    rows<{ key: string; paid_orders: string; gross: string }>(
      db,
      sql`select to_char((i.paid_at at time zone ${TZ})::date, 'YYYY-MM-DD') as key, count(distinct i.order_id) as paid_orders, coalesce(sum(i.amount), 0) as gross
          from order_items i where i.supplier_id = ${ownerId} and i.paid_at >= ${start} and i.paid_at < ${end} group by 1`,
    ),
  ]);
  const byId = <R extends { id: number }>(list: R[]) => new Map(list.map((row) => [Number(row.id), row]));
  const [viewsOf, enquiriesOf, paidOf, bookedOf, offeredOf] = [byId(views), byId(enquiries), byId(paid), byId(booked), byId(offered)];
  const byVenue = venueRows.map((venue) => ({
    physical_resource_id: Number(venue.id),
    name: venue.name,
    views: n(viewsOf.get(venue.id)?.views),
    enquiries: n(enquiriesOf.get(venue.id)?.enquiries),
    paid_orders: n(paidOf.get(venue.id)?.paid_orders),
    gross: n(paidOf.get(venue.id)?.gross),
    occupancy: occupancyOf(n(bookedOf.get(venue.id)?.booked), offeredUnitDays(n(offeredOf.get(venue.id)?.units), days)),
  }));
  const viewsByDay = new Map(viewDays.map((row) => [row.key, n(row.views)]));
  const paidByDay = new Map(paidDays.map((row) => [row.key, row]));
  const totals = totalRows[0];
  const gross = n(totals?.gross);
  return {
    totals: {
      views: byVenue.reduce((sum, venue) => sum + venue.views, 0),
      enquiries: enquiries.reduce((sum, row) => sum + n(row.enquiries), 0),
      paid_orders: n(totals?.paid_orders),
      gross,
      net: gross - n(totals?.commission),
    },
    by_venue: byVenue,
    series: eachDate(period.from, period.to).map((key) => ({
      key,
      views: viewsByDay.get(key) ?? 0,
      paid_orders: n(paidByDay.get(key)?.paid_orders),
      gross: n(paidByDay.get(key)?.gross),
    })),
  };
}
