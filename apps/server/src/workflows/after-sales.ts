import { AFTER_SALE_MESSAGES, respondBy, type AfterSaleStatus } from '@vm/domain/after-sales';
import type { AfterSaleActionResult, DecideAfterSaleBody, RespondAfterSaleBody } from '@vm/contracts/after-sales';
import type { AppDeps } from '../platform/deps';
import type { EventSubscribers } from '../platform/events/record-event';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import type { Queryable } from '../platform/db/with-transaction';
import { AppError, conflict, invalid, notFound } from '../platform/http/app-error';
import {
  caseFor,
  moveCase,
  noteCaseStep,
  overdueCaseIds,
  recordCaseEvent,
  refundableRent,
  subOrderFacts,
  type CaseRow,
  type Reader,
} from '../modules/after-sales';
import { settlePendingRefunds } from '../modules/payments';
import { recordCaseRefund } from '../modules/settlement';
import { assertOwnUploads } from '../modules/uploads';
import { refundToOriginalChannel } from './refund-to-channel';

/**
 * Workflow "after-sales cases" (after-sales, payments, settlement, uploads), decision 0045. Each action
 * is one transaction: the case's compare-and-set (a case that moved meanwhile answers 409 and nothing
 * happens), its timeline step, and — when it ends refunded — the refund back the way the money came
 * (key `AS<case id>`, so once) and the earning's negative entry. The Alipay refund is sent after the
 * commit (the pending payment_refunds row is the outbox).
 */

const yuan = (fen: number) => `${(fen / 100).toFixed(2)}元`;
const result = (row: CaseRow, refunded: number): AfterSaleActionResult => ({
  id: row.id,
  status: row.status as AfterSaleStatus,
  agreed_amount: row.agreedAmount,
  refunded,
});

/** The refund of a case that just became `refunded` (in its transaction). */
async function refundCase(client: Queryable, events: EventSubscribers, row: CaseRow, amount: number, now: Date): Promise<number> {
  const item = (await subOrderFacts(client, row.orderItemId))!;
  const refundable = await refundableRent(client, item);
  if (amount > refundable) throw conflict(AFTER_SALE_MESSAGES.amountRange(refundable), 'ORDER_ITEM_NOT_REFUNDABLE');
  const refunded = await refundToOriginalChannel(client, events, {
    orderId: row.orderId,
    orderItemId: row.orderItemId,
    userId: row.buyerId,
    amount,
    key: `AS${row.id}`,
    reason: `子订单${item.orderNum}售后退款`,
    now,
    repeatable: true,
  });
  if (refunded === 0) throw conflict(AFTER_SALE_MESSAGES.statusChanged, 'AFTER_SALE_STATUS_CHANGED');
  const earning = await recordCaseRefund(client, { orderItemId: row.orderItemId, caseId: row.id, amount, now });
  await noteCaseStep(client, row.id, { actor: 'system', action: 'refunded', amount, note: earning === 'none' ? undefined : `供应商收入相应扣减` }, now);
  await recordCaseEvent(client, events, row, {
    type: 'after_sale.settled',
    actorId: null,
    action: 'after_sale.refund',
    summary: `售后申请${row.id}退款${yuan(amount)}已原路退回买家，供应商收入扣减（${earning}）`,
    payload: { refunded: amount, earning },
    now,
  });
  return refunded;
}

async function run<T>(
  deps: Pick<AppDeps, 'pool' | 'clock' | 'logger' | 'config'>,
  work: (client: Queryable, now: Date) => Promise<{ value: T; orderId: number | null }>,
): Promise<T> {
  const { value, orderId } = await withRetriedTransaction(deps.pool, (client) => work(client, deps.clock.now()));
  if (orderId !== null) {
    await settlePendingRefunds(deps as AppDeps, { orderId }).catch((error: unknown) =>
      deps.logger.error({ err: error, orderId }, 'sending refunds failed; the job retries'),
    );
  }
  return value;
}

