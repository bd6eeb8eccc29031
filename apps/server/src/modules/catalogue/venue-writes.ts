import { and, eq, ne } from 'drizzle-orm';
import type { ManagedResourceBody } from '@vm/contracts/supplier-resources';
import { physicalResources } from '../../db/schema/index';
import { namedSql, typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/*
 * Writes to `physical_resources` (decision 0033: the catalogue owns the venue rows; supplier-venues edits
 * them through these, the favourites count through favorites.ts).
 */

const p = physicalResources;

/** The id a new top venue takes before it is inserted (it is its own `top_id`). */
export const NEXT_PHYSICAL_ID = namedSql<[], { id: number }>(
  'next-physical-resource-id',
  "select nextval(pg_get_serial_sequence('physical_resources', 'id'))::int as id",
  ['id'],
);

/** The venue's columns a supplier writes. */
const columns = (body: ManagedResourceBody) => ({
  communityId: body.community_id,
  name: body.name,
  categoryId: body.field_type_id,
  indoor: body.indoor,
  area: body.area,
  personFlow: body.person_flow,
  description: body.description,
  panoramaUrl: body.panorama ?? null,
});

/** A supplier's new top venue; returns its id (taken first: a top venue is its own `top_id`). */
export async function insertPhysical(db: Queryable, body: ManagedResourceBody, now: Date): Promise<number> {
  const id = (await NEXT_PHYSICAL_ID.run(db, [])).rows[0]!.id;
  await typed(db)
    .insert(p)
    .values({ id, parentId: null, topId: id, createdAt: now, ...columns(body) });
  return id;
}

/** A supplier's change of its venue; its children follow it into the new community. */
export async function updatePhysical(db: Queryable, id: number, body: ManagedResourceBody): Promise<void> {
  const typedDb = typed(db);
  await typedDb.update(p).set(columns(body)).where(eq(p.id, id));
  // Children follow their top resource into the new community.
  await typedDb
    .update(p)
    .set({ communityId: body.community_id })
    .where(and(eq(p.topId, id), ne(p.id, id)));
}
