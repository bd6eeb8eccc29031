import type { SellingResourceRules } from '@vm/domain/availability';
import type { BusinessDate } from '@vm/domain/business-date';
import { GROUP_MESSAGES, groupAcceptsMembers, lineMatchesGroup, rulesAtGroupPrice, type GroupStatus } from '@vm/domain/group-buys';
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import { groupPurchases, orderItems, orders } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict } from '../../platform/http/app-error';

/**
 * Joining a group buy is ordering its booth, lease term and dates (one unit, no other line) at the
 * group price. The pricing asks {@link checkGroupLine} (no lock, preview and submission alike); the
 * submission then takes its place ({@link reserveGroupSeat}, then {@link attachGroupSeat}) under the group's row lock, which is what makes the limit exact.
 */

function groupFacts(db: Queryable, groupId: number) {
  return typed(db)
    .select({
      id: groupPurchases.id,
      selling_resource_id: groupPurchases.sellingResourceId,
      lease_term_type_id: groupPurchases.leaseTermTypeId,
      dates: sql<BusinessDate[]>`to_json(${groupPurchases.dates})`,
      price: groupPurchases.price,
      max_members: groupPurchases.maxMembers,
      number_of_group_purchase_now: groupPurchases.numberOfGroupPurchaseNow,
      status: sql<GroupStatus>`${groupPurchases.status}`,
      deadline: groupPurchases.deadline,
    })
    .from(groupPurchases)
    .where(eq(groupPurchases.id, groupId));
}

export type GroupLineCheck =
  { ok: true; rules: SellingResourceRules } | { ok: false; kind: 'invalid' | 'not_found' | 'conflict'; message: string; errorCode?: 'GROUP_ENDED' };

/**
 * Whether `line` may join its group now, and the booth's rules at the group price when it may (the
 * deposit and the calendar rules stay the booth's). `alone`: the line is the order's only line.
 */
export async function checkGroupLine(
  db: Queryable,
  line: { groupPurchaseId: number; sellingResourceId: number; termId: number; starts: readonly BusinessDate[]; units: number; alone: boolean },
  rules: SellingResourceRules,
  now: Date,
): Promise<GroupLineCheck> {
  const [group] = await groupFacts(db, line.groupPurchaseId);
  if (!group) return { ok: false, kind: 'not_found', message: GROUP_MESSAGES.notFound };
  if (!groupAcceptsMembers(group, now)) return { ok: false, kind: 'conflict', message: GROUP_MESSAGES.ended, errorCode: 'GROUP_ENDED' };
  if (!line.alone) return { ok: false, kind: 'invalid', message: GROUP_MESSAGES.alone };
  if (!lineMatchesGroup(line, group)) return { ok: false, kind: 'invalid', message: GROUP_MESSAGES.otherDates };
  if (line.units !== 1) return { ok: false, kind: 'invalid', message: GROUP_MESSAGES.onlyOneUnit };
  return { ok: true, rules: rulesAtGroupPrice(rules, group) };
}

/**
 * In the order's transaction, before the order is written: the buyer takes a place in the group. The
 * group row is locked (`for update`) until commit, so joins of one group run one after another and each
 * sees the places the ones before it took: refused with 来晚一步呦，此团已结束！ once the group has ended or
 * every place is taken by a live (unpaid or paid) order, and refused when the buyer already has a live
 * order in it. Lock order: buyer → group → booth counters (the holds come with the order). The place is
 * the sub-order's once `attachGroupSeat` names the group on it, in the same transaction.
 */
export async function reserveGroupSeat(client: Queryable, claim: { userId: number; groupPurchaseId: number; now: Date }): Promise<void> {
  const [group] = await groupFacts(client, claim.groupPurchaseId).for('update');
  if (!group || !groupAcceptsMembers(group, claim.now)) throw conflict(GROUP_MESSAGES.ended, 'GROUP_ENDED');
  const [taken] = await typed(client)
    .select({ seats: count(), mine: sql<number>`(count(*) filter (where ${orders.userId} = ${claim.userId}))::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.groupPurchaseId, group.id), notInArray(orders.status, ['cancelled', 'rejected'])));
  const { seats, mine } = taken!;
  if (mine > 0) throw conflict(GROUP_MESSAGES.joined);
  if (seats >= group.max_members) throw conflict(GROUP_MESSAGES.ended, 'GROUP_ENDED');
}
