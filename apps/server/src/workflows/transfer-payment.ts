import { OFFLINE_STATUS, PAYMENT_MODES, paymentRefusal } from '@vm/domain/payment-options';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { recordEvent } from '../platform/events/record-event';
import { conflict, notFound } from '../platform/http/app-error';
import { markOrderPaid, lockOrder, recordTransferProof, setOfflineStatus } from '../modules/orders';
import { assertOwnUploads } from '../modules/uploads';
import { PAY_MESSAGES, recordTransferReview, recordTransferUpload, refusalError } from '../modules/payments';
import { assertTransferAllowed, payIntoGroup } from '../modules/group-buys';

/**
 * Workflow "pay by bank transfer" (orders, uploads, payments, group-buys): the buyer's proof and the operator's
 * decision. No network call; each step is one transaction with its event.
 */

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
    await assertTransferAllowed(client, order.id);
    await assertOwnUploads(client, userId, urls, 'voucher', 'voucher_image_url');
    const distinct = [...new Set(urls)];
    await recordTransferProof(client, order.id, distinct, now);
    await recordTransferUpload(client, order.id, now);
    await recordEvent(client, { type: 'transfer.proof_uploaded', orderId: order.id, actorId: userId, payload: { images: distinct.length }, now }, deps.events);
    return { id: order.id, offline_pay: true, offline_status: OFFLINE_STATUS.awaiting, voucher_image_url: distinct };
  });
}

/** Operator: the proof is on the platform's account — the order is paid by transfer (PAYMENT_MODES.transfer). */
export async function confirmTransfer(deps: AppDeps, operatorId: number, orderId: number) {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'submitted' || order.offline_status !== OFFLINE_STATUS.awaiting)
      throw conflict(PAY_MESSAGES.transferNotAwaiting, 'TRANSFER_NOT_AWAITING');
    await setOfflineStatus(client, order.id, OFFLINE_STATUS.confirmed);
    if (
      !(await payIntoGroup(client, order.id, now, () =>
        markOrderPaid(client, order.id, { paymentMode: PAYMENT_MODES.transfer, amount: order.actual_fee, now }),
      ))
    )
      throw conflict(PAY_MESSAGES.transferNotAwaiting, 'TRANSFER_NOT_AWAITING');
    await recordTransferReview(client, order.id, { operatorId, refuseReason: null, now });
    await recordEvent(
      client,
      {
        type: 'order.paid',
        orderId: order.id,
        actorId: operatorId,
        payload: { payment_mode: PAYMENT_MODES.transfer, amount: order.actual_fee },
        audit: {
          action: 'transfer.confirm',
          targetType: 'order',
          targetId: order.id,
          before: { status: order.status, offline_status: order.offline_status },
          after: { status: 'paid', offline_status: OFFLINE_STATUS.confirmed },
        },
        now,
      },
      deps.events,
    );
    return { order_id: order.id, status: 'paid', offline_status: OFFLINE_STATUS.confirmed };
  });
}

/** Operator: the money did not arrive (or the proof is wrong): refused with a reason; the buyer may upload again. */
export async function refuseTransfer(deps: AppDeps, operatorId: number, orderId: number, reason: string) {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const order = await lockOrder(client, orderId);
    if (!order) throw notFound('订单');
    if (order.status !== 'submitted' || order.offline_status !== OFFLINE_STATUS.awaiting)
      throw conflict(PAY_MESSAGES.transferNotAwaiting, 'TRANSFER_NOT_AWAITING');
    await setOfflineStatus(client, order.id, OFFLINE_STATUS.refused, now);
    await recordTransferReview(client, order.id, { operatorId, refuseReason: reason, now });
    await recordEvent(
      client,
      {
        type: 'transfer.refused',
        orderId: order.id,
        actorId: operatorId,
        payload: { reason },
        audit: {
          action: 'transfer.refuse',
          targetType: 'order',
          targetId: order.id,
          before: { offline_status: order.offline_status },
          after: { offline_status: OFFLINE_STATUS.refused, reason },
        },
        now,
      },
      deps.events,
    );
    return { order_id: order.id, status: 'submitted', offline_status: OFFLINE_STATUS.refused };
  });
}
