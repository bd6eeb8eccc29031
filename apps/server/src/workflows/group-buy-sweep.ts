import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../platform/events/record-event';
import type { IntervalJob } from '../platform/jobs/interval-jobs';
import { dueGroupIds, groupOrdersToSettle, markGroupSettled, resolveGroup, unsettledGroups } from '../modules/group-buys';
import { cancelUnpaidOrder, lockOrder, type LockedOrder } from '../modules/orders';
import { settlePendingRefunds } from '../modules/payments';
import { cancelPaidOrder } from './cancel-paid-order';

/**
 * Workflow "a group buy's deadline" (group-buys, orders, payments): the sweep that
 * decides groups at their deadline and settles their orders. Every step is a compare-and-set in its
 * own short transaction, and all its state is in the database, so it is safe on several processes at
 * once, when run twice at the same time and after a restart (it resumes from the rows):
 * 1. each open or full group past its deadline becomes `succeeded` (≥ min_members paid orders) or
 *    `failed` (compare-and-set on its status), with a group_buy.succeeded / failed event per paid
 *    member order in the same transaction. A succeeded group's paid orders are now the suppliers' to
 *    review (orders' REVIEWABLE_ITEM); nothing else changes for them.
 * 2. for each ended group not yet settled: every unpaid order is cancelled (holds, coupon, points back;
 *    it can no longer be paid), and — for a failed group — every paid order is cancelled and refunded
 *    in full to the channel it came from (wallet at once; Alipay recorded pending and sent after the
 *    commit, outside any lock; a transfer cannot pay a group order), its holds released, coupon and
 *    points returned. The order row is locked and its status compared first, and the refund's key
 *    (`RG<order number>`) is unique, so an order is refunded exactly once whoever gets there first.
 * 3. a group with nothing left to do is marked settled (so later runs skip it).
 */

export interface GroupSweepResult {
  resolved: { id: number; status: 'succeeded' | 'failed' }[];
  cancelled: number[];
  refunded: number[];
}

/** failed group: paid → cancelled with a full refund to its channel, holds, coupon and points back (the one "cancel a paid order"). */
async function refundFailedGroupOrder(client: Queryable, events: EventSubscribers, order: LockedOrder, now: Date): Promise<boolean> {
  const refunded = await cancelPaidOrder(client, events, order, 'group_failed', now);
  await recordEvent(client, { type: 'order.cancelled', orderId: order.id, payload: { reason: 'group_failed', was: 'paid', refund: refunded }, now }, events);
  return true;
}

/**
 * One order of an ended group, in the caller's transaction: cancel it unpaid, or refund it when its
 * group failed (also how the demo data settles its ended groups).
 */
export async function settleGroupOrderIn(
  client: Queryable,
  events: EventSubscribers,
  orderId: number,
  groupStatus: 'succeeded' | 'failed',
  now: Date,
): Promise<'cancelled' | 'refunded' | null> {
  const order = await lockOrder(client, orderId);
  if (!order) return null;
  if (order.status === 'submitted') {
    if (!(await cancelUnpaidOrder(client, order.id, 'group', now))) return null;
    await recordEvent(
      client,
      {
        type: 'order.cancelled',
        orderId: order.id,
        payload: { reason: groupStatus === 'failed' ? 'group_failed' : 'group_ended', was: 'submitted' },
        now,
      },
      events,
    );
    return 'cancelled';
  }
  if (order.status === 'paid' && groupStatus === 'failed') return (await refundFailedGroupOrder(client, events, order, now)) ? 'refunded' : null;
  return null;
}

/** One order of an ended group, in its own transaction. */
function settleGroupOrder(
  deps: Pick<AppDeps, 'pool' | 'clock' | 'events'>,
  orderId: number,
  groupStatus: 'succeeded' | 'failed',
): Promise<'cancelled' | 'refunded' | null> {
  return withRetriedTransaction(deps.pool, (client) => settleGroupOrderIn(client, deps.events, orderId, groupStatus, deps.clock.now()));
}

export async function sweepGroupDeadlines(
  deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger' | 'events'>,
  options: { batchSize?: number } = {},
): Promise<GroupSweepResult> {
  const batchSize = options.batchSize ?? 50;
  const result: GroupSweepResult = { resolved: [], cancelled: [], refunded: [] };
  const now = deps.clock.now();

  for (;;) {
    const due = await dueGroupIds(deps.pool, now, batchSize);
    for (const id of due) {
      const decided = await withRetriedTransaction(deps.pool, (client) => resolveGroup(client, deps.events, id, deps.clock.now()));
      if (decided) result.resolved.push({ id: decided.id, status: decided.status });
    }
    // Decided groups leave the due list (or another sweep decided them): a short page means done.
    if (due.length < batchSize) break;
  }

  for (;;) {
    const groups = await unsettledGroups(deps.pool, batchSize);
    let settled = 0;
    for (const group of groups) {
      for (const orderId of await groupOrdersToSettle(deps.pool, group.id)) {
        // One order's failure (logged) must not hold up the others; the group stays unsettled and a later run retries it.
        const outcome = await settleGroupOrder(deps, orderId, group.status).catch((error: unknown) => {
          deps.logger.error({ err: error, orderId, groupId: group.id }, 'settling a group order failed');
          return null;
        });
        if (outcome === 'cancelled') result.cancelled.push(orderId);
        if (outcome === 'refunded') {
          result.refunded.push(orderId);
          // Alipay refunds go to the gateway now that the refund is committed (the payments job retries failures).
          await settlePendingRefunds(deps, { orderId }).catch((error: unknown) =>
            deps.logger.error({ err: error, orderId }, 'sending a group refund failed; the job retries'),
          );
        }
      }
      if (await markGroupSettled(deps.pool, group.id, deps.clock.now())) settled += 1;
    }
    // Stop on a short page, or when no group of a full page could be settled (avoids spinning on one).
    if (groups.length < batchSize || settled === 0) break;
  }
  return result;
}

/** The sweep as an interval job (main.ts), every minute like the 48-hour one. */
export function groupBuyJobs(deps: Pick<AppDeps, 'config' | 'pool' | 'clock' | 'logger' | 'events'>): IntervalJob[] {
  return [{ name: 'group-buy-deadlines', everyMs: 60_000, run: () => sweepGroupDeadlines(deps) }];
}
