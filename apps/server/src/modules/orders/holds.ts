import type { BusinessDate } from '@vm/domain/business-date';
import { unavailableMessage } from '@vm/domain/date-selection';
import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict, type AppError } from '../../platform/http/app-error';

/**
 * Holds: the units an order keeps on each date, taken in the transaction that creates the order and
 * given back in the transaction that cancels or rejects it.
 *
 * `booked_units` has one row per (selling resource, date) with the units held. Taking units is an
 * `insert … on conflict do update set held = held + n where held + n <= count`, whose returned rows are
 * counted: when two buyers (on any number of server processes) race for the last unit, the second
 * waits for the first's row lock, re-reads the row and finds no room. Rows are inserted and locked in
 * (resource, date) order so two orders over several dates cannot deadlock. A trigger refuses any raise
 * above the count as well. The booths are share-locked first (a supplier's change of a booth — its
 * count, closed dates, sale status: modules/supplier-venues — holds the row lock, so the two never
 * interleave); a booth taken off sale or a date closed is refused like a taken unit.
 *
 * All of it is one statement ({@link holdUnitsSql}), so holding costs one round trip to the database;
 * the order's own insert carries it too (insert-order.ts).
 */

export interface HoldRequest {
  orderItemId: number;
  sellingResourceId: number;
  /** Every date the sub-order occupies (each day of each period). */
  dates: readonly BusinessDate[];
  units: number;
}

interface Demand {
  sellingResourceId: number;
  date: BusinessDate;
  units: number;
}

