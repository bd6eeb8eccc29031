import { sql, type SQL } from 'drizzle-orm';
import { addDays, shanghaiDayStart, type BusinessDate } from '@vm/domain/business-date';
import { daySourcesOf, type DaySources, type InsightsPeriod } from '@vm/domain/insights';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The figures of each Shanghai day, as SQL over the raw rows (decision 0056's definitions; decision 0061): the
 * roll-up job stores exactly these rows in `insights_daily`, and the reports compute them live for the days the
 * roll-up does not hold yet (today, and days changed since). One implementation of each sum, used both ways.
 *
 * A row is (day, key) with the day's sums: GMV = Σ rent of the sub-orders paid that day, commission = Σ their
 * earnings' commission, paid orders = the distinct orders among them (an order's sub-orders are paid together, so
 * summing days never counts an order twice), and for venues the largest sub-order (its rent, id and supplier).
 */

const TZ = 'Asia/Shanghai';

/** What a row of `insights_daily` counts (its `dim`); `key` is 0 for the whole day and for no city or category. */
export const DIM = { day: 0, city: 1, category: 2, supplier: 3, venue: 4 } as const;
export type Dim = (typeof DIM)[keyof typeof DIM];

/** `day`, `key`, `gmv`, `commission`, `paid_orders`, `top_amount`, `top_item_id`, `top_supplier_id`. */
export const SALES_COLUMNS = sql.raw('day, key, gmv, commission, paid_orders, top_amount, top_item_id, top_supplier_id');

