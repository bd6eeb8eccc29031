import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { deleteRule, lockOwnerRules } from './queries';

/** DELETE /api/price_rules/{id}: the supplier's own rule (another's is 404); prices fall back at once. */
export async function deletePriceRule(deps: AppDeps, actor: SupplierActor, id: number): Promise<{ id: number }> {
  return withTransaction(deps.pool, async (client) => {
    await lockOwnerRules(client, actor.ownerId);
    const name = await deleteRule(client, actor.ownerId, id);
    if (name === undefined) throw notFound('价格规则');
    await recordAction(client, actor, 'price_rule.delete', `价格规则#${id} ${name}`, deps.clock.now());
    return { id };
  });
}
