import { and, gt, inArray } from 'drizzle-orm';
import type { BusinessDate } from '@vm/domain/business-date';
import { bookedUnits } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** Units held per selling resource and date: `held.get(resourceId)?.get(date) ?? 0`. */
export type HeldUnitsByResource = Map<number, Map<BusinessDate, number>>;

/** The rows of `booked_units` that count: units held on one of the dates, of the resources `resource` matches. */
const heldRows = (resource: string, dates: string) => `from booked_units where selling_resource_id ${resource} and date = any(${dates}::date[]) and held > 0`;

/**
 * Units of each selling resource already held on each date by submitted, paid, approved or executing
 * orders. The calendar and the order submission both read availability through this one function
 * (or, inside a larger statement, through {@link heldUnitsJson}, the same rows).
 * It reads `booked_units`, the per-date counter the orders module raises and lowers with its holds
 * (see modules/orders/holds.ts); only the conditional update there decides who gets the last unit.
 */
export async function heldUnits(db: Queryable, resourceIds: readonly number[], dates: readonly BusinessDate[]): Promise<HeldUnitsByResource> {
  const held: HeldUnitsByResource = new Map(resourceIds.map((id) => [id, new Map<BusinessDate, number>()]));
  if (resourceIds.length === 0 || dates.length === 0) return held;
  const b = bookedUnits;
  const rows = await typed(db)
    .select({ sellingResourceId: b.sellingResourceId, date: b.date, held: b.held })
    .from(b)
    .where(and(inArray(b.sellingResourceId, [...resourceIds]), inArray(b.date, [...dates]), gt(b.held, 0)));
  for (const row of rows) held.get(row.sellingResourceId)?.set(row.date, row.held);
  return held;
}

/**
 * SQL: {@link heldUnits} of one resource (`resource`, an SQL expression) as a JSON object
 * `{ "YYYY-MM-DD": units }`, for a statement that reads booths and their holds in one round trip.
 */
export const heldUnitsJson = (resource: string, dates: string) => `coalesce((select json_object_agg(date, held) ${heldRows(`= ${resource}`, dates)}), '{}')`;

/** Reads a {@link heldUnitsJson} column back into the map {@link heldUnits} gives for one resource. */
export function heldUnitsFromJson(json: Record<string, number>): Map<BusinessDate, number> {
  return new Map(Object.entries(json));
}
