import type { BusinessDate } from '@vm/domain/business-date';
import type pg from 'pg';

/** Units held per selling resource and date: `held.get(resourceId)?.get(date) ?? 0`. */
export type HeldUnitsByResource = Map<number, Map<BusinessDate, number>>;

/**
 * Units of each selling resource already held on each date by submitted, paid or approved orders.
 * The calendar and the order submission both read availability through this one function.
 *
 * TODO(booking issue): the holds table does not exist yet, so nothing is held and every date answers 0.
 * The booking issue implements this as one query on its holds table, e.g.
 * `select selling_resource_id, date, sum(units) from holds where selling_resource_id = any($1) and date = any($2) group by 1, 2`.
 */
export async function heldUnits(
  _db: pg.Pool | pg.PoolClient,
  resourceIds: readonly number[],
  _dates: readonly BusinessDate[],
): Promise<HeldUnitsByResource> {
  return new Map(resourceIds.map((id) => [id, new Map<BusinessDate, number>()]));
}
