import type { AdditionalInfoBody, OrderInfo } from '@vm/contracts/order-info';
import { and, eq, or } from 'drizzle-orm';
import { orderInfos, orders } from '../../db/schema';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { withTransaction } from '../../platform/db/with-transaction';
import { assertOrderInfo } from './checkout-info';
import { assertOwnInfoUploads } from './info-uploads';
import { writeOrderInfo } from './write-order-info';

/** Which orders `type` reaches: 1 the buyer's own orders, any other its big orders (2: also those the operator `userId` placed). */
function reachable(userId: number, type: number) {
  return and(
    type === 2 ? or(eq(orders.userId, userId), eq(orders.placedBy, userId)) : eq(orders.userId, userId),
    type === 1 ? undefined : eq(orders.orderType, 2),
  );
}

/**
 * GET /api/additional_info?order_id=&type=: the supplementary information of the caller's order —
 * `type` 2 names a big order (大订单, which its buyer and the operator who placed it may read); any
 * other order, or someone else's, is 404.
 */
export async function getOrderInfo(deps: AppDeps, userId: number, orderId: number, type = 1): Promise<OrderInfo> {
  const [found] = await typed(deps.pool)
    .select({ info: orderInfos, orderType: orders.orderType })
    .from(orderInfos)
    .innerJoin(orders, eq(orders.id, orderInfos.orderId))
    .where(and(eq(orderInfos.orderId, orderId), reachable(userId, type)));
  if (!found) throw notFound('订单');
  const { info: row } = found;
  return {
    order_id: row.orderId,
    type: found.orderType,
    product: row.product,
    approach_time: row.approachTime,
    exit_time: row.exitTime,
    has_build: row.hasBuild,
    build_height: row.buildHeight,
    industries: row.industries as OrderInfo['industries'],
    complete_industries: row.completeIndustries as OrderInfo['complete_industries'],
    material_types: row.materialTypes as number[],
    purposes: row.purposes as number[],
    promotion_purposes: row.purposes as number[],
    spread_ways: row.spreadWays as number[],
    design_files: row.designFiles as OrderInfo['design_files'],
    licence_images: row.licenceImages as string[],
    brand_authorizations: row.brandAuthorizations as string[],
    images: row.images as string[],
  };
}

/**
 * POST /api/additional_info: the provide-info form, checked like the checkout (422 with the spec's
 * messages; files only the buyer's own uploads). A cancelled or rejected order takes no more information.
 */
export async function saveOrderInfo(deps: AppDeps, userId: number, body: AdditionalInfoBody): Promise<OrderInfo> {
  const info = assertOrderInfo(body);
  // The order row is locked while checking and writing, so a cancellation cannot slip in between.
  await withTransaction(deps.pool, async (client) => {
    const [order] = await typed(client)
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId), body.type === 1 ? undefined : eq(orders.orderType, 2)))
      .for('update');
    const status = order?.status;
    if (!status) throw notFound('订单');
    if (status === 'cancelled' || status === 'rejected') throw conflict('订单已取消，无法修改补充信息');
    await assertOwnInfoUploads(client, userId, body);
    await writeOrderInfo(client, body.order_id, info, deps.clock.now());
  });
  return getOrderInfo(deps, userId, body.order_id, body.type);
}
