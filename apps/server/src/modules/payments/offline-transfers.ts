import type { TransferView } from '@vm/contracts/payments';
import { OFFLINE_STATUS, PAYMENT_MODES, paymentRefusal } from '@vm/domain/payment-options';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { conflict, notFound } from '../../platform/http/app-error';
import { markOrderPaid } from '../orders/mark-order-paid';
import { lockOrder } from '../orders/order-transitions';
import { assertOwnUploads } from '../uploads/own-uploads';
import { PAY_MESSAGES, refusalError } from './payment-messages';

/**
 * PUT /api/orders/{id}/upload_voucher: the buyer's proof of a bank transfer (1–10 of their own uploads
 * in the voucher bucket). Only for the caller's unpaid order before its deadline (domain
 * `paymentRefusal`, as every payment); not while an earlier proof awaits an operator; again after a refusal. The order then waits for the operator: the 48-hour sweep skips it.
 */
export async function uploadVoucher(deps: AppDeps, userId: number, orderId: number, urls: string[]) {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId, userId);
    if (!order) throw notFound('订单');
    const refusal = paymentRefusal({ status: order.status, offlineStatus: order.offline_status, expiresAt: order.expires_at }, now);
    if (refusal) throw refusalError(refusal, 'upload');
    await assertOwnUploads(client, userId, urls, 'voucher', 'voucher_image_url');
    const distinct = [...new Set(urls)];
    await client.query('update orders set offline_pay = true, offline_status = $2, voucher_image_urls = $3, updated_at = $4 where id = $1', [
      order.id,
      OFFLINE_STATUS.awaiting,
      distinct,
      now,
    ]);
    await client.query(
      `insert into offline_transfers (order_id, uploaded_at) values ($1, $2)
       on conflict (order_id) do update set uploaded_at = excluded.uploaded_at, reviewed_at = null, reviewed_by = null, refuse_reason = null`,
      [order.id, now],
    );
    return { id: order.id, offline_pay: true, offline_status: OFFLINE_STATUS.awaiting, voucher_image_url: distinct };
  });
}

/** Operator: the proof is on the platform's account — the order is paid by transfer (PAYMENT_MODES.transfer). */
export async function confirmTransfer(deps: AppDeps, operatorId: number, orderId: number) {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'submitted' || order.offline_status !== OFFLINE_STATUS.awaiting) throw conflict(PAY_MESSAGES.transferNotAwaiting, 'TRANSFER_NOT_AWAITING');
    await client.query('update orders set offline_status = $2 where id = $1', [order.id, OFFLINE_STATUS.confirmed]);
    if (!(await markOrderPaid(client, order.id, { paymentMode: PAYMENT_MODES.transfer, amount: order.actual_fee, now }))) throw conflict(PAY_MESSAGES.transferNotAwaiting, 'TRANSFER_NOT_AWAITING');
    await client.query('update offline_transfers set reviewed_at = $2, reviewed_by = $3, refuse_reason = null where order_id = $1', [order.id, now, operatorId]);
    return { order_id: order.id, status: 'paid', offline_status: OFFLINE_STATUS.confirmed };
  });
}

/** Operator: the money did not arrive (or the proof is wrong): refused with a reason; the buyer may upload again. */
export async function refuseTransfer(deps: AppDeps, operatorId: number, orderId: number, reason: string) {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'submitted' || order.offline_status !== OFFLINE_STATUS.awaiting) throw conflict(PAY_MESSAGES.transferNotAwaiting, 'TRANSFER_NOT_AWAITING');
    await client.query('update orders set offline_status = $2, updated_at = $3 where id = $1', [order.id, OFFLINE_STATUS.refused, now]);
    await client.query('update offline_transfers set reviewed_at = $2, reviewed_by = $3, refuse_reason = $4 where order_id = $1', [order.id, now, operatorId, reason]);
    return { order_id: order.id, status: 'submitted', offline_status: OFFLINE_STATUS.refused };
  });
}

const STATUS_FILTER = { awaiting: OFFLINE_STATUS.awaiting, confirmed: OFFLINE_STATUS.confirmed, refused: OFFLINE_STATUS.refused } as const;

/** Operator: transfers by state (awaiting confirmation first-come first-served; the others newest first). */
export async function listTransfers(deps: AppDeps, query: { status: keyof typeof STATUS_FILTER; page: number; page_size: number }) {
  const offlineStatus = STATUS_FILTER[query.status];
  // A proof is only awaiting while its order is unpaid (an online payment may have overtaken it).
  const where = query.status === 'awaiting' ? `o.offline_status = $1 and o.status = 'submitted'` : 'o.offline_status = $1';
  const order = query.status === 'awaiting' ? 't.uploaded_at asc, o.id asc' : 'coalesce(t.reviewed_at, t.uploaded_at) desc, o.id desc';
  const [rows, count] = await Promise.all([
    deps.pool.query<{
      order_id: number;
      order_num: string;
      order_status: string;
      buyer_mobile: string;
      contact: string;
      mobile: string;
      actual_fee: number;
      offline_status: number;
      voucher_image_urls: string[];
      uploaded_at: Date | null;
      reviewed_at: Date | null;
      refuse_reason: string | null;
      expires_at: Date;
    }>(
      `select o.id as order_id, o.order_num, o.status as order_status, u.mobile as buyer_mobile, o.contact, o.mobile, o.actual_fee,
              o.offline_status, o.voucher_image_urls, t.uploaded_at, t.reviewed_at, t.refuse_reason, o.expires_at
         from orders o join offline_transfers t on t.order_id = o.id join users u on u.id = o.user_id
        where ${where} order by ${order} limit $2 offset $3`,
      [offlineStatus, query.page_size, (query.page - 1) * query.page_size],
    ),
    deps.pool.query<{ total: number }>(`select count(*)::int as total from orders o join offline_transfers t on t.order_id = o.id where ${where}`, [offlineStatus]),
  ]);
  const data: TransferView[] = rows.rows.map((row) => ({
    order_id: row.order_id,
    order_num: row.order_num,
    order_status: row.order_status,
    buyer_mobile: row.buyer_mobile,
    contact: row.contact,
    mobile: row.mobile,
    actual_fee: row.actual_fee,
    offline_status: row.offline_status,
    voucher_image_url: row.voucher_image_urls,
    uploaded_at: row.uploaded_at ? toShanghaiIsoString(row.uploaded_at) : null,
    reviewed_at: row.reviewed_at ? toShanghaiIsoString(row.reviewed_at) : null,
    refuse_reason: row.refuse_reason,
    expires_at: toShanghaiIsoString(row.expires_at),
  }));
  return { data, total: count.rows[0]?.total ?? 0, page: query.page, page_size: query.page_size };
}
