import {
  AFTER_SALE_ACTION_NAMES,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_REASONS,
  afterSaleReasonName,
  afterSaleWindowOpen,
  isOpenAfterSale,
  OPEN_AFTER_SALE_STATUSES,
  respondBy,
  type AfterSaleStatus,
} from '@vm/domain/after-sales';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AfterSaleDetail, AfterSaleSummary, AfterSalesQuery, OpenAfterSaleBody, OperatorAfterSale, TimelineEntry } from '@vm/contracts/after-sales';
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterSalesCases, afterSalesSteps, orderItems, users } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { recordEvent, type DomainEventType, type EventSubscribers } from '../../platform/events/record-event';
import { conflict, invalid, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';
import { assertOwnUploads } from '../uploads';
import { payPasswordStatus } from '../wallet';
import { partyOf, refundableRent, subOrderFacts, type Party, type Reader } from './sub-orders';

export type CaseRow = typeof afterSalesCases.$inferSelect;
export type StepActor = 'buyer' | 'supplier' | 'operator' | 'system';

const iso = (value: Date | null): string | null => (value ? toShanghaiIsoString(value) : null);

export function afterSaleReasons() {
  return AFTER_SALE_REASONS.map((reason) => ({ id: reason.id, name: reason.name }));
}

async function addStep(
  client: Queryable,
  step: {
    caseId: number;
    actor: StepActor;
    actorId: number | null;
    action: string;
    amount?: number | null;
    note?: string | null;
    images?: string[];
    now: Date;
  },
): Promise<void> {
  await typed(client)
    .insert(afterSalesSteps)
    .values({
      caseId: step.caseId,
      actor: step.actor,
      actorId: step.actorId,
      action: step.action,
      amount: step.amount ?? null,
      note: step.note ?? null,
      images: step.images ?? [],
      createdAt: step.now,
    });
}

/** The case's event: the message (站内信) to `subject` (or the buyer), SMS/email by the notification rules, and an audit entry in words. */
export async function recordCaseEvent(
  client: Queryable,
  events: EventSubscribers,
  row: CaseRow,
  event: {
    type: DomainEventType;
    actorId: number | null;
    subjectUserId?: number | null;
    action: string;
    summary: string;
    payload?: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  const item = await subOrderFacts(client, row.orderItemId);
  await recordEvent(
    client,
    {
      type: event.type,
      orderId: row.orderId,
      actorId: event.actorId,
      subjectUserId: event.subjectUserId ?? null,
      payload: {
        case_id: row.id,
        order_item_id: row.orderItemId,
        order_num: item?.orderNum ?? '',
        status: row.status,
        amount: row.amount,
        agreed_amount: row.agreedAmount,
        respond_by: iso(row.respondBy),
        ...event.payload,
      },
      audit: {
        action: event.action,
        targetType: 'after_sale',
        targetId: row.id,
        after: { summary: event.summary, status: row.status, amount: row.amount, agreed_amount: row.agreedAmount, refunded: row.refundedAmount },
      },
      now: event.now,
    },
    events,
  );
}

/**
 * POST /api/after_sales: the buyer opens a case on a sub-order of theirs (someone else's reads as
 * missing), once the wallet is opened, from the start of execution until 7 days after it finished, for
 * 1 … the refundable rent; one open case per sub-order (the partial unique index decides a race).
 */
export async function openCase(client: Queryable, events: EventSubscribers, buyerId: number, body: OpenAfterSaleBody, now: Date): Promise<CaseRow> {
  const item = await subOrderFacts(client, body.order_item_id);
  if (!item || item.buyerId !== buyerId) throw notFound('子订单');
  if (!afterSaleReasonName(body.reason_id)) throw invalid('reason_id', '请选择售后原因');
  if (!afterSaleWindowOpen(item, now)) throw conflict(AFTER_SALE_MESSAGES.windowClosed, 'AFTER_SALE_WINDOW_CLOSED');
  const wallet = await payPasswordStatus(client, buyerId, now);
  if (!wallet.hasPassword) throw conflict(AFTER_SALE_MESSAGES.walletNotOpened, 'PAY_PASSWORD_NOT_SET');
  const refundable = await refundableRent(client, item);
  if (refundable <= 0) throw conflict(AFTER_SALE_MESSAGES.nothingRefundable, 'ORDER_ITEM_NOT_REFUNDABLE');
  if (body.amount > refundable) throw invalid('amount', AFTER_SALE_MESSAGES.amountRange(refundable));
  await assertOwnUploads(client, buyerId, body.images, 'evidence', 'images');
  const [row] = await typed(client)
    .insert(afterSalesCases)
    .values({
      orderId: item.orderId,
      orderItemId: item.id,
      buyerId,
      supplierId: item.supplierId,
      reasonId: body.reason_id,
      description: body.description,
      images: body.images,
      amount: body.amount,
      status: 'awaiting_supplier',
      respondBy: respondBy(now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(AFTER_SALE_MESSAGES.alreadyOpen, 'AFTER_SALE_ALREADY_OPEN');
  await addStep(client, {
    caseId: row.id,
    actor: 'buyer',
    actorId: buyerId,
    action: 'opened',
    amount: body.amount,
    note: body.description,
    images: body.images,
    now,
  });
  await recordCaseEvent(client, events, row, {
    type: 'after_sale.opened',
    actorId: buyerId,
    subjectUserId: item.supplierId,
    action: 'after_sale.open',
    summary: `买家就子订单${item.orderNum}申请售后，原因：${afterSaleReasonName(body.reason_id)}，申请退款${(body.amount / 100).toFixed(2)}元`,
    now,
  });
  return row;
}

/** The case, when the caller is one of its parties (the buyer, the sub-order's supplier or its staff with `orders`, an operator); else 404. */
export async function caseFor(client: Queryable, reader: Reader, id: number, options: { lock?: boolean } = {}): Promise<{ row: CaseRow; party: Party }> {
  const query = typed(client).select().from(afterSalesCases).where(eq(afterSalesCases.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  const party = row ? partyOf(reader, { buyerId: row.buyerId, supplierId: row.supplierId }) : null;
  if (!row || !party) throw notFound('售后申请');
  return { row, party };
}

/**
 * One step of the case: a compare-and-set from one of `from` to `to` with its fields; a case that moved
 * meanwhile (a race, a replay, a decision after a cancel) answers 409 and changes nothing. The step
 * joins the timeline in the same transaction.
 */
export async function moveCase(
  client: Queryable,
  change: {
    id: number;
    from: readonly AfterSaleStatus[];
    to: AfterSaleStatus;
    set?: Partial<Pick<CaseRow, 'agreedAmount' | 'respondBy' | 'escalatedAt' | 'decidedBy' | 'decisionNote' | 'refundedAmount'>>;
    step: { actor: StepActor; actorId: number | null; action: string; amount?: number | null; note?: string | null; images?: string[] };
    /** Only when its deadline passed by then (the sweep: a party acting at the same moment wins). */
    dueBy?: Date;
    now: Date;
  },
): Promise<CaseRow> {
  const closing = !isOpenAfterSale(change.to);
  const [row] = await typed(client)
    .update(afterSalesCases)
    .set({ ...change.set, status: change.to, updatedAt: change.now, ...(closing ? { closedAt: change.now, respondBy: null } : {}) })
    .where(
      and(
        eq(afterSalesCases.id, change.id),
        inArray(afterSalesCases.status, [...change.from]),
        change.dueBy ? lte(afterSalesCases.respondBy, change.dueBy) : undefined,
      ),
    )
    .returning();
  if (!row) throw conflict(AFTER_SALE_MESSAGES.statusChanged, 'AFTER_SALE_STATUS_CHANGED');
  await addStep(client, { caseId: row.id, ...change.step, now: change.now });
  return row;
}

/** Appends a step without a status change (the refund's own line on the timeline). */
export async function noteCaseStep(client: Queryable, caseId: number, step: { actor: StepActor; action: string; amount?: number; note?: string }, now: Date) {
  await addStep(client, { caseId, actorId: null, ...step, now });
}

const buyer = alias(users, 'buyer');
const supplier = alias(users, 'supplier');

const SUMMARY = {
  id: afterSalesCases.id,
  orderId: afterSalesCases.orderId,
  orderItemId: afterSalesCases.orderItemId,
  orderNum: orderItems.orderNum,
  fieldName: orderItems.fieldName,
  reasonId: afterSalesCases.reasonId,
  status: afterSalesCases.status,
  amount: afterSalesCases.amount,
  agreedAmount: afterSalesCases.agreedAmount,
  respondBy: afterSalesCases.respondBy,
  escalatedAt: afterSalesCases.escalatedAt,
  createdAt: afterSalesCases.createdAt,
  buyerName: sql<string>`coalesce(nullif(${buyer.name}, ''), ${buyer.mobile})`,
  supplierName: sql<string>`coalesce(nullif(${supplier.name}, ''), ${supplier.mobile})`,
};
type SummaryRow = { [K in keyof typeof SUMMARY]: unknown } & {
  id: number;
  orderId: number;
  orderItemId: number;
  orderNum: string;
  fieldName: string;
  reasonId: number;
  status: string;
  amount: number;
  agreedAmount: number | null;
  respondBy: Date | null;
  escalatedAt: Date | null;
  createdAt: Date;
  buyerName: string;
  supplierName: string;
};

const summaryOf = (row: SummaryRow): AfterSaleSummary => ({
  id: row.id,
  order_id: row.orderId,
  order_item_id: row.orderItemId,
  order_num: row.orderNum,
  field_name: row.fieldName,
  reason: afterSaleReasonName(row.reasonId) ?? '其他',
  status: row.status as AfterSaleStatus,
  amount: row.amount,
  agreed_amount: row.agreedAmount,
  respond_by: iso(row.respondBy),
  created_at: toShanghaiIsoString(row.createdAt),
});

async function summaries(db: ReturnType<typeof typed>, where: SQL | undefined, pageNumber: number, pageSize: number, order: 'newest' | 'deadline') {
  const [total] = await db.select({ count: count() }).from(afterSalesCases).where(where);
  const rows = (await db
    .select(SUMMARY)
    .from(afterSalesCases)
    .innerJoin(orderItems, eq(orderItems.id, afterSalesCases.orderItemId))
    .innerJoin(buyer, eq(buyer.id, afterSalesCases.buyerId))
    .innerJoin(supplier, eq(supplier.id, afterSalesCases.supplierId))
    .where(where)
    .orderBy(
      ...(order === 'deadline'
        ? [sql`${afterSalesCases.escalatedAt} asc nulls last`, asc(afterSalesCases.id)]
        : [desc(afterSalesCases.createdAt), desc(afterSalesCases.id)]),
    )
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)) as SummaryRow[];
  return { rows, total: total?.count ?? 0 };
}

/** GET /api/after_sales?role=buyer|supplier: the buyer's own cases, or those on the supplier's sub-orders. */
export async function listCases(
  deps: Pick<AppDeps, 'pool'>,
  owner: { buyerId?: number; supplierId?: number },
  query: AfterSalesQuery,
): Promise<Page<AfterSaleSummary>> {
  const whose = owner.supplierId !== undefined ? eq(afterSalesCases.supplierId, owner.supplierId) : eq(afterSalesCases.buyerId, owner.buyerId ?? 0);
  const where = and(
    whose,
    query.status ? eq(afterSalesCases.status, query.status) : undefined,
    query.order_id !== undefined ? eq(afterSalesCases.orderId, query.order_id) : undefined,
  );
  const { rows, total } = await summaries(typed(deps.pool), where, query.page, query.page_size, 'newest');
  return page(rows.map(summaryOf), total, query.page, query.page_size);
}

const DECIDE_HOURS = 48;

/** GET /api/operator/after_sales?status=: every case (default: those awaiting the platform first by deadline). */
export async function listOperatorCases(
  deps: Pick<AppDeps, 'pool'>,
  query: { status?: AfterSaleStatus; page: number; page_size: number },
): Promise<Page<OperatorAfterSale>> {
  const where = query.status ? eq(afterSalesCases.status, query.status) : undefined;
  const { rows, total } = await summaries(typed(deps.pool), where, query.page, query.page_size, query.status === 'arbitration' ? 'deadline' : 'newest');
  return page(
    rows.map((row) => ({
      ...summaryOf(row),
      buyer_name: row.buyerName,
      supplier_name: row.supplierName,
      decide_by: row.status === 'arbitration' && row.escalatedAt ? toShanghaiIsoString(new Date(row.escalatedAt.getTime() + DECIDE_HOURS * 3_600_000)) : null,
    })),
    total,
    query.page,
    query.page_size,
  );
}

/** GET /api/after_sales/{id}: the case with its timeline (its parties only). */
export async function caseDetail(deps: Pick<AppDeps, 'pool'>, reader: Reader, id: number): Promise<AfterSaleDetail> {
  const db = typed(deps.pool);
  const { row: found } = await caseFor(deps.pool, reader, id);
  const [{ rows }] = [await summaries(db, eq(afterSalesCases.id, id), 1, 1, 'newest')];
  const row = rows[0]!;
  const item = await subOrderFacts(deps.pool, found.orderItemId);
  const steps = await db.select().from(afterSalesSteps).where(eq(afterSalesSteps.caseId, id)).orderBy(asc(afterSalesSteps.id));
  const timeline: TimelineEntry[] = steps.map((step) => ({
    actor: step.actor as TimelineEntry['actor'],
    action: step.action,
    action_name: AFTER_SALE_ACTION_NAMES[step.action] ?? step.action,
    ...(step.amount !== null ? { amount: step.amount } : {}),
    ...(step.note ? { note: step.note } : {}),
    ...(step.images.length > 0 ? { images: step.images } : {}),
    at: toShanghaiIsoString(step.createdAt),
  }));
  return {
    ...summaryOf(row),
    reason_id: found.reasonId,
    description: found.description,
    images: found.images,
    refundable: item ? await refundableRent(deps.pool, item) : 0,
    refunded_amount: found.refundedAmount,
    decision_note: found.decisionNote,
    escalated_at: iso(found.escalatedAt),
    buyer_name: row.buyerName,
    supplier_name: row.supplierName,
    timeline,
  };
}

/** Open cases whose deadline passed (the supplier's 48 hours, or the buyer's after a counter or refusal): the sweep moves each to arbitration. */
export async function overdueCaseIds(client: Queryable, now: Date, limit = 200): Promise<number[]> {
  const rows = await typed(client)
    .select({ id: afterSalesCases.id })
    .from(afterSalesCases)
    .where(and(inArray(afterSalesCases.status, ['awaiting_supplier', 'countered', 'refused']), lte(afterSalesCases.respondBy, now)))
    .orderBy(asc(afterSalesCases.respondBy))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Whether the sub-order has an open case (its earning stays pending). */
export async function hasOpenCase(client: Queryable, orderItemId: number): Promise<boolean> {
  const [row] = await typed(client)
    .select({ id: afterSalesCases.id })
    .from(afterSalesCases)
    .where(and(eq(afterSalesCases.orderItemId, orderItemId), inArray(afterSalesCases.status, [...OPEN_AFTER_SALE_STATUSES])))
    .limit(1);
  return row !== undefined;
}