export function within(column: SQL, ranges: readonly InsightsPeriod[]): SQL {
  const parts = ranges.map((range) => sql`(${column} >= ${shanghaiDayStart(range.from)} and ${column} < ${shanghaiDayStart(addDays(range.to, 1))})`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

function withinDays(column: SQL, ranges: readonly InsightsPeriod[]): SQL {
  const parts = ranges.map((range) => sql`(${column} between ${range.from}::date and ${range.to}::date)`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** `dim`, then SALES_COLUMNS. */
export const DIM_SALES_COLUMNS = sql.raw('dim, day, key, gmv, commission, paid_orders, top_amount, top_item_id, top_supplier_id');

/**
 * The sales rows of every `dim` for the days in `ranges` (DIM_SALES_COLUMNS), from the paid sub-orders in one
 * pass (`grouping sets`); `supplierId` restricts them to one supplier's sub-orders (`order_items.supplier_id`).
 * A venue's row also carries its largest sub-order (rent, id, supplier; the smaller id on a tie).
 */
export function liveSalesAll(ranges: readonly InsightsPeriod[], supplierId?: number): SQL {
  const venue = sql`grouping(x.venue) = 0`;
  const d = (dim: Dim) => sql.raw(String(dim));
  return sql`select case when grouping(x.city) = 0 then ${d(DIM.city)} when grouping(x.category) = 0 then ${d(DIM.category)}
                         when grouping(x.supplier) = 0 then ${d(DIM.supplier)} when ${venue} then ${d(DIM.venue)} else ${d(DIM.day)} end as dim,
                    x.day, coalesce(x.city, x.category, x.supplier, x.venue, 0) as key, sum(x.amount) as gmv,
                    coalesce(sum(x.commission), 0) as commission, count(distinct x.order_id) as paid_orders,
                    case when ${venue} then max(x.amount) else 0 end as top_amount,
                    case when ${venue} then (array_agg(x.id order by x.amount desc, x.id))[1] else 0 end as top_item_id,
                    case when ${venue} then (array_agg(x.supplier order by x.amount desc, x.id))[1] else 0 end as top_supplier_id
               from (select (i.paid_at at time zone ${TZ})::date as day, coalesce(c.city_id, 0) as city, coalesce(p.category_id, 0) as category,
                            i.supplier_id as supplier, i.top_physical_id as venue, i.id, i.order_id, i.amount, e.commission
                       from order_items i left join settlement_earnings e on e.order_item_id = i.id and e.kind = 'earning'
                       left join physical_resources p on p.id = i.top_physical_id left join communities c on c.id = p.community_id
                      where ${within(sql`i.paid_at`, ranges)} ${supplierId === undefined ? sql`` : sql`and i.supplier_id = ${supplierId}`}) x
              group by grouping sets ((x.day), (x.day, x.city), (x.day, x.category), (x.day, x.supplier), (x.day, x.venue))`;
}

/** The sales rows of one `dim` (SALES_COLUMNS): liveSalesAll's. */
export function liveSales(dim: Dim, ranges: readonly InsightsPeriod[], supplierId?: number): SQL {
  return sql`select ${SALES_COLUMNS} from (${liveSalesAll(ranges, supplierId)}) a where dim = ${dim}`;
}

/** The funnel's counts of each day in `ranges`: `day`, `views`, `cart_adds`, `orders_placed`. */
export function liveActivity(ranges: readonly InsightsPeriod[]): SQL {
  return sql`select day, sum(views) as views, sum(cart_adds) as cart_adds, sum(orders_placed) as orders_placed from (
               select v.day, count(*) as views, 0 as cart_adds, 0 as orders_placed from venue_views v where ${withinDays(sql`v.day`, ranges)} group by 1
               union all
               select (c.created_at at time zone ${TZ})::date, 0, count(*), 0 from cart_items c where ${within(sql`c.created_at`, ranges)} group by 1
               union all
               select (o.created_at at time zone ${TZ})::date, 0, 0, count(*) from orders o where ${within(sql`o.created_at`, ranges)} group by 1
             ) a group by day`;
}

/** A list of days as one PostgreSQL array literal (one parameter, not one per day). */
export function dateArray(days: readonly BusinessDate[]): string {
  return `{${days.join(',')}}`;
}

/** A list of ids as one PostgreSQL array literal. */
export function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * One relation of `columns` over a period: `stored` (the roll-up's rows of its rolled days, a `from … where`
 * clause given the rolled days' condition) and `live` (the SQL computing the others), whichever the period has;
 * no rows (the stored table's, under `false`) when it has neither.
 */
function storedAndLive(columns: SQL, days: DaySources, stored: (rolled: SQL) => SQL, live: () => SQL): SQL {
  const parts: SQL[] = [];
  if (days.rolled.length > 0) parts.push(sql`select ${columns} ${stored(sql`day = any(${dateArray(days.rolled)}::date[])`)}`);
  if (days.live.length > 0) parts.push(sql`select ${columns} from (${live()}) l`);
  return parts.length === 0 ? sql`select ${columns} ${stored(sql`false`)}` : sql.join(parts, sql` union all `);
}

/**
 * The sales rows of `dim` over the whole period: the stored rows of its rolled days and the live rows of the
 * others, as one relation with SALES_COLUMNS (`supplierId`: only that supplier's, its `key` for `dim` supplier).
 */
export function salesOf(dim: Dim, days: DaySources, supplierId?: number): SQL {
  const onlyKey = supplierId !== undefined && dim === DIM.supplier ? sql`and key = ${supplierId}` : sql``;
  return storedAndLive(
    SALES_COLUMNS,
    days,
    (rolled) => sql`from insights_daily where dim = ${dim} and ${rolled} ${onlyKey}`,
    () => liveSales(dim, days.live, supplierId),
  );
}

/** Every `dim`'s sales rows over the period (DIM_SALES_COLUMNS): stored for its rolled days, live for the others. */
export function allSalesOf(days: DaySources): SQL {
  return storedAndLive(
    DIM_SALES_COLUMNS,
    days,
    (rolled) => sql`from insights_daily where ${rolled}`,
    () => liveSalesAll(days.live),
  );
}

const ACTIVITY_COLUMNS = sql.raw('day, views, cart_adds, orders_placed');

/** The funnel's counts over the period, the same way: `day`, `views`, `cart_adds`, `orders_placed`. */
export function activityOf(days: DaySources): SQL {
  return storedAndLive(
    ACTIVITY_COLUMNS,
    days,
    (rolled) => sql`from insights_daily where dim = ${DIM.day} and ${rolled}`,
    () => liveActivity(days.live),
  );
}

/**
 * Where each day of the period is read from: the days the roll-up holds with no stale mark since, and the rest
 * live; `generation`, the newest roll-up transaction among those days (with the days, what a cached rolled
 * part is keyed by).
 */
export async function daySourcesWithGeneration(db: Queryable, period: InsightsPeriod): Promise<{ days: DaySources; generation: string }> {
  const found = await typed(db).execute<{ day: string; generation: string }>(
    sql`select to_char(r.day, 'YYYY-MM-DD') as day, r.generation from insights_rolled_days r
         where r.day between ${period.from}::date and ${period.to}::date
           and not exists (select 1 from insights_stale_marks m where m.day = r.day)`,
  );
  const generation = found.rows.reduce((max, row) => (BigInt(row.generation) > max ? BigInt(row.generation) : max), 0n);
  return { days: daySourcesOf(period, new Set(found.rows.map((row) => row.day))), generation: String(generation) };
}

/**
 * The supplier's side of each day in `ranges`: `supplier_id`, `day`, `physical_resource_id`, `views` (of the
 * venues of communities it owns), `booked` (Σ `booked_units.held` of booths it supplies) and `enquiries` (about
 * them). For every supplier (the roll-up), or for one (`supplierId`: the day's rows picked by its venues and
 * booths, read from covering indexes, instead of joined to the whole catalogue).
 */
export function liveVenueActivity(ranges: readonly InsightsPeriod[], supplierId?: number): SQL {
  const views =
    supplierId !== undefined
      ? sql`select ${supplierId}::int as supplier_id, v.day, v.physical_resource_id, count(*) as views, 0 as booked, 0 as enquiries
              from venue_views v
             where ${withinDays(sql`v.day`, ranges)}
               and v.physical_resource_id in (select p.id from communities c join physical_resources p on p.community_id = c.id and p.parent_id is null
                                               where c.owner_id = ${supplierId})
             group by 1, 2, 3`
      : sql`select c.owner_id as supplier_id, v.day, v.physical_resource_id, count(*) as views, 0 as booked, 0 as enquiries
            from venue_views v join physical_resources p on p.id = v.physical_resource_id join communities c on c.id = p.community_id
           where ${withinDays(sql`v.day`, ranges)} and c.owner_id is not null group by 1, 2, 3`;
  // The day's rows picked by their booth (then joined to it), not the supplier's booths joined to the day.
  const booths = (column: SQL) =>
    supplierId !== undefined ? sql`${column} in (select id from selling_resources where supplier_id = ${supplierId})` : sql`true`;
  return sql`select supplier_id, day, physical_resource_id, sum(views) as views, sum(booked) as booked, sum(enquiries) as enquiries from (
               ${views}
               union all
               select s.supplier_id, b.date, s.top_physical_id, 0, sum(b.held), 0
                 from booked_units b join selling_resources s on s.id = b.selling_resource_id
                where ${withinDays(sql`b.date`, ranges)} and ${booths(sql`b.selling_resource_id`)} group by 1, 2, 3
               union all
               select s.supplier_id, (q.created_at at time zone ${TZ})::date, s.top_physical_id, 0, 0, count(*)
                 from enquiries q join selling_resources s on s.id = q.selling_resource_id
                where ${within(sql`q.created_at`, ranges)} and ${booths(sql`q.selling_resource_id`)} group by 1, 2, 3
             ) x group by 1, 2, 3`;
}

const VENUE_ACTIVITY_COLUMNS = sql.raw('supplier_id, day, physical_resource_id, views, booked, enquiries');

/** One supplier's side over the period, its rolled days from the roll-up and the others live (liveVenueActivity's columns). */
export function venueActivityOf(days: DaySources, supplierId: number): SQL {
  return storedAndLive(
    VENUE_ACTIVITY_COLUMNS,
    days,
    (rolled) => sql`from insights_venue_daily where ${rolled} and supplier_id = ${supplierId}`,
    () => liveVenueActivity(days.live, supplierId),
  );
}
