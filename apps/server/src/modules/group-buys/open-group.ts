import type { CreateGroupPurchaseBody } from '@vm/contracts/group-buys';
import { compareDates, todayInShanghai } from '@vm/domain/business-date';
import { validateSelection } from '@vm/domain/date-selection';
import { GROUP_MESSAGES, groupDraftErrors, parseDeadline } from '@vm/domain/group-buys';
import { datesCovered } from '@vm/domain/lease-terms';
import { and, eq } from 'drizzle-orm';
import { groupPurchases, sellingResources } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { heldUnits, loadBooth, toSellingResourceRules } from '../catalogue';

const INPUT_CODES = new Set(['no_lease_term', 'invalid_units', 'no_dates', 'invalid_date', 'duplicate_date', 'below_minimum', 'enquiry']);

/**
 * POST /api/operator/group_purchases: an operator opens a group buy on an online booth for dates the
 * booth sells under that lease term, with `max_members` units free on each of them now (each member
 * orders one unit; the units are held by the members' orders, not by the group). The audit log gets
 * the staff action in the same transaction. 422 with every failing field, 404 for an unknown or
 * offline booth, 409 when the dates do not have the room.
 */
export async function openGroupPurchase(deps: AppDeps, operatorId: number, body: CreateGroupPurchaseBody): Promise<{ id: number }> {
  const now = deps.clock.now();
  const deadline = parseDeadline(body.deadline);
  const errors = groupDraftErrors({ ...body, deadline }, now);
  const first = Object.entries(errors)[0];
  if (first) throw new AppError('VALIDATION', first[1], errors);
  const dates = [...body.dates].sort(compareDates);
  return withTransaction(deps.pool, async (client) => {
    const today = todayInShanghai(now);
    // A share lock on the booth: a supplier's change of it waits until the group is written.
    const [locked] = await typed(client)
      .select({ id: sellingResources.id })
      .from(sellingResources)
      .where(and(eq(sellingResources.id, body.selling_resource_id), eq(sellingResources.isOnline, true)))
      .for('share');
    const booth = locked ? await loadBooth(client, body.selling_resource_id, today) : undefined;
    if (!booth) throw notFound('场地规格');
    if (!booth.prices.some((price) => price.lease_term_type_id === body.lease_term_type_id)) {
      throw new AppError('VALIDATION', GROUP_MESSAGES.termNotOffered, { lease_term_type_id: GROUP_MESSAGES.termNotOffered });
    }
    const covered = dates.flatMap((date) => datesCovered(date, body.lease_term_type_id));
    const held = (await heldUnits(client, [booth.id], covered)).get(booth.id) ?? new Map();
    const problem = validateSelection(toSellingResourceRules(booth), body.lease_term_type_id, dates, held, today, body.max_members);
    if (problem) {
      if (INPUT_CODES.has(problem.code)) throw new AppError('VALIDATION', problem.message, { dates: problem.message });
      throw conflict(problem.message, problem.code === 'sold_out' ? 'DATE_TAKEN' : undefined);
    }
    const [inserted] = await typed(client)
      .insert(groupPurchases)
      .values({
        sellingResourceId: booth.id,
        leaseTermTypeId: body.lease_term_type_id,
        dates,
        firstDate: dates[0]!,
        price: body.price,
        originPrice: body.origin_price,
        minMembers: body.min_members,
        maxMembers: body.max_members,
        deadline: deadline!,
        createdBy: operatorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: groupPurchases.id });
    const id = inserted!.id;
    const after = {
      selling_resource_id: booth.id,
      lease_term_type_id: body.lease_term_type_id,
      dates,
      price: body.price,
      origin_price: body.origin_price,
      min_members: body.min_members,
      max_members: body.max_members,
      deadline: deadline!.toISOString(),
    };
    await recordEvent(
      client,
      {
        type: 'group_buy.opened',
        actorId: operatorId,
        payload: { group_purchase_id: id },
        audit: { action: 'group_purchase.open', targetType: 'group_purchase', targetId: id, before: null, after },
        now,
      },
      deps.events,
    );
    return { id };
  });
}
