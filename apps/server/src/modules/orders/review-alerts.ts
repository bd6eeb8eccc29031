import { addDays, todayInShanghai } from '@vm/domain/business-date';
import { REVIEW_HOURS } from '@vm/domain/order-status';
import type { AppDeps } from '../../platform/deps';
import { REVIEW_FROM_SQL, REVIEWABLE_ITEM_SQL } from './reviewable';

/**
 * The 24-hour review alert: every paid sub-order its supplier has not reviewed 24 hours after payment
 * (a group order's: 24 hours after its group succeeded) gets one `review_overdue` message to operators (it is not approved automatically). One statement,
 * and a unique index on (kind, sub-order), so concurrent runs and restarts never alert twice.
 * Returns the number of new alerts.
 */
export async function alertUnreviewedItems(deps: Pick<AppDeps, 'pool' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - REVIEW_HOURS * 3_600_000);
  // Raw: one insert … select … on conflict over the reviewable SQL (reviewable.ts), so concurrent runs alert once.
  const inserted = await deps.pool.query(
    `insert into operator_alerts (kind, order_id, order_item_id, message, created_at)
     select 'review_overdue', i.order_id, i.id,
            '子订单' || i.order_num || '（' || i.field_name || ' ' || i.size || '）已支付超过${REVIEW_HOURS}小时，供应商仍未审核，请跟进', $2
       from order_items i
      where i.status = 'paid' and i.paid_at <= $1 and ${REVIEWABLE_ITEM_SQL} and ${REVIEW_FROM_SQL} <= $1
     on conflict (kind, order_item_id) do nothing`,
    [cutoff, now],
  );
  return inserted.rowCount ?? 0;
}

/**
 * The delivery alert (decision 0045): a sub-order executing since yesterday or earlier with no delivery
 * proof gets one `no_delivery_proof` message to operators. One statement with the unique (kind,
 * sub-order) index, so concurrent runs alert once. Returns the number of new alerts.
 */
export async function alertMissingDeliveryProofs(deps: Pick<AppDeps, 'pool' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const yesterday = addDays(todayInShanghai(now), -1);
  // Raw: one insert … select … on conflict; delivery_proofs is read, never written, here (modules/after-sales owns it).
  const inserted = await deps.pool.query(
    `insert into operator_alerts (kind, order_id, order_item_id, message, created_at)
     select 'no_delivery_proof', i.order_id, i.id,
            '子订单' || i.order_num || '（' || i.field_name || ' ' || i.size || '）已执行一天，供应商仍未上传履约凭证，请跟进', $2
       from order_items i
      where i.status = 'executing' and i.first_date <= $1::date
        and not exists (select 1 from delivery_proofs p where p.order_item_id = i.id)
     on conflict (kind, order_item_id) do nothing`,
    [yesterday, now],
  );
  return inserted.rowCount ?? 0;
}
