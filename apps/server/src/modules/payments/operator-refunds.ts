import type { RefundView } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { orders, paymentRefunds, users } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';

const REFUND = {
  id: paymentRefunds.id,
  order_id: paymentRefunds.orderId,
  order_num: orders.orderNum,
  order_item_id: paymentRefunds.orderItemId,
  buyer_mobile: users.mobile,
  channel: paymentRefunds.channel,
  amount: paymentRefunds.amount,
  reason: paymentRefunds.reason,
  status: paymentRefunds.status,
  created_at: paymentRefunds.createdAt,
  done_at: paymentRefunds.doneAt,
};

/** The refunds with their order's number and the buyer's mobile. */
const selectRefunds = (db: Queryable) =>
  typed(db).select(REFUND).from(paymentRefunds).innerJoin(orders, eq(orders.id, paymentRefunds.orderId)).innerJoin(users, eq(users.id, paymentRefunds.userId));

type RefundRow = Awaited<ReturnType<ReturnType<typeof selectRefunds>['execute']>>[number];

const view = (row: RefundRow): RefundView => ({
  ...row,
  order_id: row.order_id!,
  channel: row.channel as RefundView['channel'],
  status: row.status as RefundView['status'],
  created_at: toShanghaiIsoString(row.created_at),
  done_at: row.done_at ? toShanghaiIsoString(row.done_at) : null,
});

/**
 * Operator: refunds by state (pending ones are bank transfers to pay back by hand, and Alipay refunds not
 * accepted yet); without a state every refund, pending first — a refunded duplicate payment included.
 */
export async function listRefunds(db: Queryable, query: { status?: 'pending' | 'done' | undefined; page: number; page_size: number }) {
  const where = query.status ? eq(paymentRefunds.status, query.status) : undefined;
  const order =
    query.status === 'pending'
      ? [asc(paymentRefunds.createdAt), asc(paymentRefunds.id)]
      : query.status === 'done'
        ? [desc(paymentRefunds.createdAt), asc(paymentRefunds.id)]
        : [
            sql`${paymentRefunds.status} = 'pending' desc`,
            sql`case when ${paymentRefunds.status} = 'pending' then ${paymentRefunds.createdAt} end asc`,
            desc(paymentRefunds.createdAt),
            desc(paymentRefunds.id),
          ];
  const [rows, [counted]] = await Promise.all([
    selectRefunds(db)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    typed(db).select({ total: count() }).from(paymentRefunds).where(where),
  ]);
  return { data: rows.map(view), total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * Operator: a transfer refund was paid back by bank (Alipay refunds complete through the gateway only).
 * Done, its event (the buyer's message) and the audit entry commit together.
 */
export async function markTransferRefundDone(deps: AppDeps, operatorId: number, refundId: number): Promise<RefundView> {
  return withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const [done] = await typed(client)
      .update(paymentRefunds)
      .set({ status: 'done', doneAt: now })
      .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.channel, 'transfer'), eq(paymentRefunds.status, 'pending')))
      .returning({
        order_id: paymentRefunds.orderId,
        user_id: paymentRefunds.userId,
        amount: paymentRefunds.amount,
        out_request_no: paymentRefunds.outRequestNo,
      });
    const [row] = await selectRefunds(client).where(eq(paymentRefunds.id, refundId));
    if (!row) throw notFound('退款记录');
    if (!done) throw conflict(row.channel === 'transfer' ? '该退款已处理' : '该退款由支付渠道自动完成');
    await recordEvent(
      client,
      {
        type: 'refund.completed',
        orderId: done.order_id,
        actorId: operatorId,
        subjectUserId: done.user_id,
        payload: { amount: done.amount, channel: 'transfer', out_request_no: done.out_request_no },
        audit: { action: 'refund.mark_done', targetType: 'payment_refund', targetId: refundId, before: { status: 'pending' }, after: { status: 'done' } },
        now,
      },
      deps.events,
    );
    return view(row);
  });
}