/** POST /api/after_sales/{id}/respond: the sub-order's supplier (or its staff with `orders`) agrees, counters or refuses. */
export async function respondToCase(deps: AppDeps, reader: Reader, id: number, body: RespondAfterSaleBody): Promise<AfterSaleActionResult> {
  return run(deps, async (client, now) => {
    const { row, party } = await caseFor(client, reader, id);
    if (party !== 'supplier') throw notFound('售后申请');
    const note = body.note ?? '';
    await assertOwnUploads(client, reader.userId, body.images, 'evidence', 'images');
    const step = { actor: 'supplier' as const, actorId: reader.userId, action: body.action, note: note || null, images: body.images };
    if (body.action === 'agree') {
      const moved = await moveCase(client, {
        id,
        from: ['awaiting_supplier'],
        to: 'refunded',
        set: { agreedAmount: row.amount, refundedAmount: row.amount },
        step: { ...step, amount: row.amount },
        now,
      });
      const refunded = await refundCase(client, deps.events, moved, row.amount, now);
      return { value: result(moved, refunded), orderId: moved.orderId };
    }
    if (body.action === 'counter') {
      if (body.amount === undefined || body.amount >= row.amount) throw invalid('amount', AFTER_SALE_MESSAGES.counterBelowAsked);
      const moved = await moveCase(client, {
        id,
        from: ['awaiting_supplier'],
        to: 'countered',
        set: { agreedAmount: body.amount, respondBy: respondBy(now) },
        step: { ...step, amount: body.amount },
        now,
      });
      await recordCaseEvent(client, deps.events, moved, {
        type: 'after_sale.responded',
        actorId: reader.userId,
        action: 'after_sale.counter',
        summary: `供应商对售后申请${id}提出协商金额${yuan(body.amount)}`,
        payload: { action: 'counter' },
        now,
      });
      return { value: result(moved, 0), orderId: null };
    }
    if (!note) throw invalid('note', AFTER_SALE_MESSAGES.refuseNeedsNote);
    const moved = await moveCase(client, { id, from: ['awaiting_supplier'], to: 'refused', set: { respondBy: respondBy(now) }, step, now });
    await recordCaseEvent(client, deps.events, moved, {
      type: 'after_sale.responded',
      actorId: reader.userId,
      action: 'after_sale.refuse',
      summary: `供应商拒绝售后申请${id}，理由：${note}`,
      payload: { action: 'refuse', note },
      now,
    });
    return { value: result(moved, 0), orderId: null };
  });
}

async function buyerCase(client: Queryable, reader: Reader, id: number): Promise<CaseRow> {
  const { row, party } = await caseFor(client, reader, id);
  if (party !== 'buyer') throw notFound('售后申请');
  return row;
}

/** POST /api/after_sales/{id}/accept: the buyer takes the counter offer; it is refunded. */
export async function acceptCounter(deps: AppDeps, reader: Reader, id: number): Promise<AfterSaleActionResult> {
  return run(deps, async (client, now) => {
    const row = await buyerCase(client, reader, id);
    const offered = row.agreedAmount ?? 0;
    if (row.status !== 'countered' || offered <= 0) throw conflict(AFTER_SALE_MESSAGES.statusChanged, 'AFTER_SALE_STATUS_CHANGED');
    const moved = await moveCase(client, {
      id,
      from: ['countered'],
      to: 'refunded',
      set: { refundedAmount: offered },
      step: { actor: 'buyer', actorId: reader.userId, action: 'accept', amount: offered },
      now,
    });
    const refunded = await refundCase(client, deps.events, moved, offered, now);
    return { value: result(moved, refunded), orderId: moved.orderId };
  });
}

/** POST /api/after_sales/{id}/escalate: the buyer asks the platform after a counter or a refusal. */
export async function escalateCase(deps: AppDeps, reader: Reader, id: number): Promise<AfterSaleActionResult> {
  return run(deps, async (client, now) => {
    await buyerCase(client, reader, id);
    const moved = await moveCase(client, {
      id,
      from: ['countered', 'refused'],
      to: 'arbitration',
      set: { escalatedAt: now, respondBy: null },
      step: { actor: 'buyer', actorId: reader.userId, action: 'escalate' },
      now,
    });
    await recordCaseEvent(client, deps.events, moved, {
      type: 'after_sale.escalated',
      actorId: reader.userId,
      action: 'after_sale.escalate',
      summary: `买家就售后申请${id}申请平台介入`,
      now,
    });
    return { value: result(moved, 0), orderId: null };
  });
}

