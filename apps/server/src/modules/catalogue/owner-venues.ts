import { eq, sql } from 'drizzle-orm';
import type { VenueCard } from '@vm/contracts/catalogue-search';
import { communities, venueSearch } from '../../db/schema/index';
import { namedSql, typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { page, type Page } from '../../platform/http/envelope';
import { CARD_COLUMN_NAMES, CARD_COLUMNS, CARD_JOINS, toVenueCard, type CardRow } from './search-venues';

// The cards' shared SQL (search-venues.ts), as named SQL.
const OWNER_CARDS = namedSql<[ownerId: number, limit: number, offset: number], CardRow>(
  'owner-venue-cards',
  `select ${CARD_COLUMNS}, null::int as distance from venue_search p ${CARD_JOINS}
    where c.owner_id = $1 order by p.order_quantity desc, p.top_physical_id limit $2 offset $3`,
  [...CARD_COLUMN_NAMES, 'distance'],
);

/**
 * The venue cards of the communities a user owns (a company's page, `/company/view/{id}`), the most
 * ordered first, with how many communities they are in.
 */
export async function listOwnerVenues(db: Queryable, ownerId: number, pageNumber: number, pageSize: number): Promise<Page<VenueCard>> {
  const counts = await ownerVenueCounts(db, ownerId);
  const rows = await OWNER_CARDS.run(db, [ownerId, pageSize, (pageNumber - 1) * pageSize]);
  return page(rows.rows.map(toVenueCard), counts.venues, pageNumber, pageSize);
}

/** How many venues and communities of a user are listed. */
export async function ownerVenueCounts(db: Queryable, ownerId: number): Promise<{ venues: number; communities: number }> {
  const [row] = await typed(db)
    .select({ venues: sql<number>`count(*)::int`, communities: sql<number>`count(distinct ${venueSearch.communityId})::int` })
    .from(venueSearch)
    .innerJoin(communities, eq(communities.id, venueSearch.communityId))
    .where(eq(communities.ownerId, ownerId));
  return row ?? { venues: 0, communities: 0 };
}
