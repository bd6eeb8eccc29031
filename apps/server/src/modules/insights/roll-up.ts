import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { addDays, todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import { runsOfDays } from '@vm/domain/insights';
import type { IntervalJob } from '../../platform/jobs/interval-jobs';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { Clock } from '../../platform/clock';
import { dateArray, DIM, DIM_SALES_COLUMNS, liveActivity, liveSalesAll, liveVenueActivity } from './daily-facts';

/**
 * The insights' daily roll-up (decision 0061): stores the figures of every closed Shanghai day in
 * `insights_daily`, so a period's charts sum ≤ 366 rows a series. Rolls, newest first, the days before today
 * that carry a stale mark (the tables' triggers append one whenever a statement changes what a day sums) and
 * the days of the last ROLL_UP_WINDOW_DAYS not rolled yet (empty days too, so a period's unrolled days stay
 * few). A day's marks are deleted before its figures are computed, in the same transaction: a mark the job
 * cannot see yet (its writer has not committed) survives, and the day is read live and rolled again.
 */

/** How far back the job rolls days that never changed (a year's period and a little more). */
export const ROLL_UP_WINDOW_DAYS = 400;
/** Days per transaction: a month of raw rows at a time. */
const DAYS_PER_BATCH = 31;
/** One roll-up at a time across processes (a transaction-scoped advisory lock; the others skip the run). */
const ROLL_UP_LOCK = 420_061;

/** Rolls up to `maxDays` days; returns how many it rolled. Rows are written in key order, so a day's rows of one supplier share a few pages. */
export async function rollUpInsights(deps: { pool: pg.Pool; clock: Clock }, maxDays = ROLL_UP_WINDOW_DAYS + 31): Promise<number> {
  const today = todayInShanghai(deps.clock.now());
  let rolled = 0;
  while (rolled < maxDays) {
    const batch = await withTransaction(deps.pool, (client) => rollBatch(client, today, Math.min(DAYS_PER_BATCH, maxDays - rolled), deps.clock.now()));
    if (batch === 0) break;
    rolled += batch;
  }
  return rolled;
}

async function rollBatch(client: Queryable, today: BusinessDate, limit: number, now: Date): Promise<number> {
  const db = typed(client);
  const lock = await db.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${ROLL_UP_LOCK}) as ok`);
  if (!lock.rows[0]?.ok) return 0;
  const due = await db.execute<{ day: string }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day from (
          select distinct day from insights_stale_marks where day < ${today}::date
          union
          select d::date from generate_series(${addDays(today, -ROLL_UP_WINDOW_DAYS)}::date, ${addDays(today, -1)}::date, interval '1 day') d
           where not exists (select 1 from insights_rolled_days r where r.day = d::date)
        ) x order by day desc limit ${limit}`,
  );
  const days = due.rows.map((row) => row.day);
  if (days.length === 0) return 0;
  const list = dateArray(days);
  // Marks first: those visible now belong to committed writes, which the statements below see.
  await db.execute(sql`delete from insights_stale_marks where day = any(${list}::date[])`);
  await db.execute(sql`delete from insights_daily where day = any(${list}::date[])`);
  const ranges = runsOfDays(days);
  await db.execute(
    sql`insert into insights_daily (${DIM_SALES_COLUMNS})
        select ${DIM_SALES_COLUMNS} from (${liveSalesAll(ranges)}) s order by dim, day, key`,
  );
  await db.execute(
    sql`insert into insights_daily (day, dim, key, views, cart_adds, orders_placed)
        select day, ${DIM.day}, 0, views, cart_adds, orders_placed from (${liveActivity(ranges)}) a
        on conflict (dim, day, key) do update set views = excluded.views, cart_adds = excluded.cart_adds, orders_placed = excluded.orders_placed`,
  );
  await db.execute(sql`delete from insights_venue_daily where day = any(${list}::date[])`);
  await db.execute(
    sql`insert into insights_venue_daily (supplier_id, day, physical_resource_id, views, booked, enquiries)
        select supplier_id, day, physical_resource_id, views, booked, enquiries from (${liveVenueActivity(ranges)}) a
        order by day, supplier_id, physical_resource_id`,
  );
  await db.execute(
    sql`insert into insights_rolled_days (day, rolled_at, generation) select d, ${now}, pg_current_xact_id()::text::bigint from unnest(${list}::date[]) d
        on conflict (day) do update set rolled_at = excluded.rolled_at, generation = excluded.generation`,
  );
  return days.length;
}

/** The insights' interval job, for startIntervalJobs (safe on several processes at once). */
export function insightsJobs(deps: { pool: pg.Pool; clock: Clock }): IntervalJob[] {
  return [{ name: 'insights-roll-up', everyMs: 60_000, run: () => rollUpInsights(deps) }];
}
