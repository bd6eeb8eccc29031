import type { VenueCard } from '@vm/contracts/catalogue-search';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';
import { CARD_COLUMNS, CARD_JOINS, toVenueCard, type CardRow } from './search-venues';

/**
 * The venue cards of the communities a user owns (a company's page, `/company/view/{id}`), the most
 * ordered first, with how many communities they are in.
 */
export async function listOwnerVenues(db: Queryable, ownerId: number, pageNumber: number, pageSize: number): Promise<Page<VenueCard>> {
  const total = await db.query<{ n: number }>('select count(*)::int as n from venue_search p join communities c on c.id = p.community_id where c.owner_id = $1', [ownerId]);
  const rows = await db.query<CardRow>(
    `select ${CARD_COLUMNS}, null::int as distance from venue_search p ${CARD_JOINS}
      where c.owner_id = $1 order by p.order_quantity desc, p.top_physical_id limit $2 offset $3`,
    [ownerId, pageSize, (pageNumber - 1) * pageSize],
  );
  return page(rows.rows.map(toVenueCard), total.rows[0]?.n ?? 0, pageNumber, pageSize);
}

/** How many venues and communities of a user are listed. */
export async function ownerVenueCounts(db: Queryable, ownerId: number): Promise<{ venues: number; communities: number }> {
  const row = await db.query<{ venues: number; communities: number }>(
    `select count(*)::int as venues, count(distinct p.community_id)::int as communities
       from venue_search p join communities c on c.id = p.community_id where c.owner_id = $1`,
    [ownerId],
  );
  return row.rows[0] ?? { venues: 0, communities: 0 };
}
