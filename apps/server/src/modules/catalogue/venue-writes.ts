import type { ManagedResourceBody } from '@vm/contracts/supplier-resources';
import type { Queryable } from '../../platform/db/with-transaction';

/*
 * Writes to `physical_resources` (decision 0033: the catalogue owns the venue rows; supplier-venues edits
 * them through these, the favourites count through favorites.ts).
 */

/** A supplier's new top venue; returns its id (taken first: a top venue is its own `top_id`). */
export async function insertPhysical(db: Queryable, body: ManagedResourceBody, now: Date): Promise<number> {
  const id = (await db.query<{ id: number }>("select nextval(pg_get_serial_sequence('physical_resources', 'id'))::int as id")).rows[0]!.id;
  await db.query(
    `insert into physical_resources (id, community_id, parent_id, top_id, name, category_id, indoor, area, person_flow, description, panorama_url, created_at)
     values ($1, $2, null, $1, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, body.community_id, body.name, body.field_type_id, body.indoor, body.area, body.person_flow, body.description, body.panorama ?? null, now],
  );
  return id;
}

/** A supplier's change of its venue; its children follow it into the new community. */
export async function updatePhysical(db: Queryable, id: number, body: ManagedResourceBody): Promise<void> {
  await db.query(
    `update physical_resources set community_id = $2, name = $3, category_id = $4, indoor = $5, area = $6, person_flow = $7, description = $8, panorama_url = $9
      where id = $1`,
    [id, body.community_id, body.name, body.field_type_id, body.indoor, body.area, body.person_flow, body.description, body.panorama ?? null],
  );
  // Children follow their top resource into the new community.
  await db.query('update physical_resources set community_id = $2 where top_id = $1 and id <> $1', [id, body.community_id]);
}
