import type { ManagedOptions } from '@vm/contracts/supplier-communities';
import { LEASE_TERMS } from '@vm/domain/lease-terms';
import { eq, sql } from 'drizzle-orm';
import { attributeOptions, categories, categoryAttributes, communityTypes, labels, locationTypes } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** GET /api/managed_options: what the community and venue forms choose from. */
export async function managedOptions(db: Queryable): Promise<ManagedOptions> {
  const typedDb = typed(db);
  const o = attributeOptions;
  // One table: Drizzle writes its columns unqualified, so the options are a builder subquery (correlated in its where).
  const options = typedDb
    .select({ options: sql`json_agg(json_build_object('id', ${o.id}, 'name', ${o.name}) order by ${o.sort}, ${o.id})` })
    .from(o)
    .where(eq(o.attributeId, categoryAttributes.id));
  const [communityTypeRows, locationTypeRows, labelRows, categoryRows, attributes] = await Promise.all([
    typedDb.select({ id: communityTypes.id, name: communityTypes.name }).from(communityTypes).orderBy(communityTypes.sort, communityTypes.id),
    typedDb.select({ id: locationTypes.id, name: locationTypes.name }).from(locationTypes).orderBy(locationTypes.sort, locationTypes.id),
    typedDb.select({ id: labels.id, name: labels.name }).from(labels).where(eq(labels.type, 1)).orderBy(labels.sort, labels.id),
    typedDb.select({ id: categories.id, name: categories.name, kind: categories.kind }).from(categories).orderBy(categories.sort, categories.id),
    typedDb
      .select({
        id: categoryAttributes.id,
        category_id: categoryAttributes.categoryId,
        name: categoryAttributes.name,
        options: sql<{ id: number; name: string }[]>`coalesce(${options}, '[]')`,
      })
      .from(categoryAttributes)
      .orderBy(categoryAttributes.sort, categoryAttributes.id),
  ]);
  return {
    community_types: communityTypeRows,
    location_types: locationTypeRows,
    labels: labelRows,
    field_types: categoryRows.map((category) => ({
      ...category,
      attributes: attributes.filter((a) => a.category_id === category.id).map(({ id, name, options }) => ({ id, name, options })),
    })),
    lease_terms: LEASE_TERMS.map((term) => ({ id: term.id, name: term.name, kind: term.kind, days: term.days })),
  };
}
