import type { Queryable } from '../../platform/db/with-transaction';
import type { OrderInfoValues } from './checkout-info';

/**
 * Writes an order's supplementary information (checkout inserts it, the provide-info form replaces
 * it): one statement for both, so the columns are listed once.
 */
export async function writeOrderInfo(client: Queryable, orderId: number, info: OrderInfoValues, now: Date): Promise<void> {
  const json = (value: unknown) => JSON.stringify(value);
  await client.query(
    `insert into order_infos (order_id, product, approach_time, exit_time, has_build, build_height, industries, complete_industries,
       material_types, purposes, spread_ways, design_files, licence_images, brand_authorizations, images, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (order_id) do update set product = excluded.product, approach_time = excluded.approach_time,
       exit_time = excluded.exit_time, has_build = excluded.has_build, build_height = excluded.build_height,
       industries = excluded.industries, complete_industries = excluded.complete_industries,
       material_types = excluded.material_types, purposes = excluded.purposes, spread_ways = excluded.spread_ways,
       design_files = excluded.design_files, licence_images = excluded.licence_images,
       brand_authorizations = excluded.brand_authorizations, images = excluded.images, updated_at = excluded.updated_at`,
    [
      orderId,
      info.product,
      info.approach_time,
      info.exit_time,
      info.has_build,
      info.build_height,
      json(info.industries),
      json(info.complete_industries),
      json(info.material_types),
      json(info.purposes),
      json(info.spread_ways),
      json(info.design_files),
      json(info.licence_images),
      json(info.brand_authorizations),
      json(info.images),
      now,
    ],
  );
}
