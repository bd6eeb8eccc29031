import type { BusinessDate } from '@vm/domain/business-date';
import { namedSql } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { BOOTH_ROW_COLUMNS, boothSelect, heldUnitsFromJson, heldUnitsJson, type BoothRow, type HeldUnitsByResource } from '../catalogue';

/** A booth with what coupon scopes look at (its community and category). */
export interface OrderBooth extends BoothRow {
  community_id: number;
  category_id: number;
}

/** The columns of the booths statement, in order (catalogue's boothSelect, then the venue's community and category). */
const BOOTH_COLUMNS: readonly (keyof OrderBooth)[] = [...BOOTH_ROW_COLUMNS, 'community_id', 'category_id'];

/**
 * The online booths among `$1` (with dated rules from `$2` on), each with its community and category,
 * and — when `withHeld` — the units already held on the dates `$3`: one statement, one round trip.
 * Named, so each connection plans it once.
 */
const boothsText = (withHeld: boolean) => `select b.*, p.community_id, p.category_id${withHeld ? `, ${heldUnitsJson('b.id', '$3')} as held` : ''}
    from (${boothSelect('$2')} where s.id = any($1::int[]) and s.is_online) b
    join physical_resources p on p.id = b.physical_resource_id
   order by b.id`;
// The booths of the order path stay named SQL (decision 0032); `b.*` is catalogue's boothSelect, whose
// columns named-sql.test.ts compares with OrderBooth's.
const BOOTHS = namedSql<[ids: number[], today: BusinessDate], OrderBooth>('order-booths', boothsText(false), BOOTH_COLUMNS);
const BOOTHS_HELD = namedSql<[ids: number[], today: BusinessDate, dates: BusinessDate[]], OrderBooth & { held: Record<string, number> }>(
  'order-booths-held',
  boothsText(true),
  [...BOOTH_COLUMNS, 'held'],
);

/** The online booths among `ids`, by id. */
export async function loadOrderBooths(db: Queryable, ids: readonly number[], today: BusinessDate): Promise<Map<number, OrderBooth>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const rows = await BOOTHS.run(db, [distinct, today]);
  return new Map(rows.rows.map((booth) => [booth.id, booth]));
}

/**
 * {@link loadOrderBooths} together with the units already held on `dates` (catalogue's heldUnits, the
 * same rows), read in the same statement: what pricing an order needs from the database.
 */
export async function loadOrderBoothsWithHeld(
  db: Queryable,
  ids: readonly number[],
  dates: readonly BusinessDate[],
  today: BusinessDate,
): Promise<{ booths: Map<number, OrderBooth>; held: HeldUnitsByResource }> {
  const distinct = [...new Set(ids)];
  const booths = new Map<number, OrderBooth>();
  const held: HeldUnitsByResource = new Map();
  if (distinct.length === 0) return { booths, held };
  const rows = await BOOTHS_HELD.run(db, [distinct, today, [...dates]]);
  for (const { held: units, ...booth } of rows.rows) {
    booths.set(booth.id, booth);
    held.set(booth.id, heldUnitsFromJson(units));
  }
  return { booths, held };
}
