import type { BusinessDate } from '@vm/domain/business-date';
import type { Queryable } from '../../platform/db/with-transaction';
import { loadBoothsByIds, type BoothRow } from '../catalogue';

/** A booth with what coupon scopes look at (its community and category). */
export interface OrderBooth extends BoothRow {
  community_id: number;
  category_id: number;
}

/** The online booths among `ids`, by id. */
export async function loadOrderBooths(db: Queryable, ids: readonly number[], today: BusinessDate): Promise<Map<number, OrderBooth>> {
  const distinct = [...new Set(ids)];
  const booths = await loadBoothsByIds(db, distinct, today);
  const scopes = await db.query<{ id: number; community_id: number; category_id: number }>(
    `select s.id, p.community_id, p.category_id from selling_resources s join physical_resources p on p.id = s.physical_resource_id
      where s.id = any($1::int[])`,
    [distinct],
  );
  const byId = new Map(scopes.rows.map((row) => [row.id, row]));
  return new Map(
    booths.map((booth) => {
      const scope = byId.get(booth.id)!;
      return [booth.id, { ...booth, community_id: scope.community_id, category_id: scope.category_id }];
    }),
  );
}