/** Units per (resource, date), summed over requests, in lock order. */
function demandsOf(entries: readonly { sellingResourceId: number; date: BusinessDate; units: number }[]): Demand[] {
  const byKey = new Map<string, Demand>();
  for (const entry of entries) {
    const key = `${entry.sellingResourceId}|${entry.date}`;
    const found = byKey.get(key);
    if (found) found.units += entry.units;
    else byKey.set(key, { ...entry });
  }
  return [...byKey.values()].sort((a, b) => a.sellingResourceId - b.sellingResourceId || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const columns = (demands: readonly Demand[]) => [demands.map((d) => d.sellingResourceId), demands.map((d) => d.date), demands.map((d) => d.units)];

/** Locks the counter rows of `demands` in order (creating missing ones at 0): the release's first step. */
async function lockCounters(client: Queryable, demands: readonly Demand[]): Promise<void> {
  const [ids, dates] = columns(demands) as [number[], string[]];
  await CREATE_COUNTERS.run(client, [ids, dates]);
  await LOCK_COUNTERS.run(client, [ids, dates]);
}

// The release's statements stay named SQL like the hold itself (decision 0032): counters created and
// locked in (resource, date) order, so a release and an order over the same dates cannot deadlock.
const CREATE_COUNTERS = namedSql<[sellingResourceIds: number[], dates: string[]]>(
  'create-hold-counters',
  `insert into booked_units (selling_resource_id, date, held)
     select sr, d, 0 from unnest($1::int[], $2::date[]) as w(sr, d) order by sr, d
     on conflict (selling_resource_id, date) do nothing`,
);
const LOCK_COUNTERS = namedSql<[sellingResourceIds: number[], dates: string[]], { selling_resource_id: number }>(
  'lock-hold-counters',
  `select b.selling_resource_id from booked_units b join unnest($1::int[], $2::date[]) as w(sr, d)
       on b.selling_resource_id = w.sr and b.date = w.d
     order by b.selling_resource_id, b.date for update of b`,
  ['selling_resource_id'],
);
const DELETE_HOLDS = namedSql<[orderItemIds: number[]], { selling_resource_id: number; date: BusinessDate; units: number }>(
  'delete-holds',
  'delete from holds where order_item_id = any($1::bigint[]) returning selling_resource_id, date, units',
  ['selling_resource_id', 'date', 'units'],
);
const LOWER_COUNTERS = namedSql<[sellingResourceIds: number[], dates: string[], units: number[]]>(
  'lower-hold-counters',
  `update booked_units b set held = b.held - w.n
       from unnest($1::int[], $2::date[], $3::int[]) as w(sr, d, n)
      where b.selling_resource_id = w.sr and b.date = w.d`,
);

/**
 * The common table expressions that hold units, for a statement that defines `hold_entry (item, sr, d, n)`
 * — one row per sub-order and date — before them; `now` is the placeholder of the time. They leave
 * `hold_outcome`: per (resource, date) in lock order, whether the booth is on sale, the date open, and
 * the units held (false rows mean the caller must roll back; see {@link holdFailure}).
 */
export const holdUnitsSql = (now: string) => `
hold_demand as (
  select sr, d, sum(n)::int as n from hold_entry group by sr, d
), hold_booth as (
  select id, count from selling_resources where id in (select sr from hold_demand) and is_online order by id for share
), hold_open as (
  select w.sr, w.d, w.n, s.count from hold_demand w join hold_booth s on s.id = w.sr
   where not exists (select 1 from selling_resource_unavailable_dates u where u.selling_resource_id = w.sr and u.date = w.d)
), hold_raised as (
  insert into booked_units as b (selling_resource_id, date, held)
  select sr, d, n from hold_open where n <= count order by sr, d
  on conflict (selling_resource_id, date) do update set held = b.held + excluded.held
   where b.held + excluded.held <= (select s.count from selling_resources s where s.id = b.selling_resource_id)
  returning b.selling_resource_id as sr, b.date as d
), hold_rows as (
  insert into holds (order_item_id, selling_resource_id, date, units, created_at)
  select item, sr, d, n, ${now}::timestamptz from hold_entry
), hold_outcome as (
  select w.sr, w.d, exists (select 1 from hold_booth s where s.id = w.sr) as online,
         exists (select 1 from hold_open o where o.sr = w.sr and o.d = w.d) as open,
         exists (select 1 from hold_raised r where r.sr = w.sr and r.d = w.d) as held
    from hold_demand w
)`;

/** `hold_outcome` as one JSON column: `[[resource, date, online, open, held], …]` in lock order. */
export const holdOutcomeColumn = `(select json_agg(json_build_array(sr, d, online, open, held) order by sr, d) from hold_outcome)`;

export type HoldOutcome = [number, BusinessDate, boolean, boolean, boolean][];

/**
 * The refusal for a hold that did not get every unit, or null when it did: a booth off sale first,
 * then the earliest closed date, then the first date without room (409 naming it).
 */
export function holdFailure(outcome: HoldOutcome | null): AppError | null {
  const rows = outcome ?? [];
  if (rows.some(([, , online]) => !online)) return conflict('场地规格不存在或已下线');
  const closed = rows
    .filter(([, , , open]) => !open)
    .map(([, date]) => date)
    .sort()[0];
  if (closed) return conflict(unavailableMessage('unavailable', closed));
  const taken = rows.find(([, , , , held]) => !held);
  return taken ? conflict(unavailableMessage('sold_out', taken[1]), 'DATE_TAKEN') : null;
}

const ACQUIRE = namedSql<[itemIds: number[], sellingResourceIds: number[], dates: string[], units: number[], now: Date], { outcome: HoldOutcome | null }>(
  'acquire-holds',
  `with hold_entry as (select * from unnest($1::bigint[], $2::int[], $3::date[], $4::int[]) as e(item, sr, d, n)),
${holdUnitsSql('$5')}
select ${holdOutcomeColumn} as outcome`,
  ['outcome'],
);

/**
 * Holds every unit of `requests` or throws 409 naming the first date without room (nothing is kept:
 * the caller's transaction rolls back). Must run inside the order's transaction. Orders take their holds
 * inside `insertOrder`'s statement (the same `holdUnitsSql`); this stand-alone form is what holds.test.ts
 * races, and is not exported from the module.
 */
export async function acquireHolds(client: Queryable, requests: readonly HoldRequest[], now: Date): Promise<void> {
  const entries = requests.flatMap((request) =>
    request.dates.map((date) => ({ orderItemId: request.orderItemId, sellingResourceId: request.sellingResourceId, date, units: request.units })),
  );
  if (entries.length === 0) return;
  const result = await ACQUIRE.run(client, [
    entries.map((entry) => entry.orderItemId),
    entries.map((entry) => entry.sellingResourceId),
    entries.map((entry) => entry.date),
    entries.map((entry) => entry.units),
    now,
  ]);
  const failure = holdFailure(result.rows[0]?.outcome ?? null);
  if (failure) throw failure;
}

/**
 * Gives back every hold of these sub-orders, in the caller's transaction (the one that changes their
 * status). Idempotent: holds are deleted as they are released, so a second call finds none.
 * Returns the units released.
 */
export async function releaseHolds(client: Queryable, orderItemIds: readonly number[]): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const released = await DELETE_HOLDS.run(client, [[...orderItemIds]]);
  const demands = demandsOf(released.rows.map((row) => ({ sellingResourceId: row.selling_resource_id, date: row.date, units: row.units })));
  if (demands.length === 0) return 0;
  await lockCounters(client, demands);
  const [ids, dates, units] = columns(demands) as [number[], string[], number[]];
  await LOWER_COUNTERS.run(client, [ids, dates, units]);
  return demands.reduce((sum, demand) => sum + demand.units, 0);
}
