import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { earningAvailableAt, splitEarning, supplierAmountOf } from '@vm/domain/settlement';
import { orderItems, physicalResources, sellingResources, settlementEarnings } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { commissionRateNow } from './commission-rules';
import { move } from './ledger';

/**
 * The earning of a sub-order, written in the approval's transaction (workflows/supplier-review): gross
 * = the rent (`amount`: price × units × periods, before subsidy, coupon and points; never the deposit),
 * the rate frozen now, pending until the sub-order finished and the hold passed. Once per sub-order
 * (a unique key): a repeat returns the existing one's id.
 */
export async function recordEarning(client: Queryable, input: { orderItemId: number; holdDays: number; now: Date }): Promise<{ id: number; created: boolean }> {
  const db = typed(client);
  const [item] = await db
    .select({ supplierId: orderItems.supplierId, amount: orderItems.amount, lastDate: orderItems.lastDate, categoryId: physicalResources.categoryId })
    .from(orderItems)
    .innerJoin(sellingResources, eq(sellingResources.id, orderItems.sellingResourceId))
    .innerJoin(physicalResources, eq(physicalResources.id, sellingResources.physicalResourceId))
    .where(eq(orderItems.id, input.orderItemId));
  if (!item) throw new Error(`order item ${input.orderItemId} not found`);
  const rate = await commissionRateNow(client, { supplierId: item.supplierId, categoryId: item.categoryId });
  const split = splitEarning(supplierAmountOf(item), rate);
  const [created] = await db
    .insert(settlementEarnings)
    .values({
      supplierId: item.supplierId,
      orderItemId: input.orderItemId,
      kind: 'earning',
      ...split,
      status: 'pending',
      availableAt: earningAvailableAt(item.lastDate, input.holdDays),
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: settlementEarnings.id });
  if (!created) {
    const [existing] = await db
      .select({ id: settlementEarnings.id })
      .from(settlementEarnings)
      .where(and(eq(settlementEarnings.orderItemId, input.orderItemId), eq(settlementEarnings.kind, 'earning')));
    return { id: existing!.id, created: false };
  }
  await move(client, { supplierId: item.supplierId, kind: 'earned', amount: split.net, from: null, to: 'pending', earningId: created.id, now: input.now });
  return { id: created.id, created: true };
}

/**
 * The interval job: pending → available for every earning whose sub-order finished and whose hold
 * passed. One compare-and-set per batch (`where status = 'pending'`): on several processes at once
 * each earning moves once — a second update waits for the first's row lock, then finds it available —
 * and its ledger rows are unique per earning. Returns how many moved.
 */
export async function releaseDueEarnings(deps: Pick<AppDeps, 'pool' | 'clock'>, limit = 500): Promise<number> {
  const now = deps.clock.now();
  return withTransaction(deps.pool, (client) => releaseDueIn(client, now, limit));
}

/** {@link releaseDueEarnings}'s work in the caller's transaction (the seed's). */
export async function releaseDueIn(client: Queryable, now: Date, limit = 500): Promise<number> {
  const db = typed(client);
  const due = db
    .select({ id: settlementEarnings.id })
    .from(settlementEarnings)
    .innerJoin(orderItems, eq(orderItems.id, settlementEarnings.orderItemId))
    .where(and(eq(settlementEarnings.status, 'pending'), lte(settlementEarnings.availableAt, now), eq(orderItems.status, 'finished')))
    .orderBy(settlementEarnings.availableAt)
    .limit(limit);
  const released = await db
    .update(settlementEarnings)
    .set({ status: 'available', updatedAt: now })
    .where(and(inArray(settlementEarnings.id, due), eq(settlementEarnings.status, 'pending')))
    .returning({ id: settlementEarnings.id, supplierId: settlementEarnings.supplierId, net: settlementEarnings.net });
  for (const earning of released) {
    await move(client, { supplierId: earning.supplierId, kind: 'released', amount: earning.net, from: 'pending', to: 'available', earningId: earning.id, now });
  }
  return released.length;
}

export type RefundSettlement = 'reversed' | 'negative_entry' | 'none';

/**
 * A sub-order's rent was refunded to the buyer (in the refund's transaction): a pending earning is
 * reversed (it leaves `pending`); an available one stays and a negative entry of the same figures takes
 * the money back out of `available` (which may go below zero: withdrawals wait until it is positive
 * again). Nothing when the sub-order earned nothing or was already settled this way.
 */
export async function settleItemRefund(client: Queryable, input: { orderItemId: number; now: Date }): Promise<RefundSettlement> {
  const db = typed(client);
  const [earning] = await db
    .select()
    .from(settlementEarnings)
    .where(and(eq(settlementEarnings.orderItemId, input.orderItemId), eq(settlementEarnings.kind, 'earning')))
    .for('update');
  if (!earning || earning.status === 'reversed') return 'none';
  if (earning.status === 'pending') {
    await db
      .update(settlementEarnings)
      .set({ status: 'reversed', reversedAt: input.now, updatedAt: input.now })
      .where(and(eq(settlementEarnings.id, earning.id), eq(settlementEarnings.status, 'pending')));
    await move(client, {
      supplierId: earning.supplierId,
      kind: 'reversed',
      amount: earning.net,
      from: 'pending',
      to: null,
      earningId: earning.id,
      now: input.now,
    });
    return 'reversed';
  }
  const [entry] = await db
    .insert(settlementEarnings)
    .values({
      supplierId: earning.supplierId,
      orderItemId: input.orderItemId,
      kind: 'refund',
      gross: -earning.gross,
      commission: -earning.commission,
      net: -earning.net,
      rate: earning.rate,
      status: 'available',
      availableAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: settlementEarnings.id });
  if (!entry) return 'none';
  await move(client, {
    supplierId: earning.supplierId,
    kind: 'refunded',
    amount: earning.net,
    from: 'available',
    to: null,
    earningId: entry.id,
    now: input.now,
  });
  return 'negative_entry';
}

/** The count of a supplier's earnings by status, for tests and the overview (raw figures). */
export async function earningTotals(client: Queryable, supplierId: number) {
  return typed(client)
    .select({ status: settlementEarnings.status, net: sql<string>`sum(${settlementEarnings.net})`, count: sql<number>`count(*)::int` })
    .from(settlementEarnings)
    .where(eq(settlementEarnings.supplierId, supplierId))
    .groupBy(settlementEarnings.status);
}
