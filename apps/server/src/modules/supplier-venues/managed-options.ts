import type { ManagedOptions } from '@vm/contracts/supplier-communities';
import { LEASE_TERMS } from '@vm/domain/lease-terms';
import type { Queryable } from '../../platform/db/with-transaction';

/** GET /api/managed_options: what the community and venue forms choose from. */
export async function managedOptions(db: Queryable): Promise<ManagedOptions> {
  const [communityTypes, locationTypes, labels, categories, attributes] = await Promise.all([
    db.query<{ id: number; name: string }>('select id, name from community_types order by sort, id'),
    db.query<{ id: number; name: string }>('select id, name from location_types order by sort, id'),
    db.query<{ id: number; name: string }>('select id, name from labels where type = 1 order by sort, id'),
    db.query<{ id: number; name: string; kind: string }>('select id, name, kind from categories order by sort, id'),
    db.query<{ id: number; category_id: number; name: string; options: { id: number; name: string }[] }>(
      `select a.id, a.category_id, a.name,
         coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.sort, o.id) from attribute_options o where o.attribute_id = a.id), '[]') as options
       from category_attributes a order by a.sort, a.id`,
    ),
  ]);
  return {
    community_types: communityTypes.rows,
    location_types: locationTypes.rows,
    labels: labels.rows,
    field_types: categories.rows.map((category) => ({
      ...category,
      attributes: attributes.rows.filter((a) => a.category_id === category.id).map(({ id, name, options }) => ({ id, name, options })),
    })),
    lease_terms: LEASE_TERMS.map((term) => ({ id: term.id, name: term.name, kind: term.kind, days: term.days })),
  };
}
