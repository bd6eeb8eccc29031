import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { lockBooths, lockOwnResource, setResourceOnline } from './resource-queries';
import { syncVenueSearch } from './search-sync';

/**
 * POST /api/managed_resources/{id}/off_sale and …/on_sale: every booth of the venue leaves (or rejoins)
 * the search and new orders at once. Orders already placed keep their holds and run to their end.
 */
export async function setSaleStatus(deps: AppDeps, actor: SupplierActor, id: number, online: boolean): Promise<{ id: number; is_online: boolean }> {
  return withTransaction(deps.pool, async (client) => {
    const resource = await lockOwnResource(client, actor.ownerId, id);
    if (!resource) throw notFound('场地');
    await lockBooths(client, id);
    await setResourceOnline(client, id, online);
    await syncVenueSearch(client, [id]);
    await recordAction(client, actor, online ? 'resource.on_sale' : 'resource.off_sale', `场地#${id}`, deps.clock.now());
    return { id, is_online: online };
  });
}
