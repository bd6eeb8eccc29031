import type { TransferView } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { eq } from 'drizzle-orm';
import { offlineTransfers } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { typed } from '../../platform/db/typed';

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

/** The buyer's proof arrived (again): the transfer awaits an operator; a refusal before it is forgotten. */
export async function recordTransferUpload(client: Queryable, orderId: number, now: Date): Promise<void> {
  await typed(client)
    .insert(offlineTransfers)
    .values({ orderId, uploadedAt: now })
    .onConflictDoUpdate({ target: offlineTransfers.orderId, set: { uploadedAt: now, reviewedAt: null, reviewedBy: null, refuseReason: null } });
}

/** An operator decided on the proof: confirmed (`refuseReason` null) or refused with a reason. */
export async function recordTransferReview(client: Queryable, orderId: number, review: { operatorId: number; refuseReason: string | null; now: Date }): Promise<void> {
  await typed(client)
    .update(offlineTransfers)
    .set({ reviewedAt: review.now, reviewedBy: review.operatorId, refuseReason: review.refuseReason })
    .where(eq(offlineTransfers.orderId, orderId));
}
