import { AFTER_SALE_MESSAGES } from '@vm/domain/after-sales';
import { shanghaiDayStart, toShanghaiIsoString } from '@vm/domain/business-date';
import type { DeliveryProof, DeliveryProofBody } from '@vm/contracts/after-sales';
import { asc, eq } from 'drizzle-orm';
import { deliveryProofs } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withTransaction } from '../../platform/db/with-transaction';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import { assertOwnUploads } from '../uploads';
import { subOrderFacts, subOrderFor, type Reader } from './sub-orders';

/**
 * POST /api/order_items/{id}/delivery_proofs: the sub-order's supplier (or its staff with `orders`) posts
 * 1–9 of their own uploaded photos and a note, from the first booked date while the sub-order is
 * executing or finished (another supplier's sub-order reads as missing). The buyer is told.
 */
export async function postDeliveryProof(
  deps: Pick<AppDeps, 'pool' | 'clock' | 'events'>,
  actor: { userId: number; supplierOwnerId: number | null },
  itemId: number,
  body: DeliveryProofBody,
): Promise<{ id: number }> {
  if (actor.supplierOwnerId === null) throw forbidden('当前账号无权进行此操作');
  return withTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const item = await subOrderFacts(client, itemId);
    if (!item || item.supplierId !== actor.supplierOwnerId) throw notFound('子订单');
    if (now < shanghaiDayStart(item.firstDate)) throw conflict(AFTER_SALE_MESSAGES.proofNotYet);
    if (!['approved', 'executing', 'finished'].includes(item.status)) throw conflict(AFTER_SALE_MESSAGES.proofNotExecuting);
    await assertOwnUploads(client, actor.userId, body.images, 'evidence', 'images');
    const [row] = await typed(client)
      .insert(deliveryProofs)
      .values({ orderItemId: item.id, createdBy: actor.userId, images: body.images, note: body.note ?? '', createdAt: now })
      .returning({ id: deliveryProofs.id });
    await recordEvent(
      client,
      {
        type: 'delivery_proof.posted',
        orderId: item.orderId,
        actorId: actor.userId,
        payload: { order_item_id: item.id, order_num: item.orderNum, proof_id: row!.id, images: body.images.length },
        audit: {
          action: 'delivery_proof.post',
          targetType: 'order_item',
          targetId: item.id,
          after: { summary: `供应商为子订单${item.orderNum}上传了${body.images.length}张履约照片`, note: body.note ?? '' },
        },
        now,
      },
      deps.events,
    );
    return { id: row!.id };
  });
}

/** GET /api/order_items/{id}/delivery_proofs: the buyer, the supplier (and staff), operators; oldest first. */
export async function listDeliveryProofs(deps: Pick<AppDeps, 'pool'>, reader: Reader, itemId: number): Promise<DeliveryProof[]> {
  await subOrderFor(deps.pool, reader, itemId);
  const rows = await typed(deps.pool)
    .select({ id: deliveryProofs.id, images: deliveryProofs.images, note: deliveryProofs.note, createdAt: deliveryProofs.createdAt })
    .from(deliveryProofs)
    .where(eq(deliveryProofs.orderItemId, itemId))
    .orderBy(asc(deliveryProofs.createdAt), asc(deliveryProofs.id));
  return rows.map((row) => ({ id: row.id, images: row.images, note: row.note, created_at: toShanghaiIsoString(row.createdAt) }));
}
