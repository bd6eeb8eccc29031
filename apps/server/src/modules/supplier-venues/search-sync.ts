import type { Queryable } from '../../platform/db/with-transaction';
import { dropUnsoldFromSearch, refreshVenueSearch, topIdsOfCommunity } from '../catalogue';

/**
 * Keeps the buyer's search in step with a supplier's change, in the change's transaction: the venues'
 * `venue_search` rows are rebuilt, and a venue with no booth on sale leaves the search (it comes back
 * when a booth goes on sale again). Only the changed venues are touched; searches do no extra work.
 */
export async function syncVenueSearch(client: Queryable, topIds: readonly number[]): Promise<void> {
  if (topIds.length === 0) return;
  await refreshVenueSearch(client as never, topIds);
  await dropUnsoldFromSearch(client as never, topIds);
}

export async function syncCommunitySearch(client: Queryable, communityId: number): Promise<void> {
  await syncVenueSearch(client, await topIdsOfCommunity(client as never, communityId));
}
