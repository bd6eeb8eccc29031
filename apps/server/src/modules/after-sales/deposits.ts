import { AFTER_SALE_MESSAGES, depositReleaseAt } from '@vm/domain/after-sales';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { Deposit, DepositActionResult, DepositClaimBody, OperatorDepositClaim } from '@vm/contracts/after-sales';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { depositHolds, orderItems, orders, users, walletEntries } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { recordEvent, type DomainEventType, type EventSubscribers } from '../../platform/events/record-event';
import { conflict, invalid, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { recordDepositEarning } from '../settlement';
import { assertOwnUploads } from '../uploads';
import { creditWallet } from '../wallet';
import { subOrderFor, type Reader } from './sub-orders';

export type HoldRow = typeof depositHolds.$inferSelect;
const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;

/**
 * The line that holds the order's deposit (`total_deposit` is the largest of its lines'): the live line
 * (approved, executing or finished) with the largest deposit, the first on a tie.
 */
async function depositLine(client: Queryable, orderId: number) {
  const [line] = await typed(client)
    .select({ id: orderItems.id, status: orderItems.status, lastDate: orderItems.lastDate, supplierId: orderItems.supplierId, orderNum: orderItems.orderNum })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.status, ['approved', 'executing', 'finished'])))
    .orderBy(desc(orderItems.deposit), asc(orderItems.position))
    .limit(1);
  return line ?? null;
}

async function legacyDepositRefund(client: Queryable, orderId: number): Promise<number | null> {
  const [row] = await typed(client)
    .select({ amount: walletEntries.amount })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, 'deposit_refund')));
  return row ? row.amount : null;
}

/**
 * The order's deposit hold, written once its deposit line finished (the sweep, or a claim arriving
 * first): held until 3 days after that line's last date's next day. Null while the line runs, when the
 * order has no deposit or was not paid, or for a deposit refunded before holds existed.
 */
