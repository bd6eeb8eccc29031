import type { DemandOption, DemandOptions } from '@vm/contracts/demands';
import { INDUSTRIES, SPREAD_WAYS } from '@vm/domain/order-info-options';
import type { Queryable } from '../../platform/db/with-transaction';

/** Industries of a demand: the first level of the order form's industry list. */
export const DEMAND_INDUSTRIES: readonly DemandOption[] = INDUSTRIES.map(({ id, name }) => ({ id, name }));
export const DEMAND_SPREAD_WAYS: readonly DemandOption[] = SPREAD_WAYS.map(({ id, name }) => ({ id, name }));

/** GET /api/appeal/create: cities, community types, spread ways and industries to choose from. */
export async function readDemandOptions(db: Queryable): Promise<DemandOptions> {
  const cities = await db.query<DemandOption>('select id, name from cities order by sort, id');
  const types = await db.query<DemandOption>('select id, name from community_types order by sort, id');
  return { cities: cities.rows, community_types: types.rows, spread_ways: [...DEMAND_SPREAD_WAYS], industries: [...DEMAND_INDUSTRIES] };
}

/** Ids of `ids` that name no row of `table` (cities or community types). */
export async function unknownIds(db: Queryable, table: 'cities' | 'community_types', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.query<{ id: number }>(`select id from ${table} where id = any($1::int[])`, [ids]);
  const known = new Set(found.rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
