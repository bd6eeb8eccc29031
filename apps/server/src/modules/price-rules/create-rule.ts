import type { PriceRuleBody } from '@vm/contracts/supplier-price-rules';
import { diffDays, isValidDate, todayInShanghai } from '@vm/domain/business-date';
import { leaseTermName } from '@vm/domain/lease-terms';
import { firstOverlapDate } from '@vm/domain/price-rules';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { candidateOverlaps, insertRule, lockOwnerRules, ownBooths } from './queries';

/** Longest range of one rule (days). */
export const MAX_RULE_DAYS = 731;

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

/**
 * POST /api/price_rules: a rule on the supplier's own booths (others' are 404) that offer its lease term.
 * Two rules covering the same booth, date and lease term are refused with 409 naming the other rule, the
 * booth and the first shared date. Rules of one supplier are created one at a time (advisory lock), so
 * two overlapping rules sent at once cannot both pass.
 */
export async function createPriceRule(deps: AppDeps, actor: SupplierActor, body: PriceRuleBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const checked = checkRuleDates(body, now);
  return withTransaction(deps.pool, async (client) => {
    await lockOwnerRules(client, actor.ownerId);
    await checkRuleBooths(client, actor, checked);
    const id = await insertRule(client, ruleValues(actor, checked, now));
    await recordAction(client, actor, 'price_rule.create', `价格规则#${id} ${body.name}`, now);
    return { id };
  });
}

export type CheckedRule = PriceRuleBody & { weekdays: number[]; boothIds: number[] };

/** The body's dates and sets, checked and normalised (one rule for create and update). */
export function checkRuleDates(body: PriceRuleBody, now: Date): CheckedRule {
  if (!isValidDate(body.start)) throw invalid('start', '开始日期不正确');
  if (!isValidDate(body.end)) throw invalid('end', '结束日期不正确');
  if (body.end < body.start) throw invalid('end', '结束日期不能早于开始日期');
  if (diffDays(body.start, body.end) >= MAX_RULE_DAYS) throw invalid('end', '规则最长两年');
  if (body.end < todayInShanghai(now)) throw invalid('end', '结束日期不能早于今天');
  const weekdays = [...new Set(body.weekdays)].sort((a, b) => a - b);
  const boothIds = [...new Set(body.selling_resource_ids)].sort((a, b) => a - b);
  return { ...body, weekdays, boothIds };
}

/** The booths are the supplier's own and offer the lease term; no other rule (but `exceptRuleId`) overlaps. Under the owner's lock. */
export async function checkRuleBooths(client: Queryable, actor: SupplierActor, body: CheckedRule, exceptRuleId?: number): Promise<void> {
  const { boothIds } = body;
  const booths = await ownBooths(client, actor.ownerId, boothIds, body.lease_term_type_id);
  if (booths.length !== boothIds.length) throw notFound('摊位');
  const missing = booths.find((booth) => !booth.offers_term);
  if (missing)
    throw invalid('lease_term_type_id', `摊位#${missing.id}（${missing.field_name} ${missing.size}）不提供${leaseTermName(body.lease_term_type_id)}`);
  const rule = { lease_term_type_id: body.lease_term_type_id, start: body.start, end: body.end, weekdays: body.weekdays };
  for (const other of await candidateOverlaps(client, boothIds, body.lease_term_type_id, body.start, body.end)) {
    if (other.id === exceptRuleId) continue;
    const date = firstOverlapDate(rule, { ...other, lease_term_type_id: body.lease_term_type_id });
    if (!date) continue;
    const booth = booths.find((b) => other.booth_ids.includes(b.id))!;
    throw conflict(`与价格规则「${other.name}」重叠：摊位#${booth.id}（${booth.field_name} ${booth.size}）${date} ${leaseTermName(body.lease_term_type_id)}`);
  }
}

export function ruleValues(actor: SupplierActor, body: CheckedRule, now: Date) {
  return {
    ownerId: actor.ownerId,
    actorId: actor.actorId,
    name: body.name,
    termId: body.lease_term_type_id,
    start: body.start,
    end: body.end,
    weekdays: body.weekdays,
    price: body.price ?? null,
    raisePercent: body.raise_percent ?? null,
    boothIds: body.boothIds,
    now,
  };
}
