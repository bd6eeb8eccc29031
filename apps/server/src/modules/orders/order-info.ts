import type { AdditionalInfoBody, OrderInfo } from '@vm/contracts/order-info';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/http/app-error';
import { withTransaction } from '../../platform/db/with-transaction';
import { assertOrderInfo } from './checkout-info';
import { assertOwnInfoUploads } from './info-uploads';
import { writeOrderInfo } from './write-order-info';

interface InfoRow {
  order_id: number;
  order_type: number;
  product: string;
  approach_time: string | null;
  exit_time: string | null;
  has_build: number | null;
  build_height: string | null;
  industries: OrderInfo['industries'];
  complete_industries: OrderInfo['complete_industries'];
  material_types: number[];
  purposes: number[];
  spread_ways: number[];
  design_files: OrderInfo['design_files'];
  licence_images: string[];
  brand_authorizations: string[];
  images: string[];
}

/**
 * GET /api/additional_info?order_id=&type=: the supplementary information of the caller's order —
 * `type` 2 names a big order (大订单, which its buyer and the operator who placed it may read); any
 * other order, or someone else's, is 404.
 */
export async function getOrderInfo(deps: AppDeps, userId: number, orderId: number, type = 1): Promise<OrderInfo> {
  const rows = await deps.pool.query<InfoRow>(
    `select f.*, o.order_type from order_infos f join orders o on o.id = f.order_id
      where f.order_id = $1 and (o.user_id = $2 or ($3 = 2 and o.placed_by = $2)) and ($3 = 1 or o.order_type = 2)`,
    [orderId, userId, type],
  );
  const row = rows.rows[0];
  if (!row) throw notFound('订单');
  return {
    order_id: row.order_id,
    type: row.order_type,
    product: row.product,
    approach_time: row.approach_time,
    exit_time: row.exit_time,
    has_build: row.has_build,
    build_height: row.build_height,
    industries: row.industries,
    complete_industries: row.complete_industries,
    material_types: row.material_types,
    purposes: row.purposes,
    promotion_purposes: row.purposes,
    spread_ways: row.spread_ways,
    design_files: row.design_files,
    licence_images: row.licence_images,
    brand_authorizations: row.brand_authorizations,
    images: row.images,
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
    const order = await client.query<{ status: string }>('select status from orders where id = $1 and user_id = $2 and ($3 = 1 or order_type = 2) for update', [
      body.order_id,
      userId,
      body.type,
    ]);
    const status = order.rows[0]?.status;
    if (!status) throw notFound('订单');
    if (status === 'cancelled' || status === 'rejected') throw conflict('订单已取消，无法修改补充信息');
    await assertOwnInfoUploads(client, userId, body);
    await writeOrderInfo(client, body.order_id, info, deps.clock.now());
  });
  return getOrderInfo(deps, userId, body.order_id, body.type);
}
