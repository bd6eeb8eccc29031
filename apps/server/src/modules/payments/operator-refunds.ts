import type { RefundView } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';

interface RefundRow {
  id: number;
  order_id: number;
  order_num: string;
  order_item_id: number | null;
  buyer_mobile: string;
  channel: RefundView['channel'];
  amount: number;
  reason: string;
  status: RefundView['status'];
  created_at: Date;
  done_at: Date | null;
}

const SELECT = `select r.id, r.order_id, o.order_num, r.order_item_id, u.mobile as buyer_mobile, r.channel, r.amount, r.reason, r.status, r.created_at, r.done_at
  from payment_refunds r join orders o on o.id = r.order_id join users u on u.id = r.user_id`;

const view = (row: RefundRow): RefundView => ({
  ...row,
  created_at: toShanghaiIsoString(row.created_at),
  done_at: row.done_at ? toShanghaiIsoString(row.done_at) : null,
});

/** Operator: refunds by state; pending ones are bank transfers to pay back by hand (and Alipay refunds not accepted yet). */
export async function listRefunds(db: Queryable, query: { status: 'pending' | 'done'; page: number; page_size: number }) {
  const [rows, count] = await Promise.all([
    db.query<RefundRow>(`${SELECT} where r.status = $1 order by r.created_at ${query.status === 'pending' ? 'asc' : 'desc'}, r.id limit $2 offset $3`, [
      query.status,
      query.page_size,
      (query.page - 1) * query.page_size,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from payment_refunds where status = $1', [query.status]),
  ]);
  return { data: rows.rows.map(view), total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** Operator: a transfer refund was paid back by bank (Alipay refunds complete through the gateway only). */
export async function markTransferRefundDone(deps: AppDeps, operatorId: number, refundId: number): Promise<RefundView> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const updated = await tx.query(`update payment_refunds set status = 'done', done_at = $2 where id = $1 and channel = 'transfer' and status = 'pending'`, [refundId, now]);
    const row = (await tx.query<RefundRow>(`${SELECT} where r.id = $1`, [refundId])).rows[0];
    if (!row) throw notFound('退款记录');
    if (updated.rowCount !== 1) throw conflict(row.channel === 'transfer' ? '该退款已处理' : '该退款由支付渠道自动完成');
    await recordEvent(tx, {
      type: 'refund.completed',
      orderId: row.order_id,
      actorId: operatorId,
      payload: { amount: row.amount, refund_id: row.id, channel: row.channel },
      audit: { action: 'refund.mark_done', targetType: 'refund', targetId: row.id, before: { status: 'pending' }, after: { status: 'done' } },
      now,
    });
    return view(row);
  });
}
