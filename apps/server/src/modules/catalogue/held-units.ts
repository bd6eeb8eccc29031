import type { BusinessDate } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';

/** Units held per selling resource and date: `held.get(resourceId)?.get(date) ?? 0`. */
export type HeldUnitsByResource = Map<number, Map<BusinessDate, number>>;

/**
 * Units of each selling resource already held on each date by submitted, paid, approved or executing
 * orders. The calendar and the order submission both read availability through this one function.
 * It reads `booked_units`, the per-date counter the orders module raises and lowers with its holds
 * (see modules/orders/holds.ts); only the conditional update there decides who gets the last unit.
 */
export async function heldUnits(db: Queryable, resourceIds: readonly number[], dates: readonly BusinessDate[]): Promise<HeldUnitsByResource> {
  const held: HeldUnitsByResource = new Map(resourceIds.map((id) => [id, new Map<BusinessDate, number>()]));
  if (resourceIds.length === 0 || dates.length === 0) return held;
  const rows = await db.query<{ selling_resource_id: number; date: BusinessDate; held: number }>(
    `select selling_resource_id, date, held from booked_units
      where selling_resource_id = any($1::int[]) and date = any($2::date[]) and held > 0`,
    [resourceIds, dates],
  );
  for (const row of rows.rows) held.get(row.selling_resource_id)?.set(row.date, row.held);
  return held;
}
