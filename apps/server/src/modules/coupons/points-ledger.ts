import { POINTS_MESSAGES } from '@vm/domain/points';
import { and, eq } from 'drizzle-orm';
import { pointLedger, users, type PointReason } from '../../db/schema/index';
import { namedSql, typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { conflict, notFound } from '../../platform/http/app-error';

/**
 * The points ledger. The balance is the sum of a user's rows. Writers that take points away lock the
 * user's row first (FOR NO KEY UPDATE: foreign-key checks of other inserts still pass), so two spends
 * cannot both see the same balance; a deferred trigger refuses any commit that leaves a negative sum.
 * Every function takes the caller's client, so it runs inside the caller's transaction (the order's).
 */

function assertPositivePoints(points: number): void {
  if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError(`points must be a positive integer, got ${points}`);
}

const BALANCE = namedSql<[userId: number], { balance: number }>(
  'points-balance',
  'select coalesce(sum(delta), 0)::bigint as balance from point_ledger where user_id = $1',
  ['balance'],
);

/**
 * The balance: Σ delta. Named SQL on purpose: the order submission sends it pipelined with its lock and its
 * booth reads, in the same socket write (decision 0025); a named statement is sent at once, a builder one
 * microtask later.
 */
export async function pointsBalance(db: Queryable, userId: number): Promise<number> {
  const result = await BALANCE.run(db, [userId]);
  return Number(result.rows[0]?.balance ?? 0);
}

/** Locks the user's points until the transaction ends and returns the balance. */
export async function lockPoints(client: Queryable, userId: number): Promise<number> {
  const locked = await typed(client).select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (locked.length === 0) throw notFound('用户');
  return pointsBalance(client, userId);
}

async function insertRow(
  client: Queryable,
  row: { userId: number; delta: number; reason: PointReason; orderId?: number | null; userCouponId?: number | null; note?: string; now: Date },
): Promise<boolean> {
  const inserted = await typed(client)
    .insert(pointLedger)
    .values({
      userId: row.userId,
      delta: row.delta,
      reason: row.reason,
      orderId: row.orderId ?? null,
      userCouponId: row.userCouponId ?? null,
      note: row.note ?? '',
      createdAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ id: pointLedger.id });
  return inserted.length > 0;
}

/**
 * Spends `points` on an order (the order's transaction). 409 积分不足，无法使用积分！ when the balance is
 * short; 409 when the order already spent points. Returns the balance left.
 */
export async function spendPoints(client: Queryable, input: { userId: number; points: number; orderId: number; now: Date }): Promise<number> {
  assertPositivePoints(input.points);
  const balance = await lockPoints(client, input.userId);
  if (balance < input.points) throw conflict(POINTS_MESSAGES.notEnough, 'POINTS_NOT_ENOUGH');
  const inserted = await insertRow(client, { userId: input.userId, delta: -input.points, reason: 'order_spend', orderId: input.orderId, now: input.now });
  if (!inserted) throw conflict('该订单已使用过积分');
  return balance - input.points;
}

/**
 * Returns the points an order spent (cancelled or rejected order), once: a second call returns 0.
 * Returns the points given back.
 */
export async function refundPoints(client: Queryable, input: { orderId: number; now: Date }): Promise<number> {
  const [row] = await typed(client)
    .select({ userId: pointLedger.userId, delta: pointLedger.delta })
    .from(pointLedger)
    .where(and(eq(pointLedger.orderId, input.orderId), eq(pointLedger.reason, 'order_spend')));
  if (!row) return 0;
  const inserted = await insertRow(client, { userId: row.userId, delta: -row.delta, reason: 'order_refund', orderId: input.orderId, now: input.now });
  return inserted ? -row.delta : 0;
}

/**
 * Awards points: `order_finished` (once per order; 1 point per yuan paid, see pointsEarned in
 * packages/domain) or `review`. Returns whether a row was written (0 points write nothing).
 */
export async function earnPoints(
  client: Queryable,
  input: { userId: number; points: number; reason: 'order_finished' | 'review'; orderId?: number | null; note?: string; now: Date },
): Promise<boolean> {
  if (input.points === 0) return false;
  assertPositivePoints(input.points);
  if (input.reason === 'order_finished' && !input.orderId) throw new RangeError('order_finished needs an order id');
  return insertRow(client, { ...input, delta: input.points });
}

/** Gives points outside an order (demo data, operator adjustments). */
export async function grantPoints(
  client: Queryable,
  input: { userId: number; points: number; reason: 'demo_grant' | 'operator_adjust'; note?: string; now: Date },
): Promise<void> {
  assertPositivePoints(input.points);
  await insertRow(client, { ...input, delta: input.points });
}

/** Takes points for a points coupon (inside the claim's transaction). 409 when the balance is short. */
export async function payPointsForCoupon(
  client: Queryable,
  input: { userId: number; points: number; userCouponId: number; note: string; now: Date },
): Promise<number> {
  assertPositivePoints(input.points);
  const balance = await lockPoints(client, input.userId);
  if (balance < input.points) throw conflict(`积分不足，兑换该优惠券需要${input.points}积分，您当前有${balance}积分`);
  await insertRow(client, {
    userId: input.userId,
    delta: -input.points,
    reason: 'coupon_exchange',
    userCouponId: input.userCouponId,
    note: input.note,
    now: input.now,
  });
  return balance - input.points;
}