export async function ensureHold(client: Queryable, orderId: number, now: Date): Promise<HoldRow | null> {
  const db = typed(client);
  const [existing] = await db.select().from(depositHolds).where(eq(depositHolds.orderId, orderId));
  if (existing) return existing;
  const [order] = await db
    .select({ userId: orders.userId, totalDeposit: orders.totalDeposit, paid: sql<boolean>`${orders.paidAt} is not null` })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || !order.paid || order.totalDeposit <= 0) return null;
  const line = await depositLine(client, orderId);
  if (!line || line.status !== 'finished') return null;
  if ((await legacyDepositRefund(client, orderId)) !== null) return null;
  await db
    .insert(depositHolds)
    .values({
      orderId,
      orderItemId: line.id,
      buyerId: order.userId,
      supplierId: line.supplierId,
      amount: order.totalDeposit,
      status: 'held',
      releaseAt: depositReleaseAt(line.lastDate),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(depositHolds).where(eq(depositHolds.orderId, orderId));
  return row ?? null;
}

/** Orders whose deposit line finished and whose deposit has no hold yet (the sweep writes them). */
export async function ordersAwaitingHold(client: Queryable, limit = 200): Promise<number[]> {
  const rows = await typed(client).execute<{ id: string }>(sql`
    select o.id from orders o
     where o.paid_at is not null and o.total_deposit > 0
       and exists (select 1 from order_items i where i.order_id = o.id and i.status = 'finished')
       and not exists (select 1 from deposit_holds h where h.order_id = o.id)
       and not exists (select 1 from wallet_entries w where w.order_id = o.id and w.kind = 'deposit_refund')
     order by o.id limit ${limit}`);
  return rows.rows.map((row) => Number(row.id));
}

/** Holds due for release (unclaimed past `release_at`). */
export async function dueHoldIds(client: Queryable, now: Date, limit = 200): Promise<number[]> {
  const rows = await typed(client)
    .select({ id: depositHolds.id })
    .from(depositHolds)
    .where(and(eq(depositHolds.status, 'held'), lte(depositHolds.releaseAt, now)))
    .orderBy(asc(depositHolds.releaseAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

const CLAIM_ANSWER_HOURS = 48;

/** Claims the buyer left unanswered for 48 hours: the sweep hands them to the platform. */
export async function unansweredClaimIds(client: Queryable, now: Date, limit = 200): Promise<number[]> {
  const rows = await typed(client)
    .select({ id: depositHolds.id })
    .from(depositHolds)
    .where(and(eq(depositHolds.claimStatus, 'claimed'), lte(depositHolds.claimedAt, new Date(now.getTime() - CLAIM_ANSWER_HOURS * 3_600_000))))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function holdEvent(
  client: Queryable,
  events: EventSubscribers,
  hold: HoldRow,
  type: DomainEventType,
  e: { actorId: number | null; subjectUserId?: number | null; action: string; summary: string; now: Date },
) {
  const [item] = await typed(client).select({ orderNum: orderItems.orderNum }).from(orderItems).where(eq(orderItems.id, hold.orderItemId));
  await recordEvent(
    client,
    {
      type,
      orderId: hold.orderId,
      actorId: e.actorId,
      subjectUserId: e.subjectUserId ?? null,
      payload: {
        claim_id: hold.id,
        order_item_id: hold.orderItemId,
        order_num: item?.orderNum ?? '',
        deposit: hold.amount,
        claim_amount: hold.claimAmount,
        refunded: hold.refunded,
        deducted: hold.deducted,
      },
      audit: {
        action: e.action,
        targetType: 'deposit',
        targetId: hold.id,
        after: { summary: e.summary, status: hold.status, claim_status: hold.claimStatus, refunded: hold.refunded, deducted: hold.deducted },
      },
      now: e.now,
    },
    events,
  );
}

/**
 * Settles a hold once (compare-and-set from held or claimed): `deducted` becomes the supplier's
 * earning without commission, the rest goes back to the buyer's wallet (one deposit refund per order).
 * deposit = refunded + deducted. Null when it was settled meanwhile.
 */
export async function settleHold(
  client: Queryable,
  events: EventSubscribers,
  input: { id: number; deducted: number; claimStatus?: 'accepted' | 'decided'; decidedBy?: number | null; decisionNote?: string | null; now: Date },
): Promise<HoldRow | null> {
  const db = typed(client);
  const [before] = await db.select().from(depositHolds).where(eq(depositHolds.id, input.id));
  if (!before) return null;
  const deducted = Math.min(Math.max(0, input.deducted), before.amount);
  const refunded = before.amount - deducted;
  const [row] = await db
    .update(depositHolds)
    .set({
      status: 'settled',
      refunded,
      deducted,
      settledAt: input.now,
      updatedAt: input.now,
      ...(input.claimStatus ? { claimStatus: input.claimStatus } : {}),
      ...(input.claimStatus === 'decided' ? { decidedAmount: deducted, decidedBy: input.decidedBy ?? null, decisionNote: input.decisionNote ?? null } : {}),
    })
    .where(and(eq(depositHolds.id, input.id), inArray(depositHolds.status, ['held', 'claimed'])))
    .returning();
  if (!row) return null;
  if (refunded > 0) {
    const [item] = await db.select({ orderNum: orderItems.orderNum }).from(orderItems).where(eq(orderItems.id, row.orderItemId));
    await creditWallet(client, {
      userId: row.buyerId,
      amount: refunded,
      kind: 'deposit_refund',
      orderId: row.orderId,
      note: `子订单${item?.orderNum ?? ''}押金退还`,
      now: input.now,
    });
  }
  if (deducted > 0) await recordDepositEarning(client, { orderItemId: row.orderItemId, supplierId: row.supplierId, amount: deducted, now: input.now });
  await holdEvent(client, events, row, 'deposit.settled', {
    actorId: input.decidedBy ?? null,
    action: 'deposit.settle',
    summary:
      deducted > 0 ? `押金${yuan(row.amount)}已结算：扣除${yuan(deducted)}支付给供应商，退还买家${yuan(refunded)}` : `押金${yuan(row.amount)}已全额退还买家`,
    now: input.now,
  });
  return row;
}

/** POST /api/order_items/{id}/deposit_claim: the supplier claims 1 … the deposit, before it is released. */
export async function claimDeposit(
  client: Queryable,
  events: EventSubscribers,
  actor: { userId: number; supplierOwnerId: number },
  itemId: number,
  body: DepositClaimBody,
  now: Date,
): Promise<{ id: number }> {
  const { item, party } = await subOrderFor(client, { userId: actor.userId, isOperator: false, supplierOwnerId: actor.supplierOwnerId }, itemId);
  if (party !== 'supplier') throw notFound('子订单');
  const hold = await ensureHold(client, item.orderId, now);
  if (!hold || hold.orderItemId !== item.id) {
    if (item.orderDeposit <= 0) throw conflict(AFTER_SALE_MESSAGES.noDeposit, 'DEPOSIT_NOT_CLAIMABLE');
    throw conflict(AFTER_SALE_MESSAGES.depositNotClaimable, 'DEPOSIT_NOT_CLAIMABLE');
  }
  if (hold.status !== 'held' || now >= hold.releaseAt) throw conflict(AFTER_SALE_MESSAGES.depositNotClaimable, 'DEPOSIT_NOT_CLAIMABLE');
  if (body.amount > hold.amount) throw invalid('amount', AFTER_SALE_MESSAGES.depositClaimRange(hold.amount));
  await assertOwnUploads(client, actor.userId, body.images, 'evidence', 'images');
  const [row] = await typed(client)
    .update(depositHolds)
    .set({
      status: 'claimed',
      claimStatus: 'claimed',
      claimAmount: body.amount,
      claimReason: body.reason,
      claimImages: body.images,
      claimedBy: actor.userId,
      claimedAt: now,
      updatedAt: now,
    })
    .where(and(eq(depositHolds.id, hold.id), eq(depositHolds.status, 'held')))
    .returning();
  if (!row) throw conflict(AFTER_SALE_MESSAGES.depositNotClaimable, 'DEPOSIT_NOT_CLAIMABLE');
  await holdEvent(client, events, row, 'deposit.claimed', {
    actorId: actor.userId,
    action: 'deposit.claim',
    summary: `供应商申请从押金${yuan(row.amount)}中扣除${yuan(body.amount)}，原因：${body.reason}`,
    now,
  });
  return { id: row.id };
}

/** The claim for the buyer's answer: their own (someone else's reads as missing), still awaiting them. */
async function buyerClaim(client: Queryable, buyerId: number, id: number): Promise<HoldRow> {
  const [row] = await typed(client).select().from(depositHolds).where(eq(depositHolds.id, id)).for('update');
  if (!row || row.buyerId !== buyerId || row.claimStatus === null) throw notFound('押金扣除申请');
  if (row.status !== 'claimed' || row.claimStatus !== 'claimed') throw conflict(AFTER_SALE_MESSAGES.claimStatusChanged, 'DEPOSIT_CLAIM_STATUS_CHANGED');
  return row;
}

const result = (row: HoldRow): DepositActionResult => ({
  id: row.id,
  status: (row.claimStatus ?? 'claimed') as DepositActionResult['status'],
  refunded: row.refunded,
  deducted: row.deducted,
});

/** POST /api/deposit_claims/{id}/accept: the buyer agrees; the claimed part is the supplier's, the rest refunded. */
export async function acceptClaim(client: Queryable, events: EventSubscribers, buyerId: number, id: number, now: Date): Promise<DepositActionResult> {
  const claim = await buyerClaim(client, buyerId, id);
  const row = await settleHold(client, events, { id, deducted: claim.claimAmount ?? 0, claimStatus: 'accepted', now });
  if (!row) throw conflict(AFTER_SALE_MESSAGES.claimStatusChanged, 'DEPOSIT_CLAIM_STATUS_CHANGED');
  return result(row);
}

/** POST /api/deposit_claims/{id}/dispute: the buyer disagrees; an operator decides. */
export async function disputeClaim(
  client: Queryable,
  events: EventSubscribers,
  actor: { buyerId: number | null },
  id: number,
  now: Date,
): Promise<DepositActionResult> {
  if (actor.buyerId !== null) await buyerClaim(client, actor.buyerId, id);
  const [row] = await typed(client)
    .update(depositHolds)
    .set({ claimStatus: 'disputed', updatedAt: now })
    .where(and(eq(depositHolds.id, id), eq(depositHolds.status, 'claimed'), eq(depositHolds.claimStatus, 'claimed')))
    .returning();
  if (!row) throw conflict(AFTER_SALE_MESSAGES.claimStatusChanged, 'DEPOSIT_CLAIM_STATUS_CHANGED');
  await holdEvent(client, events, row, 'deposit.disputed', {
    actorId: actor.buyerId,
    subjectUserId: row.supplierId,
    action: 'deposit.dispute',
    summary: actor.buyerId !== null ? '买家对押金扣除申请有异议，已提交平台介入' : '买家48小时未答复押金扣除申请，已提交平台介入',
    now,
  });
  return result(row);
}

/** POST /api/operator/deposit_claims/{id}/decide: 0 … the claimed amount goes to the supplier, the rest back to the buyer. */
export async function decideClaim(
  client: Queryable,
  events: EventSubscribers,
  operatorId: number,
  id: number,
  body: { amount: number; note?: string },
  now: Date,
): Promise<DepositActionResult> {
  const [claim] = await typed(client).select().from(depositHolds).where(eq(depositHolds.id, id)).for('update');
  if (!claim || claim.claimStatus === null) throw notFound('押金扣除申请');
  if (claim.status !== 'claimed' || !['claimed', 'disputed'].includes(claim.claimStatus)) {
    throw conflict(AFTER_SALE_MESSAGES.claimStatusChanged, 'DEPOSIT_CLAIM_STATUS_CHANGED');
  }
  const max = claim.claimAmount ?? 0;
  if (body.amount > max) throw invalid('amount', AFTER_SALE_MESSAGES.depositDecideRange(max));
  const row = await settleHold(client, events, {
    id,
    deducted: body.amount,
    claimStatus: 'decided',
    decidedBy: operatorId,
    decisionNote: body.note ?? null,
    now,
  });
  if (!row) throw conflict(AFTER_SALE_MESSAGES.claimStatusChanged, 'DEPOSIT_CLAIM_STATUS_CHANGED');
  return result(row);
}

/** GET /api/order_items/{id}/deposit: the buyer, the supplier (and staff), operators. */
export async function depositOf(deps: Pick<AppDeps, 'pool'>, reader: Reader, itemId: number): Promise<Deposit> {
  const { item } = await subOrderFor(deps.pool, reader, itemId);
  const db = typed(deps.pool);
  const [hold] = await db.select().from(depositHolds).where(eq(depositHolds.orderId, item.orderId));
  const none: Deposit = { deposit: 0, status: 'refunded', refunded: 0, deducted: 0, release_at: null, claim: null };
  if (hold) {
    if (hold.orderItemId !== item.id) return none;
    return {
      deposit: hold.amount,
      status: hold.status === 'settled' ? 'refunded' : hold.status === 'claimed' ? 'claimed' : 'held',
      refunded: hold.refunded,
      deducted: hold.deducted,
      release_at: toShanghaiIsoString(hold.releaseAt),
      claim:
        hold.claimStatus === null
          ? null
          : {
              id: hold.id,
              amount: hold.claimAmount ?? 0,
              reason: hold.claimReason ?? '',
              images: hold.claimImages,
              status: hold.claimStatus as 'claimed',
              decided_amount: hold.decidedAmount,
              created_at: toShanghaiIsoString(hold.claimedAt ?? hold.createdAt),
            },
    };
  }
  if (!item.orderPaid || item.orderDeposit <= 0) return none;
  const line = await depositLine(deps.pool, item.orderId);
  if (!line || line.id !== item.id) return none;
  const legacy = await legacyDepositRefund(deps.pool, item.orderId);
  if (legacy !== null) return { deposit: item.orderDeposit, status: 'refunded', refunded: legacy, deducted: 0, release_at: null, claim: null };
  return {
    deposit: item.orderDeposit,
    status: 'held',
    refunded: 0,
    deducted: 0,
    release_at: toShanghaiIsoString(depositReleaseAt(item.lastDate)),
    claim: null,
  };
}

const buyer = alias(users, 'buyer');
const supplier = alias(users, 'supplier');

/** GET /api/operator/deposit_claims?status=: claims, disputed first by default. */
export async function listOperatorClaims(
  deps: Pick<AppDeps, 'pool'>,
  query: { status?: string; page: number; page_size: number },
): Promise<Page<OperatorDepositClaim>> {
  const db = typed(deps.pool);
  const where = query.status ? eq(depositHolds.claimStatus, query.status) : sql`${depositHolds.claimStatus} is not null`;
  const [total] = await db.select({ count: count() }).from(depositHolds).where(where);
  const rows = await db
    .select({
      hold: depositHolds,
      orderNum: orderItems.orderNum,
      buyerName: sql<string>`coalesce(nullif(${buyer.name}, ''), ${buyer.mobile})`,
      supplierName: sql<string>`coalesce(nullif(${supplier.name}, ''), ${supplier.mobile})`,
    })
    .from(depositHolds)
    .innerJoin(orderItems, eq(orderItems.id, depositHolds.orderItemId))
    .innerJoin(buyer, eq(buyer.id, depositHolds.buyerId))
    .innerJoin(supplier, eq(supplier.id, depositHolds.supplierId))
    .where(where)
    .orderBy(sql`case ${depositHolds.claimStatus} when 'disputed' then 0 when 'claimed' then 1 else 2 end`, desc(depositHolds.claimedAt), desc(depositHolds.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return page(
    rows.map(({ hold, orderNum, buyerName, supplierName }) => ({
      id: hold.id,
      amount: hold.claimAmount ?? 0,
      reason: hold.claimReason ?? '',
      images: hold.claimImages,
      status: hold.claimStatus as OperatorDepositClaim['status'],
      decided_amount: hold.decidedAmount,
      created_at: toShanghaiIsoString(hold.claimedAt ?? hold.createdAt),
      order_id: hold.orderId,
      order_item_id: hold.orderItemId,
      order_num: orderNum,
      deposit: hold.amount,
      buyer_name: buyerName,
      supplier_name: supplierName,
    })),
    total?.count ?? 0,
    query.page,
    query.page_size,
  );
}
