import type { CommunityBody } from '@vm/contracts/supplier-communities';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { communityReferenceErrors, defaultLocationType, insertCommunity, lockOwnCommunity, replaceCommunityExtras, updateCommunity } from './community-queries';
import { syncCommunitySearch } from './search-sync';
import { assertSupplierUploads } from './uploads-check';

async function checkReferences(client: Parameters<typeof communityReferenceErrors>[0], body: CommunityBody): Promise<void> {
  const errors = await communityReferenceErrors(client, body);
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION', first, errors);
}

/** POST /api/communities: a new community of the acting supplier. */
export async function createCommunity(deps: AppDeps, actor: SupplierActor, body: CommunityBody): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (client) => {
    await checkReferences(client, body);
    await assertSupplierUploads(client, actor, body.images, 'venue', 'images');
    const now = deps.clock.now();
    const id = await insertCommunity(client, actor.ownerId, body, body.location_type_id ?? (await defaultLocationType(client)), now);
    await replaceCommunityExtras(client, id, body);
    await recordAction(client, actor, 'community.create', `商场/社区#${id} ${body.name}`, now);
    return { id };
  });
}

/** PUT /api/communities/{id}: the owner's community only (another's is 404); its venues' search rows follow. */
export async function updateOwnCommunity(deps: AppDeps, actor: SupplierActor, id: number, body: CommunityBody): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (client) => {
    const current = await lockOwnCommunity(client, actor.ownerId, id);
    if (!current) throw notFound('商场/社区');
    await checkReferences(client, body);
    await assertSupplierUploads(client, actor, body.images, 'venue', 'images', current.images);
    await updateCommunity(client, id, body, body.location_type_id ?? (await defaultLocationType(client)));
    await replaceCommunityExtras(client, id, body);
    await syncCommunitySearch(client, id);
    await recordAction(client, actor, 'community.update', `商场/社区#${id} ${body.name}`, deps.clock.now());
    return { id };
  });
}
