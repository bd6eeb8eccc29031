import type { OperatorAlert } from '@vm/contracts/operator-alerts';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { count, desc, eq, isNull } from 'drizzle-orm';
import { operatorAlerts } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, notFound } from '../../platform/http/app-error';
import { page, type Page } from '../../platform/http/envelope';

const ALERT_COLUMNS = {
  id: operatorAlerts.id,
  kind: operatorAlerts.kind,
  order_id: operatorAlerts.orderId,
  order_item_id: operatorAlerts.orderItemId,
  message: operatorAlerts.message,
  created_at: operatorAlerts.createdAt,
};

/** GET /api/operator/alerts: open messages to platform staff, newest first. */
export async function listOperatorAlerts(deps: AppDeps, pageNumber: number, pageSize: number): Promise<Page<OperatorAlert>> {
  const db = typed(deps.pool);
  const open = isNull(operatorAlerts.resolvedAt);
  const [total] = await db.select({ count: count() }).from(operatorAlerts).where(open);
  const rows = await db
    .select(ALERT_COLUMNS)
    .from(operatorAlerts)
    .where(open)
    .orderBy(desc(operatorAlerts.createdAt), desc(operatorAlerts.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return page(
    rows.map((row) => ({ ...row, created_at: toShanghaiIsoString(row.created_at) })),
    total?.count ?? 0,
    pageNumber,
    pageSize,
  );
}

/** An operator has dealt with an alert (called the supplier, …): it leaves the open list. */
export async function resolveOperatorAlert(deps: AppDeps, operatorId: number, id: number): Promise<OperatorAlert> {
  return withTransaction(deps.pool, async (tx) => {
    const now = deps.clock.now();
    const db = typed(tx);
    const [row] = await db
      .select({ ...ALERT_COLUMNS, resolved_at: operatorAlerts.resolvedAt })
      .from(operatorAlerts)
      .where(eq(operatorAlerts.id, id))
      .for('update');
    if (!row) throw notFound('提醒');
    if (row.resolved_at) throw conflict('该提醒已处理');
    await db.update(operatorAlerts).set({ resolvedAt: now }).where(eq(operatorAlerts.id, id));
    await recordEvent(
      tx,
      {
        type: 'alert.resolved',
        orderId: row.order_id,
        actorId: operatorId,
        payload: { alert_id: id, kind: row.kind },
        audit: { action: 'alert.resolve', targetType: 'operator_alert', targetId: id, before: { resolved: false }, after: { resolved: true } },
        now,
      },
      deps.events,
    );
    return {
      id: row.id,
      kind: row.kind,
      order_id: row.order_id,
      order_item_id: row.order_item_id,
      message: row.message,
      created_at: toShanghaiIsoString(row.created_at),
    };
  });
}
