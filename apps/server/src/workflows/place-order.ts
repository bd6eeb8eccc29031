import { addressLine, ORDER_ADDRESS_MAX } from '@vm/domain/contact-entry';
import type { OrderBody } from '@vm/contracts/order-payload';
import type { SubmitOrderResult } from '@vm/contracts/orders';
import { MAX_UNPAID_ORDERS } from '@vm/domain/order-status';
import {
  ORDER_MESSAGES,
  assertCheckoutInfo,
  attachGroupSeat,
  assertOwnInfoUploads,
  insertOrder,
  lockOrderParties,
  throwFirstProblem,
  priceOrder,
} from '../modules/orders';
import type { AppDeps } from '../platform/deps';
import { conflict } from '../platform/http/app-error';
import { pointsBalance, spendPoints, loadCouponForOrder, reserveCoupon } from '../modules/coupons';
import { withRetriedTransaction } from '../platform/db/with-retried-transaction';
import { settleAtCommit, writeTogether } from '../platform/db/with-transaction';
import { recordEventAtCommit } from '../platform/events/record-event';
import { removeOrderedCartItems } from '../modules/cart';
import { markQuoteUsed } from '../modules/supplier-enquiries';
import { reserveGroupSeat } from '../modules/group-buys';

/** The address as one line: a string as sent, or the parts of an address object. */
function addressText(address: OrderBody['address']): string {
  if (!address) return '';
  if (typeof address === 'string') return address.trim();
  return addressLine(address).slice(0, ORDER_ADDRESS_MAX);
}

/**
 * Workflow "place an order" (orders, coupons, cart, group-buys, supplier-enquiries).
 * POST /api/orders. In one transaction: check the files are the buyer's own uploads, lock the buyer
 * (unpaid limit, points) and the booths, recompute every figure from the server's data, refuse a total
 * that differs from the buyer's, write the order and its sub-orders and hold every unit (409 naming the
 * date when one is gone), mark the coupon used, spend the points and take the ordered lines out of the
 * cart. Any failure leaves nothing behind.
 *
 * Each round trip to the database counts under load (bench/README.md, docs/decisions/0016, 0025 and
 * 0028): an order without files, coupon, points, quote or cart lines takes six statements in two round
 * trips — begin, lock, count and the order's id (order-locks.ts) and the booths with their held units
 * (order-booths.ts) sent together; then the order with its sub-orders, information and holds
 * (insert-order.ts), the event and the commit, sent together. The others run only when the order uses
 * them, after the insert has answered.
 */
export async function submitOrder(deps: AppDeps, userId: number, body: OrderBody): Promise<SubmitOrderResult> {
  const info = assertCheckoutInfo(body);
  return withRetriedTransaction(
    deps.pool,
    async (client) => {
      const now = deps.clock.now();
      await assertOwnInfoUploads(client, userId, body);
      // The lock, the points (when spent) and the booths are sent together (the pool pipelines): PostgreSQL
      // runs them in that order, so everything is read under the lock, in one round trip (decision 0025).
      // All three are awaited before anything is thrown, so no statement is left running on the client.
      const locking = lockOrderParties(
        client,
        userId,
        body.resources.map((line) => line.id),
        now,
      );
      const balance = body.point > 0 ? pointsBalance(client, userId) : 0;
      const pricing = priceOrder(client, body, {
        userId,
        now,
        pointsBalance: balance,
        loadCoupon: (couponId) => loadCouponForOrder(client, { userId, couponId, now }),
      });
      const [locked, , pricedOutcome] = await Promise.allSettled([locking, balance, pricing]);
      if (locked.status === 'rejected') throw locked.reason;
      if (locked.value.unpaidOrders >= MAX_UNPAID_ORDERS) throw conflict(ORDER_MESSAGES.tooManyUnpaid, 'TOO_MANY_UNPAID');
      if (pricedOutcome.status === 'rejected') throw pricedOutcome.reason;
      const priced = pricedOutcome.value;
      throwFirstProblem(priced.problems);
      const totals = priced.totals!;
      if (totals.total_actual_price !== body.total_actual_price) throw conflict(ORDER_MESSAGES.priceChanged, 'PRICE_CHANGED');
      // A group-buy line takes a place in its group (group row locked) before the order and its holds:
      // 来晚一步呦，此团已结束！ when none is left.
      for (const line of priced.lines)
        if (line.groupPurchaseId !== null) await reserveGroupSeat(client, { userId, groupPurchaseId: line.groupPurchaseId, now });
      writeTogether(client); // the insert with what follows it: the event and the commit of a plain order
      const inserting = insertOrder(client, {
        userId,
        lines: priced.lines,
        totals,
        userCouponId: priced.couponId,
        contact: body.contact!.trim(),
        mobile: body.mobile!.trim(),
        address: addressText(body.address),
        info,
        now,
        maxUnpaidOrders: MAX_UNPAID_ORDERS,
        number: locked.value.number,
      });
      const { id, orderNum } = locked.value.number;
      const needsItemIds = priced.lines.some((line) => line.groupPurchaseId !== null || line.quoteId !== null);
      const usesMore = (priced.couponId !== null && totals.coupon > 0) || totals.points > 0 || body.cart_items.length > 0;
      if (!needsItemIds && !usesMore) {
        // A plain order: the insert, the event and the commit leave in one write. A refused insert fails
        // its statement, so the commit rolls back and the insert's 409 is what the buyer gets (decision 0028).
        settleAtCommit(client, inserting);
      } else {
        const order = await inserting;
        for (const item of order.items)
          if (item.line.groupPurchaseId !== null) await attachGroupSeat(client, { orderItemId: item.id, groupPurchaseId: item.line.groupPurchaseId });
        for (const item of order.items) if (item.line.quoteId !== null) await markQuoteUsed(client, item.line.quoteId, item.id);
        if (priced.couponId !== null && totals.coupon > 0) await reserveCoupon(client, { userId, couponId: priced.couponId, orderId: id, now });
        if (totals.points > 0) await spendPoints(client, { userId, points: totals.points, orderId: id, now });
        if (body.cart_items.length > 0) await removeOrderedCartItems(client, userId, body.cart_items);
      }
      recordEventAtCommit(
        client,
        {
          type: 'order.placed',
          orderId: id,
          actorId: userId,
          payload: { actual_fee: totals.total_actual_price, lines: priced.lines.length },
          now,
        },
        deps.events,
      );
      return { id, order_num: orderNum, actual_fee: totals.total_actual_price };
      // Generic plans: the booth and insert statements were re-planned on every order (decision 0024).
    },
    { genericPlans: true },
  );
}
