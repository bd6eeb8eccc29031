import { addressLine, ORDER_ADDRESS_MAX } from '@vm/domain/contact-entry';
import type { BigOrder, BigOrderBody, BigOrdersQuery } from '@vm/contracts/big-orders';
import type { OrderPreviewBody } from '@vm/contracts/order-payload';
import type { OrderPreview, SubmitOrderResult } from '@vm/contracts/orders';
import type { AppDeps } from '../platform/deps';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import type { Queryable } from '../platform/db/with-transaction';
import { recordEvent, type EventSubscribers } from '../platform/events/record-event';
import { AppError, conflict, notFound } from '../platform/http/app-error';
import { page, type Page } from '../platform/http/envelope';
import { bigOrderIds, findBuyerByMobile } from '../modules/big-orders';
import { lockPoints } from '../modules/coupons';
import {
  assertCheckoutInfo,
  assertOwnInfoUploads,
  insertOrder,
  loadOrderViews,
  markBigOrder,
  ORDER_MESSAGES,
  previewOrder,
  priceOrder,
  throwFirstProblem,
} from '../modules/orders';

/**
 * Workflow "operator staff place a big order" (big-orders, orders, coupons): one order (`type` 2,
 * `delegated` 1) for a key-account buyer over several venues and suppliers — one sub-order per line,
 * each reviewed by its own supplier — with one supplementary info. It is priced, held and written by
 * the same module functions as a buyer's checkout (workflows/place-order.ts), in one transaction, so
 * holds, totals and the life cycle are the single order's: the buyer finds it in their order list and
 * pays it within 48 hours like any other. What differs: the operator places it (audit entry), no
 * coupon, points or cart, no group-buy line, the buyer's unpaid-order limit does not apply, and the
 * attached files are the operator's own uploads.
 */

const BIG_ORDER_MESSAGES = {
  noGroupLine: '大订单不能包含拼团场地',
  operatorBuyer: '请为客户下单，不能为运营人员自己下单',
} as const;

/** The payload priceOrder reads: the lines and info as sent, without coupon or points. */
function asOrderPayload(body: BigOrderBody): OrderPreviewBody {
  return { ...body, channel: 4, delegated: 0, type: 1, cart_items: [], point: 0, coupon_id: null };
}

function refuseGroupLines(body: BigOrderBody): void {
  const index = body.resources.findIndex((line) => line.group_purchase_id);
  if (index >= 0)
    throw new AppError('VALIDATION', BIG_ORDER_MESSAGES.noGroupLine, { [`resources.${index}.group_purchase_id`]: BIG_ORDER_MESSAGES.noGroupLine });
}

/** POST /api/operator/big_orders/preview: the server's figures for the buyer, nothing held. */
export async function previewBigOrder(deps: AppDeps, body: BigOrderBody): Promise<OrderPreview & { buyer: { id: number; mobile: string; name: string } }> {
  refuseGroupLines(body);
  const buyer = await findBuyerByMobile(deps.pool, body.buyer_mobile);
  return { ...(await previewOrder(deps, buyer.id, asOrderPayload(body), { unpaidLimit: false })), buyer };
}

/** POST /api/operator/big_orders → 201 { id, order_num, actual_fee }. */
export async function placeBigOrder(deps: AppDeps, operatorId: number, body: BigOrderBody): Promise<SubmitOrderResult> {
  const info = assertCheckoutInfo(body);
  refuseGroupLines(body);
  const buyer = await findBuyerByMobile(deps.pool, body.buyer_mobile);
  if (buyer.id === operatorId) throw new AppError('VALIDATION', BIG_ORDER_MESSAGES.operatorBuyer, { buyer_mobile: BIG_ORDER_MESSAGES.operatorBuyer });
  return withRetriedTransaction(deps.pool, async (client) => {
    await assertOwnInfoUploads(client, operatorId, body);
    return writeBigOrder(client, deps.events, { operatorId, buyerId: buyer.id, body, info, now: deps.clock.now() });
  });
}

/**
 * In the caller's transaction: prices, writes and holds the big order as a buyer's checkout would
 * (also how the demo data places its big order). Throws the first problem (409/422) before writing.
 */
export async function writeBigOrder(
  client: Queryable,
  events: EventSubscribers,
  input: { operatorId: number; buyerId: number; body: BigOrderBody; info: ReturnType<typeof assertCheckoutInfo>; now: Date },
): Promise<SubmitOrderResult> {
  const { operatorId, body, info, now } = input;
  const buyer = { id: input.buyerId };
  // The buyer's row lock, as every placement takes it (points ledger, unpaid orders).
  await lockPoints(client, buyer.id);
  const priced = await priceOrder(client, asOrderPayload(body), {
    userId: buyer.id,
    now,
    pointsBalance: 0,
    loadCoupon: () => Promise.reject(notFound('优惠券')),
  });
  throwFirstProblem(priced.problems);
  const totals = priced.totals!;
  if (body.total_actual_price !== undefined && totals.total_actual_price !== body.total_actual_price)
    throw conflict(ORDER_MESSAGES.priceChanged, 'PRICE_CHANGED');
  const order = await insertOrder(client, {
    userId: buyer.id,
    lines: priced.lines,
    totals,
    userCouponId: null,
    contact: body.contact!.trim(),
    mobile: body.mobile!.trim(),
    address: typeof body.address === 'string' ? body.address.trim() : addressLine(body.address).slice(0, ORDER_ADDRESS_MAX),
    info,
    now,
  });
  await markBigOrder(client, order.id, operatorId);
  await recordEvent(
    client,
    {
      type: 'order.placed',
      orderId: order.id,
      actorId: operatorId,
      payload: { actual_fee: order.actualFee, lines: order.items.length, type: 2 },
      now,
    },
    events,
  );
  await recordEvent(
    client,
    {
      type: 'big_order.placed',
      orderId: order.id,
      actorId: operatorId,
      payload: { actual_fee: order.actualFee, lines: order.items.length },
      audit: {
        action: 'big_order.place',
        targetType: 'order',
        targetId: order.id,
        before: null,
        // The audit log shows the buyer's mobile and the suppliers by name (their ids are on the sub-orders).
        after: {
          order_num: order.orderNum,
          buyer_id: buyer.id,
          buyer_mobile: body.buyer_mobile,
          actual_fee: order.actualFee,
          suppliers: [...new Set(order.items.map((item) => item.line.booth.supplier_name))],
        },
      },
      now,
    },
    events,
  );
  return { id: order.id, order_num: order.orderNum, actual_fee: order.actualFee };
}

/** GET /api/operator/big_orders: every big order with its buyer, newest first. */
export async function listBigOrders(deps: AppDeps, query: BigOrdersQuery): Promise<Page<BigOrder>> {
  const { rows, total } = await bigOrderIds(deps.pool, query);
  const views = await loadOrderViews(
    deps.pool,
    rows.map((row) => row.id),
    deps.clock.now(),
  );
  const byId = new Map(views.map((view) => [view.id, view]));
  const data = rows.flatMap((row) => {
    const view = byId.get(row.id);
    return view ? [{ ...view, buyer: row.buyer, placed_by: row.placed_by }] : [];
  });
  return page(data, total, query.page, query.page_size);
}
