import type { Queryable } from '../../platform/db/with-transaction';
import { refreshVenueSearch, topIdsOfCommunity } from '../catalogue/venue-search-index';

/**
 * Keeps the buyer's search in step with a supplier's change, in the change's transaction: the venues'
 * `venue_search` rows are rebuilt, and a venue with no booth on sale leaves the search (it comes back
 * when a booth goes on sale again). Only the changed venues are touched; searches do no extra work.
 */
export async function syncVenueSearch(client: Queryable, topIds: readonly number[]): Promise<void> {
  if (topIds.length === 0) return;
  await refreshVenueSearch(client as never, topIds);
  await client.query(
    `delete from venue_search v where v.top_physical_id = any($1::int[])
       and not exists (select 1 from selling_resources s where s.top_physical_id = v.top_physical_id and s.is_online)`,
    [topIds],
  );
}

export async function syncCommunitySearch(client: Queryable, communityId: number): Promise<void> {
  await syncVenueSearch(client, await topIdsOfCommunity(client as never, communityId));
}