/** POST /api/after_sales/{id}/cancel: the buyer withdraws an open case. */
export async function cancelCase(deps: AppDeps, reader: Reader, id: number): Promise<AfterSaleActionResult> {
  return run(deps, async (client, now) => {
    await buyerCase(client, reader, id);
    const moved = await moveCase(client, {
      id,
      from: ['awaiting_supplier', 'countered', 'refused', 'arbitration'],
      to: 'cancelled',
      step: { actor: 'buyer', actorId: reader.userId, action: 'cancel' },
      now,
    });
    await recordCaseEvent(client, deps.events, moved, {
      type: 'after_sale.cancelled',
      actorId: reader.userId,
      subjectUserId: moved.supplierId,
      action: 'after_sale.cancel',
      summary: `买家撤销了售后申请${id}`,
      now,
    });
    return { value: result(moved, 0), orderId: null };
  });
}

/** POST /api/operator/after_sales/{id}/decide: 0 … the asked amount, with a note both sides see; > 0 is refunded. */
export async function decideCase(deps: AppDeps, operatorId: number, id: number, body: DecideAfterSaleBody): Promise<AfterSaleActionResult> {
  return run(deps, async (client, now) => {
    const { row } = await caseFor(client, { userId: operatorId, isOperator: true, supplierOwnerId: null }, id);
    if (body.amount > row.amount) throw invalid('amount', AFTER_SALE_MESSAGES.decideRange(row.amount));
    const refunding = body.amount > 0;
    const moved = await moveCase(client, {
      id,
      from: ['arbitration'],
      to: refunding ? 'refunded' : 'closed',
      set: { agreedAmount: body.amount, decidedBy: operatorId, decisionNote: body.note, ...(refunding ? { refundedAmount: body.amount } : {}) },
      step: { actor: 'operator', actorId: operatorId, action: 'decide', amount: body.amount, note: body.note },
      now,
    });
    if (!refunding) {
      await recordCaseEvent(client, deps.events, moved, {
        type: 'after_sale.settled',
        actorId: operatorId,
        action: 'after_sale.decide',
        summary: `平台裁决售后申请${id}不予退款，说明：${body.note}`,
        payload: { refunded: 0, note: body.note },
        now,
      });
      return { value: result(moved, 0), orderId: null };
    }
    const refunded = await refundCase(client, deps.events, moved, body.amount, now);
    return { value: result(moved, refunded), orderId: moved.orderId };
  });
}

/**
 * The 48-hour sweep: a supplier silent for 48 hours — or a buyer who neither accepted nor escalated a
 * counter or refusal within 48 hours — hands the case to the platform. One compare-and-set per case, so
 * several processes (and a buyer acting at the same moment) move it once. Returns how many moved.
 */
export async function escalateOverdueCases(deps: Pick<AppDeps, 'pool' | 'clock' | 'logger' | 'config' | 'events'>): Promise<number> {
  const now = deps.clock.now();
  const ids = await overdueCaseIds(deps.pool, now);
  let moved = 0;
  for (const id of ids) {
    const done = await withRetriedTransaction(deps.pool, async (client) => {
      try {
        const row = await moveCase(client, {
          id,
          from: ['awaiting_supplier', 'countered', 'refused'],
          to: 'arbitration',
          set: { escalatedAt: now, respondBy: null },
          step: { actor: 'system', actorId: null, action: 'timeout' },
          dueBy: now,
          now,
        });
        await recordCaseEvent(client, deps.events, row, {
          type: 'after_sale.escalated',
          actorId: null,
          action: 'after_sale.timeout',
          summary: `售后申请${id}超过48小时未处理，已转平台介入`,
          now,
        });
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    });
    if (done) moved += 1;
  }
  return moved;
}
