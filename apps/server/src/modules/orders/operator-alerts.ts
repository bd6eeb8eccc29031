import type { OperatorAlert } from '@vm/contracts/operator-alerts';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

/** GET /api/operator/alerts: open messages to platform staff, newest first. */
export async function listOperatorAlerts(deps: AppDeps, pageNumber: number, pageSize: number): Promise<Page<OperatorAlert>> {
  const total = await deps.pool.query<{ count: number }>('select count(*)::int as count from operator_alerts where resolved_at is null');
  const rows = await deps.pool.query<{ id: number; kind: string; order_id: number; order_item_id: number | null; message: string; created_at: Date }>(
    `select id, kind, order_id, order_item_id, message, created_at from operator_alerts where resolved_at is null
      order by created_at desc, id desc limit $1 offset $2`,
    [pageSize, (pageNumber - 1) * pageSize],
  );
  return page(rows.rows.map((row) => ({ ...row, created_at: toShanghaiIsoString(row.created_at) })), total.rows[0]?.count ?? 0, pageNumber, pageSize);
}

/** An operator has dealt with an alert (called the supplier, …): it leaves the open list. */
export async function resolveOperatorAlert(deps: AppDeps, operatorId: number, id: number): Promise<OperatorAlert> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const row = (
      await tx.query<{ id: number; kind: string; order_id: number; order_item_id: number | null; message: string; created_at: Date; resolved_at: Date | null }>(
        'select id, kind, order_id, order_item_id, message, created_at, resolved_at from operator_alerts where id = $1 for update',
        [id],
      )
    ).rows[0];
    if (!row) throw notFound('提醒');
    if (row.resolved_at) throw conflict('该提醒已处理');
    await tx.query('update operator_alerts set resolved_at = $2 where id = $1', [id, now]);
    await recordEvent(tx, {
      type: 'alert.resolved',
      orderId: row.order_id,
      actorId: operatorId,
      payload: { alert_id: id, kind: row.kind },
      audit: { action: 'alert.resolve', targetType: 'operator_alert', targetId: id, before: { resolved: false }, after: { resolved: true } },
      now,
    });
    return { id: row.id, kind: row.kind, order_id: row.order_id, order_item_id: row.order_item_id, message: row.message, created_at: toShanghaiIsoString(row.created_at) };
  });
}
