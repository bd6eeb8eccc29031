import type { TransferView } from '@vm/contracts/payments';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { OFFLINE_STATUS } from '@vm/domain/payment-options';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { offlineTransfers, orders, users } from '../../db/schema';
import type { AppDeps } from '../../platform/deps';
import type { Queryable } from '../../platform/db/with-transaction';
import { typed } from '../../platform/db/typed';

const STATUS_FILTER = { awaiting: OFFLINE_STATUS.awaiting, confirmed: OFFLINE_STATUS.confirmed, refused: OFFLINE_STATUS.refused } as const;

/** Operator: transfers by state (awaiting confirmation first-come first-served; the others newest first). */
export async function listTransfers(deps: AppDeps, query: { status: keyof typeof STATUS_FILTER; page: number; page_size: number }) {
  const offlineStatus = STATUS_FILTER[query.status];
  // A proof is only awaiting while its order is unpaid (an online payment may have overtaken it).
  const where = and(eq(orders.offlineStatus, offlineStatus), query.status === 'awaiting' ? eq(orders.status, 'submitted') : undefined);
  const order =
    query.status === 'awaiting'
      ? [asc(offlineTransfers.uploadedAt), asc(orders.id)]
      : [desc(sql`coalesce(${offlineTransfers.reviewedAt}, ${offlineTransfers.uploadedAt})`), desc(orders.id)];
  const db = typed(deps.pool);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        order_id: orders.id,
        order_num: orders.orderNum,
        order_status: orders.status,
        buyer_mobile: users.mobile,
        contact: orders.contact,
        mobile: orders.mobile,
        actual_fee: orders.actualFee,
        offline_status: orders.offlineStatus,
        voucher_image_urls: orders.voucherImageUrls,
        uploaded_at: offlineTransfers.uploadedAt,
        reviewed_at: offlineTransfers.reviewedAt,
        refuse_reason: offlineTransfers.refuseReason,
        expires_at: orders.expiresAt,
      })
      .from(orders)
      .innerJoin(offlineTransfers, eq(offlineTransfers.orderId, orders.id))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(orders).innerJoin(offlineTransfers, eq(offlineTransfers.orderId, orders.id)).where(where),
  ]);
  const data: TransferView[] = rows.map((row) => ({
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
  return { data, total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** The buyer's proof arrived (again): the transfer awaits an operator; a refusal before it is forgotten. */
export async function recordTransferUpload(client: Queryable, orderId: number, now: Date): Promise<void> {
  await typed(client)
    .insert(offlineTransfers)
    .values({ orderId, uploadedAt: now })
    .onConflictDoUpdate({ target: offlineTransfers.orderId, set: { uploadedAt: now, reviewedAt: null, reviewedBy: null, refuseReason: null } });
}

/** An operator decided on the proof: confirmed (`refuseReason` null) or refused with a reason. */
export async function recordTransferReview(
  client: Queryable,
  orderId: number,
  review: { operatorId: number; refuseReason: string | null; now: Date },
): Promise<void> {
  await typed(client)
    .update(offlineTransfers)
    .set({ reviewedAt: review.now, reviewedBy: review.operatorId, refuseReason: review.refuseReason })
    .where(eq(offlineTransfers.orderId, orderId));
}
