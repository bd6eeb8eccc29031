import { sql } from 'drizzle-orm';
import type { SupplierInsights } from '@vm/contracts/insights';
import { eachDate } from '@vm/domain/business-date';
import { occupancyOf, offeredUnitDays, periodDays, type DaySources, type InsightsPeriod } from '@vm/domain/insights';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { daySourcesWithGeneration, DIM, salesOf, venueActivityOf, within } from './daily-facts';
import { RolledCache } from './rolled-cache';

/**
 * A supplier's insights (decision 0056). Each figure sums what packages/domain/src/insights.ts defines: gross =
 * Σ `order_items.amount` (the rent) of its sub-orders with `paid_at` in the period, paid orders the distinct
 * orders among them (by day from the roll-up, decision 0061); occupancy = Σ `booked_units.held` ÷ (Σ booth
 * `count` × days). Days are Shanghai days.
 */

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await typed(db).execute(query);
  return result.rows as T[];
}

const n = (value: unknown): number => Number(value ?? 0);

interface Counts {
  views: number;
  booked: number;
  enquiries: number;
}

interface DaySales {
  paid_orders: number;
  gross: number;
  commission: number;
}

/** A supplier's sums over some days of the period: per venue, and per day (views; sales from the roll-up's supplier rows). */
interface SupplierPart {
  venues: Map<number, Counts>;
  enquiries: number;
  views: Map<string, number>;
  sales: Map<string, DaySales>;
}

async function supplierPart(db: Queryable, ownerId: number, days: DaySources): Promise<SupplierPart> {
  const [activity, sales] = await Promise.all([
    // Views, booked unit-days and enquiries per venue (`per_day` 0) and per day (`per_day` 1).
    rows<{ per_day: number; id: number | null; day: string | null; views: string; booked: string; enquiries: string }>(
      db,
      sql`select grouping(physical_resource_id) as per_day, physical_resource_id as id, to_char(day, 'YYYY-MM-DD') as day,
                 sum(views) as views, sum(booked) as booked, sum(enquiries) as enquiries
            from (${venueActivityOf(days, ownerId)}) a group by grouping sets ((physical_resource_id), (day))`,
    ),
    rows<{ key: string; paid_orders: string; gross: string; commission: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as key, sum(paid_orders) as paid_orders, sum(gmv) as gross, sum(commission) as commission
            from (${salesOf(DIM.supplier, days, ownerId)}) s group by day`,
    ),
  ]);
  const perVenue = activity.filter((row) => Number(row.per_day) === 0);
  return {
    venues: new Map(perVenue.map((row) => [Number(row.id), { views: n(row.views), booked: n(row.booked), enquiries: n(row.enquiries) }])),
    enquiries: perVenue.reduce((total, row) => total + n(row.enquiries), 0),
    views: new Map(activity.filter((row) => Number(row.per_day) === 1).map((row) => [row.day ?? '', n(row.views)])),
    sales: new Map(sales.map((row) => [row.key, { paid_orders: n(row.paid_orders), gross: n(row.gross), commission: n(row.commission) }])),
  };
}

/** Suppliers' rolled parts (decision 0061), by supplier, period, rolled days and generation. */
const rolledParts = new RolledCache<SupplierPart>(16);

export async function supplierInsights(db: Queryable, ownerId: number, period: InsightsPeriod): Promise<SupplierInsights> {
  const dayCount = periodDays(period);
  const [{ days, generation }, venueRows, offered, paid] = await Promise.all([
    daySourcesWithGeneration(db, period),
    rows<{ id: number; name: string }>(
      db,
      sql`select p.id, p.name from physical_resources p join communities c on c.id = p.community_id
           where c.owner_id = ${ownerId} and p.parent_id is null order by p.id`,
    ),
    // Offered units: its live booths' counts per venue.
    rows<{ id: number; units: string }>(
      db,
      sql`select top_physical_id as id, sum(count) as units from selling_resources where supplier_id = ${ownerId} and deleted_at is null group by 1`,
    ),
    rows<{ id: number; paid_orders: string; gross: string }>(
      db,
      sql`select i.top_physical_id as id, count(distinct i.order_id) as paid_orders, coalesce(sum(i.amount), 0) as gross from order_items i
          where i.supplier_id = ${ownerId} and ${within(sql`i.paid_at`, [period])} group by 1`,
    ),
  ]);
  const [rolled, live] = await Promise.all([
    rolledParts.get(db, `${ownerId}|${period.from}|${period.to}|${generation}|${days.rolled.join(',')}`, () =>
      supplierPart(db, ownerId, { rolled: days.rolled, live: [] }),
    ),
    supplierPart(db, ownerId, { rolled: [], live: days.live }),
  ]);
  const counts = (id: number): Counts => {
    const [a, b] = [rolled.venues.get(id), live.venues.get(id)];
    return { views: (a?.views ?? 0) + (b?.views ?? 0), booked: (a?.booked ?? 0) + (b?.booked ?? 0), enquiries: (a?.enquiries ?? 0) + (b?.enquiries ?? 0) };
  };
  const paidOf = new Map(paid.map((row) => [Number(row.id), row]));
  const offeredOf = new Map(offered.map((row) => [Number(row.id), n(row.units)]));
  const byVenue = venueRows.map((venue) => {
    const id = Number(venue.id);
    const { views, booked, enquiries } = counts(id);
    return {
      physical_resource_id: id,
      name: venue.name,
      views,
      enquiries,
      paid_orders: n(paidOf.get(id)?.paid_orders),
      gross: n(paidOf.get(id)?.gross),
      occupancy: occupancyOf(booked, offeredUnitDays(offeredOf.get(id) ?? 0, dayCount)),
    };
  });
  const salesOn = (day: string): DaySales => {
    const [a, b] = [rolled.sales.get(day), live.sales.get(day)];
    return {
      paid_orders: (a?.paid_orders ?? 0) + (b?.paid_orders ?? 0),
      gross: (a?.gross ?? 0) + (b?.gross ?? 0),
      commission: (a?.commission ?? 0) + (b?.commission ?? 0),
    };
  };
  const series = eachDate(period.from, period.to).map((key) => ({ key, views: (rolled.views.get(key) ?? 0) + (live.views.get(key) ?? 0), ...salesOn(key) }));
  const gross = series.reduce((total, day) => total + day.gross, 0);
  return {
    totals: {
      views: byVenue.reduce((total, venue) => total + venue.views, 0),
      enquiries: rolled.enquiries + live.enquiries,
      paid_orders: series.reduce((total, day) => total + day.paid_orders, 0),
      gross,
      net: gross - series.reduce((total, day) => total + day.commission, 0),
    },
    by_venue: byVenue,
    series: series.map(({ key, views, paid_orders, gross: dayGross }) => ({ key, views, paid_orders, gross: dayGross })),
  };
}
