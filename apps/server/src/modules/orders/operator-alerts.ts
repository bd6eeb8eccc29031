import type { OperatorAlert } from '@vm/contracts/operator-alerts';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
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
