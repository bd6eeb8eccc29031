import type { DemandOption, DemandOptions } from '@vm/contracts/demands';
import { INDUSTRIES, SPREAD_WAYS } from '@vm/domain/order-info-options';
import { asc, inArray } from 'drizzle-orm';
import { cities, communityTypes } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** Industries of a demand: the first level of the order form's industry list. */
export const DEMAND_INDUSTRIES: readonly DemandOption[] = INDUSTRIES.map(({ id, name }) => ({ id, name }));
export const DEMAND_SPREAD_WAYS: readonly DemandOption[] = SPREAD_WAYS.map(({ id, name }) => ({ id, name }));

/** GET /api/appeal/create: cities, community types, spread ways and industries to choose from. */
export async function readDemandOptions(db: Queryable): Promise<DemandOptions> {
  const cityRows = await typed(db).select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.sort), asc(cities.id));
  const types = await typed(db)
    .select({ id: communityTypes.id, name: communityTypes.name })
    .from(communityTypes)
    .orderBy(asc(communityTypes.sort), asc(communityTypes.id));
  return { cities: cityRows, community_types: types, spread_ways: [...DEMAND_SPREAD_WAYS], industries: [...DEMAND_INDUSTRIES] };
}

/** Ids of `ids` that name no row of `table` (cities or community types). */
export async function unknownIds(db: Queryable, table: 'cities' | 'community_types', ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const source = table === 'cities' ? cities : communityTypes;
  const found = await typed(db)
    .select({ id: source.id })
    .from(source)
    .where(inArray(source.id, [...ids]));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
