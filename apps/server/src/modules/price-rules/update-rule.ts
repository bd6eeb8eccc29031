import type { PriceRuleBody } from '@vm/contracts/supplier-price-rules';
import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { checkRuleBooths, checkRuleDates, ruleValues } from './create-rule';
import { endRule, lockOwnerRules, ownRule, updateRule } from './queries';

/**
 * PUT /api/price_rules/{id}: the same body as POST, checked the same way (the rule itself is not an
 * overlap of its new self). The supplier's own rule only (another's is 404); the calendar and order
 * pricing follow at once.
 */
export async function updatePriceRule(deps: AppDeps, actor: SupplierActor, id: number, body: PriceRuleBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const checked = checkRuleDates(body, now);
  return withTransaction(deps.pool, async (client) => {
    await lockOwnerRules(client, actor.ownerId);
    if (!(await ownRule(client, actor.ownerId, id))) throw notFound('价格规则');
    await checkRuleBooths(client, actor, checked, id);
    await updateRule(client, id, ruleValues(actor, checked, now));
    await recordAction(client, actor, 'price_rule.update', `价格规则#${id} ${body.name}`, now);
    return { id };
  });
}

/**
 * POST /api/price_rules/{id}/over: ends the rule today — from tomorrow on, its dates fall back to the
 * booth's own prices. 409 for a rule that has already ended, and for one not yet begun (delete it instead).
 */
export async function overPriceRule(deps: AppDeps, actor: SupplierActor, id: number): Promise<{ id: number; end: string }> {
  const now = deps.clock.now();
  const today = todayInShanghai(now);
  return withTransaction(deps.pool, async (client) => {
    await lockOwnerRules(client, actor.ownerId);
    const rule = await ownRule(client, actor.ownerId, id);
    if (!rule) throw notFound('价格规则');
    if (rule.end <= today) throw conflict('价格规则已结束');
    if (rule.start > today) throw conflict(`价格规则${rule.start}才开始，尚未生效，如不需要请直接删除`);
    await endRule(client, id, today);
    await recordAction(client, actor, 'price_rule.over', `价格规则#${id} ${rule.name} 结束于${today}（${addDays(today, 1)}起恢复摊位价格）`, now);
    return { id, end: today };
  });
}
