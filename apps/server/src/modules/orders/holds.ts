import type { BusinessDate } from '@vm/domain/business-date';
import { unavailableMessage } from '@vm/domain/date-selection';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';

/**
 * Holds: the units an order keeps on each date, taken in the transaction that creates the order and
 * given back in the transaction that cancels or rejects it.
 *
 * `booked_units` has one row per (selling resource, date) with the units held. Taking units is
 * `update … set held = held + n where held + n <= count`, whose returned rows are counted: when two
 * buyers (on any number of server processes) race for the last unit, the second waits for the first's
 * row lock, re-reads the row and finds no room. Rows are locked in (resource, date) order so two
 * orders over several dates cannot deadlock. A trigger refuses any raise above the count as well.
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

/** Locks the counter rows of `demands` in order (creating missing ones at 0). */
async function lockCounters(client: Queryable, demands: readonly Demand[]): Promise<void> {
  const [ids, dates] = columns(demands);
  await client.query(
    `insert into booked_units (selling_resource_id, date, held)
     select sr, d, 0 from unnest($1::int[], $2::date[]) as w(sr, d) order by sr, d
     on conflict (selling_resource_id, date) do nothing`,
    [ids, dates],
  );
  await client.query(
    `select b.selling_resource_id from booked_units b join unnest($1::int[], $2::date[]) as w(sr, d)
       on b.selling_resource_id = w.sr and b.date = w.d
     order by b.selling_resource_id, b.date for update of b`,
    [ids, dates],
  );
}

/**
 * Takes a share lock on the booths (in id order) and re-reads them under it: a supplier's change of a
 * booth (its count, closed dates, sale status: modules/supplier-venues) holds the row lock, so the two
 * never interleave. A booth taken off sale or a date closed meanwhile is refused like a taken unit.
 */
async function lockBooths(client: Queryable, demands: readonly Demand[]): Promise<void> {
  const ids = [...new Set(demands.map((d) => d.sellingResourceId))];
  const online = await client.query<{ id: number }>('select id from selling_resources where id = any($1::int[]) and is_online order by id for share', [ids]);
  if (online.rowCount !== ids.length) throw conflict('场地规格不存在或已下线');
  const [sr, dates] = columns(demands);
  const closed = await client.query<{ date: BusinessDate }>(
    `select u.date from selling_resource_unavailable_dates u join unnest($1::int[], $2::date[]) as w(sr, d) on u.selling_resource_id = w.sr and u.date = w.d
      order by u.date limit 1`,
    [sr, dates],
  );
  if (closed.rows[0]) throw conflict(unavailableMessage('unavailable', closed.rows[0].date));
}

/**
 * Holds every unit of `requests` or throws 409 naming the first date without room (nothing is kept:
 * the caller's transaction rolls back). Must run inside the order's transaction.
 */
export async function acquireHolds(client: Queryable, requests: readonly HoldRequest[], now: Date): Promise<void> {
  const entries = requests.flatMap((request) =>
    request.dates.map((date) => ({ orderItemId: request.orderItemId, sellingResourceId: request.sellingResourceId, date, units: request.units })),
  );
  const demands = demandsOf(entries);
  if (demands.length === 0) return;
  await lockBooths(client, demands);
  await lockCounters(client, demands);
  const [ids, dates, units] = columns(demands);
  const raised = await client.query<{ selling_resource_id: number; date: BusinessDate }>(
    `update booked_units b set held = b.held + w.n
       from unnest($1::int[], $2::date[], $3::int[]) as w(sr, d, n), selling_resources s
      where b.selling_resource_id = w.sr and b.date = w.d and s.id = w.sr and b.held + w.n <= s.count
     returning b.selling_resource_id, b.date`,
    [ids, dates, units],
  );
  if (raised.rowCount !== demands.length) {
    const done = new Set(raised.rows.map((row) => `${row.selling_resource_id}|${row.date}`));
    const first = demands.find((demand) => !done.has(`${demand.sellingResourceId}|${demand.date}`));
    throw conflict(unavailableMessage('sold_out', first?.date ?? demands[0]!.date));
  }
  await client.query(
    `insert into holds (order_item_id, selling_resource_id, date, units, created_at)
     select *, $5::timestamptz from unnest($1::bigint[], $2::int[], $3::date[], $4::int[])`,
    [
      entries.map((entry) => entry.orderItemId),
      entries.map((entry) => entry.sellingResourceId),
      entries.map((entry) => entry.date),
      entries.map((entry) => entry.units),
      now,
    ],
  );
}

/**
 * Gives back every hold of these sub-orders, in the caller's transaction (the one that changes their
 * status). Idempotent: holds are deleted as they are released, so a second call finds none.
 * Returns the units released.
 */
export async function releaseHolds(client: Queryable, orderItemIds: readonly number[]): Promise<number> {
  if (orderItemIds.length === 0) return 0;
  const released = await client.query<{ selling_resource_id: number; date: BusinessDate; units: number }>(
    'delete from holds where order_item_id = any($1::bigint[]) returning selling_resource_id, date, units',
    [orderItemIds],
  );
  const demands = demandsOf(released.rows.map((row) => ({ sellingResourceId: row.selling_resource_id, date: row.date, units: row.units })));
  if (demands.length === 0) return 0;
  await lockCounters(client, demands);
  const [ids, dates, units] = columns(demands);
  await client.query(
    `update booked_units b set held = b.held - w.n
       from unnest($1::int[], $2::date[], $3::int[]) as w(sr, d, n)
      where b.selling_resource_id = w.sr and b.date = w.d`,
    [ids, dates, units],
  );
  return demands.reduce((sum, demand) => sum + demand.units, 0);
}
